import { loadHomeInsights } from "@/modules/reporting";
import { HomeInsights } from "@/modules/reporting/client";
import { serverCaller } from "@/trpc/server";
import { HomeView } from "./home-view";

/**
 * The home page of both /marketing-dashboard/ and /marketing-dashboard/home, read on the server through
 * the workspace's procedures (their workspace and role checks) and sent as finished HTML: no API client
 * in the browser. The report figures are read beside the checklist; their failure shows as a notice.
 */
export async function HomeRoute() {
  const caller = await serverCaller();
  const [workspace, checklist, insights] = await Promise.all([caller.identity.workspaces.current(), caller.home.checklist(), loadHomeInsights(caller)]);
  return <HomeView workspace={workspace} checklist={checklist} insights={<HomeInsights data={insights} />} />;
}
