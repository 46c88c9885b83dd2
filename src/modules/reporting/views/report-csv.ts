/**
 * The CSV of each report: its KPIs, then its tables with their headers (the Export menu's CSV, read
 * by the server action in report-csv-action.ts). Pure, and apart from the views, so the action
 * doesn't pull every view's client parts into each report page.
 */
import { csvNumber, type CsvValue } from "@/lib/csv";
import type { adPlatformIds, emailPlatformIds, Kpi, ReportBase, Row, searchPlatformIds, socialPlatformIds } from "../contracts/report.contracts";
import type { ReportRangeInput } from "../contracts/report-range";
import type { AdReport } from "../server/ads.queries";
import type { OverviewReport } from "../server/overview.queries";
import type { EmailReport, SocialReport, StoreReport } from "../server/owned.queries";
import type { SearchReport, WebReport } from "../server/web-search.queries";

type AdPlatform = (typeof adPlatformIds)[number];
type EmailPlatform = (typeof emailPlatformIds)[number];
type SocialPlatform = (typeof socialPlatformIds)[number];
type SearchPlatform = (typeof searchPlatformIds)[number];

/**
 * CSV rows of a report: its KPIs, then each table with its header. Figures stay typed (a number, or
 * an exact decimal marked with `csvNumber`), so the writer keeps "-12.5" a number while any text
 * (a campaign's name) is guarded against formulas.
 */
export function csvOf(
  data: ReportBase & { kpis: Kpi[] },
  tables: Array<{ title: string; rows: Row[]; columns: Array<[key: string, header: string]> }>,
): CsvValue[][] {
  const out: CsvValue[][] = [
    ["Range", data.range.start, data.range.end],
    ...(data.comparison ? [["Compared with", data.comparison.start, data.comparison.end]] : []),
    ["Currency", data.format.currency],
    [],
    ["Metric", "Value", "Comparison"],
  ];
  for (const k of data.kpis) out.push([k.label, k.exact !== undefined ? csvNumber(k.exact) : k.value, k.previous]);
  for (const t of tables) {
    out.push(
      [],
      [t.title],
      t.columns.map(([, h]) => h),
    );
    for (const r of t.rows) out.push(t.columns.map(([key]) => r[key] ?? null));
  }
  return out;
}

/** The rows of an ad platform's CSV: its KPIs, campaigns and accounts. */
export function adCsv(platform: AdPlatform, data: AdReport, input: ReportRangeInput) {
  return {
    filename: `${platform}-${input.start}-${input.end}.csv`,
    rows: csvOf(data, [
      {
        title: "Campaigns",
        rows: data.campaigns,
        columns: [
          ["account", "Account"],
          ["name", "Campaign"],
          ["status", "Status"],
          ["spend", "Spend"],
          ["impressions", "Impressions"],
          ["clicks", "Clicks"],
          ["conversions", "Conversions"],
          ["conversionValue", "Conversion value"],
          ["spendPrev", "Spend (comparison)"],
        ],
      },
      {
        title: "Accounts",
        rows: data.accounts,
        columns: [
          ["account", "Account"],
          ["currency", "Currency"],
          ["spend", "Spend"],
          ["clicks", "Clicks"],
          ["conversions", "Conversions"],
        ],
      },
    ]),
  };
}

/** The rows of the overview's CSV: its KPIs, platforms and top campaigns. */
export function overviewCsv(data: OverviewReport, input: ReportRangeInput) {
  return {
    filename: `overview-${input.start}-${input.end}.csv`,
    rows: csvOf(data, [
      {
        title: "Platforms",
        rows: data.platforms,
        columns: [
          ["name", "Platform"],
          ["channel", "Channel"],
          ["spend", "Spend"],
          ["impressions", "Impressions"],
          ["clicks", "Clicks"],
          ["conversions", "Conversions"],
          ["conversionValue", "Conversion value"],
          ["spendPrev", "Spend (comparison)"],
        ],
      },
      {
        title: "Top campaigns",
        rows: data.topCampaigns,
        columns: [
          ["platform", "Platform"],
          ["account", "Account"],
          ["name", "Campaign"],
          ["spend", "Spend"],
          ["clicks", "Clicks"],
          ["conversions", "Conversions"],
          ["conversionValue", "Conversion value"],
        ],
      },
    ]),
  };
}

