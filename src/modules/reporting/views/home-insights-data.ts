import "server-only";
import { TRPCError } from "@trpc/server";
import { todayIn } from "@/lib/days";
import { can } from "@/modules/identity";
import { getLogger } from "@/server/log";
import type { serverCaller } from "@/trpc/server";
import { homeReportInput } from "../contracts/report-range";

type Caller = Awaited<ReturnType<typeof serverCaller>>;
type Overview = Awaited<ReturnType<Caller["reporting"]["reports"]["overview"]>>;
type Insights = Awaited<ReturnType<Caller["reporting"]["reports"]["insights"]>>;

/** The home page's report figures, or why there are none. Never throws: the page around them still renders. */
export type HomeInsightsData =
  /** No data source yet: the home page shows its checklist only. */
  | { state: "empty" }
  | {
      state: "ready";
      overview: Overview;
      /** Anomalies and pacing, or why they couldn't be read (the KPIs and connections still show). */
      insights: { data: Insights; error: null } | { data: null; error: string };
      /** The person may change budgets (reports.manage). */
      canManage: boolean;
    }
  | { state: "failed"; message: string };

/** What the page says when a read fails for a reason it may not show (already logged with the request id). */
export const HOME_INSIGHTS_FAILED = "The last 7 days' figures couldn't be loaded just now. Reload the page to try again.";
export const INSIGHTS_FAILED = "Anomalies and budget pacing couldn't be loaded just now. Reload the page to try again.";

/** A refused read says why; anything unexpected gets a plain sentence (logged by the procedure, or here if it came from elsewhere). */
function messageOf(error: unknown, plain = HOME_INSIGHTS_FAILED): string {
  if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") return error.message;
  if (!(error instanceof TRPCError)) getLogger().error({ err: error }, "home insights failed");
  return plain;
}

/**
 * Reads the home page's numbers on the server through the same procedures the report pages use (so
 * the workspace and role checks hold): the last 7 days of the workspace's own calendar, against the
 * 7 days before, with anomalies and this month's pacing.
 */
export async function loadHomeInsights(caller: Caller): Promise<HomeInsightsData> {
  try {
    const [{ format }, workspace] = await Promise.all([caller.reporting.reports.sources({}), caller.identity.workspaces.current()]);
    const input = homeReportInput(todayIn(format.timeZone));
    const [overview, insights] = await Promise.allSettled([caller.reporting.reports.overview(input), caller.reporting.reports.insights(input)]);
    if (overview.status === "rejected") return { state: "failed", message: messageOf(overview.reason) };
    if (overview.value.sources.length === 0) return { state: "empty" };
    return {
      state: "ready",
      overview: overview.value,
      insights: insights.status === "fulfilled" ? { data: insights.value, error: null } : { data: null, error: messageOf(insights.reason, INSIGHTS_FAILED) },
      canManage: can(workspace.role, "reports.manage"),
    };
  } catch (error) {
    return { state: "failed", message: messageOf(error) };
  }
}
