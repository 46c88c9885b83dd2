import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";
import { CrmListsView } from "./crm-lists-view";

export async function CrmListsRoute() {
  prefetch(trpc.identity.workspaces.current.queryOptions());
  return (
    <HydrateClient>
      <CrmListsView />
    </HydrateClient>
  );
}
