import "server-only";
import { registerConnector } from "../../core/registry";
import { judgeBing } from "./errors";
import { queryRowsFromStats, verifiedSites, type BingList, type QueryStats, type UserSite } from "./transform";

const API = "https://ssl.bing.com/webmaster/api.svc/json";
/** Bing writes its days at the Pacific offset (`/Date(…-0700)/`); sources are dated in that zone. */
const PACIFIC = "America/Los_Angeles";

/**
 * Bing Webmaster Tools: GetQueryStats for each site, one call per window, filtered to the window here
 * (the API takes no dates and answers with its whole history). Only query rows land; transform.ts
 * says why page rows and site totals stay out. Accounts are the user's verified sites.
 */
export const bingWebmasterToolsConnector = registerConnector({
  platform: "bing-webmaster-tools",
  fact: "search",
  oauth: {
    authorizeUrl: "https://www.bing.com/webmasters/oauth/authorize",
    tokenUrl: "https://www.bing.com/webmasters/oauth/token",
    scopes: ["webmaster.read"],
    // Bing's webmaster OAuth documents no PKCE.
    pkce: false,
    clientAuth: "body",
    refresh: "refresh_token",
  },
  // Every call returns the whole history (~6 months, refreshed about weekly), so each daily run
  // re-reads all of it in one window: the restatement window is the history, and one chunk covers it.
  // Days older than that stay as last synced (they are outside every later run's window). Should Bing
  // ever keep less than 180 days, the oldest days of the window would be emptied by the replace.
  restatementDays: 180,
  backfillDays: 180,
  chunkDays: 180,
  judge: judgeBing,
  async listAccounts(api) {
    const sites = verifiedSites(await api.request<BingList<UserSite>>({ url: `${API}/GetUserSites` }));
    return sites.map((url) => ({ id: url, name: url, timeZone: PACIFIC, detail: "Verified site" }));
  },
  async fetchWindow(api, account, window) {
    const stats = await api.request<BingList<QueryStats>>({ url: `${API}/GetQueryStats`, query: { siteUrl: account.id } });
    return { account: { timeZone: PACIFIC }, search: queryRowsFromStats(stats, window) };
  },
});
