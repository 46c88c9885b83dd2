/**
 * Local stand-in for Instagram account insights through Facebook Login (Graph API v26.0): the Meta
 * sign-in and page list shared with the Facebook Page stand-in, GET /{ig-user-id}/insights (day
 * metrics need metric_type=total_value and answer one total for the whole since/until range;
 * follower_count is a daily series limited to 30 days; `impressions` and other removed metrics answer
 * error #100) and GET /{ig-user-id}/media (newest first, cursor pages). Deterministic per account
 * and Pacific day; one post a day goes out minutes before Pacific midnight.
 */
import { addDays, daysBetween } from "@/lib/days";
import type { SocialRow } from "../../core/types";
import { intFrom, startFake, type FakeOptions, type FakeReply, type FakeRequest, type FakeServer } from "../../fakes/kit";
import { META_PAGES, metaError, metaSpec, pageOf, timeParam } from "../meta-pages/fake-meta";
import { endTimeOf, metaTime, PACIFIC } from "../meta-pages/pacific";
import { dayIn, zonedTime } from "@/lib/zones";

export const IG_ACCOUNTS = META_PAGES.flatMap((p) => (p.ig ? [{ ...p.ig, pageId: p.id, pageName: p.name }] : []));
const TOTAL_VALUE = new Set([
  "reach",
  "views",
  "accounts_engaged",
  "total_interactions",
  "likes",
  "comments",
  "shares",
  "saves",
  "replies",
  "profile_links_taps",
]);
const REMOVED = new Set([
  "impressions",
  "plays",
  "video_views",
  "clips_replays_count",
  "ig_reels_aggregated_all_plays_count",
  "email_contacts",
  "website_clicks",
]);
const pad = (n: number) => String(n).padStart(2, "0");
const clock = (s: number) => `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** An account's media on a Pacific day: the first just before midnight. */
export function mediaOn(igId: string, day: string, version = 0): { id: string; at: number }[] {
  const n = intFrom(`${igId}|${day}|media|${version}`, 0, 2);
  return Array.from({ length: n }, (_, j) => ({
    id: `1790${dayNumber(day) * 10 + j}${igId.slice(-3)}`,
    at: zonedTime(day, clock(j === 0 ? intFrom(`${igId}|${day}|${j}|t`, 85_900, 86_399) : intFrom(`${igId}|${day}|${j}|t`, 30_000, 70_000)), PACIFIC),
  }));
}

function dayNumbers(igId: string, day: string, version: number) {
  const k = `${igId}|${day}|${version}`;
  const reach = intFrom(`${k}|reach`, 300, 9_000);
  return {
    reach,
    views: intFrom(`${k}|views`, reach, reach * 3),
    accounts_engaged: intFrom(`${k}|engaged`, 10, Math.max(11, Math.floor(reach / 10))),
    total_interactions: intFrom(`${k}|interactions`, 20, 1_200),
    follower_count: intFrom(`${k}|followers`, 0, 60),
  } as Record<string, number>;
}

/** What the stand-in reports for an account's Pacific day, in warehouse terms. */
export function expectedSocial(igId: string, day: string, version = 0): SocialRow {
  const n = dayNumbers(igId, day, version);
  return {
    date: day,
    reach: n.reach!,
    views: n.views!,
    engagement: n.total_interactions!,
    follows: n.follower_count!,
    posts: mediaOn(igId, day, version).length,
  };
}

function range(req: FakeRequest): { days: string[]; since: number; until: number } | FakeReply {
  const since = timeParam(req.query.get("since"));
  const until = timeParam(req.query.get("until"));
  if (Number.isNaN(since) || Number.isNaN(until) || until <= since)
    return metaError(100, "(#100) since and until must be valid unix times, since before until");
  const first = dayIn(since, PACIFIC);
  return { since, until, days: Array.from({ length: Math.max(1, daysBetween(first, dayIn(until, PACIFIC))) }, (_, i) => addDays(first, i)) };
}

function insights(req: FakeRequest, igId: string, version: (day: string) => number): FakeReply {
  if (!IG_ACCOUNTS.some((a) => a.id === igId))
    return metaError(100, `Unsupported get request. Object with ID '${igId}' does not exist.`, { error_subcode: 33 });
  const metrics = (req.query.get("metric") ?? "").split(",").filter(Boolean);
  const removed = metrics.find((m) => REMOVED.has(m));
  if (removed) return metaError(100, `(#100) ${removed} metric is no longer supported. Please use views instead.`);
  const unknown = metrics.find((m) => !TOTAL_VALUE.has(m) && m !== "follower_count");
  if (metrics.length === 0 || unknown)
    return metaError(
      100,
      `(#100) metric[${metrics.indexOf(unknown ?? "")}] must be one of the following values: ${[...TOTAL_VALUE, "follower_count"].join(", ")}`,
    );
  if (req.query.get("period") !== "day") return metaError(100, "(#100) This stand-in serves period=day only");
  const totals = metrics.filter((m) => TOTAL_VALUE.has(m));
  if (totals.length > 0 && req.query.get("metric_type") !== "total_value")
    return metaError(100, `(#100) The following metrics (${totals.join(", ")}) should be specified with parameter metric_type=total_value`);
  const r = range(req);
  if (!("days" in r)) return r;
  if (r.until - r.since > 30 * 86_400_000) return metaError(100, "(#100) The range between since and until may be at most 30 days");
  return {
    json: {
      data: metrics.map((name) =>
        name === "follower_count"
          ? {
              name,
              period: "day",
              title: "Follower count",
              values: r.days.map((d) => ({ value: dayNumbers(igId, d, version(d))[name], end_time: endTimeOf(d) })),
              id: `${igId}/insights/${name}/day`,
            }
          : {
              name,
              period: "day",
              title: name,
              total_value: { value: r.days.reduce((sum, d) => sum + dayNumbers(igId, d, version(d))[name]!, 0) },
              id: `${igId}/insights/${name}/day`,
            },
      ),
    },
  };
}

