import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";
import { CrmSettingsView } from "./crm-settings-view";

export async function CrmSettingsRoute() {
  prefetch(trpc.identity.workspaces.current.queryOptions());
  return (
    <HydrateClient>
      <CrmSettingsView />
    </HydrateClient>
  );
}
