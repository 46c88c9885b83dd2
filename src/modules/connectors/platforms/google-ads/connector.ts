import "server-only";
import { registerConnector } from "../../core/registry";
import {
  accessibleCustomers,
  accountEntities,
  adGroupQuery,
  campaignQuery,
  campaignTotalsQuery,
  loginCustomerFor,
  reachableAccounts,
  searchStream,
} from "./client";
import { judgeGoogleAds } from "./errors";
import { campaignsBeyondAdGroups, formatCustomerId, toFactBatch } from "./transform";

/**
 * Google Ads through the REST interface: GAQL over `googleAds:searchStream`, at ad-group grain plus
 * campaign-level remainders (Performance Max: found from the campaigns' window totals, then asked by
 * day for those campaigns only), money from cost_micros divided exactly by 1e6; names,
 * statuses, currency and time zone from entity queries asked once a run.
 */
export const googleAdsConnector = registerConnector({
  platform: "google-ads",
  fact: "ad",
  oauth: {
    authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: "https://oauth2.googleapis.com/token",
    scopes: ["https://www.googleapis.com/auth/adwords"],
    pkce: true,
    // offline + consent: Google only returns a refresh token when asked like this.
    extraAuthorizeParams: { access_type: "offline", prompt: "consent" },
    clientAuth: "body",
    refresh: "refresh_token",
    // The Ads API has no "who am I": the grant is known by the customers it reaches.
    afterConnect: async (api) => {
      const ids = (await accessibleCustomers(api)).sort();
      const first = ids[0] ? formatCustomerId(ids[0]) : "no accounts";
      return {
        externalUserId: `customers:${ids.join(",") || "none"}`,
        label: ids.length > 1 ? `Google Ads ${first} and ${ids.length - 1} more` : `Google Ads ${first}`,
      };
    },
  },
  // Conversions land on the click date for up to the conversion window (default 30 days).
  restatementDays: 30,
  backfillDays: 730,
  chunkDays: 31,
  authHeaders: (token, api) => ({
    authorization: `Bearer ${token}`,
    ...(api.settings.developerToken ? { "developer-token": api.settings.developerToken } : {}),
  }),
  judge: judgeGoogleAds,
  listAccounts: async (api) => (await reachableAccounts(api)).map(({ loginCustomerId: _login, ...account }) => account),
  fetchWindow: async (api, account, window) => {
    const login = await loginCustomerFor(api, account.id);
    const entities = await accountEntities(api, account.id, login);
    const adGroups = await searchStream(api, account.id, adGroupQuery(window), login);
    // Day rows at campaign grain only for the campaigns that spend outside their ad groups.
    const beyond = campaignsBeyondAdGroups(adGroups, await searchStream(api, account.id, campaignTotalsQuery(window), login));
    const campaigns = beyond.length > 0 ? await searchStream(api, account.id, campaignQuery(window, beyond), login) : [];
    return toFactBatch(adGroups, campaigns, entities);
  },
});
