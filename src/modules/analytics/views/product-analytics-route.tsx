import { can } from "@/modules/identity/client";
import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, serverCaller, trpc } from "@/trpc/server";
import type { UsageArea } from "../contracts/usage.constants";
import { ProductAnalyticsView } from "./product-analytics-view";

/** Prefetches what the person's role lets the page show (never a query that would be refused). */
export async function ProductAnalyticsRoute({ areas }: { areas: UsageArea[] }) {
  const workspace = await (await serverCaller()).identity.workspaces.current();
  prefetch(trpc.identity.workspaces.current.queryOptions());
  if (can(workspace.role, "workspace.manage")) {
    prefetch(trpc.analytics.settings.queryOptions());
    prefetch(trpc.analytics.usage.queryOptions({ days: 30 }));
  }
  return (
    <HydrateClient>
      <ProductAnalyticsView areas={areas} />
    </HydrateClient>
  );
}
