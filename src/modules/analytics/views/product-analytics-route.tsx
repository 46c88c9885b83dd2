import { can } from "@/modules/identity/client";
import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, serverCaller, trpc } from "@/trpc/server";
import type { UsageArea } from "../contracts/usage.constants";
import { ProductAnalyticsView } from "./product-analytics-view";

/** Prefetches what the person's role lets the page show (never a query that would be refused). */
export async function ProductAnalyticsRoute({ areas, survey }: { areas: UsageArea[]; survey: string | null }) {
  const selected = survey === "new" || (survey && /^[0-9a-f-]{36}$/i.test(survey)) ? survey : null;
  const workspace = await (await serverCaller()).identity.workspaces.current();
  prefetch(trpc.identity.workspaces.current.queryOptions());
  if (can(workspace.role, "workspace.manage")) {
    prefetch(trpc.analytics.settings.queryOptions());
    prefetch(trpc.analytics.usage.queryOptions({ days: 30 }));
    if (selected === null) prefetch(trpc.analytics.productSurveys.list.queryOptions());
    else if (selected !== "new") prefetch(trpc.analytics.productSurveys.get.queryOptions({ id: selected }));
  }
  return (
    <HydrateClient>
      <ProductAnalyticsView areas={areas} survey={selected} />
    </HydrateClient>
  );
}
