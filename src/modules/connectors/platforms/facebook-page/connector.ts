import "server-only";
import { registerConnector } from "../../core/registry";
import { ConnectorError } from "../../core/types";
import { judgeMeta } from "../meta-pages/errors";
import { collect, GRAPH, managedPages, metaOAuth } from "../meta-pages/graph";
import { PACIFIC, pacificBounds } from "../meta-pages/pacific";
import { PAGE_METRICS, pageInsightsToRows, type InsightsAnswer, type PagePost } from "./transform";

/**
 * Facebook Page insights. Page insights need a Page access token: rather than keep one per source
 * (source settings aren't encrypted), each window asks Graph for the page's token with the
 * connection's long-lived user token (GET /{page-id}?fields=access_token); a page token derived from
 * a long-lived user token doesn't expire, and the user token stays the only secret stored.
 */
export const facebookPageConnector = registerConnector({
  platform: "facebook-page",
  fact: "social",
  oauth: metaOAuth("facebook-page", ["pages_show_list", "pages_read_engagement", "read_insights"]),
  restatementDays: 7,
  // Page insights are kept 2 years.
  backfillDays: 730,
  // At most 90 days (7,776,000 s) between since and until per insights call; a window that crosses
  // a clock change in Pacific time is an hour longer, so windows are 89 days.
  chunkDays: 89,
  judge: judgeMeta,
  async listAccounts(api) {
    const pages = await managedPages(api, "id,name,category");
    return pages.map((p) => ({ id: p.id, name: p.name, timeZone: PACIFIC, detail: p.category }));
  },
  async fetchWindow(api, account, window) {
    const page = await api.request<{ id: string; access_token?: string }>({ url: `${GRAPH}/${account.id}`, query: { fields: "access_token" } });
    if (!page.access_token)
      throw new ConnectorError("Meta didn't give a page token for this page. Check that the connected person still manages it, or reconnect.", "auth");
    const asPage = { auth: "none" as const, headers: { authorization: `Bearer ${page.access_token}` } };
    const { since, until } = pacificBounds(window);
    const insights = await api.request<InsightsAnswer>({
      url: `${GRAPH}/${account.id}/insights`,
      query: { metric: PAGE_METRICS.join(","), period: "day", since, until },
      ...asPage,
    });
    const posts = await collect<PagePost>(api, {
      url: `${GRAPH}/${account.id}/published_posts`,
      query: { fields: "id,created_time", since, until, limit: 100 },
      ...asPage,
    });
    return { account: { timeZone: PACIFIC }, social: pageInsightsToRows(insights.data ?? [], posts) };
  },
});
