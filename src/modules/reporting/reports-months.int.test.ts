import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { sources } from "@/modules/connectors/db/connectors.table";
import type { DbHandle } from "@/server/db/client";
import { addDays, eachDay, type DayRange } from "@/lib/days";
import { fromMicros, toMicros } from "@/lib/decimal";
import { comparisonDays, type CompareMode } from "./contracts/report-range";
import { ACCOUNTS, adTotals, campaignDays, EUR_RATES, num, SYNC, syncedWorkspace, type SyncedWorkspace } from "./reports.fixture";
import { campaignSumsSql } from "./server/campaign-sums";
import { replaceWindow } from "./warehouse/ingest";

/**
 * Campaign tables read whole months from the campaign-month rollup and the edge days from the
 * campaign-day rollup. Over ranges inside a month, across month ends, of whole months, and a year,
 * against the fakes' hand-computed totals (EUR converted per day) and against reading days alone.
 */
let handle: DbHandle;
let ws: SyncedWorkspace;
let owner: TestCaller;

beforeAll(async () => {
  handle = await createTestDb();
  ws = await syncedWorkspace(handle.db, ["google-ads", "facebook-ads"]);
  owner = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  for (const r of EUR_RATES) await owner.reporting.fx.add({ date: r.date, base: "EUR", quote: "USD", rate: r.rate });
}, 60_000);
afterAll(async () => {
  await ws?.close();
  await handle?.close();
});

type View = { name: string; range: DayRange; compare: CompareMode };
const VIEWS: View[] = [
  { name: "inside a month, against days across a month end", range: { start: "2026-08-03", end: "2026-08-20" }, compare: "previous" },
  { name: "across a month end, no whole month", range: { start: "2026-07-15", end: "2026-08-29" }, compare: "previous" },
  { name: "exactly one month", range: { start: "2026-07-01", end: "2026-07-31" }, compare: "previous" },
  { name: "a whole month and ten days", range: { start: "2026-07-01", end: "2026-08-10" }, compare: "previous" },
  { name: "August, against the whole of July", range: { start: "2026-08-01", end: "2026-08-31" }, compare: "previous" },
  { name: "a year, against the year before", range: { start: "2025-08-30", end: "2026-08-29" }, compare: "year" },
  { name: "fourteen months, against a year back reaching into it", range: { start: "2025-07-10", end: "2026-08-29" }, compare: "year" },
];

type Platform = "google-ads" | "facebook-ads";
const ACCOUNT_LIST: [Platform, string][] = [
  ...ACCOUNTS["google-ads"].map((id) => ["google-ads", id] as [Platform, string]),
  ...ACCOUNTS["facebook-ads"].map((id) => ["facebook-ads", id] as [Platform, string]),
];

/** The synced part of some days (the fakes answer any day; the warehouse holds SYNC's). */
const synced = (r: DayRange | null): DayRange | null => {
  if (!r) return null;
  const start = r.start > SYNC.start ? r.start : SYNC.start;
  const end = r.end < SYNC.end ? r.end : SYNC.end;
  return start <= end ? { start, end } : null;
};
/** The comparison as a statement reading both periods counts it: the days before the range. */
const before = (range: DayRange, c: DayRange | null): DayRange | null =>
  c ? { start: c.start, end: c.end < range.start ? c.end : addDays(range.start, -1) } : null;

const accountOf = (sourceId: string) => ACCOUNT_LIST.find(([p, id]) => ws.source(p, id) === sourceId)!;
/** A campaign's totals over some days (none: zero). */
const campaignTotal = (sourceId: string, campaignId: string, days: DayRange | null) =>
  adTotals(days ? [accountOf(sourceId)] : [], days ?? SYNC, { campaigns: [campaignId] });

