/**
 * Facebook Page insights → warehouse social rows. Pure.
 *
 * Days are Pacific days (Meta's `end_time` is the end of the day, so 2026-09-02T07:00:00+0000 holds
 * 2026-09-01). Mapping: views = page_media_view; reach = page_total_media_view_unique; engagement =
 * page_post_engagements; follows = page_daily_follows_unique (new follows that day; page_follows is
 * the running total, not a daily count); posts = published posts created that Pacific day.
 */
import type { SocialRow } from "../../core/types";
import { dayOfEndTime, pacificDay } from "../meta-pages/pacific";

export const PAGE_METRICS = ["page_media_view", "page_total_media_view_unique", "page_post_engagements", "page_follows", "page_daily_follows_unique"] as const;

export type InsightValue = { value?: number | string | Record<string, number> | null; end_time?: string };
export type Insight = { name: string; period?: string; values?: InsightValue[]; total_value?: { value?: number | string | null } };
export type InsightsAnswer = { data?: Insight[]; paging?: unknown };
export type PagePost = { id: string; created_time?: string };

const FIELD: Record<string, keyof Omit<SocialRow, "date" | "posts">> = {
  page_media_view: "views",
  page_total_media_view_unique: "reach",
  page_post_engagements: "engagement",
  page_daily_follows_unique: "follows",
};

/** A metric value as a whole number: numbers, numeric strings, and breakdown objects (summed). */
export function countOf(value: InsightValue["value"]): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === "object") return Object.values(value).reduce((sum, v) => sum + countOf(v), 0);
  const n = typeof value === "string" ? Number(value) : value;
  return Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0;
}

/** Daily insights and the window's posts → one row per Pacific day that has any value. */
export function pageInsightsToRows(insights: Insight[], posts: PagePost[]): SocialRow[] {
  const days = new Map<string, SocialRow>();
  const row = (date: string) => {
    let r = days.get(date);
    if (!r) days.set(date, (r = { date, reach: 0, views: 0, engagement: 0, follows: 0, posts: 0 }));
    return r;
  };
  for (const metric of insights) {
    const field = FIELD[metric.name];
    if (!field || (metric.period && metric.period !== "day")) continue;
    for (const v of metric.values ?? []) {
      const date = v.end_time ? dayOfEndTime(v.end_time) : null;
      if (date) row(date)[field] = countOf(v.value);
    }
  }
  const seen = new Set<string>();
  for (const post of posts) {
    const date = post.created_time ? pacificDay(post.created_time) : null;
    if (!date || seen.has(post.id)) continue;
    seen.add(post.id);
    row(date).posts++;
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
