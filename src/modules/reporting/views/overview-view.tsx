import { AppLink } from "@/components/ui/app-link";
import { BarChart } from "@/components/ui/charts";
import { DataTable } from "@/components/ui/data-table";
import type { Row } from "../contracts/report.contracts";
import { adReportHref, campaignHref } from "../report-paths";
import { formatMetric } from "../ui/report/format";
import { CampaignName } from "../ui/report/campaign-name";
import { InsightsSection, PacingPanel } from "../ui/report/insights-panels";
import { ReportFrame } from "../ui/report/report-frame";
import { changeColumn, KpiGrid, metricColumn, Section } from "../ui/report/report-parts";
import { SeriesCard } from "../ui/report/series-card";
import { reportCsv } from "./report-csv-action";
import { loadReportPage, searchOf, type ReportSearch } from "./report-page";

const report = { kind: "overview" } as const;

/** The cross-channel overview, rendered on the server: blended KPIs, the series, channels and platforms, top campaigns, pacing and insights. */
export async function OverviewView({ searchParams }: { searchParams: ReportSearch }) {
  const page = await loadReportPage(report, searchOf(await searchParams), (caller, input) =>
    Promise.all([caller.reporting.reports.overview(input), caller.reporting.reports.insights(input)]),
  );
  const [data, insights] = page.result.data ?? [null, null];
  const compared = !!data?.comparison;
  const total = (key: string) => data?.kpis.find((k) => k.key === key)?.value ?? null;
  return (
    <ReportFrame
      report={report}
      title="Cross-channel overview"
      description="Spend, traffic, conversions and revenue across every connected channel, in one currency."
      connectLabel="a data source"
      page={{ ...page, result: data ? { data, error: null } : { data: null, error: page.result.error ?? "" } }}
      csv={reportCsv.bind(null, report)}
    >
      {data && (
        <div className="flex flex-col gap-5">
          <KpiGrid kpis={data.kpis} format={data.format} series={data.series} compared={compared} />
          <SeriesCard
            series={data.series}
            metric={page.view.metric}
            compared={compared}
            format={data.format}
            metrics={[
              { key: "spend", label: "Spend", format: "money" },
              { key: "conversions", label: "Conversions", format: "count" },
              { key: "conversionValue", label: "Conversion value", format: "money" },
              { key: "revenue", label: "Store revenue", format: "money" },
              { key: "sessions", label: "Sessions", format: "count" },
              { key: "clicks", label: "Clicks", format: "count" },
              { key: "roas", label: "ROAS", format: "ratio" },
              { key: "cpa", label: "CPA", format: "money" },
            ]}
          />
          {data.has.ads && (
            <div className="grid grid-cols-1 gap-5 lg:grid-cols-5">
              <Section title="Spend by channel" className="lg:col-span-2">
                <BarChart
                  ariaLabel="Spend by channel"
                  data={data.channels.map((c) => ({
                    label: String(c.channel),
                    value: Number(c.spend),
                    compare: compared ? (c.spendPrev as number | null) : null,
                  }))}
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
                      cell: (r) => {
                        const href = adReportHref(String(r.platform), page.view, data.sources);
                        return href ? (
                          <AppLink className="font-medium underline-offset-2 hover:underline" href={href}>
                            {String(r.name)}
                          </AppLink>
                        ) : (
                          String(r.name)
                        );
                      },
                      sortValue: (r) => String(r.name),
                      total: "Total",
                    },
                    metricColumn("spend", "Spend", "money", data.format, total("spend")),
                    ...(compared ? [changeColumn<Row>("spend", "Change", data.format)] : []),
                    metricColumn("clicks", "Clicks", "count", data.format, total("clicks")),
                    metricColumn("conversions", "Conv.", "count", data.format, total("conversions")),
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
                      <CampaignName
                        row={r}
                        href={campaignHref(String(r.platform), page.view, { sourceId: String(r.sourceId), campaignId: String(r.campaignId) })}
                      />
                    ),
                    sortValue: (r) => String(r.name),
                  },
                  metricColumn("spend", "Spend", "money", data.format),
                  ...(compared ? [changeColumn<Row>("spend", "Change", data.format)] : []),
                  metricColumn("clicks", "Clicks", "count", data.format),
                  metricColumn("conversions", "Conv.", "count", data.format),
                  metricColumn("cpa", "CPA", "money", data.format),
                  metricColumn("roas", "ROAS", "ratio", data.format),
                ]}
              />
            </Section>
          )}
          {insights && (
            <>
              <InsightsSection anomalies={insights.anomalies} movers={data.movers} format={insights.format} compared={compared} view={page.view} />
              {data.has.ads && <PacingPanel pacing={insights.pacing} format={insights.format} canManage={page.canManage} />}
            </>
          )}
        </div>
      )}
    </ReportFrame>
  );
}
