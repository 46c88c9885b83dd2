import { reportViewParams, type ReportView } from "./contracts/report-view";

/**
 * The report pages (ROUTES.md): the paths a PDF can be rendered from and a schedule can mail. Pure,
 * shared by the PDF route, schedules and the export UI. A path outside this list is refused, which is
 * what keeps the renderer from ever opening an address a request names (SSRF).
 */
export type ReportPath = { path: string; title: string };

export const REPORT_PATHS: readonly ReportPath[] = [
  { path: "/marketing-dashboard/data/marketing-reporting-tools", title: "Cross-channel overview" },
  { path: "/marketing-dashboard/ppc-dashboard/google-ads", title: "Google Ads report" },
  { path: "/marketing-dashboard/ppc-dashboard/microsoft-ads", title: "Microsoft Advertising report" },
  { path: "/marketing-dashboard/ppc-dashboard/linkedin-ads", title: "LinkedIn Ads report" },
  { path: "/marketing-dashboard/ppc-dashboard/facebook-ads", title: "Meta (Facebook) Ads report" },
  { path: "/marketing-dashboard/ppc-dashboard/instagram-ads", title: "Instagram Ads report" },
  { path: "/marketing-dashboard/ppc-analytics/google-analytics", title: "Google Analytics 4 report" },
  { path: "/marketing-dashboard/organic-seo-dashboard/google-search-console", title: "Search Console report" },
  { path: "/marketing-dashboard/organic-seo-dashboard/bing-webmaster-tools", title: "Bing Webmaster report" },
  { path: "/marketing-dashboard/email-marketing-dashboard/mailchimp", title: "Mailchimp report" },
  { path: "/marketing-dashboard/email-marketing-dashboard/email-tool", title: "Our email tool report" },
  { path: "/marketing-dashboard/shopify-dashboard", title: "Shopify store report" },
  { path: "/marketing-dashboard/ppc-social/facebook-page", title: "Facebook page report" },
  { path: "/marketing-dashboard/ppc-social/instagram-page", title: "Instagram page report" },
];

const byPath = new Map(REPORT_PATHS.map((r) => [r.path, r]));

/** The report at exactly this path (no trailing slash, no query), or null. */
export const reportAt = (path: string): ReportPath | null => byPath.get(path) ?? null;

export const isReportPath = (path: string): boolean => byPath.has(path);

/** Each ad platform's report page. */
export const AD_REPORT_PATHS: Readonly<Record<string, string>> = {
  "google-ads": "/marketing-dashboard/ppc-dashboard/google-ads",
  "microsoft-ads": "/marketing-dashboard/ppc-dashboard/microsoft-ads",
  "linkedin-ads": "/marketing-dashboard/ppc-dashboard/linkedin-ads",
  "facebook-ads": "/marketing-dashboard/ppc-dashboard/facebook-ads",
  "instagram-ads": "/marketing-dashboard/ppc-dashboard/instagram-ads",
};

const withQuery = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path);

/**
 * The link from a report to an ad platform's report, for the same days, comparison and grain. Of the
 * account filter it keeps the accounts of that platform (another platform's account would empty its
 * report); the campaign filter and the chart metric belong to the report they were chosen on. Null
 * for a platform without a report page.
 */
export function adReportHref(platform: string, view: ReportView, sources: readonly { id: string; platform: string }[]): string | null {
  const path = AD_REPORT_PATHS[platform];
  if (!path) return null;
  const own = new Set(sources.filter((s) => s.platform === platform).map((s) => s.id));
  const { metric: _metric, ...kept } = view;
  return withQuery(path, reportViewParams({ ...kept, sourceIds: view.sourceIds.filter((id) => own.has(id)), campaignIds: [] }));
}

/**
 * The link from a campaign row to that campaign on its platform's report: its account and the
 * campaign chosen, for the same days, comparison and grain. There the report shows the campaign's
 * ad groups and its days.
 */
export function campaignHref(platform: string, view: ReportView, campaign: { sourceId: string; campaignId: string }): string | null {
  const path = AD_REPORT_PATHS[platform];
  if (!path) return null;
  const { metric: _metric, ...kept } = view;
  return withQuery(path, reportViewParams({ ...kept, sourceIds: [campaign.sourceId], campaignIds: [campaign.campaignId] }));
}
/** The exchange-rates page, a tab of the connections pages (the report banner about missing rates links to it). */
export { EXCHANGE_RATES_HREF } from "@/modules/connectors/client";
