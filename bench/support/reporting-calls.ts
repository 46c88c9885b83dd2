/**
 * The report services as the procedures call them (reports.router.ts), each with the tenant of a
 * benchmark workspace; and the overview page: overview + insights + sources at once, as one tRPC
 * batch resolves them.
 */
import type { ReportRangeInput } from "../../src/modules/reporting/contracts/report-range";
import { adReport } from "../../src/modules/reporting/server/ads.queries";
import { reportSources } from "../../src/modules/reporting/server/filters.queries";
import { insights } from "../../src/modules/reporting/server/insights.queries";
import { overviewReport } from "../../src/modules/reporting/server/overview.queries";
import { storeReport } from "../../src/modules/reporting/server/owned.queries";
import { searchReport, webReport } from "../../src/modules/reporting/server/web-search.queries";
import type { BenchWorkspace } from "./reporting-data";
import type { TimedDb } from "./timed-db";

export type ReportFn = (t: TimedDb, ws: BenchWorkspace, input: ReportRangeInput, platform: string) => Promise<unknown>;

export function reportFunctions(): Record<string, ReportFn> {
  return {
    adReport: (t, ws, input, platform) => adReport(t.db, ws.tenant, { ...input, platform: platform as "google-ads" }),
    overviewReport: (t, ws, input) => overviewReport(t.db, ws.tenant, input),
    insights: (t, ws, input) => insights(t.db, ws.tenant, input),
    reportSources: (t, ws) => reportSources(t.db, ws.tenant, {}),
    webReport: (t, ws, input) => webReport(t.db, ws.tenant, input),
    searchReport: (t, ws, input) => searchReport(t.db, ws.tenant, { ...input, platform: "google-search-console" }),
    storeReport: (t, ws, input) => storeReport(t.db, ws.tenant, input),
    overviewPage: (t, ws, input) =>
      Promise.all([
        t.as("overviewPage", () => overviewReport(t.db, ws.tenant, input)),
        t.as("overviewPage", () => insights(t.db, ws.tenant, input)),
        t.as("overviewPage", () => reportSources(t.db, ws.tenant, {})),
      ]),
  };
}
