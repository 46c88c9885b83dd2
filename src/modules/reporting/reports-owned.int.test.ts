import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { expectedSocial } from "@/modules/connectors/platforms/facebook-page/fake-server";
import { expectedDaily as gaDaily, fakeRows as gaRows } from "@/modules/connectors/platforms/google-analytics/fake-server";
import { expectedDaily as gscDaily, fakeRows as gscRows } from "@/modules/connectors/platforms/google-search-console/fake-server";
import { expectedEmail } from "@/modules/connectors/platforms/mailchimp/fake-server";
import { expectedDaily as shopDaily } from "@/modules/connectors/platforms/shopify/fake-server";
import { toMicros } from "@/lib/decimal";
import type { DbHandle } from "@/server/db/client";
import type { DayRange } from "@/lib/days";
import { eachDay } from "@/lib/days";
import {
  ACCOUNTS,
  connectAccounts,
  EUR_RATES,
  kpiOf,
  money,
  num,
  PREVIOUS,
  RANGE,
  SHOP,
  syncedWorkspace,
  usdMicros,
  type SyncedWorkspace,
} from "./reports.fixture";

let handle: DbHandle;
let ws: SyncedWorkspace;
let owner: TestCaller;

beforeAll(async () => {
  handle = await createTestDb();
  ws = await syncedWorkspace(handle.db, ["google-analytics", "google-search-console", "mailchimp", "shopify", "facebook-page"]);
  owner = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  for (const r of EUR_RATES) await owner.reporting.fx.add({ date: r.date, base: "EUR", quote: "USD", rate: r.rate });
}, 60_000);
afterAll(async () => {
  await ws?.close();
  await handle?.close();
});

const sumOf = <T>(days: DayRange, f: (day: string) => T[], pick: (t: T) => number) =>
  eachDay(days).reduce((a, d) => a + f(d).reduce((b, t) => b + pick(t), 0), 0);
/** Sums of a KPI's value and previous against hand-computed totals. */
const expectKpi = (kpis: { key: string; value: number | null; previous: number | null }[], key: string, value: number, previous: number, digits = 12) => {
  expect(kpiOf(kpis, key).value, key).toBeCloseTo(value, digits);
  expect(kpiOf(kpis, key).previous, `${key} before`).toBeCloseTo(previous, digits);
};

