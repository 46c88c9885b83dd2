/**
 * A local stand-in for GA4: Google's OAuth endpoints, the Admin API's account summaries and property
 * settings, and the Data API's runReport with its offset paging, 429 RESOURCE_EXHAUSTED throttle and
 * UNAUTHENTICATED answer. Numbers are deterministic per property, day and restatement version, so
 * `expectedDaily` tells a test exactly what a sync must land.
 */
import { addDays, todayIn } from "@/lib/days";
import { centsFrom, intFrom, startFake, unit, type FakeOptions, type FakeReply, type FakeServer } from "../../fakes/kit";

export type FakeProperty = { id: string; name: string; accountId: string; account: string; currency: string; timeZone: string };

export const GA_PROPERTIES: FakeProperty[] = [
  { id: "310000001", name: "Northwind Coffee – Web shop", accountId: "200001", account: "Northwind Coffee", currency: "USD", timeZone: "America/New_York" },
  { id: "310000002", name: "Northwind Kaffee – Shop DE", accountId: "200001", account: "Northwind Coffee", currency: "EUR", timeZone: "Europe/Berlin" },
  { id: "420000003", name: "Northwind Coffee Japan", accountId: "200002", account: "Northwind Coffee Japan", currency: "JPY", timeZone: "Asia/Tokyo" },
];

const TRAFFIC = [
  { channel: "Organic Search", sourceMedium: "google / organic", weight: 5 },
  { channel: "Organic Search", sourceMedium: "bing / organic", weight: 1 },
  { channel: "Paid Search", sourceMedium: "google / cpc", weight: 3 },
  { channel: "Direct", sourceMedium: "(direct) / (none)", weight: 3 },
  { channel: "Referral", sourceMedium: "sprudge.example / referral", weight: 1 },
  { channel: "Email", sourceMedium: "newsletter / email", weight: 2 },
  { channel: "Organic Social", sourceMedium: "facebook.com / referral", weight: 1 },
];
const LANDING_PAGES = ["/", "/subscriptions", "/blog/how-to-brew-pour-over", "/shop/ethiopia-yirgacheffe", "(not set)"];

export type FakeWebRow = {
  date: string;
  channel: string;
  sourceMedium: string;
  landingPage: string;
  sessions: number;
  users: number;
  engagedSessions: number;
  keyEvents: number;
  revenue: string;
};

/** GA4 writes decimals without trailing zeros ("512.4", "12"). */
const gaDecimal = (s: string) => (s.includes(".") ? s.replace(/0+$/, "").replace(/\.$/, "") : s);

/** What the property reports for a day (dimension rows, in GA4's terms). Pure. */
export function fakeRows(propertyId: string, day: string, version = 0): FakeWebRow[] {
  const prop = GA_PROPERTIES.find((p) => p.id === propertyId);
  if (!prop) return [];
  const rows: FakeWebRow[] = [];
  for (const t of TRAFFIC) {
    for (const landingPage of LANDING_PAGES) {
      const key = `ga4|${propertyId}|${day}|${version}|${t.sourceMedium}|${landingPage}`;
      if (unit(`${key}|on`) > 0.6) continue;
      const sessions = intFrom(`${key}|s`, 1, 30 * t.weight);
      const users = intFrom(`${key}|u`, Math.ceil(sessions * 0.6), sessions);
      const engagedSessions = intFrom(`${key}|e`, 0, sessions);
      const keyEvents = intFrom(`${key}|k`, 0, Math.floor(sessions / 12));
      const revenue = keyEvents === 0 ? "0" : prop.currency === "JPY" ? String(intFrom(`${key}|r`, 500, 40_000)) : centsFrom(`${key}|r`, 5, 400);
      rows.push({ date: day, channel: t.channel, sourceMedium: t.sourceMedium, landingPage, sessions, users, engagedSessions, keyEvents, revenue });
    }
  }
  return rows;
}

export type WebTotals = { sessions: number; users: number; engagedSessions: number; keyEvents: string; revenue: string; rows: number };

