/**
 * The platforms AI Marketing Tools reads from, with the report route each one feeds and the prefix
 * of its configuration variables. Pure data: imported by env.ts, the route registry and the
 * connectors themselves.
 */
export const platforms = [
  { id: "google-ads", name: "Google Ads", kind: "ppc", envPrefix: "GOOGLE_ADS" },
  { id: "microsoft-ads", name: "Microsoft Advertising", kind: "ppc", envPrefix: "MICROSOFT_ADS" },
  { id: "linkedin-ads", name: "LinkedIn Ads", kind: "ppc", envPrefix: "LINKEDIN_ADS" },
  { id: "facebook-ads", name: "Meta (Facebook) Ads", kind: "ppc", envPrefix: "FACEBOOK_ADS" },
  { id: "instagram-ads", name: "Instagram Ads", kind: "ppc", envPrefix: "INSTAGRAM_ADS" },
  { id: "google-analytics", name: "Google Analytics 4", kind: "analytics", envPrefix: "GOOGLE_ANALYTICS" },
  { id: "google-search-console", name: "Google Search Console", kind: "seo", envPrefix: "GOOGLE_SEARCH_CONSOLE" },
  { id: "bing-webmaster-tools", name: "Bing Webmaster Tools", kind: "seo", envPrefix: "BING_WEBMASTER" },
  { id: "mailchimp", name: "Mailchimp", kind: "email", envPrefix: "MAILCHIMP" },
  { id: "shopify", name: "Shopify", kind: "store", envPrefix: "SHOPIFY" },
  { id: "facebook-page", name: "Facebook Page", kind: "social", envPrefix: "FACEBOOK_PAGE" },
  { id: "instagram-page", name: "Instagram Page", kind: "social", envPrefix: "INSTAGRAM_PAGE" },
] as const;

export type Platform = (typeof platforms)[number];
export type PlatformId = Platform["id"];

/** The spec's per-platform settings (§3): five metrics endpoints and the OAuth client. */
export const platformSettingSuffixes = {
  METRICS_CREATE_URL: "Metrics endpoint: create a source",
  METRICS_CLIENT_URL: "Metrics endpoint: client accounts",
  METRICS_SYNC_URL: "Metrics endpoint: sync",
  METRICS_RESYNC_URL: "Metrics endpoint: re-sync",
  METRICS_URL: "Metrics endpoint: read metrics",
  CLIENT_ID: "OAuth client id",
  CLIENT_SECRET: "OAuth client secret",
  REDIRECT_URI: "OAuth redirect URI",
} as const;
