/**
 * A local stand-in for Bing Webmaster Tools: its OAuth endpoints, GetUserSites, and the stats calls
 * (GetQueryStats, GetPageStats, GetRankAndTrafficStats) that take no dates and answer with the whole
 * history — the last ~6 months up to two days ago, Pacific days as `/Date(ms-0700)/`. Throttles come
 * as 429 or as a `ThrottleUser` fault (alternating); a bad token answers 401. Numbers are deterministic
 * per site, day and restatement version; `expectedDaily` tells a test what a sync must land.
 */
import { addDays, todayIn } from "@/lib/days";
import { intFrom, startFake, unit, type FakeOptions, type FakeReply, type FakeServer } from "../../fakes/kit";

export const BING_SITES = [
  { url: "https://www.northwindcoffee.example/", verified: true },
  { url: "https://wholesale.northwindcoffee.example/", verified: true },
  { url: "https://old.northwindcoffee.example/", verified: false },
];
export const VERIFIED_SITES = BING_SITES.filter((s) => s.verified).map((s) => s.url);

/** Days of history the stats calls return, ending `LAG_DAYS` before today (Pacific). */
export const HISTORY_DAYS = 183;
export const LAG_DAYS = 2;

const QUERIES = [
  "coffee subscription",
  "northwind coffee",
  "specialty coffee beans",
  "coffee beans online",
  "espresso grinder",
  "coffee gift card",
  "pour over vs french press",
  "light roast vs dark roast",
  "northwind coffee login",
  "wholesale coffee beans",
  "best decaf coffee",
  "coffee discount code",
];
const PAGES = ["/", "/subscriptions", "/shop/house-espresso", "/shop/gift-cards", "/blog/grind-size-guide"];

/** One query row; `positionTenths` keeps the average position exact (5.8 → 58). */
export type FakeQueryRow = { date: string; query: string; clicks: number; impressions: number; positionTenths: number };

/** The site's query rows for a day. Pure. */
export function fakeQueryRows(siteUrl: string, day: string, version = 0): FakeQueryRow[] {
  if (!VERIFIED_SITES.includes(siteUrl)) return [];
  return QUERIES.flatMap((query) => {
    const key = `bing|${siteUrl}|${day}|${version}|${query}`;
    if (unit(`${key}|on`) > 0.65) return [];
    const impressions = intFrom(`${key}|i`, 1, 400);
    return [{ date: day, query, impressions, clicks: intFrom(`${key}|c`, 0, Math.floor(impressions / 8)), positionTenths: intFrom(`${key}|p`, 10, 250) }];
  });
}

/** What a sync must land for a site and day (query rows only): Σ position × impressions to 4 decimals. */
export function expectedDaily(siteUrl: string, day: string, version = 0): { clicks: number; impressions: number; positionWeighted: string; rows: number } {
  const rows = fakeQueryRows(siteUrl, day, version);
  let tenths = 0;
  const t = { clicks: 0, impressions: 0 };
  for (const r of rows) {
    t.clicks += r.clicks;
    t.impressions += r.impressions;
    tenths += r.positionTenths * r.impressions;
  }
  return { ...t, positionWeighted: (tenths / 10).toFixed(4), rows: rows.length };
}

/** The days the stats calls cover now. */
export function historyRange(now = new Date()): { start: string; end: string } {
  const end = addDays(todayIn("America/Los_Angeles", now), -LAG_DAYS);
  return { start: addDays(end, -(HISTORY_DAYS - 1)), end };
}

/** Midnight of a Pacific day as WCF writes it: `/Date(1756710000000-0700)/`. */
export function wcfPacific(day: string): string {
  // The offset in force at midnight is the one of the previous noon (clocks change at 2 am).
  const noon = new Date(Date.parse(`${addDays(day, -1)}T12:00:00Z`));
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", timeZoneName: "shortOffset" })
      .formatToParts(noon)
      .find((p) => p.type === "timeZoneName")?.value ?? "GMT-8";
  const hours = Number(/GMT([+-]\d+)/.exec(name)?.[1] ?? -8);
  const ms = Date.parse(`${day}T00:00:00Z`) - hours * 3600_000;
  return `/Date(${ms}${hours < 0 ? "-" : "+"}${String(Math.abs(hours)).padStart(2, "0")}00)/`;
}

const fault = (status: number, code: number, message: string): FakeReply => ({ status, json: { ErrorCode: code, Message: message } });