function media(req: FakeRequest, igId: string, version: (day: string) => number): FakeReply {
  if (!IG_ACCOUNTS.some((a) => a.id === igId))
    return metaError(100, `Unsupported get request. Object with ID '${igId}' does not exist.`, { error_subcode: 33 });
  const r = range(req);
  if (!("days" in r)) return r;
  if (r.days.length > 800) return metaError(100, "(#100) Range too large for the stand-in");
  const items: { id: string; at: number }[] = [];
  for (const d of [addDays(r.days[0]!, -1), ...r.days, addDays(r.days.at(-1)!, 1)])
    items.push(...mediaOn(igId, d, version(d)).filter((m) => m.at >= r.since && m.at < r.until));
  items.sort((a, b) => b.at - a.at);
  return pageOf(
    req,
    items.map((m) => ({ id: m.id, timestamp: metaTime(m.at) })),
    `/${igId}/media`,
  );
}

export async function startInstagramPageFake(options: FakeOptions = {}): Promise<FakeServer> {
  const holder: { server?: FakeServer } = {};
  const version = (day: string) => holder.server?.control.version(day) ?? 0;
  const routes = [
    { method: "GET", path: /^\/v26\.0\/(\d+)\/insights$/, handle: (req: FakeRequest, m: RegExpMatchArray) => insights(req, m[1]!, version) },
    { method: "GET", path: /^\/v26\.0\/(\d+)\/media$/, handle: (req: FakeRequest, m: RegExpMatchArray) => media(req, m[1]!, version) },
  ];
  holder.server = await startFake(
    metaSpec("Instagram (Facebook Login)", routes, options, () => holder.server!.url, 4),
    { refreshTokens: false, ...options },
  );
  return holder.server;
}