describe("the GA4 report", () => {
  const property = ACCOUNTS["google-analytics"][0];
  const day = (d: string) => [gaDaily(property, d)];
  const revenue = (days: DayRange) => eachDay(days).reduce((a, d) => a + usdMicros(gaDaily(property, d).revenue, "EUR", d)!, 0n);

  it("answers sessions, engagement, key events and revenue converted to the workspace currency", async () => {
    const r = await owner.reporting.reports.web(RANGE);
    expect(r.notices).toEqual([]);
    const t = (days: DayRange) => ({
      sessions: sumOf(days, day, (x) => x.sessions),
      users: sumOf(days, day, (x) => x.users),
      engaged: sumOf(days, day, (x) => x.engagedSessions),
      keyEvents: sumOf(days, day, (x) => Number(x.keyEvents)),
    });
    const [cur, prev] = [t(RANGE), t(PREVIOUS)];
    expect(kpiOf(r.kpis, "sessions").exact).toBe(String(cur.sessions));
    expectKpi(r.kpis, "sessions", cur.sessions, prev.sessions);
    expectKpi(r.kpis, "users", cur.users, prev.users);
    expectKpi(r.kpis, "engagedSessions", cur.engaged, prev.engaged);
    expectKpi(r.kpis, "keyEvents", cur.keyEvents, prev.keyEvents, 6);
    expectKpi(r.kpis, "engagementRate", cur.engaged / cur.sessions, prev.engaged / prev.sessions);
    expectKpi(r.kpis, "keyEventRate", cur.keyEvents / cur.sessions, prev.keyEvents / prev.sessions);
    expect(kpiOf(r.kpis, "revenue").exact).toBe(money(revenue(RANGE)));
    expectKpi(r.kpis, "revenue", num(revenue(RANGE)), num(revenue(PREVIOUS)), 6);
    expect(r.series.map((p) => p.sessions)).toEqual(eachDay(RANGE).map((d) => gaDaily(property, d).sessions));
  });

  it("breaks sessions and revenue down by channel, with the previous period's sessions", async () => {
    const r = await owner.reporting.reports.web(RANGE);
    const byChannel = (days: DayRange) => {
      const out = new Map<string, { sessions: number; revenue: bigint }>();
      for (const d of eachDay(days)) {
        const perDay = new Map<string, { sessions: number; amounts: string[] }>();
        for (const row of gaRows(property, d)) {
          const c = perDay.get(row.channel) ?? (perDay.set(row.channel, { sessions: 0, amounts: [] }), perDay.get(row.channel)!);
          c.sessions += row.sessions;
          c.amounts.push(row.revenue);
        }
        for (const [channel, c] of perDay) {
          const o = out.get(channel) ?? (out.set(channel, { sessions: 0, revenue: 0n }), out.get(channel)!);
          o.sessions += c.sessions;
          const dayRevenue = money(c.amounts.reduce((a, x) => a + toMicros(x), 0n));
          o.revenue += usdMicros(dayRevenue, "EUR", d)!;
        }
      }
      return out;
    };
    const cur = byChannel(RANGE);
    const prev = byChannel(PREVIOUS);
    expect(r.channels.map((c) => c.channel).sort()).toEqual([...cur.keys()].sort());
    for (const c of r.channels) {
      const want = cur.get(String(c.channel))!;
      expect(c.sessions).toBe(want.sessions);
      expect(c.sessionsPrev).toBe(prev.get(String(c.channel))?.sessions ?? 0);
      expect(c.revenue as number).toBeCloseTo(num(want.revenue), 6);
    }
    const total = kpiOf(r.kpis, "sessions").value;
    for (const rows of [r.channels, r.sourceMediums, r.landingPages]) expect(rows.reduce((a, x) => a + (x.sessions as number), 0)).toBe(total);
  });
  it("reads a property in the workspace's own currency without converting", async () => {
    const usd = "310000001";
    const other = await makeWorkspace(handle.db);
    await connectAccounts(handle.db, other.tenant, "google-analytics", [usd]);
    const r = await callerFor(handle.db, { userId: other.owner.id, workspaceId: other.workspace.id }).reporting.reports.web(RANGE);
    const total = eachDay(RANGE).reduce((a, d) => a + toMicros(gaDaily(usd, d).revenue), 0n);
    expect(r.notices).toEqual([]);
    expect(kpiOf(r.kpis, "revenue").exact).toBe(money(total));
    expect(kpiOf(r.kpis, "sessions").value).toBe(
      sumOf(
        RANGE,
        (d) => [gaDaily(usd, d)],
        (x) => x.sessions,
      ),
    );
    expect(r.channels.reduce((a, c) => a + (c.revenue as number), 0)).toBeCloseTo(num(total), 6);
    expect(r.landingPages.reduce((a, c) => a + (c.sessions as number), 0)).toBe(kpiOf(r.kpis, "sessions").value);
  });
});

