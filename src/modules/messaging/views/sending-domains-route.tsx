import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";
import { SendingDomainsView } from "./sending-domains-view";

export async function SendingDomainsRoute() {
  prefetch(trpc.identity.workspaces.current.queryOptions());
  return (
    <HydrateClient>
      <SendingDomainsView />
    </HydrateClient>
  );
}
