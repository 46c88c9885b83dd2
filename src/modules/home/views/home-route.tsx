import { HydrateClient, prefetch, trpc } from "@/trpc/server";
import { HomeView } from "./home-view";

/** The home page of both /marketing-dashboard/ and /marketing-dashboard/home, data prefetched. */
export function HomeRoute() {
  prefetch(trpc.home.checklist.queryOptions());
  prefetch(trpc.identity.workspaces.current.queryOptions());
  return (
    <HydrateClient>
      <HomeView />
    </HydrateClient>
  );
}