/** The rows of an email report's CSV: its KPIs and campaigns. */
export function emailCsv(platform: EmailPlatform, data: EmailReport, input: ReportRangeInput) {
  return {
    filename: `${platform}-${input.start}-${input.end}.csv`,
    rows: csvOf(data, [
      {
        title: "Campaigns",
        rows: data.campaigns,
        columns: [
          ["sendDate", "Sent on"],
          ["name", "Campaign"],
          ["audience", "Audience"],
          ["sent", "Sent"],
          ["delivered", "Delivered"],
          ["opens", "Opens"],
          ["clicks", "Clicks"],
          ["bounces", "Bounces"],
          ["unsubscribes", "Unsubscribes"],
          ["revenue", "Revenue"],
        ],
      },
    ]),
  };
}

/** The rows of the store report's CSV: its KPIs and its days. */
export function storeCsv(data: StoreReport, input: ReportRangeInput) {
  return {
    filename: `shopify-${input.start}-${input.end}.csv`,
    rows: csvOf(data, [
      {
        title: "By day",
        rows: data.series,
        columns: [
          ["x", "Day"],
          ["orders", "Orders"],
          ["revenue", "Revenue"],
          ["newCustomers", "New customers"],
          ["returningCustomers", "Returning customers"],
        ],
      },
    ]),
  };
}

/** The rows of a social page's CSV: its KPIs and its days. */
export function socialCsv(platform: SocialPlatform, data: SocialReport, input: ReportRangeInput) {
  return {
    filename: `${platform}-${input.start}-${input.end}.csv`,
    rows: csvOf(data, [
      {
        title: "By day",
        rows: data.series,
        columns: [
          ["x", "Day"],
          ["reach", "Reach"],
          ["views", "Views"],
          ["engagement", "Engagement"],
          ["follows", "New follows"],
          ["posts", "Posts"],
        ],
      },
    ]),
  };
}

/** The rows of the GA4 report's CSV: its KPIs, channels, sources / media and landing pages. */
export function webCsv(data: WebReport, input: ReportRangeInput) {
  return {
    filename: `google-analytics-${input.start}-${input.end}.csv`,
    rows: csvOf(data, [
      { title: "Channels", rows: data.channels, columns: webColumns("channel", "Channel") },
      { title: "Source / medium", rows: data.sourceMediums, columns: webColumns("sourceMedium", "Source / medium") },
      { title: "Landing pages", rows: data.landingPages, columns: webColumns("landingPage", "Landing page") },
    ]),
  };
}

/** The rows of a search report's CSV: its KPIs, queries, pages, countries and devices. */
export function searchCsv(platform: SearchPlatform, data: SearchReport, input: ReportRangeInput) {
  return {
    filename: `${platform}-${input.start}-${input.end}.csv`,
    rows: csvOf(data, [
      { title: "Queries", rows: data.queries, columns: searchColumns("query", "Query") },
      { title: "Pages", rows: data.pages, columns: searchColumns("page", "Page") },
      { title: "Countries", rows: data.countries, columns: searchColumns("country", "Country") },
      { title: "Devices", rows: data.devices, columns: searchColumns("device", "Device") },
    ]),
  };
}

const webColumns = (key: string, header: string): Array<[string, string]> => [
  [key, header],
  ["sessions", "Sessions"],
  ["engagedSessions", "Engaged sessions"],
  ["keyEvents", "Key events"],
  ["revenue", "Revenue"],
  ["sessionsPrev", "Sessions (comparison)"],
];

const searchColumns = (key: string, header: string): Array<[string, string]> => [
  [key, header],
  ["clicks", "Clicks"],
  ["impressions", "Impressions"],
  ["ctr", "CTR"],
  ["position", "Position"],
  ["clicksPrev", "Clicks (comparison)"],
];
