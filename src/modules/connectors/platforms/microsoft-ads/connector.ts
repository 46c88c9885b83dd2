import "server-only";
import { registerConnector } from "../../core/registry";
import { campaignReport, currentUser, listAdAccounts } from "./client";
import { judgeMicrosoftAds } from "./errors";

/**
 * Microsoft Advertising through the Reporting REST API v13: a daily CampaignPerformanceReportRequest
 * per account and window (submit, poll, download the zipped CSV), at campaign level.
 */
export const microsoftAdsConnector = registerConnector({
  platform: "microsoft-ads",
  fact: "ad",
  oauth: {
    authorizeUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
    tokenUrl: "https://login.microsoftonline.com/common/oauth2/v2.0/token",
    scopes: ["https://ads.microsoft.com/msads.manage", "offline_access"],
    pkce: true,
    clientAuth: "body",
    // Microsoft refresh tokens rotate: the engine stores the new one from every refresh.
    refresh: "refresh_token",
    afterConnect: async (api) => {
      const user = await currentUser(api);
      return { externalUserId: String(user.Id), label: user.UserName ?? user.ContactInfo?.Email ?? `Microsoft user ${user.Id}` };
    },
  },
  // Late conversions and invalid-click credits keep changing the last weeks.
  restatementDays: 30,
  backfillDays: 730,
  // One report job per window: 90 days keeps a two-year backfill to 9 jobs per account.
  chunkDays: 90,
  authHeaders: (token, api) => ({
    authorization: `Bearer ${token}`,
    ...(api.settings.developerToken ? { DeveloperToken: api.settings.developerToken } : {}),
  }),
  judge: judgeMicrosoftAds,
  listAccounts: (api) => listAdAccounts(api),
  fetchWindow: (api, account, window) => campaignReport(api, account.id, window),
});
