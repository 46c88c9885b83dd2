/**
 * A local stand-in for Search Console: Google's OAuth endpoints, the sites list, and
 * searchAnalytics.query with its startRow paging, clicks-descending order, `dataState` lag, quota
 * answers (429 quotaExceeded / 403 rateLimitExceeded, alternating) and 401. Numbers are deterministic
 * per site, day and restatement version; `expectedDaily` tells a test what a sync must land.
 */
import { addDays, todayIn } from "@/lib/days";
import { intFrom, startFake, unit, type FakeOptions, type FakeReply, type FakeServer } from "../../fakes/kit";

export const GSC_SITES = [
  { siteUrl: "https://www.northwindcoffee.example/", permissionLevel: "siteOwner" },
  { siteUrl: "sc-domain:northwindkaffee.example", permissionLevel: "siteFullUser" },
  { siteUrl: "https://wholesale.northwindcoffee.example/", permissionLevel: "siteUnverifiedUser" },
];
/** The sites whose data the fake serves (an unverified user reads nothing). */
export const READABLE_SITES = GSC_SITES.filter((s) => s.permissionLevel !== "siteUnverifiedUser").map((s) => s.siteUrl);

const QUERIES = [
  "coffee subscription",
  "northwind coffee",
  "buy coffee beans online",
  "ethiopian yirgacheffe beans",
  "how to brew pour over",
  "best espresso beans",
  "decaf coffee beans",
  "coffee shop near me",
];
const PAGES = ["/", "/subscriptions", "/blog/how-to-brew-pour-over", "/shop/ethiopia-yirgacheffe"];
const COUNTRIES = ["usa", "deu", "gbr"];
const DEVICES = ["DESKTOP", "MOBILE", "TABLET"];

/** One row as the generator makes it; `positionTenths` keeps the average position exact (6.4 → 64). */
export type FakeSearchRow = {
  date: string;
  query: string;
  page: string;
  country: string;
  device: string;
  clicks: number;
  impressions: number;
  positionTenths: number;
};

const origin = (siteUrl: string) => (siteUrl.startsWith("sc-domain:") ? `https://www.${siteUrl.slice("sc-domain:".length)}` : siteUrl.replace(/\/$/, ""));

/** The site's rows for a day, at the finest grain. Pure. */
export function fakeRows(siteUrl: string, day: string, version = 0): FakeSearchRow[] {
  if (!READABLE_SITES.includes(siteUrl)) return [];
  const rows: FakeSearchRow[] = [];
  for (const query of QUERIES)
    for (const page of PAGES)
      for (const country of COUNTRIES)
        for (const device of DEVICES) {
          const key = `gsc|${siteUrl}|${day}|${version}|${query}|${page}|${country}|${device}`;
          if (unit(`${key}|on`) > 0.14) continue;
          const impressions = intFrom(`${key}|i`, 1, 250);
          rows.push({
            date: day,
            query,
            page: `${origin(siteUrl)}${page}`,
            country,
            device,
            impressions,
            clicks: intFrom(`${key}|c`, 0, Math.floor(impressions / 6)),
            positionTenths: intFrom(`${key}|p`, 10, 350),
          });
        }
  return rows;
}

/** What a sync must land for a site and day: position kept as Σ position × impressions (4 decimals, like the warehouse). */
export function expectedDaily(siteUrl: string, day: string, version = 0): { clicks: number; impressions: number; positionWeighted: string; rows: number } {
  const rows = fakeRows(siteUrl, day, version);
  let tenths = 0;
  const t = { clicks: 0, impressions: 0 };
  for (const r of rows) {
    t.clicks += r.clicks;
    t.impressions += r.impressions;
    tenths += r.positionTenths * r.impressions;
  }
  return { ...t, positionWeighted: (tenths / 10).toFixed(4), rows: rows.length };
}

const KNOWN = new Set(["date", "query", "page", "country", "device", "searchAppearance", "hour"]);
const MAX_ROWS = 25_000;

const googleError = (code: number, message: string, reason: string, status: string): FakeReply => ({
  status: code,
  json: {
    error: { code, message, errors: [{ message, domain: reason === "forbidden" || reason === "badRequest" ? "global" : "usageLimits", reason }], status },
  },
});
const bad = (message: string) => googleError(400, message, "badRequest", "INVALID_ARGUMENT");

type QueryBody = { startDate?: string; endDate?: string; dimensions?: string[]; rowLimit?: number; startRow?: number; dataState?: string; type?: string };

