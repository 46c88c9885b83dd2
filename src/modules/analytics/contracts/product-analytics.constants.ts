import type { ConsentCode, ConsentSource } from "../consent/consent";

/**
 * The product's own page views and tags (spec §3, §4, §9; zod-free: the browser's ProductAnalytics
 * and the server's layout and security headers import them). posthog-js option names are 1.449.2's.
 */

/** Public ids of the four sinks, each on only when set (spec §3: tag-manager id, analytics id, pixel id, analytics key and host). */
export type ProductAnalyticsConfig = {
  gaId?: string;
  gtmId?: string;
  pixelId?: string;
  posthogKey?: string;
  /** posthog-js's api_host: the product itself (its first-party receiver) unless NEXT_PUBLIC_POSTHOG_HOST says otherwise. */
  posthogHost?: string;
};

/** The sinks' ids from the public settings (src/env.ts), read by the server per request and handed to the browser. */
export function productAnalyticsConfig(s: {
  NEXT_PUBLIC_GA_ID?: string;
  NEXT_PUBLIC_GTM_ID?: string;
  NEXT_PUBLIC_PIXEL_ID?: string;
  NEXT_PUBLIC_POSTHOG_KEY?: string;
  NEXT_PUBLIC_POSTHOG_HOST?: string;
}): ProductAnalyticsConfig {
  const config: ProductAnalyticsConfig = {};
  if (s.NEXT_PUBLIC_GA_ID) config.gaId = s.NEXT_PUBLIC_GA_ID;
  if (s.NEXT_PUBLIC_GTM_ID) config.gtmId = s.NEXT_PUBLIC_GTM_ID;
  if (s.NEXT_PUBLIC_PIXEL_ID) config.pixelId = s.NEXT_PUBLIC_PIXEL_ID;
  if (s.NEXT_PUBLIC_POSTHOG_KEY) config.posthogKey = s.NEXT_PUBLIC_POSTHOG_KEY;
  if (s.NEXT_PUBLIC_POSTHOG_HOST) config.posthogHost = s.NEXT_PUBLIC_POSTHOG_HOST;
  return config;
}

/** Whether any sink is configured: without one there is nothing to ask consent for, and no banner shows. */
export const anySinkConfigured = (c: ProductAnalyticsConfig): boolean => Boolean(c.gaId || c.gtmId || c.pixelId || c.posthogKey);

/** The product banner's text version, recorded with each choice; a change of wording asks everyone again. */
export const PRODUCT_BANNER_VERSION = "product-1";

/** Where the product's banner records a choice (the server adds the signed-in person and workspace). */
export const PRODUCT_CONSENT_PATH = "/api/consent";

/** Choices one address may record a minute (a person changes their mind now and then, not in a loop). */
export const PRODUCT_CONSENT_CHOICES_PER_MINUTE = 30;

/** What the banner posts there. */
export type ProductConsentChoice = {
  visitorId: string;
  analytics: ConsentCode;
  advertising: ConsentCode;
  bannerVersion: string;
  source: ConsentSource;
  pageUrl: string;
};

/**
 * Spec §9's client limits in posthog-js's option names: 10 events/s with a burst of 100, a session
 * ends after 1,800 s idle, its cookie lasts 365 days, flags wait at most 3,000 ms. The 60,000 ms
 * request timeout and the 60 s lock after `quota_limited` are posthog-js's fixed defaults (no option).
 */
export const POSTHOG_CLIENT_LIMITS = {
  rate_limiting: { events_per_second: 10, events_burst_limit: 100 },
  session_idle_timeout_seconds: 1_800,
  cookie_expiration: 365,
  feature_flag_request_timeout_ms: 3_000,
} as const;
export const POSTHOG_REQUEST_TIMEOUT_MS = 60_000;

/** Where the tags come from once consent allows them (the e2e spec stubs these at the page). */
export const TAG_SCRIPT_URLS = {
  ga: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  gtm: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  pixel: () => "https://connect.facebook.net/en_US/fbevents.js",
} as const;