function eachHistoryDay(fn: (day: string) => void) {
  const { start, end } = historyRange();
  for (let day = start; day <= end; day = addDays(day, 1)) fn(day);
}

function stats(method: string, siteUrl: string, version: (day: string) => number): FakeReply {
  const d: object[] = [];
  eachHistoryDay((day) => {
    const rows = fakeQueryRows(siteUrl, day, version(day));
    const date = wcfPacific(day);
    if (method === "GetQueryStats") {
      for (const r of rows)
        d.push({
          __type: "QueryStats:#Microsoft.Bing.Webmaster.Api",
          AvgClickPosition: r.clicks > 0 ? r.positionTenths / 10 - 0.3 : -1,
          AvgImpressionPosition: r.positionTenths / 10,
          Clicks: r.clicks,
          Date: date,
          Impressions: r.impressions,
          Query: r.query,
        });
    } else if (method === "GetPageStats") {
      // The same traffic cut by page: each query's numbers land on one page of the site.
      const byPage = new Map<string, { clicks: number; impressions: number; tenths: number }>();
      for (const r of rows) {
        const page = `${siteUrl.replace(/\/$/, "")}${PAGES[intFrom(`${siteUrl}|${r.query}|page`, 0, PAGES.length - 1)]}`;
        const p = byPage.get(page) ?? { clicks: 0, impressions: 0, tenths: 0 };
        p.clicks += r.clicks;
        p.impressions += r.impressions;
        p.tenths += r.positionTenths * r.impressions;
        byPage.set(page, p);
      }
      for (const [page, p] of byPage)
        d.push({
          __type: "QueryStats:#Microsoft.Bing.Webmaster.Api",
          AvgClickPosition: -1,
          AvgImpressionPosition: p.tenths / 10 / p.impressions,
          Clicks: p.clicks,
          Date: date,
          Impressions: p.impressions,
          Query: page,
        });
    } else {
      // Site totals include traffic of queries Bing doesn't list.
      const hidden = intFrom(`bing|${siteUrl}|${day}|${version(day)}|hidden`, 0, 40);
      d.push({
        __type: "RankAndTrafficStats:#Microsoft.Bing.Webmaster.Api",
        Clicks: rows.reduce((n, r) => n + r.clicks, 0),
        Date: date,
        Impressions: rows.reduce((n, r) => n + r.impressions, 0) + hidden,
      });
    }
  });
  return { json: { d } };
}

export async function startBingWebmasterToolsFake(options?: FakeOptions): Promise<FakeServer> {
  let throttles = 0;
  // Read at request time, once the server exists.
  const version = (day: string) => server.control.version(day);
  const server: FakeServer = await startFake(
    {
      name: "Bing Webmaster Tools",
      authorizePath: "/webmasters/oauth/authorize",
      tokenPath: "/webmasters/oauth/token",
      tokenExtras: () => ({ scope: "webmaster.read", token_type: "Bearer" }),
      throttled: () =>
        throttles++ % 2 === 0
          ? { status: 429, headers: { "retry-after": "2" }, json: { ErrorCode: 4, Message: "ThrottleUser" } }
          : fault(400, 4, "ThrottleUser: too many requests, try again later"),
      unauthorized: () => fault(401, 14, "NotAuthorized"),
      routes: [
        {
          method: "GET",
          path: /^\/webmaster\/api\.svc\/json\/GetUserSites$/,
          handle: () => ({
            json: {
              d: BING_SITES.map((s) => ({
                __type: "Site:#Microsoft.Bing.Webmaster.Api",
                AuthenticationCode: "A1B2C3D4",
                DnsVerificationCode: "A1B2C3D4",
                IsVerified: s.verified,
                Url: s.url,
              })),
            },
          }),
        },
        {
          method: "GET",
          path: /^\/webmaster\/api\.svc\/json\/(GetQueryStats|GetPageStats|GetRankAndTrafficStats)$/,
          handle: (req, m) => {
            const siteUrl = req.query.get("siteUrl");
            if (!siteUrl) return fault(400, 8, "InvalidParameter: siteUrl");
            if (!BING_SITES.some((s) => s.url === siteUrl)) return fault(400, 7, "InvalidUrl");
            if (!VERIFIED_SITES.includes(siteUrl)) return fault(400, 14, "NotAuthorized");
            return stats(m[1]!, siteUrl, version);
          },
        },
      ],
    },
    options,
  );
  return server;
}
