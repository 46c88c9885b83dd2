import type { ReactNode } from "react";
import { getQueryClient, HydrateClient, prefetch, trpc } from "@/trpc/server";
import { parseReportView, reportInput, type ReportRangeInput } from "../contracts/report-range";
import { todayIn } from "@/lib/days";
import type { adPlatformIds, emailPlatformIds, searchPlatformIds, socialPlatformIds } from "../contracts/report.contracts";

export type ReportKind =
  | { kind: "overview" }
  | { kind: "ads"; platform: (typeof adPlatformIds)[number] }
  | { kind: "web" }
  | { kind: "search"; platform: (typeof searchPlatformIds)[number] }
  | { kind: "email"; platform: (typeof emailPlatformIds)[number] }
  | { kind: "store" }
  | { kind: "social"; platform: (typeof socialPlatformIds)[number] };

/** The platforms a report reads (for its account filter); the overview reads them all. */
export function platformsOf(report: ReportKind): string[] | undefined {
  switch (report.kind) {
    case "overview":
      return undefined;
    case "web":
      return ["google-analytics"];
    case "store":
      return ["shopify"];
    default:
      return [report.platform];
  }
}

/**
 * The report's data, fetched before the page is sent (the page shows the route's skeleton meanwhile):
 * a report is its numbers, and a query that fails (a link naming another workspace's source) is
 * left for the browser to ask again and show its error.
 */
async function prefetchReport(report: ReportKind, input: ReportRangeInput): Promise<void> {
  const r = trpc.reporting.reports;
  const qc = getQueryClient();
  switch (report.kind) {
    case "overview":
      await Promise.all([qc.prefetchQuery(r.overview.queryOptions(input)), qc.prefetchQuery(r.insights.queryOptions(input))]);
      return;
    case "ads":
      return qc.prefetchQuery(r.ads.queryOptions({ ...input, platform: report.platform }));
    case "web":
      return qc.prefetchQuery(r.web.queryOptions(input));
    case "search":
      return qc.prefetchQuery(r.search.queryOptions({ ...input, platform: report.platform }));
    case "email":
      return qc.prefetchQuery(r.email.queryOptions({ ...input, platform: report.platform }));
    case "store":
      return qc.prefetchQuery(r.store.queryOptions(input));
    case "social":
      return qc.prefetchQuery(r.social.queryOptions({ ...input, platform: report.platform }));
  }
}

export type ReportSearch = Promise<Record<string, string | string[] | undefined>>;

/**
 * A report page's server half: the workspace's "today" (in its time zone) decides what the URL's
 * range means; the report's data is fetched ahead with exactly the input the browser will ask for.
 */
export async function ReportRoute({ report, searchParams, children }: { report: ReportKind; searchParams: ReportSearch; children: (today: string) => ReactNode }) {
  const platforms = platformsOf(report);
  const { format } = await getQueryClient().fetchQuery(trpc.reporting.reports.sources.queryOptions(platforms ? { platforms } : {}));
  const today = todayIn(format.timeZone);
  const raw = await searchParams;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) if (typeof v === "string") params.set(k, v);
  prefetch(trpc.identity.workspaces.current.queryOptions());
  await prefetchReport(report, reportInput(parseReportView(params), today));
  return <HydrateClient>{children(today)}</HydrateClient>;
}
