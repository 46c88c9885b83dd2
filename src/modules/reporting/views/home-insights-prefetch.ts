import "server-only";
import { getQueryClient, prefetch, trpc } from "@/trpc/server";
import { homeReportInput } from "../contracts/report-range";
import { todayIn } from "@/lib/days";

/** Fetches the home page's report numbers ahead; answers the workspace's today for the view. */
export async function prefetchHomeInsights(): Promise<string> {
  const { format } = await getQueryClient().fetchQuery(trpc.reporting.reports.sources.queryOptions({}));
  const today = todayIn(format.timeZone);
  prefetch(trpc.reporting.reports.overview.queryOptions(homeReportInput(today)));
  prefetch(trpc.reporting.reports.insights.queryOptions(homeReportInput(today)));
  return today;
}
