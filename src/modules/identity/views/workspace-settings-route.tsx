import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";
import { WorkspaceSettingsView } from "./workspace-settings-view";

/** Every role may read the settings (workspace.read), so the page prefetches them all. */
export function WorkspaceSettingsRoute() {
  prefetch(trpc.identity.workspaces.current.queryOptions());
  prefetch(trpc.identity.settings.get.queryOptions());
  prefetch(trpc.identity.workspaces.list.queryOptions());
  prefetch(trpc.identity.companyProfile.get.queryOptions());
  return (
    <HydrateClient>
      <WorkspaceSettingsView />
    </HydrateClient>
  );
}