/** The totals a sync must land for a property and day, in warehouse terms (revenue an exact decimal string). */
export function expectedDaily(propertyId: string, day: string, version = 0): WebTotals {
  const rows = fakeRows(propertyId, day, version);
  let cents = 0;
  const t = { sessions: 0, users: 0, engagedSessions: 0, keyEvents: 0 };
  for (const r of rows) {
    t.sessions += r.sessions;
    t.users += r.users;
    t.engagedSessions += r.engagedSessions;
    t.keyEvents += r.keyEvents;
    cents += Math.round(Number(r.revenue) * 100);
  }
  return { ...t, keyEvents: String(t.keyEvents), revenue: (cents / 100).toFixed(2), rows: rows.length };
}

const DIMENSIONS = new Set(["date", "sessionDefaultChannelGroup", "sessionSourceMedium", "landingPage", "sessionCampaignName", "country", "deviceCategory"]);
const METRICS = new Set(["sessions", "totalUsers", "engagedSessions", "keyEvents", "totalRevenue", "conversions", "screenPageViews"]);
const MAX_LIMIT = 250_000;

const googleError = (code: number, status: string, message: string): FakeReply => ({ status: code, json: { error: { code, message, status } } });

type RunReportBody = {
  dateRanges?: { startDate?: string; endDate?: string }[];
  dimensions?: { name?: string }[];
  metrics?: { name?: string }[];
  limit?: number | string;
  offset?: number | string;
};

function runReport(prop: FakeProperty, body: RunReportBody, version: (day: string) => number): FakeReply {
  const range = body.dateRanges?.[0];
  if (!range?.startDate || !range.endDate || !/^\d{4}-\d{2}-\d{2}$/.test(range.startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(range.endDate))
    return googleError(400, "INVALID_ARGUMENT", "dateRanges: a startDate and endDate (YYYY-MM-DD) are required.");
  if (range.startDate > range.endDate) return googleError(400, "INVALID_ARGUMENT", "startDate must be on or before endDate.");
  const dims = (body.dimensions ?? []).map((d) => d.name ?? "");
  const mets = (body.metrics ?? []).map((m) => m.name ?? "");
  if (mets.length === 0) return googleError(400, "INVALID_ARGUMENT", "At least one metric is required.");
  const unknown = [...dims.filter((d) => !DIMENSIONS.has(d)), ...mets.filter((m) => !METRICS.has(m))];
  if (unknown.length > 0) return googleError(400, "INVALID_ARGUMENT", `Field ${unknown[0]} is not a valid dimension or metric.`);
  const limit = Math.min(Number(body.limit ?? 10_000), MAX_LIMIT);
  const offset = Number(body.offset ?? 0);
  if (!(limit > 0) || !(offset >= 0)) return googleError(400, "INVALID_ARGUMENT", "limit must be positive and offset non-negative.");

  // No data for days that haven't happened yet in the property's time zone.
  const today = todayIn(prop.timeZone);
  const all: FakeWebRow[] = [];
  for (let day = range.startDate; day <= range.endDate && day <= today; day = addDays(day, 1)) all.push(...fakeRows(prop.id, day, version(day)));
  const dimOf = (r: FakeWebRow, name: string) =>
    name === "date"
      ? r.date.replaceAll("-", "")
      : name === "sessionDefaultChannelGroup"
        ? r.channel
        : name === "sessionSourceMedium"
          ? r.sourceMedium
          : name === "landingPage"
            ? r.landingPage
            : "(not set)";
  const metOf = (r: FakeWebRow, name: string) =>
    name === "sessions"
      ? String(r.sessions)
      : name === "totalUsers"
        ? String(r.users)
        : name === "engagedSessions"
          ? String(r.engagedSessions)
          : name === "keyEvents" || name === "conversions"
            ? String(r.keyEvents)
            : name === "totalRevenue"
              ? gaDecimal(r.revenue)
              : "0";
  const keyed = all.map((r) => ({ dims: dims.map((d) => dimOf(r, d)), r }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.dims.length; i++) if (a.dims[i] !== b.dims[i]) return a.dims[i]! < b.dims[i]! ? -1 : 1;
    return 0;
  });
  const page = keyed.slice(offset, offset + limit);
  const metricType = (m: string) => (m === "totalRevenue" ? "TYPE_CURRENCY" : m === "keyEvents" || m === "conversions" ? "TYPE_FLOAT" : "TYPE_INTEGER");
  return {
    json: {
      dimensionHeaders: dims.map((name) => ({ name })),
      metricHeaders: mets.map((name) => ({ name, type: metricType(name) })),
      // proto3 JSON leaves out empty lists and zero counts.
      ...(page.length > 0
        ? { rows: page.map((k) => ({ dimensionValues: k.dims.map((value) => ({ value })), metricValues: mets.map((m) => ({ value: metOf(k.r, m) })) })) }
        : {}),
      ...(keyed.length > 0 ? { rowCount: keyed.length } : {}),
      metadata: { currencyCode: prop.currency, timeZone: prop.timeZone },
      kind: "analyticsData#runReport",
    },
  };
}

