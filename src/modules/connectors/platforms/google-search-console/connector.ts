import "server-only";
import { registerConnector } from "../../core/registry";
import { listSites, queryPages } from "./client";
import { judgeSearchConsole } from "./errors";
import { permissionLabel, readableSites, searchRowsFromPages, siteLabel } from "./transform";

/** Search Console reports every site's days in Pacific Time. */
const PACIFIC = "America/Los_Angeles";

/**
 * Google Search Console: searchAnalytics.query by date × query × page × country × device, paged by
 * startRow, final data only. Accounts are the sites (URL-prefix and domain properties) the user can read.
 */
export const googleSearchConsoleConnector = registerConnector({
  platform: "google-search-console",
  fact: "search",
  oauth: {
    authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: "https://oauth2.googleapis.com/token",
    scopes: ["https://www.googleapis.com/auth/webmasters.readonly"],
    pkce: true,
    extraAuthorizeParams: { access_type: "offline", prompt: "consent", include_granted_scopes: "true" },
    clientAuth: "body",
    refresh: "refresh_token",
  },
  // Final data lags 2–3 days; five days re-read each day catch every day once it is final.
  restatementDays: 5,
  // Search Console keeps 16 months.
  backfillDays: 486,
  chunkDays: 30,
  judge: judgeSearchConsole,
  async listAccounts(api) {
    return readableSites(await listSites(api)).map((s) => ({
      id: s.siteUrl,
      name: siteLabel(s.siteUrl),
      timeZone: PACIFIC,
      detail: permissionLabel(s.permissionLevel),
    }));
  },
  async fetchWindow(api, account, window) {
    return { account: { timeZone: PACIFIC }, search: searchRowsFromPages(await queryPages(api, account.id, window)) };
  },
});