describe("campaign tables over the campaign-month rollup", () => {
  it.each(VIEWS)("equal the hand-computed campaign totals: $name", async ({ range, compare }) => {
    const prev = before(range, comparisonDays(range, compare));
    for (const platform of ["google-ads", "facebook-ads"] as const) {
      const r = await owner.reporting.reports.ads({ ...range, compare, platform });
      const ids = ACCOUNT_LIST.filter(([p]) => p === platform).flatMap(([p, id]) => {
        const days = [synced(range), synced(prev)].filter((d): d is DayRange => d !== null).flatMap(eachDay);
        return [...new Set(days.flatMap((d) => campaignDays(p, id, d).map((c) => `${ws.source(p, id)} ${c.campaignId}`)))];
      });
      expect(r.campaigns.map((c) => `${c.sourceId} ${c.campaignId}`).sort()).toEqual(ids.sort());
      for (const c of r.campaigns) {
        const cur = campaignTotal(c.sourceId as string, c.campaignId as string, synced(range));
        const was = campaignTotal(c.sourceId as string, c.campaignId as string, synced(prev));
        expect({
          impressions: c.impressions,
          clicks: c.clicks,
          spend: c.spend,
          value: c.conversionValue,
          spendPrev: c.spendPrev,
          clicksPrev: c.clicksPrev,
        }).toEqual({
          impressions: cur.impressions,
          clicks: cur.clicks,
          spend: num(cur.spend),
          value: num(cur.value),
          spendPrev: num(was.spend),
          clicksPrev: was.clicks,
        });
        expect(c.conversions as number).toBeCloseTo(cur.conversions, 9);
      }
    }
  });

  it.each(VIEWS)("read the same sums from months and edge days as from days alone: $name", async ({ range, compare }) => {
    const sourceIds = ACCOUNT_LIST.map(([p, id]) => ws.source(p, id));
    const ask = { workspaceId: ws.workspace.id, sourceIds, range, comparison: comparisonDays(range, compare), campaignIds: [] };
    const read = async (months: boolean) => {
      const rows = (await handle.db.execute(campaignSumsSql(ask, { months }))).rows as Record<string, string | null>[];
      return rows.map((r) => JSON.stringify(r)).sort();
    };
    const days = await read(false);
    expect(days.length).toBeGreaterThan(0);
    expect(await read(true)).toEqual(days);
  });

  it("lists the overview's top campaigns over a month and ten days as the fakes add them up", async () => {
    const range = { start: "2026-07-01", end: "2026-08-10" };
    const r = await owner.reporting.reports.overview({ ...range, compare: "previous" });
    const all = ACCOUNT_LIST.flatMap(([platform, accountId]) => {
      const ids = new Set(eachDay(range).flatMap((d) => campaignDays(platform, accountId, d).map((c) => c.campaignId)));
      return [...ids].map((id) => ({ id, spend: num(adTotals([[platform, accountId]], range, { campaigns: [id] }).spend) }));
    });
    const top = all.sort((a, b) => b.spend - a.spend).slice(0, 10);
    expect(r.topCampaigns.map((c) => c.campaignId)).toEqual(top.map((c) => c.id));
    r.topCampaigns.forEach((c, i) => expect(c.spend).toBe(top[i]!.spend));
  });

  it("follows a restated day inside a whole month", async () => {
    const [platform, accountId] = ACCOUNT_LIST[0]!;
    const sourceId = ws.source(platform, accountId);
    const [source] = await handle.db.select().from(sources).where(eq(sources.id, sourceId));
    const day = "2026-07-15";
    const july = { start: "2026-07-01", end: "2026-07-31" };
    const restated = campaignDays(platform, accountId, day).map((c) => ({
      date: day,
      campaignId: c.campaignId,
      impressions: c.impressions + 1000,
      clicks: c.clicks + 10,
      spend: fromMicros(toMicros(c.spend) + 1_500_000n),
      conversions: String(c.conversions),
      conversionValue: c.value,
    }));
    await handle.db.transaction((tx) =>
      replaceWindow(
        tx,
        "ad",
        { workspaceId: ws.workspace.id, sourceId, platform, accountId, currency: source!.currency!, timeZone: source!.timeZone! },
        { start: day, end: day },
        { ad: restated },
      ),
    );
    const r = await owner.reporting.reports.ads({ ...july, compare: "none", platform, sourceIds: [sourceId] });
    expect(r.campaigns).toHaveLength(new Set(eachDay(july).flatMap((d) => campaignDays(platform, accountId, d).map((c) => c.campaignId))).size);
    for (const c of r.campaigns) {
      const t = campaignTotal(sourceId, c.campaignId as string, july);
      const n = restated.some((x) => x.campaignId === c.campaignId) ? 1 : 0;
      expect({ impressions: c.impressions, clicks: c.clicks, spend: c.spend }).toEqual({
        impressions: t.impressions + n * 1000,
        clicks: t.clicks + n * 10,
        spend: num(t.spend + BigInt(n) * 1_500_000n),
      });
    }
    const campaignSpend = (
      await handle.db.execute(sql`select sum(spend)::text as s from wh_ad_campaign_month where source_id = ${sourceId} and month = '2026-07-01'`)
    ).rows[0] as { s: string };
    const factSpend = (
      await handle.db.execute(sql`select sum(spend)::text as s from wh_ad_daily where source_id = ${sourceId} and date between '2026-07-01' and '2026-07-31'`)
    ).rows[0] as { s: string };
    expect(campaignSpend.s).toBe(factSpend.s);
  });
});
