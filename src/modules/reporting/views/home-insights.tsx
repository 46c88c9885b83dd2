"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ArrowRight, CirclePause } from "@/components/ui/figure-icons";
import { CircleCheck, TriangleAlert } from "@/components/ui/icons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { can } from "@/modules/identity/client";
import { useTRPC } from "@/trpc/client";
import { homeReportInput } from "../contracts/report-range";
import { AnomalyList, PacingPanel } from "../ui/report/insights-panels";
import { KpiGrid } from "../ui/report/report-parts";

const OVERVIEW = "/marketing-dashboard/data/marketing-reporting-tools";
const CONNECTIONS = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources";
const homeKpis = ["spend", "clicks", "conversions", "cpa", "roas", "revenue", "sessions"];

/** The home page's numbers: the last 7 days' blended KPIs, anomalies, pacing and the health of every connection. */
export function HomeInsights({ today }: { today: string }) {
  const trpc = useTRPC();
  const input = homeReportInput(today);
  const overview = useQuery(trpc.reporting.reports.overview.queryOptions(input));
  const insights = useQuery(trpc.reporting.reports.insights.queryOptions(input));
  const workspace = useQuery(trpc.identity.workspaces.current.queryOptions());
  const data = overview.data;
  if (!data || data.sources.length === 0) return null;
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
      {insights.data && (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Anomalies</CardTitle>
              <CardDescription>Campaign days outside their trailing 28-day range.</CardDescription>
            </CardHeader>
            <CardContent>
              <AnomalyList anomalies={insights.data.anomalies} format={insights.data.format} limit={5} />
            </CardContent>
          </Card>
          {data.has.ads && <PacingPanel pacing={insights.data.pacing} format={insights.data.format} canManage={!!workspace.data && can(workspace.data.role, "reports.manage")} />}
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Connection health</CardTitle>
          <CardDescription>
            {data.sources.length} data source{data.sources.length === 1 ? "" : "s"} · {failing.length === 0 ? "all syncing" : `${failing.length} need${failing.length === 1 ? "s" : ""} attention`}
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
                        ? `Synced ${new Date(s.lastSuccessAt).toLocaleString(data.format.locale, { dateStyle: "medium", timeStyle: "short" })}`
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
