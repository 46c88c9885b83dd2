import { can } from "@/modules/identity";
import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, serverCaller, trpc } from "@/trpc/server";
import { SeoAuditView } from "./seo-audit-view";

/** The SEO audit page's server half: the audits are fetched ahead for those who may read them. */
export async function SeoAuditRoute() {
  const workspace = await (await serverCaller()).identity.workspaces.current();
  prefetch(trpc.identity.workspaces.current.queryOptions());
  if (can(workspace.role, "reports.read")) prefetch(trpc.reporting.seo.list.queryOptions());
  return (
    <HydrateClient>
      <SeoAuditView />
    </HydrateClient>
  );
}
