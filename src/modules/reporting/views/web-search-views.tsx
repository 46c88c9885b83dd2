"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { BarChart } from "@/components/ui/charts";
import { DataTable } from "@/components/ui/data-table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useTRPC } from "@/trpc/client";
import type { Row, searchPlatformIds, WorkspaceFormat } from "../contracts/report.contracts";
import { formatMetric } from "../ui/report/format";
import { ReportFrame } from "../ui/report/report-frame";
import { changeColumn, csvOf, KpiGrid, metricColumn, Section, SeriesCard, textColumn } from "../ui/report/report-parts";
import { useReportView } from "../ui/report/use-report-view";

const CONNECT = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources";

/** Google Analytics 4: traffic, engagement, key events and revenue by channel, source/medium and landing page. */
export function WebReportView({ today }: { today: string }) {
  const trpc = useTRPC();
  const { view, input, setView } = useReportView(today);
  const state = { view, setView, today };
  const query = useQuery({ ...trpc.reporting.reports.web.queryOptions(input), placeholderData: keepPreviousData });
  const data = query.data;
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
        metricColumn("keyEvents", "Key events", "decimal", ws),
        metricColumn("revenue", "Revenue", "money", ws),
      ]}
    />
  );
  return (
    <ReportFrame
      title="Google Analytics 4 report"
      description="Sessions, engagement, key events and revenue of your GA4 properties."
      connectLabel="Google Analytics"
      connectHref={CONNECT}
      state={state}
      query={query}
      csv={() => ({
        filename: `google-analytics-${input.start}-${input.end}.csv`,
        rows: data
          ? csvOf(data, [
              { title: "Channels", rows: data.channels, columns: webColumns("channel", "Channel") },
              { title: "Source / medium", rows: data.sourceMediums, columns: webColumns("sourceMedium", "Source / medium") },
              { title: "Landing pages", rows: data.landingPages, columns: webColumns("landingPage", "Landing page") },
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
              { key: "sessions", label: "Sessions", format: "count" },
              { key: "engagedSessions", label: "Engaged sessions", format: "count" },
              { key: "keyEvents", label: "Key events", format: "decimal" },
              { key: "revenue", label: "Revenue", format: "money" },
              { key: "engagementRate", label: "Engagement rate", format: "percent" },
            ]}
          />
          <Section title="Sessions by channel">
            <BarChart
              ariaLabel="Sessions by channel"
              data={data.channels.map((c) => ({ label: String(c.channel), value: Number(c.sessions), compare: compared ? (c.sessionsPrev as number | null) : null }))}
              formatValue={(v) => formatMetric(v, "count", data.format)}
            />
          </Section>
          <Section title="Breakdown">
            <Tabs defaultValue="sourceMedium">
              <TabsList>
                <TabsTrigger value="sourceMedium">Source / medium</TabsTrigger>
                <TabsTrigger value="landingPage">Landing pages</TabsTrigger>
                <TabsTrigger value="channel">Channels</TabsTrigger>
              </TabsList>
              <TabsContent value="sourceMedium">{table(data.sourceMediums, "sourceMedium", "Source / medium", data.format)}</TabsContent>
              <TabsContent value="landingPage">{table(data.landingPages, "landingPage", "Landing page", data.format)}</TabsContent>
              <TabsContent value="channel">{table(data.channels, "channel", "Channel", data.format)}</TabsContent>
            </Tabs>
          </Section>
        </div>
      )}
    </ReportFrame>
  );
}

const webColumns = (key: string, header: string): Array<[string, string]> => [
  [key, header],
  ["sessions", "Sessions"],
  ["engagedSessions", "Engaged sessions"],
  ["keyEvents", "Key events"],
  ["revenue", "Revenue"],
  ["sessionsPrev", "Sessions (comparison)"],
];

type SearchPlatform = (typeof searchPlatformIds)[number];
const searchNames: Record<SearchPlatform, { title: string; label: string }> = {
  "google-search-console": { title: "Search Console report", label: "Google Search Console" },
  "bing-webmaster-tools": { title: "Bing Webmaster report", label: "Bing Webmaster Tools" },
};

