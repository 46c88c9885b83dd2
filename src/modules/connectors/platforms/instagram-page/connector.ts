import "server-only";
import { eachDay } from "@/lib/days";
import { registerConnector } from "../../core/registry";
import { judgeMeta } from "../meta-pages/errors";
import { collect, GRAPH, managedPages, metaOAuth } from "../meta-pages/graph";
import { PACIFIC, pacificBounds } from "../meta-pages/pacific";
import { parseInstant } from "@/lib/zones";
import type { Insight } from "../facebook-page/transform";
import { IG_DAY_METRICS, igRows, type IgDay, type IgMedia } from "./transform";

/**
 * Instagram professional accounts through Facebook Login: the accounts are the managed pages' linked
 * `instagram_business_account`s, read with the connection's long-lived user token.
 */
export const instagramPageConnector = registerConnector({
  platform: "instagram-page",
  fact: "social",
  oauth: metaOAuth("instagram-page", ["instagram_basic", "instagram_manage_insights", "pages_show_list", "pages_read_engagement"]),
  restatementDays: 7,
  // Instagram keeps insights 2 years.
  backfillDays: 730,
  // follower_count's since/until may span at most 30 days; a window that crosses a clock change in
  // Pacific time is an hour longer, so windows are 29 days.
  chunkDays: 29,
  judge: judgeMeta,
  async listAccounts(api) {
    const pages = await managedPages(api, "id,name,instagram_business_account{id,username,name}");
    return pages
      .filter((p) => p.instagram_business_account)
      .map((p) => {
        const ig = p.instagram_business_account!;
        return { id: ig.id, name: ig.username ? `@${ig.username}` : (ig.name ?? ig.id), timeZone: PACIFIC, detail: `Linked to ${p.name}` };
      });
  },
  async fetchWindow(api, account, window) {
    const insightsUrl = `${GRAPH}/${account.id}/insights`;
    const days: IgDay[] = [];
    // total_value sums the whole since/until range, so each Pacific day is its own call.
    for (const date of eachDay(window)) {
      const { since, until } = pacificBounds({ start: date, end: date });
      const answer = await api.request<{ data?: Insight[] }>({
        url: insightsUrl,
        query: { metric: IG_DAY_METRICS.join(","), period: "day", metric_type: "total_value", since, until },
      });
      days.push({ date, insights: answer.data ?? [] });
    }
    const { since, until } = pacificBounds(window);
    const followers = await api.request<{ data?: Insight[] }>({ url: insightsUrl, query: { metric: "follower_count", period: "day", since, until } });
    // Media come newest first: stop after the page that reaches back before the window.
    const media = await collect<IgMedia>(api, { url: `${GRAPH}/${account.id}/media`, query: { fields: "id,timestamp", since, until, limit: 100 } }, (page) =>
      page.some((m) => m.timestamp !== undefined && parseInstant(m.timestamp) < since * 1000),
    );
    return { account: { timeZone: PACIFIC }, social: igRows(days, followers.data ?? [], media) };
  },
});
