import { BarChart } from "@/components/ui/charts";
import { DataTable } from "@/components/ui/data-table";
import type { Row, searchPlatformIds, WorkspaceFormat } from "../contracts/report.contracts";
import { formatMetric } from "../ui/report/format";
import { ReportFrame } from "../ui/report/report-frame";
import { changeColumn, KpiGrid, metricColumn, Section, textColumn } from "../ui/report/report-parts";
import { ReportTabs } from "../ui/report/report-tabs";
import { SeriesCard } from "../ui/report/series-card";
import { reportCsv } from "./report-csv-action";
import { loadReportPage, searchOf, type ReportSearch } from "./report-page";

const CONNECT = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources";

/** Google Analytics 4, rendered on the server: traffic, engagement, key events and revenue by channel, source/medium and landing page. */
export async function WebReportView({ searchParams }: { searchParams: ReportSearch }) {
  const report = { kind: "web" } as const;
  const page = await loadReportPage(report, searchOf(await searchParams), (caller, input) => caller.reporting.reports.web(input));
  const data = page.result.data;
  const compared = !!data?.comparison;
  const table = (rows: Row[], key: string, header: string, ws: WorkspaceFormat) => (
    <DataTable<Row>
      caption={header}
      rows={rows}
      rowKey={(r) => String(r[key])}
      initialSort={{ id: "sessions", desc: true }}
      emptyMessage="No sessions in this range."
      columns={[
        textColumn<Row>(key, header, { wide: true }),
        metricColumn("sessions", "Sessions", "count", ws),
        ...(compared ? [changeColumn<Row>("sessions", "Change", ws)] : []),
        metricColumn("engagedSessions", "Engaged", "count", ws),
        metricColumn("engagementRate", "Engagement rate", "percent", ws),
        metricColumn("keyEvents", "Key events", "count", ws),
        metricColumn("revenue", "Revenue", "money", ws),
      ]}
    />
  );
  return (
    <ReportFrame
      report={report}
      title="Google Analytics 4 report"
      description="Sessions, engagement, key events and revenue of your GA4 properties."
      connectLabel="Google Analytics"
      connectHref={CONNECT}
      page={page}
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
              { key: "sessions", label: "Sessions", format: "count" },
              { key: "engagedSessions", label: "Engaged sessions", format: "count" },
              { key: "keyEvents", label: "Key events", format: "count" },
              { key: "revenue", label: "Revenue", format: "money" },
              { key: "engagementRate", label: "Engagement rate", format: "percent" },
            ]}
          />
          <Section title="Sessions by channel">
            <BarChart
              ariaLabel="Sessions by channel"
              data={data.channels.map((c) => ({
                label: String(c.channel),
                value: Number(c.sessions),
                compare: compared ? (c.sessionsPrev as number | null) : null,
              }))}
              formatValue={(v) => formatMetric(v, "count", data.format)}
            />
          </Section>
          <Section title="Breakdown">
            <ReportTabs
              defaultValue="sourceMedium"
              tabs={[
                { value: "sourceMedium", label: "Source / medium", panel: table(data.sourceMediums, "sourceMedium", "Source / medium", data.format) },
                { value: "landingPage", label: "Landing pages", panel: table(data.landingPages, "landingPage", "Landing page", data.format) },
                { value: "channel", label: "Channels", panel: table(data.channels, "channel", "Channel", data.format) },
              ]}
            />
          </Section>
        </div>
      )}
    </ReportFrame>
  );
}

type SearchPlatform = (typeof searchPlatformIds)[number];
const searchNames: Record<SearchPlatform, { title: string; label: string }> = {
  "google-search-console": { title: "Search Console report", label: "Google Search Console" },
  "bing-webmaster-tools": { title: "Bing Webmaster report", label: "Bing Webmaster Tools" },
};

/** Search Console or Bing, rendered on the server: queries, pages, countries, devices, positions, winners and losers. */
export async function SearchReportView({ platform, searchParams }: { platform: SearchPlatform; searchParams: ReportSearch }) {
  const report = { kind: "search", platform } as const;
  const page = await loadReportPage(report, searchOf(await searchParams), (caller, input) => caller.reporting.reports.search({ ...input, platform }));
  const data = page.result.data;
  const compared = !!data?.comparison;
  const n = searchNames[platform];
  const table = (rows: Row[], key: string, header: string, ws: WorkspaceFormat, caption = header) => (
    <DataTable<Row>
      caption={caption}
      rows={rows}
      rowKey={(r) => String(r[key])}
      initialSort={{ id: "clicks", desc: true }}
      emptyMessage="Nothing in this range."
      columns={[
        textColumn<Row>(key, header, { wide: true }),
        metricColumn("clicks", "Clicks", "count", ws),
        ...(compared
          ? [{ ...metricColumn<Row>("clicksChange", "Click change", "count", ws), cell: (r: Row) => signed(r.clicksChange as number | null, ws) }]
          : []),
        metricColumn("impressions", "Impressions", "count", ws),
        metricColumn("ctr", "CTR", "percent", ws),
        metricColumn("position", "Position", "position", ws),
      ]}
    />
  );
  return (
    <ReportFrame
      report={report}
      title={n.title}
      description={`Queries, pages, clicks and positions from ${n.label}.`}
      connectLabel={n.label}
      connectHref={CONNECT}
      page={page}
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
              { key: "clicks", label: "Clicks", format: "count" },
              { key: "impressions", label: "Impressions", format: "count" },
              { key: "ctr", label: "CTR", format: "percent" },
              { key: "position", label: "Average position", format: "position" },
            ]}
          />
          {compared && (
            <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
              <Section title="Winners: most clicks gained">{table(data.winners, "query", "Query", data.format, "Queries that gained the most clicks")}</Section>
              <Section title="Losers: most clicks lost">{table(data.losers, "query", "Query", data.format, "Queries that lost the most clicks")}</Section>
            </div>
          )}
          <Section title="Breakdown">
            <ReportTabs
              defaultValue="query"
              wrap
              tabs={[
                { value: "query", label: "Queries", panel: table(data.queries, "query", "Query", data.format) },
                { value: "page", label: "Pages", panel: table(data.pages, "page", "Page", data.format) },
                { value: "country", label: "Countries", panel: table(data.countries, "country", "Country", data.format) },
                { value: "device", label: "Devices", panel: table(data.devices, "device", "Device", data.format) },
              ]}
            />
          </Section>
          <Section title="Queries by position">
            <BarChart
              ariaLabel="Queries by average position"
              data={data.positions.map((p) => ({ label: `Position ${p.band}`, value: Number(p.queries) }))}
              formatValue={(v) => `${formatMetric(v, "count", data.format)} queries`}
            />
          </Section>
        </div>
      )}
    </ReportFrame>
  );
}

const signed = (v: number | null, ws: WorkspaceFormat) => (v === null ? "—" : `${v > 0 ? "+" : ""}${formatMetric(v, "count", ws)}`);
