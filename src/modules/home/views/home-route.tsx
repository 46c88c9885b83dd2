import type { ComponentType } from "react";
import { loadHomeInsights } from "@/modules/reporting";
import { serverCaller } from "@/trpc/server";
import { HomeView } from "./home-view";

type InsightsData = Awaited<ReturnType<typeof loadHomeInsights>>;

/**
 * The home page of both /marketing-dashboard/ and /marketing-dashboard/home, read on the server through
 * the workspace's procedures (their workspace and role checks) and sent as finished HTML: no API client
 * in the browser. The report figures are read beside the checklist; their failure shows as a notice.
 *
 * The route file hands in reporting's figures card (`Insights`, from reporting's views/): taking it
 * from reporting's client.ts would put every client component that file re-exports (the exchange
 * rates card, its form, dialog and zod) in the home page's first load.
 */
export async function HomeRoute({ Insights }: { Insights: ComponentType<{ data: InsightsData }> }) {
  const caller = await serverCaller();
  const [workspace, checklist, insights] = await Promise.all([caller.identity.workspaces.current(), caller.home.checklist(), loadHomeInsights(caller)]);
  return <HomeView workspace={workspace} checklist={checklist} insights={<Insights data={insights} />} />;
}
