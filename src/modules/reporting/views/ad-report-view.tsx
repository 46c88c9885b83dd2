import { BarChart } from "@/components/ui/charts";
import { DataTable } from "@/components/ui/data-table";
import { conversionsFormat, FRACTIONAL_CONVERSION_PLATFORMS } from "../contracts/report-view";
import type { adPlatformIds, Row } from "../contracts/report.contracts";
import { AD_REPORT_PATHS, campaignHref } from "../report-paths";
import { CampaignName } from "../ui/report/campaign-name";
import { CampaignSections } from "../ui/report/campaign-sections";
import { ConversionsSwitch } from "../ui/report/conversions-switch";
import { formatMetric } from "../ui/report/format";
import { ReportFrame } from "../ui/report/report-frame";
import { changeColumn, KpiGrid, metricColumn, Section, textColumn } from "../ui/report/report-parts";
import { SeriesCard } from "../ui/report/series-card";
import { reportCsv } from "./report-csv-action";
import { loadReportPage, searchOf, type ReportSearch } from "./report-page";

type AdPlatform = (typeof adPlatformIds)[number];

const names: Record<AdPlatform, { title: string; label: string; description: string }> = {
  "google-ads": { title: "Google Ads", label: "Google Ads", description: "Spend, clicks, conversions and return on ad spend of your Google Ads accounts." },
  "microsoft-ads": {
    title: "Microsoft Advertising",
    label: "Microsoft Advertising",
    description: "Spend, clicks and conversions of your Microsoft Advertising accounts.",
  },
  "linkedin-ads": { title: "LinkedIn Ads", label: "LinkedIn Ads", description: "Spend, clicks, leads and conversions of your LinkedIn ad accounts." },
  "facebook-ads": { title: "Meta (Facebook) Ads", label: "Meta Ads", description: "Spend, reach, clicks and conversions of your Meta ad accounts." },
  "instagram-ads": { title: "Instagram Ads", label: "Instagram Ads", description: "Spend, clicks and conversions of your Instagram placements." },
};

const seriesMetrics = [
  { key: "spend", label: "Spend", format: "money" },
  { key: "clicks", label: "Clicks", format: "count" },
  { key: "impressions", label: "Impressions", format: "count" },
  { key: "conversions", label: "Conversions", format: "count" },
  { key: "conversionValue", label: "Conversion value", format: "money" },
  { key: "ctr", label: "CTR", format: "percent" },
  { key: "cpc", label: "CPC", format: "money" },
  { key: "cpa", label: "CPA", format: "money" },
  { key: "roas", label: "ROAS", format: "ratio" },
] as const;

/**
 * One ad platform's report, rendered on the server: KPIs, the series, campaigns and accounts. A
 * campaign row opens that campaign here (its account and `?campaigns=` in the URL): the same report
 * narrowed to it, with its ad groups and its days.
 */
export async function AdReportView({ platform, searchParams }: { platform: AdPlatform; searchParams: ReportSearch }) {
  const report = { kind: "ads", platform } as const;
  const page = await loadReportPage(report, searchOf(await searchParams), (caller, input) => caller.reporting.reports.ads({ ...input, platform }));
  const data = page.result.data;
  const n = names[platform];
  const total = (key: string) => data?.kpis.find((k) => k.key === key)?.value ?? null;
  const compared = !!data?.comparison;
  // Conversions are counts of people: whole, unless the platform reports fractions and the view asks for them.
  const conv = conversionsFormat(platform, page.view);
  const kpis = data?.kpis.map((k) => (k.key === "conversions" ? { ...k, format: conv } : k)) ?? [];
  const metrics = seriesMetrics.map((m) => (m.key === "conversions" ? { ...m, format: conv } : m));
  const campaignName = page.view.campaignIds.length === 1 ? data?.campaigns.find((c) => c.campaignId === page.view.campaignIds[0])?.name : undefined;
  return (
    <ReportFrame
      report={report}
      title={`${n.title} report`}
      description={n.description}
      connectLabel={n.label}
      connectHref="/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources/ads"
      page={page}
      campaignPlatform={platform}
      campaignName={campaignName === undefined ? undefined : String(campaignName)}
      csv={reportCsv.bind(null, report)}
    >
      {data && (
        <div className="flex flex-col gap-5">
          {FRACTIONAL_CONVERSION_PLATFORMS.has(platform) && <ConversionsSwitch platformName={n.label} />}
          <KpiGrid kpis={kpis} format={data.format} series={data.series} compared={compared} />
          <SeriesCard series={data.series} metric={page.view.metric} compared={compared} format={data.format} metrics={metrics} />
          {campaignName !== undefined && (
            <CampaignSections
              path={AD_REPORT_PATHS[platform]!}
              view={page.view}
              name={String(campaignName)}
              adGroups={data.adGroups}
              series={data.series}
              format={data.format}
              compared={compared}
              total={total}
              conversions={conv}
            />
          )}
          <Section title="Campaigns">
            <DataTable<Row>
              caption={`${n.title} campaigns`}
              rows={data.campaigns}
              rowKey={(r) => `${r.sourceId}-${r.campaignId}`}
              initialSort={{ id: "spend", desc: true }}
              emptyMessage="No campaign had activity in this range."
              columns={[
                {
                  ...textColumn<Row>("name", "Campaign", { total: "Total", wide: true }),
                  cell: (r) => (
                    <CampaignName row={r} status href={campaignHref(platform, page.view, { sourceId: String(r.sourceId), campaignId: String(r.campaignId) })} />
                  ),
                },
                metricColumn("spend", "Spend", "money", data.format, total("spend")),
                ...(compared ? [changeColumn<Row>("spend", "Spend change", data.format)] : []),
                metricColumn("impressions", "Impr.", "count", data.format, total("impressions")),
                metricColumn("clicks", "Clicks", "count", data.format, total("clicks")),
                metricColumn("ctr", "CTR", "percent", data.format, total("ctr")),
                metricColumn("cpc", "CPC", "money", data.format, total("cpc")),
                metricColumn("conversions", "Conv.", conv, data.format, total("conversions")),
                metricColumn("cpa", "CPA", "money", data.format, total("cpa")),
                metricColumn("roas", "ROAS", "ratio", data.format, total("roas")),
              ]}
            />
          </Section>
          {data.accounts.length > 1 && (
            <Section title="Spend by account">
              <BarChart
                ariaLabel="Spend by account"
                data={data.accounts.map((a) => ({
                  label: String(a.account),
                  value: Number(a.spend),
                  compare: compared ? (a.spendPrev as number | null) : null,
                }))}
                formatValue={(v) => formatMetric(v, "money", data.format)}
              />
            </Section>
          )}
        </div>
      )}
    </ReportFrame>
  );
}