describe("the Search Console report", () => {
  const site = ACCOUNTS["google-search-console"][0];
  type Q = { clicks: number; impressions: number; weighted: number };
  const byQuery = (days: DayRange) => {
    const out = new Map<string, Q>();
    for (const d of eachDay(days))
      for (const row of gscRows(site, d)) {
        const q = out.get(row.query) ?? (out.set(row.query, { clicks: 0, impressions: 0, weighted: 0 }), out.get(row.query)!);
        q.clicks += row.clicks;
        q.impressions += row.impressions;
        q.weighted += (row.positionTenths * row.impressions) / 10;
      }
    return out;
  };

  it("answers clicks, impressions, CTR and impression-weighted position, and the previous period's", async () => {
    const r = await owner.reporting.reports.search({ ...RANGE, platform: "google-search-console" });
    const t = (days: DayRange) => {
      const rows = eachDay(days).map((d) => gscDaily(site, d));
      const sum = (f: (x: (typeof rows)[number]) => number) => rows.reduce((a, x) => a + f(x), 0);
      return { clicks: sum((x) => x.clicks), impressions: sum((x) => x.impressions), weighted: sum((x) => Number(x.positionWeighted)) };
    };
    const [cur, prev] = [t(RANGE), t(PREVIOUS)];
    expect(kpiOf(r.kpis, "clicks").exact).toBe(String(cur.clicks));
    expect(kpiOf(r.kpis, "impressions").exact).toBe(String(cur.impressions));
    expectKpi(r.kpis, "clicks", cur.clicks, prev.clicks);
    expectKpi(r.kpis, "impressions", cur.impressions, prev.impressions);
    expectKpi(r.kpis, "ctr", cur.clicks / cur.impressions, prev.clicks / prev.impressions);
    expectKpi(r.kpis, "position", cur.weighted / cur.impressions, prev.weighted / prev.impressions, 9);
    expect(r.series.map((p) => p.clicks)).toEqual(eachDay(RANGE).map((d) => gscDaily(site, d).clicks));
    for (const rows of [r.pages, r.countries, r.devices, r.positions]) expect(rows.reduce((a, x) => a + (x.clicks as number), 0)).toBe(cur.clicks);
    expect(r.countries.map((c) => c.country).sort()).toEqual(["deu", "gbr", "usa"]);
  });

  it("lists queries with their change, winners and losers consistent with each query's move", async () => {
    const r = await owner.reporting.reports.search({ ...RANGE, platform: "google-search-console" });
    const cur = byQuery(RANGE);
    const prev = byQuery(PREVIOUS);
    expect(r.queries.map((q) => q.query).sort()).toEqual([...cur.keys()].sort());
    for (const q of r.queries) {
      const c = cur.get(String(q.query))!;
      const p = prev.get(String(q.query)) ?? { clicks: 0, impressions: 0, weighted: 0 };
      expect(q).toMatchObject({ clicks: c.clicks, impressions: c.impressions, clicksPrev: p.clicks, clicksChange: c.clicks - p.clicks });
      expect(q.position as number).toBeCloseTo(c.weighted / c.impressions, 9);
      expect(q.positionPrev as number).toBeCloseTo(p.weighted / p.impressions, 9);
    }
    const moves = [...cur].map(([query, c]) => ({ query, change: c.clicks - (prev.get(query)?.clicks ?? 0) }));
    const winners = moves.filter((m) => m.change > 0).sort((a, b) => b.change - a.change);
    const losers = moves.filter((m) => m.change < 0).sort((a, b) => a.change - b.change);
    expect(winners.length + losers.length).toBeGreaterThan(0);
    expect(r.winners.map((w) => w.clicksChange)).toEqual(winners.map((w) => w.change));
    expect(r.losers.map((l) => l.clicksChange)).toEqual(losers.map((l) => l.change));
    expect(new Set(r.winners.map((w) => w.query))).toEqual(new Set(winners.map((w) => w.query)));
    expect(new Set(r.losers.map((l) => l.query))).toEqual(new Set(losers.map((l) => l.query)));
    expect(r.positions.reduce((a, b) => a + (b.queries as number), 0)).toBe(cur.size);
  });
});

describe("the email report", () => {
  const sends = (days: DayRange) => ACCOUNTS.mailchimp.flatMap((a) => eachDay(days).flatMap((d) => expectedEmail(a, d)));

  it("answers sends, rates from totals and revenue converted on each send's day", async () => {
    const r = await owner.reporting.reports.email({ ...RANGE, platform: "mailchimp" });
    const t = (days: DayRange) => {
      const s = sends(days);
      const sum = (k: "sent" | "delivered" | "opens" | "clicks" | "bounces" | "unsubscribes") => s.reduce((a, x) => a + x[k], 0);
      return {
        n: s.length,
        sent: sum("sent"),
        delivered: sum("delivered"),
        opens: sum("opens"),
        clicks: sum("clicks"),
        bounces: sum("bounces"),
        unsubs: sum("unsubscribes"),
        revenue: s.reduce((a, x) => a + usdMicros(x.revenue, x.currency!, x.sendDate)!, 0n),
      };
    };
    const [c, p] = [t(RANGE), t(PREVIOUS)];
    expect(c.n).toBeGreaterThan(5);
    expect(r.notices).toEqual([]);
    expectKpi(r.kpis, "campaigns", c.n, p.n);
    expect(kpiOf(r.kpis, "sent").exact).toBe(String(c.sent));
    expectKpi(r.kpis, "deliveryRate", c.delivered / c.sent, p.delivered / p.sent);
    expectKpi(r.kpis, "openRate", c.opens / c.delivered, p.opens / p.delivered);
    expectKpi(r.kpis, "clickRate", c.clicks / c.delivered, p.clicks / p.delivered);
    expectKpi(r.kpis, "clickToOpen", c.clicks / c.opens, p.clicks / p.opens);
    expectKpi(r.kpis, "bounceRate", c.bounces / c.sent, p.bounces / p.sent);
    expectKpi(r.kpis, "unsubscribeRate", c.unsubs / c.delivered, p.unsubs / p.delivered);
    expect(kpiOf(r.kpis, "revenue").exact).toBe(money(c.revenue));
    expectKpi(r.kpis, "revenue", num(c.revenue), num(p.revenue), 6);
    expect(r.campaigns.map((x) => x.campaignId).sort()).toEqual(
      sends(RANGE)
        .map((x) => x.campaignId)
        .sort(),
    );
    expect(r.campaigns.map((x) => x.sendDate)).toEqual(
      r.campaigns
        .map((x) => String(x.sendDate))
        .sort()
        .reverse(),
    );
  });
});

