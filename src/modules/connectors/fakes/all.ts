/**
 * Every platform's local stand-in, by platform id: started by the demo (when a platform has no OAuth
 * client configured) and by Playwright's global setup. Each platform folder adds one line here.
 */
import type { PlatformId } from "../catalog";
import type { FakeOptions, FakeServer } from "./kit";

export type StartFake = (options?: FakeOptions) => Promise<FakeServer>;

export const fakeStarters: Partial<Record<PlatformId, () => Promise<StartFake>>> = {
  "bing-webmaster-tools": async () => (await import("../platforms/bing-webmaster-tools/fake-server")).startBingWebmasterToolsFake,
  "facebook-ads": async () => (await import("../platforms/facebook-ads/fake-server")).startFacebookAdsFake,
  "facebook-page": async () => (await import("../platforms/facebook-page/fake-server")).startFacebookPageFake,
  "google-ads": async () => (await import("../platforms/google-ads/fake-server")).startGoogleAdsFake,
  "google-analytics": async () => (await import("../platforms/google-analytics/fake-server")).startGoogleAnalyticsFake,
  "google-search-console": async () => (await import("../platforms/google-search-console/fake-server")).startGoogleSearchConsoleFake,
  "instagram-ads": async () => (await import("../platforms/instagram-ads/fake-server")).startInstagramAdsFake,
  "instagram-page": async () => (await import("../platforms/instagram-page/fake-server")).startInstagramPageFake,
  "linkedin-ads": async () => (await import("../platforms/linkedin-ads/fake-server")).startLinkedInAdsFake,
  mailchimp: async () => (await import("../platforms/mailchimp/fake-server")).startMailchimpFake,
  "microsoft-ads": async () => (await import("../platforms/microsoft-ads/fake-server")).startMicrosoftAdsFake,
  shopify: async () => (await import("../platforms/shopify/fake-server")).startShopifyFake,
};
