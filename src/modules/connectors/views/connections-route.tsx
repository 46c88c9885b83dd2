import { siteUrl } from "@/env";
import { can } from "@/modules/identity";
import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, serverCaller, trpc } from "@/trpc/server";
import type { ConnectionsPage } from "../links";
import { ConnectionsView } from "./connections-view";

/** The connections pages' server half: the role decides what is fetched ahead. */
export async function ConnectionsRoute(page: ConnectionsPage) {
  const workspace = await (await serverCaller()).identity.workspaces.current();
  prefetch(trpc.identity.workspaces.current.queryOptions());
  if (can(workspace.role, "connectors.read")) prefetch(trpc.connectors.overview.queryOptions());
  return (
    <HydrateClient>
      <ConnectionsView {...page} siteUrl={siteUrl()} />
    </HydrateClient>
  );
}