function query(siteUrl: string, body: QueryBody, version: (day: string) => number): FakeReply {
  const isDay = (s: string | undefined) => Boolean(s && /^\d{4}-\d{2}-\d{2}$/.test(s));
  if (!isDay(body.startDate) || !isDay(body.endDate)) return bad("startDate and endDate are required, as YYYY-MM-DD.");
  const dims = body.dimensions ?? [];
  const unknown = dims.find((d) => !KNOWN.has(d));
  if (unknown) return bad(`Unknown dimension: ${unknown}`);
  const rowLimit = Number(body.rowLimit ?? 1000);
  const startRow = Number(body.startRow ?? 0);
  if (!(rowLimit >= 1 && rowLimit <= MAX_ROWS)) return bad(`rowLimit must be between 1 and ${MAX_ROWS}.`);
  if (!(startRow >= 0)) return bad("startRow must be non-negative.");
  // Final data lags about three days; fresh data ("all") reaches yesterday. Days are Pacific.
  const today = todayIn("America/Los_Angeles");
  const last = addDays(today, body.dataState === "all" ? -1 : -3);
  const groups = new Map<string, { keys: string[]; clicks: number; impressions: number; weighted: number }>();
  for (let day = body.startDate!; day <= body.endDate! && day <= last; day = addDays(day, 1)) {
    for (const r of fakeRows(siteUrl, day, version(day))) {
      const keys = dims.map((d) =>
        d === "date" ? r.date : d === "query" ? r.query : d === "page" ? r.page : d === "country" ? r.country : d === "device" ? r.device : "",
      );
      const id = JSON.stringify(keys);
      const g = groups.get(id) ?? { keys, clicks: 0, impressions: 0, weighted: 0 };
      g.clicks += r.clicks;
      g.impressions += r.impressions;
      g.weighted += r.positionTenths * r.impressions;
      groups.set(id, g);
    }
  }
  // Clicks descending, as Search Console sorts; the keys break ties so pages never overlap.
  const sorted = [...groups.values()].sort((a, b) => b.clicks - a.clicks || (a.keys.join("\u0000") < b.keys.join("\u0000") ? -1 : 1));
  const page = sorted.slice(startRow, startRow + rowLimit);
  return {
    json: {
      ...(page.length > 0
        ? {
            rows: page.map((g) => ({
              keys: g.keys,
              clicks: g.clicks,
              impressions: g.impressions,
              ctr: g.impressions ? g.clicks / g.impressions : 0,
              position: g.weighted / 10 / g.impressions,
            })),
          }
        : {}),
      responseAggregationType: dims.includes("page") ? "byPage" : "byProperty",
    },
  };
}

export async function startGoogleSearchConsoleFake(options?: FakeOptions): Promise<FakeServer> {
  let throttles = 0;
  // Read at request time, once the server exists.
  const version = (day: string) => server.control.version(day);
  const server: FakeServer = await startFake(
    {
      name: "Google Search Console",
      authorizePath: "/o/oauth2/v2/auth",
      tokenPath: "/token",
      tokenExtras: () => ({ scope: "https://www.googleapis.com/auth/webmasters.readonly", token_type: "Bearer" }),
      throttled: () =>
        throttles++ % 2 === 0
          ? googleError(429, "Search Analytics load quota exceeded. Try again later.", "quotaExceeded", "RESOURCE_EXHAUSTED")
          : googleError(403, "User Rate Limit Exceeded.", "rateLimitExceeded", "PERMISSION_DENIED"),
      unauthorized: () => ({
        status: 401,
        json: {
          error: {
            code: 401,
            message: "Request had invalid authentication credentials.",
            errors: [{ message: "Invalid Credentials", domain: "global", reason: "authError", location: "Authorization", locationType: "header" }],
            status: "UNAUTHENTICATED",
          },
        },
      }),
      routes: [
        { method: "GET", path: /^\/webmasters\/v3\/sites$/, handle: () => ({ json: { siteEntry: GSC_SITES } }) },
        {
          method: "POST",
          path: /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/,
          handle: (req, m) => {
            const siteUrl = decodeURIComponent(m[1]!);
            if (!READABLE_SITES.includes(siteUrl))
              return googleError(
                403,
                `User does not have sufficient permission for site '${siteUrl}'. See also: https://support.google.com/webmasters/answer/2451999.`,
                "forbidden",
                "PERMISSION_DENIED",
              );
            return query(siteUrl, req.json() as QueryBody, version);
          },
        },
      ],
    },
    options,
  );
  return server;
}
