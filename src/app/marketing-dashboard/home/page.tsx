import { HomeView } from "@/modules/home/views/home-view";
import { metadataFor } from "@/modules/shell";
import { HydrateClient, prefetch, trpc } from "@/trpc/server";

export const generateMetadata = metadataFor("/marketing-dashboard/home");

export default function Page() {
  prefetch(trpc.home.checklist.queryOptions());
  prefetch(trpc.identity.workspaces.current.queryOptions());
  return (
    <HydrateClient>
      <HomeView />
    </HydrateClient>
  );
}
