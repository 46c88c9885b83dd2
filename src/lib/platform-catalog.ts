/**
 * The platforms AI Marketing Tools reads from, with the kind of facts each one feeds and the prefix
 * of its configuration variables. Pure data, outside the modules because src/env.ts declares each
 * platform's settings from it; the connectors module names it as its own (connectors/catalog.ts), and
 * the route registry and the settings pages read it through connectors.
 */
export const platforms = [
  { id: "google-ads", name: "Google Ads", kind: "ppc", fact: "ad", envPrefix: "GOOGLE_ADS", accountNoun: "ad account" },
  { id: "microsoft-ads", name: "Microsoft Advertising", kind: "ppc", fact: "ad", envPrefix: "MICROSOFT_ADS", accountNoun: "ad account" },
  { id: "linkedin-ads", name: "LinkedIn Ads", kind: "ppc", fact: "ad", envPrefix: "LINKEDIN_ADS", accountNoun: "ad account" },
  { id: "facebook-ads", name: "Meta (Facebook) Ads", kind: "ppc", fact: "ad", envPrefix: "FACEBOOK_ADS", accountNoun: "ad account" },
  { id: "instagram-ads", name: "Instagram Ads", kind: "ppc", fact: "ad", envPrefix: "INSTAGRAM_ADS", accountNoun: "ad account" },
  { id: "google-analytics", name: "Google Analytics 4", kind: "analytics", fact: "web", envPrefix: "GOOGLE_ANALYTICS", accountNoun: "property" },
  { id: "google-search-console", name: "Google Search Console", kind: "seo", fact: "search", envPrefix: "GOOGLE_SEARCH_CONSOLE", accountNoun: "site" },
  { id: "bing-webmaster-tools", name: "Bing Webmaster Tools", kind: "seo", fact: "search", envPrefix: "BING_WEBMASTER", accountNoun: "site" },
  { id: "mailchimp", name: "Mailchimp", kind: "email", fact: "email", envPrefix: "MAILCHIMP", accountNoun: "audience" },
  { id: "shopify", name: "Shopify", kind: "store", fact: "store", envPrefix: "SHOPIFY", accountNoun: "store" },
  { id: "facebook-page", name: "Facebook Page", kind: "social", fact: "social", envPrefix: "FACEBOOK_PAGE", accountNoun: "page" },
  { id: "instagram-page", name: "Instagram Page", kind: "social", fact: "social", envPrefix: "INSTAGRAM_PAGE", accountNoun: "account" },
] as const;

export type Platform = (typeof platforms)[number];
export type PlatformId = Platform["id"];
export type PlatformKind = Platform["kind"];

/** Where a source's numbers land in the warehouse. */
export const factKinds = ["ad", "search", "web", "social", "email", "store"] as const;
export type FactKind = (typeof factKinds)[number];

/** Sources that are not an OAuth platform: a CSV export of any platform, and the product's own email tool. */
export const localSourceKinds = ["csv", "email-tool"] as const;
export type LocalSourceKind = (typeof localSourceKinds)[number];
/** Every kind of source a workspace can have. */
export type SourcePlatform = PlatformId | LocalSourceKind;

export const platformById = (id: string): Platform | undefined => platforms.find((p) => p.id === id);
export const isPlatformId = (id: string): id is PlatformId => platforms.some((p) => p.id === id);

/** The spec's per-platform settings (§3): five metrics endpoints and the OAuth client, plus the API base. */
export const platformSettingSuffixes = {
  METRICS_CREATE_URL: "Metrics endpoint: create a source",
  METRICS_CLIENT_URL: "Metrics endpoint: client accounts",
  METRICS_SYNC_URL: "Metrics endpoint: sync",
  METRICS_RESYNC_URL: "Metrics endpoint: re-sync",
  METRICS_URL: "Metrics endpoint: read metrics",
  CLIENT_ID: "OAuth client id",
  CLIENT_SECRET: "OAuth client secret",
  REDIRECT_URI: "OAuth redirect URI (SITE/api/connectors/PLATFORM/callback)",
  BASE_URL: "Replaces the platform's API and sign-in hosts (tests and the demo point it at a local server)",
} as const;
