import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ArrowRight, CirclePause } from "@/components/ui/figure-icons";
import { CircleCheck, TriangleAlert } from "@/components/ui/icons";
import type { ReportView } from "../contracts/report-view";
import type { WorkspaceFormat } from "../contracts/report.contracts";
import { AnomalyList, PacingPanel } from "../ui/report/insights-panels";
import { KpiGrid } from "../ui/report/report-parts";
import type { HomeInsightsData } from "./home-insights-data";

const OVERVIEW = "/marketing-dashboard/data/marketing-reporting-tools";
/** The days home reads (homeReportInput): a campaign opens on its report for the same days. */
const HOME_VIEW: ReportView = { preset: "last7", compare: "previous", grain: "day", sourceIds: [], campaignIds: [] };
const CONNECTIONS = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources";
const homeKpis = ["spend", "clicks", "conversions", "cpa", "roas", "revenue", "sessions"];

/** When a source last synced, in the workspace's locale and time zone (the page is rendered on the server). */
function syncedAt(date: Date, format: WorkspaceFormat): string {
  const options = { dateStyle: "medium", timeStyle: "short" } as const;
  try {
    return date.toLocaleString(format.locale, { ...options, timeZone: format.timeZone });
  } catch {
    return date.toLocaleString("en-US", { ...options, timeZone: "UTC" });
  }
}

/** A read that failed: said in place, the rest of the page carries on. */
function InlineNotice({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm" data-home-insights-error="">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}

/**
 * The home page's numbers, rendered on the server: the last 7 days' blended KPIs, anomalies, pacing
 * (budgets editable by those who may) and the health of every connection. Nothing before a source is
 * connected; a short notice when the figures couldn't be read.
 */
export function HomeInsights({ data: home }: { data: HomeInsightsData }) {
  if (home.state === "empty") return null;
  if (home.state === "failed") return <InlineNotice>{home.message}</InlineNotice>;
  const data = home.overview;
  const insights = home.insights;
  const failing = data.sources.filter((s) => s.stale || s.status === "error");
  const paused = data.sources.filter((s) => s.status === "paused");
  return (
    <>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
          <div className="flex flex-col gap-1">
            <CardTitle>Last 7 days</CardTitle>
            <CardDescription>Every connected channel, against the 7 days before.</CardDescription>
          </div>
          <Button asChild size="sm" variant="outline">
            <Link href={`${OVERVIEW}?range=last7`}>
              Open the overview <ArrowRight aria-hidden />
            </Link>
          </Button>
        </CardHeader>
        <CardContent>
          <KpiGrid kpis={data.kpis.filter((k) => homeKpis.includes(k.key))} format={data.format} series={data.series} compared />
        </CardContent>
      </Card>
      {insights.data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Anomalies</CardTitle>
              <CardDescription>Campaign days outside their trailing 28-day range.</CardDescription>
            </CardHeader>
            <CardContent>
              <AnomalyList anomalies={insights.data.anomalies} format={insights.data.format} limit={5} view={HOME_VIEW} />
            </CardContent>
          </Card>
          {data.has.ads && <PacingPanel pacing={insights.data.pacing} format={insights.data.format} canManage={home.canManage} />}
        </div>
      ) : (
        <InlineNotice>{insights.error}</InlineNotice>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Connection health</CardTitle>
          <CardDescription>
            {data.sources.length} data source{data.sources.length === 1 ? "" : "s"} ·{" "}
            {failing.length === 0 ? "all syncing" : `${failing.length} need${failing.length === 1 ? "s" : ""} attention`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col divide-y text-sm" aria-label="Connection health">
            {[...failing, ...paused, ...data.sources.filter((s) => !failing.includes(s) && !paused.includes(s))].slice(0, 8).map((s) => (
              <li key={s.id} className="flex items-start gap-3 py-2">
                {failing.includes(s) ? (
                  <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="Failing" />
                ) : paused.includes(s) ? (
                  <CirclePause className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="Paused" />
                ) : (
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-label="Healthy" />
                )}
                <div className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">
                    {s.platformName} · {s.name}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {failing.includes(s)
                      ? `Last sync failed: ${s.lastError ?? "unknown error"}`
                      : s.lastSuccessAt
                        ? `Synced ${syncedAt(s.lastSuccessAt, data.format)}`
                        : "Not synced yet"}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          {failing.length > 0 && (
            <Button asChild size="sm" variant="outline" className="mt-3">
              <Link href={CONNECTIONS}>Fix connections</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </>
  );
}
