"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { BarChart } from "@/components/ui/charts";
import { DataTable } from "@/components/ui/data-table";
import { can } from "@/modules/identity/client";
import { useTRPC } from "@/trpc/client";
import type { Row } from "../contracts/report.contracts";
import { formatMetric } from "../ui/report/format";
import { InsightsSection, PacingPanel } from "../ui/report/insights-panels";
import { ReportFrame } from "../ui/report/report-frame";
import { changeColumn, csvOf, KpiGrid, metricColumn, Section, SeriesCard } from "../ui/report/report-parts";
import { useReportView } from "../ui/report/use-report-view";

const reportHref: Record<string, string> = {
  "google-ads": "/marketing-dashboard/ppc-dashboard/google-ads",
  "microsoft-ads": "/marketing-dashboard/ppc-dashboard/microsoft-ads",
  "linkedin-ads": "/marketing-dashboard/ppc-dashboard/linkedin-ads",
  "facebook-ads": "/marketing-dashboard/ppc-dashboard/facebook-ads",
  "instagram-ads": "/marketing-dashboard/ppc-dashboard/instagram-ads",
};

/** The cross-channel overview: blended KPIs, the series, channels and platforms, top campaigns, pacing and insights. */
export function OverviewView({ today }: { today: string }) {
  const trpc = useTRPC();
  const { view, input, setView } = useReportView(today);
  const state = { view, setView, today };
  const query = useQuery({ ...trpc.reporting.reports.overview.queryOptions(input), placeholderData: keepPreviousData });
  const insights = useQuery({ ...trpc.reporting.reports.insights.queryOptions(input), placeholderData: keepPreviousData });
  const workspace = useQuery(trpc.identity.workspaces.current.queryOptions());
  const data = query.data;
  const compared = !!data?.comparison;
  const total = (key: string) => data?.kpis.find((k) => k.key === key)?.value ?? null;
  return (
    <ReportFrame
      title="Cross-channel overview"
      description="Spend, traffic, conversions and revenue across every connected channel, in one currency."
      connectLabel="a data source"
      state={state}
      query={{ data, isFetching: query.isFetching || insights.isFetching, error: query.error, refetch: query.refetch }}
      csv={() => ({
        filename: `overview-${input.start}-${input.end}.csv`,
        rows: data
          ? csvOf(data, [
              { title: "Platforms", rows: data.platforms, columns: [["name", "Platform"], ["channel", "Channel"], ["spend", "Spend"], ["impressions", "Impressions"], ["clicks", "Clicks"], ["conversions", "Conversions"], ["conversionValue", "Conversion value"], ["spendPrev", "Spend (comparison)"]] },
              { title: "Top campaigns", rows: data.topCampaigns, columns: [["platform", "Platform"], ["account", "Account"], ["name", "Campaign"], ["spend", "Spend"], ["clicks", "Clicks"], ["conversions", "Conversions"], ["conversionValue", "Conversion value"]] },
            ])
          : [],
      })}
    >
      {data && (
        <div className="flex flex-col gap-5">
          <KpiGrid kpis={data.kpis} format={data.format} series={data.series} compared={compared} />
          <SeriesCard
            data={data}
            metrics={[
              { key: "spend", label: "Spend", format: "money" },
              { key: "conversions", label: "Conversions", format: "decimal" },
              { key: "conversionValue", label: "Conversion value", format: "money" },
              { key: "revenue", label: "Store revenue", format: "money" },
              { key: "sessions", label: "Sessions", format: "count" },
              { key: "clicks", label: "Clicks", format: "count" },
              { key: "roas", label: "ROAS", format: "ratio" },
              { key: "cpa", label: "CPA", format: "money" },
            ]}
          />
          {data.has.ads && (
            <div className="grid gap-5 lg:grid-cols-5">
              <Section title="Spend by channel" className="lg:col-span-2">
                <BarChart
                  ariaLabel="Spend by channel"
                  data={data.channels.map((c) => ({ label: String(c.channel), value: Number(c.spend), compare: compared ? (c.spendPrev as number | null) : null }))}
                  formatValue={(v) => formatMetric(v, "money", data.format)}
                />
              </Section>
              <Section title="By platform" className="lg:col-span-3">
                <DataTable<Row>
                  caption="Paid media by platform"
                  rows={data.platforms}
                  rowKey={(r) => String(r.platform)}
                  initialSort={{ id: "spend", desc: true }}
                  columns={[
                    {
                      id: "name",
                      header: "Platform",
                      cell: (r) =>
                        reportHref[String(r.platform)] ? (
                          <Link className="font-medium underline-offset-2 hover:underline" href={reportHref[String(r.platform)]!}>
                            {String(r.name)}
                          </Link>
                        ) : (
                          String(r.name)
                        ),
                      sortValue: (r) => String(r.name),
                      total: "Total",
                    },
                    metricColumn("spend", "Spend", "money", data.format, total("spend")),
                    ...(compared ? [changeColumn<Row>("spend", "Change", data.format)] : []),
                    metricColumn("clicks", "Clicks", "count", data.format, total("clicks")),
                    metricColumn("conversions", "Conv.", "decimal", data.format, total("conversions")),
                    metricColumn("cpa", "CPA", "money", data.format, total("cpa")),
                    metricColumn("roas", "ROAS", "ratio", data.format, total("roas")),
                  ]}
                />
              </Section>
            </div>
          )}
          {data.has.ads && (
            <Section title="Top campaigns">
              <DataTable<Row>
                caption="Top campaigns by spend"
                rows={data.topCampaigns}
                rowKey={(r) => `${r.sourceId}-${r.campaignId}`}
                initialSort={{ id: "spend", desc: true }}
                pageSize={10}
                columns={[
                  {
                    id: "name",
                    header: "Campaign",
                    cell: (r) => (
                      <span className="flex min-w-0 flex-col">
                        <span className="block max-w-md truncate font-medium">{String(r.name)}</span>
                        <span className="text-xs text-muted-foreground">{String(r.account)}</span>
                      </span>
                    ),
                    sortValue: (r) => String(r.name),
                  },
                  metricColumn("spend", "Spend", "money", data.format),
                  ...(compared ? [changeColumn<Row>("spend", "Change", data.format)] : []),
                  metricColumn("clicks", "Clicks", "count", data.format),
                  metricColumn("conversions", "Conv.", "decimal", data.format),
                  metricColumn("cpa", "CPA", "money", data.format),
                  metricColumn("roas", "ROAS", "ratio", data.format),
                ]}
              />
            </Section>
          )}
          {insights.data && (
            <>
              <InsightsSection anomalies={insights.data.anomalies} movers={data.movers} format={insights.data.format} compared={compared} />
              {data.has.ads && <PacingPanel pacing={insights.data.pacing} format={insights.data.format} canManage={!!workspace.data && can(workspace.data.role, "reports.manage")} />}
            </>
          )}
        </div>
      )}
    </ReportFrame>
  );
}
