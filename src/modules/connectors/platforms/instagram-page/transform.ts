/**
 * Instagram account insights (Instagram API with Facebook Login) → warehouse social rows. Pure.
 *
 * `metric_type=total_value` answers one total for the whole since/until range, so the connector asks
 * one Pacific day per call and this maps each answer to that day. Mapping: reach = reach; views =
 * views; engagement = total_interactions (likes, comments, saves, shares, replies; accounts_engaged
 * counts people, not interactions); follows = follower_count (new followers per day, a time series
 * whose `end_time` closes the Pacific day); posts = media whose `timestamp` falls on the day.
 */
import type { SocialRow } from "../../core/types";
import { countOf, type Insight } from "../facebook-page/transform";
import { dayOfEndTime, pacificDay } from "../meta-pages/pacific";

export const IG_DAY_METRICS = ["reach", "views", "accounts_engaged", "total_interactions"] as const;
export type IgMedia = { id: string; timestamp?: string };
export type IgDay = { date: string; insights: Insight[] };

const totalOf = (insights: Insight[], name: string): number => countOf(insights.find((i) => i.name === name)?.total_value?.value ?? null);

/** One row per asked day (each with its own total_value answer), plus follows and posts. */
export function igRows(days: IgDay[], followerSeries: Insight[], media: IgMedia[]): SocialRow[] {
  const rows = new Map<string, SocialRow>();
  for (const { date, insights } of days) {
    rows.set(date, {
      date,
      reach: totalOf(insights, "reach"),
      views: totalOf(insights, "views"),
      engagement: totalOf(insights, "total_interactions"),
      follows: 0,
      posts: 0,
    });
  }
  for (const v of followerSeries.find((i) => i.name === "follower_count")?.values ?? []) {
    const row = v.end_time ? rows.get(dayOfEndTime(v.end_time) ?? "") : undefined;
    if (row) row.follows = countOf(v.value);
  }
  const seen = new Set<string>();
  for (const m of media) {
    const row = m.timestamp ? rows.get(pacificDay(m.timestamp) ?? "") : undefined;
    if (!row || seen.has(m.id)) continue;
    seen.add(m.id);
    row.posts++;
  }
  return [...rows.values()].sort((a, b) => a.date.localeCompare(b.date));
}