describe("the store report", () => {
  const t = (days: DayRange) => {
    const rows = eachDay(days).map((d) => ({ d, ...shopDaily(SHOP, d) }));
    const sum = (k: "orders" | "newCustomers" | "returningCustomers") => rows.reduce((a, x) => a + x[k], 0);
    return {
      orders: sum("orders"),
      fresh: sum("newCustomers"),
      returning: sum("returningCustomers"),
      revenue: rows.reduce((a, x) => a + usdMicros(x.revenue, SHOP.currency, x.d)!, 0n),
    };
  };

  it("answers revenue, orders, AOV and customers, and the funnel from GA4's sessions", async () => {
    const r = await owner.reporting.reports.store(RANGE);
    const [c, p] = [t(RANGE), t(PREVIOUS)];
    expect(r.notices).toEqual([]);
    expect(kpiOf(r.kpis, "revenue").exact).toBe(money(c.revenue));
    expectKpi(r.kpis, "revenue", num(c.revenue), num(p.revenue), 6);
    expect(kpiOf(r.kpis, "orders").exact).toBe(String(c.orders));
    expectKpi(r.kpis, "orders", c.orders, p.orders);
    expectKpi(r.kpis, "aov", num(c.revenue) / c.orders, num(p.revenue) / p.orders, 9);
    expectKpi(r.kpis, "newCustomers", c.fresh, p.fresh);
    expectKpi(r.kpis, "returningCustomers", c.returning, p.returning);
    expectKpi(r.kpis, "returningShare", c.returning / (c.fresh + c.returning), p.returning / (p.fresh + p.returning));
    const ga = (k: "sessions" | "engagedSessions") => eachDay(RANGE).reduce((a, d) => a + gaDaily(ACCOUNTS["google-analytics"][0], d)[k], 0);
    expect(r.funnel).toEqual([
      { label: "Sessions", value: ga("sessions") },
      { label: "Engaged sessions", value: ga("engagedSessions") },
      { label: "Orders", value: c.orders },
      { label: "Returning customers", value: c.returning },
    ]);
    expect(r.customers).toEqual([
      { kind: "New customers", customers: c.fresh },
      { kind: "Returning customers", customers: c.returning },
    ]);
    expect(r.series.map((x) => x.orders)).toEqual(eachDay(RANGE).map((d) => shopDaily(SHOP, d).orders));
  });
});

describe("the social report", () => {
  const page = ACCOUNTS["facebook-page"][0];

  it("answers reach, views, engagement, follows and posts, and the best days", async () => {
    const r = await owner.reporting.reports.social({ ...RANGE, platform: "facebook-page" });
    const s = (days: DayRange, k: "reach" | "views" | "engagement" | "follows" | "posts") => eachDay(days).reduce((a, d) => a + expectedSocial(page, d)[k], 0);
    for (const k of ["reach", "views", "engagement", "follows", "posts"] as const) expectKpi(r.kpis, k, s(RANGE, k), s(PREVIOUS, k));
    expect(kpiOf(r.kpis, "views").exact).toBe(String(s(RANGE, "views")));
    expectKpi(r.kpis, "engagementRate", s(RANGE, "engagement") / s(RANGE, "reach"), s(PREVIOUS, "engagement") / s(PREVIOUS, "reach"));
    const best = eachDay(RANGE)
      .map((d) => expectedSocial(page, d))
      .sort((a, b) => b.engagement - a.engagement || b.date.localeCompare(a.date))
      .slice(0, 10);
    expect(r.bestDays.map((d) => [d.day, d.engagement, d.reach])).toEqual(best.map((d) => [d.date, d.engagement, d.reach]));
  });
});
