import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ArrowRight } from "@/components/ui/figure-icons";
import { TriangleAlert } from "@/components/ui/icons";
import type { ReportView } from "../contracts/report-view";
import { AnomalyList, PacingPanel } from "../ui/report/insights-panels";
import { KpiGrid } from "../ui/report/report-parts";
import { ConnectionHealth } from "./home-connection-health";
import type { HomeInsightsData } from "./home-insights-data";

const OVERVIEW = "/marketing-dashboard/data/marketing-reporting-tools";
/** The days home reads (homeReportInput): a campaign opens on its report for the same days. */
const HOME_VIEW: ReportView = { preset: "last7", compare: "previous", grain: "day", sourceIds: [], campaignIds: [] };
const homeKpis = ["spend", "clicks", "conversions", "cpa", "roas", "revenue", "sessions"];

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
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
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
      <ConnectionHealth sources={data.sources} format={data.format} />
    </>
  );
}
