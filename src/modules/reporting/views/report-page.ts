import "server-only";
import { TRPCError } from "@trpc/server";
import { todayIn } from "@/lib/days";
import { can } from "@/modules/identity";
import { serverCaller } from "@/trpc/server";
import type { WorkspaceFormat } from "../contracts/report.contracts";
import { parseReportView, reportInput, type ReportRangeInput, type ReportView } from "../contracts/report-range";
import { platformsOf, type ReportKind } from "./report-kind";

export { searchOf } from "../contracts/report-range";

export type ReportSearch = Promise<Record<string, string | string[] | undefined>>;
type Caller = Awaited<ReturnType<typeof serverCaller>>;

/** A report page's view and numbers, read on the server before anything is sent. */
export type ReportPage<T> = {
  view: ReportView;
  /** The workspace's day, in its time zone: what the URL's range means. */
  today: string;
  input: ReportRangeInput;
  /** The report's numbers, or why there are none (a filter naming another workspace's source). */
  result: { data: T; error: null } | { data: null; error: string };
  /** The person may change budgets and schedules (reports.manage). */
  canManage: boolean;
  /** The workspace's locale, currency and time zone. */
  format: WorkspaceFormat;
};

/**
 * Reads a report for a page (or its CSV): the workspace's "today" decides what the URL's range means,
 * then the report's query runs with the view's input.
 * A refused input becomes the page's error message; anything else is a real failure and is thrown.
 */
export async function loadReportPage<T>(
  report: ReportKind,
  params: URLSearchParams,
  read: (caller: Caller, input: ReportRangeInput) => Promise<T>,
): Promise<ReportPage<T>> {
  const caller = await serverCaller();
  const platforms = platformsOf(report);
  const [{ format }, workspace] = await Promise.all([
    caller.reporting.reports.sources(platforms ? { platforms } : {}),
    caller.identity.workspaces.current(),
    // Opening a report is a step of the product's key-actions funnel.
    caller.reporting.reports.viewed(report),
  ]);
  const today = todayIn(format.timeZone);
  const view = parseReportView(params);
  const input = reportInput(view, today);
  let result: ReportPage<T>["result"];
  try {
    result = { data: await read(caller, input), error: null };
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code === "INTERNAL_SERVER_ERROR") throw error;
    result = { data: null, error: error.message };
  }
  return {
    view,
    today,
    input,
    result,
    canManage: can(workspace.role, "reports.manage"),
    format,
  };
}