/** Search Console or Bing: queries, pages, countries, devices, positions, winners and losers. */
export function SearchReportView({ platform, today }: { platform: SearchPlatform; today: string }) {
  const trpc = useTRPC();
  const { view, input, setView } = useReportView(today);
  const state = { view, setView, today };
  const query = useQuery({ ...trpc.reporting.reports.search.queryOptions({ ...input, platform }), placeholderData: keepPreviousData });
  const data = query.data;
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
        ...(compared ? [{ ...metricColumn<Row>("clicksChange", "Click change", "count", ws), cell: (r: Row) => signed(r.clicksChange as number | null, ws) }] : []),
        metricColumn("impressions", "Impressions", "count", ws),
        metricColumn("ctr", "CTR", "percent", ws),
        metricColumn("position", "Position", "position", ws),
      ]}
    />
  );
  return (
    <ReportFrame
      title={n.title}
      description={`Queries, pages, clicks and positions from ${n.label}.`}
      connectLabel={n.label}
      connectHref={CONNECT}
      state={state}
      query={query}
      csv={() => ({
        filename: `${platform}-${input.start}-${input.end}.csv`,
        rows: data
          ? csvOf(data, [
              { title: "Queries", rows: data.queries, columns: searchColumns("query", "Query") },
              { title: "Pages", rows: data.pages, columns: searchColumns("page", "Page") },
              { title: "Countries", rows: data.countries, columns: searchColumns("country", "Country") },
              { title: "Devices", rows: data.devices, columns: searchColumns("device", "Device") },
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
              { key: "clicks", label: "Clicks", format: "count" },
              { key: "impressions", label: "Impressions", format: "count" },
              { key: "ctr", label: "CTR", format: "percent" },
              { key: "position", label: "Average position", format: "position" },
            ]}
          />
          {compared && (
            <div className="grid gap-5 lg:grid-cols-2">
              <Section title="Winners: most clicks gained">{table(data.winners, "query", "Query", data.format, "Queries that gained the most clicks")}</Section>
              <Section title="Losers: most clicks lost">{table(data.losers, "query", "Query", data.format, "Queries that lost the most clicks")}</Section>
            </div>
          )}
          <Section title="Breakdown">
            <Tabs defaultValue="query">
              <TabsList className="flex-wrap">
                <TabsTrigger value="query">Queries</TabsTrigger>
                <TabsTrigger value="page">Pages</TabsTrigger>
                <TabsTrigger value="country">Countries</TabsTrigger>
                <TabsTrigger value="device">Devices</TabsTrigger>
              </TabsList>
              <TabsContent value="query">{table(data.queries, "query", "Query", data.format)}</TabsContent>
              <TabsContent value="page">{table(data.pages, "page", "Page", data.format)}</TabsContent>
              <TabsContent value="country">{table(data.countries, "country", "Country", data.format)}</TabsContent>
              <TabsContent value="device">{table(data.devices, "device", "Device", data.format)}</TabsContent>
            </Tabs>
          </Section>
          <Section title="Queries by position">
            <BarChart ariaLabel="Queries by average position" data={data.positions.map((p) => ({ label: `Position ${p.band}`, value: Number(p.queries) }))} formatValue={(v) => `${formatMetric(v, "count", data.format)} queries`} />
          </Section>
        </div>
      )}
    </ReportFrame>
  );
}

const signed = (v: number | null, ws: WorkspaceFormat) => (v === null ? "—" : `${v > 0 ? "+" : ""}${formatMetric(v, "count", ws)}`);

const searchColumns = (key: string, header: string): Array<[string, string]> => [
  [key, header],
  ["clicks", "Clicks"],
  ["impressions", "Impressions"],
  ["ctr", "CTR"],
  ["position", "Position"],
  ["clicksPrev", "Clicks (comparison)"],
];
