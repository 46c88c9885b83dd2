import "server-only";
import type { PlatformId } from "../../catalog";
import { platformConfig } from "../../core/config";
import { ConnectorError, type Connector, type PlatformApi, type TokenSet } from "../../core/types";
import { campaignInsights, GRAPH, graphPages, judgeMeta } from "./client";
import type { MetaBatch, MetaInsightRow } from "./transform";

/** What Meta's long-lived user token lasts (no refresh token exists: people reconnect). */
export const META_GRANT_DAYS = 60;

type AdAccount = { id: string; account_id: string; name?: string; currency?: string; timezone_name?: string; account_status?: number };

const ACCOUNT_STATUS: Record<number, string> = {
  1: "active",
  2: "disabled",
  3: "unsettled",
  7: "pending review",
  9: "in grace period",
  100: "pending closure",
  101: "closed",
};

/**
 * After the code exchange: the short-lived user token swapped for a long-lived one (~60 days,
 * grant_type=fb_exchange_token), and who granted it.
 */
function afterConnect(platform: PlatformId) {
  return async (api: PlatformApi, tokens: TokenSet) => {
    const config = platformConfig(platform);
    const me = await api.request<{ id: string; name?: string }>({ url: `${GRAPH}/me`, query: { fields: "id,name" } });
    const long = await api.request<{ access_token?: string; expires_in?: number }>({
      url: `${GRAPH}/oauth/access_token`,
      auth: "none",
      query: {
        grant_type: "fb_exchange_token",
        client_id: config.clientId ?? "",
        client_secret: config.clientSecret ?? "",
        fb_exchange_token: tokens.accessToken,
      },
    });
    if (!long.access_token) throw new ConnectorError("Meta didn't issue a long-lived token. Try connecting again.", "auth");
    return {
      tokens: { accessToken: long.access_token, refreshToken: null, expiresIn: long.expires_in ?? META_GRANT_DAYS * 86_400, scopes: tokens.scopes },
      externalUserId: me.id,
      label: me.name ?? `Meta user ${me.id}`,
    };
  };
}

export type MetaConnectorOptions = {
  platform: Extract<PlatformId, "facebook-ads" | "instagram-ads">;
  /** Instagram Ads asks for insights split by placement (breakdowns=publisher_platform). */
  breakdowns?: "publisher_platform";
  /** The platform's transform: insight rows → warehouse rows. */
  toRows: (rows: readonly MetaInsightRow[]) => MetaBatch;
};

/** A Meta Ads Insights connector: Facebook Ads reads all placements, Instagram Ads its own. */
export function metaConnector(options: MetaConnectorOptions): Connector {
  const split = options.breakdowns !== undefined;
  // Reach with breakdowns only goes back 13 months, so the Instagram split doesn't ask for it.
  const fields = [
    "account_id",
    "account_currency",
    "campaign_id",
    "campaign_name",
    "date_start",
    "date_stop",
    "impressions",
    "clicks",
    "spend",
    ...(split ? [] : ["reach"]),
    "actions",
    "action_values",
  ];
  return {
    platform: options.platform,
    fact: "ad",
    oauth: {
      authorizeUrl: "https://www.facebook.com/v26.0/dialog/oauth",
      tokenUrl: `${GRAPH}/oauth/access_token`,
      scopes: ["ads_read"],
      scopeSeparator: ",",
      pkce: false,
      clientAuth: "body",
      refresh: "none",
      grantDays: META_GRANT_DAYS,
      afterConnect: afterConnect(options.platform),
    },
    // Meta freezes insights 28 days after the fact.
    restatementDays: 28,
    backfillDays: 730,
    // Windows over 31 days use async report runs; a quarter keeps a 2-year backfill to 9 runs.
    chunkDays: 90,
    judge: judgeMeta,
    async listAccounts(api) {
      const accounts = await graphPages<AdAccount>(api, `${GRAPH}/me/adaccounts`, {
        fields: "id,account_id,name,currency,timezone_name,account_status",
        limit: "100",
      });
      return accounts.map((a) => ({
        id: a.account_id,
        name: a.name ?? a.id,
        currency: a.currency,
        timeZone: a.timezone_name,
        detail: [a.id, a.currency, a.timezone_name, a.account_status === undefined ? undefined : ACCOUNT_STATUS[a.account_status]].filter(Boolean).join(" · "),
      }));
    },
    async fetchWindow(api, account, window) {
      const info = await api.request<AdAccount>({ url: `${GRAPH}/act_${account.id}`, query: { fields: "name,currency,timezone_name" } });
      const rows = await campaignInsights(api, account.id, window, { fields, breakdowns: options.breakdowns });
      const batch = options.toRows(rows);
      return { account: { currency: info.currency, timeZone: info.timezone_name, name: info.name }, ...batch };
    },
  };
}