function accountSummaries(pageSize: number, pageToken: string | null): FakeReply {
  const accounts = [...new Set(GA_PROPERTIES.map((p) => p.accountId))].map((accountId) => {
    const props = GA_PROPERTIES.filter((p) => p.accountId === accountId);
    return {
      name: `accountSummaries/${accountId}`,
      account: `accounts/${accountId}`,
      displayName: props[0]!.account,
      propertySummaries: props.map((p) => ({
        property: `properties/${p.id}`,
        displayName: p.name,
        propertyType: "PROPERTY_TYPE_ORDINARY",
        parent: `accounts/${accountId}`,
      })),
    };
  });
  const start = pageToken ? Number(Buffer.from(pageToken, "base64url").toString()) : 0;
  const size = Math.min(pageSize > 0 ? pageSize : 50, 200);
  const next = start + size < accounts.length ? Buffer.from(String(start + size)).toString("base64url") : undefined;
  return { json: { accountSummaries: accounts.slice(start, start + size), ...(next ? { nextPageToken: next } : {}) } };
}

export async function startGoogleAnalyticsFake(options?: FakeOptions): Promise<FakeServer> {
  // Read at request time, once the server exists.
  const version = (day: string) => server.control.version(day);
  const find = (id: string | undefined) => GA_PROPERTIES.find((p) => p.id === id);
  const denied = () => googleError(403, "PERMISSION_DENIED", "User does not have sufficient permissions for this property.");
  const server: FakeServer = await startFake(
    {
      name: "Google Analytics",
      authorizePath: "/o/oauth2/v2/auth",
      tokenPath: "/token",
      tokenExtras: () => ({ scope: "https://www.googleapis.com/auth/analytics.readonly", token_type: "Bearer" }),
      throttled: () => googleError(429, "RESOURCE_EXHAUSTED", "Exhausted concurrent requests quota."),
      unauthorized: () =>
        googleError(
          401,
          "UNAUTHENTICATED",
          "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
        ),
      routes: [
        {
          method: "GET",
          path: /^\/v1beta\/accountSummaries$/,
          handle: (req) => accountSummaries(Number(req.query.get("pageSize") ?? 50), req.query.get("pageToken")),
        },
        {
          method: "GET",
          path: /^\/v1beta\/properties\/(\d+)$/,
          handle: (_req, m) => {
            const p = find(m[1]);
            if (!p) return denied();
            return {
              json: {
                name: `properties/${p.id}`,
                propertyType: "PROPERTY_TYPE_ORDINARY",
                parent: `accounts/${p.accountId}`,
                displayName: p.name,
                industryCategory: "SHOPPING",
                timeZone: p.timeZone,
                currencyCode: p.currency,
                serviceLevel: "GOOGLE_ANALYTICS_STANDARD",
                account: `accounts/${p.accountId}`,
                createTime: "2023-03-01T10:00:00.000Z",
              },
            };
          },
        },
        {
          method: "POST",
          path: /^\/v1beta\/properties\/(\d+):runReport$/,
          handle: (req, m) => {
            const p = find(m[1]);
            if (!p) return denied();
            return runReport(p, req.json() as RunReportBody, version);
          },
        },
      ],
    },
    options,
  );
  return server;
}
