import "server-only";
import { registerConnector } from "../../core/registry";
import type { PlatformApi } from "../../core/types";
import { ALL_CAMPAIGN_STATUSES, dailyAnalytics, judgeLinkedIn, liGet, searchAll } from "./client";
import { REST, urnId } from "./restli";
import { analyticsToBatch, type LinkedInCampaign, type LinkedInCampaignGroup } from "./transform";

type AdAccount = { id: number; name?: string; currency?: string; status?: string; type?: string; test?: boolean };

/** Who granted access: the member behind the token, from their ad account roles (r_ads). */
async function afterConnect(api: PlatformApi) {
  const roles = await liGet<{ elements?: { user?: string; account?: string }[] }>(api, `${REST}/adAccountUsers?q=authenticatedUser`);
  const elements = roles.elements ?? [];
  const member = elements[0]?.user;
  return {
    externalUserId: member ?? "default",
    label: member ? `LinkedIn member ${urnId(member)} (${elements.length} ad account${elements.length === 1 ? "" : "s"})` : "LinkedIn Ads",
  };
}

/**
 * LinkedIn Ads: adAnalytics per campaign and day (UTC days), filed under campaign groups (our
 * campaigns) with LinkedIn campaigns as ad groups.
 */
export const linkedinAdsConnector = registerConnector({
  platform: "linkedin-ads",
  fact: "ad",
  oauth: {
    authorizeUrl: "https://www.linkedin.com/oauth/v2/authorization",
    tokenUrl: "https://www.linkedin.com/oauth/v2/accessToken",
    scopes: ["r_ads", "r_ads_reporting"],
    pkce: false,
    clientAuth: "body",
    // Programmatic refresh tokens (365 days); whatever a refresh returns is stored again.
    refresh: "refresh_token",
    afterConnect,
  },
  // Conversions land up to 30 days after the click (longer windows exist; the daily run keeps 30).
  restatementDays: 30,
  backfillDays: 730,
  // Few calls per window (LinkedIn's quotas are daily); the 15,000-element cap is handled per call.
  chunkDays: 90,
  judge: judgeLinkedIn,
  async listAccounts(api) {
    const accounts = await searchAll<AdAccount>(api, `${REST}/adAccounts`);
    return accounts.map((a) => ({
      id: String(a.id),
      name: a.name ?? `Ad account ${a.id}`,
      currency: a.currency,
      // adAnalytics days are UTC whatever the account.
      timeZone: "UTC",
      detail: [a.status, a.type, a.test ? "test" : undefined].filter(Boolean).join(" · "),
    }));
  },
  async fetchWindow(api, account, window) {
    const info = await liGet<AdAccount>(api, `${REST}/adAccounts/${account.id}`);
    const campaigns = await searchAll<LinkedInCampaign>(api, `${REST}/adAccounts/${account.id}/adCampaigns`, ALL_CAMPAIGN_STATUSES);
    const groups = await searchAll<LinkedInCampaignGroup>(api, `${REST}/adAccounts/${account.id}/adCampaignGroups`);
    const elements = await dailyAnalytics(api, account.id, window, campaigns.length);
    return { account: { currency: info.currency, timeZone: "UTC", name: info.name }, ...analyticsToBatch(elements, campaigns, groups) };
  },
});
