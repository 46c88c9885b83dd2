/**
 * Local stand-in for Facebook Page insights (Graph API v26.0): Facebook Login with the long-lived
 * exchange, /me/accounts with page tokens, GET /{page-id}/insights (period=day, since/until ≤ 90 days,
 * `end_time` at the next Pacific midnight, deprecated metrics answered with error #100, a page token
 * required) and GET /{page-id}/published_posts (newest first, cursor pages). Numbers are deterministic
 * per page and Pacific day; one post a day goes out minutes before Pacific midnight.
 */
import { addDays, daysBetween } from "@/lib/days";
import type { SocialRow } from "../../core/types";
import { intFrom, startFake, type FakeOptions, type FakeReply, type FakeRequest, type FakeServer } from "../../fakes/kit";
import { META_PAGES, metaError, metaSpec, pageOf, pageOfToken, rawToken, timeParam } from "../meta-pages/fake-meta";
import { endTimeOf, metaTime, PACIFIC } from "../meta-pages/pacific";
import { dayIn, zonedTime } from "@/lib/zones";

const LIVE = new Set([
  "page_media_view",
  "page_total_media_view_unique",
  "page_post_engagements",
  "page_follows",
  "page_daily_follows_unique",
  "page_views_total",
]);
const pad = (n: number) => String(n).padStart(2, "0");
const clock = (s: number) => `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** A page's posts on a Pacific day: the first just before midnight, the rest during the day. */
export function postsOn(pageId: string, day: string, version = 0): { id: string; at: number }[] {
  const n = intFrom(`${pageId}|${day}|posts|${version}`, 0, 3);
  return Array.from({ length: n }, (_, j) => ({
    id: `${pageId}_${dayNumber(day) * 10 + j}`,
    at: zonedTime(day, clock(j === 0 ? intFrom(`${pageId}|${day}|${j}|t`, 85_800, 86_399) : intFrom(`${pageId}|${day}|${j}|t`, 25_000, 80_000)), PACIFIC),
  }));
}

/** What the stand-in reports for a page's Pacific day, in warehouse terms. */
export function expectedSocial(pageId: string, day: string, version = 0): SocialRow {
  const k = `${pageId}|${day}|${version}`;
  const views = intFrom(`${k}|views`, 800, 25_000);
  return {
    date: day,
    views,
    reach: intFrom(`${k}|reach`, Math.floor(views * 0.3), Math.floor(views * 0.8)),
    engagement: intFrom(`${k}|eng`, 10, 900),
    follows: intFrom(`${k}|follows`, 0, 40),
    posts: postsOn(pageId, day, version).length,
  };
}

function metricValue(name: string, pageId: string, day: string, version: number): number {
  const e = expectedSocial(pageId, day, version);
  if (name === "page_media_view") return e.views;
  if (name === "page_total_media_view_unique") return e.reach;
  if (name === "page_post_engagements") return e.engagement;
  if (name === "page_daily_follows_unique") return e.follows;
  if (name === "page_follows") return 12_000 + dayNumber(day);
  return intFrom(`${pageId}|${day}|${version}|${name}`, 50, 500);
}

function needsPageToken(req: FakeRequest, pageId: string): FakeReply | null {
  if (!META_PAGES.some((p) => p.id === pageId))
    return metaError(100, `Unsupported get request. Object with ID '${pageId}' does not exist.`, { error_subcode: 33 });
  return pageOfToken(rawToken(req)) === pageId ? null : metaError(210, "(#210) A page access token is required to request this resource.");
}

function insights(req: FakeRequest, pageId: string, version: (day: string) => number): FakeReply {
  const refused = needsPageToken(req, pageId);
  if (refused) return refused;
  const metrics = (req.query.get("metric") ?? "").split(",").filter(Boolean);
  if (metrics.length === 0) return metaError(100, "(#100) The parameter metric is required");
  const invalid = metrics.find((m) => !LIVE.has(m));
  if (invalid) return metaError(100, `(#100) The value must be a valid insights metric (${invalid} is deprecated or unknown)`);
  if (req.query.get("period") !== "day") return metaError(100, "(#100) This stand-in serves period=day only");
  const since = timeParam(req.query.get("since"));
  const until = timeParam(req.query.get("until"));
  if (Number.isNaN(since) || Number.isNaN(until) || until <= since) return metaError(100, "(#100) since and until must be valid times, since before until");
  if (until - since > 90 * 86_400_000) return metaError(100, "(#100) There cannot be more than 90 days (7776000 s) between since and until");
  const first = dayIn(since, PACIFIC);
  const days = Array.from({ length: Math.max(0, daysBetween(first, dayIn(until, PACIFIC))) }, (_, i) => addDays(first, i));
  return {
    json: {
      data: metrics.map((name) => ({
        name,
        period: "day",
        values: days.map((d) => ({ value: metricValue(name, pageId, d, version(d)), end_time: endTimeOf(d) })),
        title: name,
        description: `Daily: ${name}`,
        id: `${pageId}/insights/${name}/day`,
      })),
      paging: {
        previous: `https://graph.facebook.com/v26.0/${pageId}/insights?metric=${metrics.join(",")}&period=day&since=${(2 * since - until) / 1000}&until=${since / 1000}`,
        next: `https://graph.facebook.com/v26.0/${pageId}/insights?metric=${metrics.join(",")}&period=day&since=${until / 1000}&until=${(2 * until - since) / 1000}`,
      },
    },
  };
}

function publishedPosts(req: FakeRequest, pageId: string, version: (day: string) => number): FakeReply {
  const refused = needsPageToken(req, pageId);
  if (refused) return refused;
  const since = timeParam(req.query.get("since"));
  const until = timeParam(req.query.get("until"));
  if (Number.isNaN(since) || Number.isNaN(until)) return metaError(100, "(#100) This stand-in needs since and until");
  if (until - since > 800 * 86_400_000) return metaError(100, "(#100) Range too large for the stand-in");
  const posts: { id: string; at: number }[] = [];
  for (let d = addDays(dayIn(since, PACIFIC), -1); d <= dayIn(until, PACIFIC); d = addDays(d, 1))
    posts.push(...postsOn(pageId, d, version(d)).filter((p) => p.at >= since && p.at < until));
  posts.sort((a, b) => b.at - a.at);
  return pageOf(
    req,
    posts.map((p) => ({ id: p.id, created_time: metaTime(p.at) })),
    `/${pageId}/published_posts`,
  );
}

export async function startFacebookPageFake(options: FakeOptions = {}): Promise<FakeServer> {
  const holder: { server?: FakeServer } = {};
  const version = (day: string) => holder.server?.control.version(day) ?? 0;
  const routes = [
    { method: "GET", path: /^\/v26\.0\/(\d+)\/insights$/, handle: (req: FakeRequest, m: RegExpMatchArray) => insights(req, m[1]!, version) },
    {
      method: "GET",
      path: /^\/v26\.0\/(\d+)\/(?:published_posts|posts)$/,
      handle: (req: FakeRequest, m: RegExpMatchArray) => publishedPosts(req, m[1]!, version),
    },
  ];
  holder.server = await startFake(
    metaSpec("Facebook", routes, options, () => holder.server!.url, 32),
    { refreshTokens: false, ...options },
  );
  return holder.server;
}
