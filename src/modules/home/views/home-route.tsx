import { prefetchHomeInsights } from "@/modules/reporting/views/home-insights-prefetch";
import { HydrateClient } from "@/trpc/hydrate";
import { prefetch, trpc } from "@/trpc/server";
import { HomeView } from "./home-view";

/** The home page of both /marketing-dashboard/ and /marketing-dashboard/home, data prefetched. */
export async function HomeRoute() {
  prefetch(trpc.home.checklist.queryOptions());
  prefetch(trpc.identity.workspaces.current.queryOptions());
  const today = await prefetchHomeInsights();
  return (
    <HydrateClient>
      <HomeView today={today} />
    </HydrateClient>
  );
}
