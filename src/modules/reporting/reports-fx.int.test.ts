import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { AdRow } from "@/modules/connectors/core/types";
import { sources } from "@/modules/connectors/db/connectors.table";
import { workspaces } from "@/modules/identity/db/workspaces.table";
import { eachDay, type DayRange } from "@/lib/days";
import { fromMicros, toMicros } from "@/lib/decimal";
import type { DbHandle } from "@/server/db/client";
import { comparisonDays, type CompareMode } from "./contracts/report-range";
import { convertedCampaignSums, convertedCampaignSumsSql, warmConvertedMonths, type ConvertedCampaignRow } from "./server/campaign-sums";
import { setFxRatesSetting } from "./server/fx.service";
import { Converter } from "./server/report-scope";
import { replaceWindow, type WindowOwner } from "./warehouse/ingest";

/**
 * Campaign totals of an account in another currency: the database converts each campaign day at
 * that day's rate and sums. Against totals computed here by hand (integers, no library), and against
 * converting the same days one by one in JavaScript, as the reports did before.
 */
let handle: DbHandle;
let owner: TestCaller;
let workspaceId: string;
let eurSource: string;
let usdSource: string;
const DAYS = { start: "2026-06-10", end: "2026-08-20" };
const CAMPAIGNS = ["c1", "c2", "c3"];
const facts = new Map<string, AdRow[]>();

beforeAll(async () => {
  handle = await createTestDb();
  const ws = await makeWorkspace(handle.db);
  workspaceId = ws.workspace.id;
  await handle.db.update(workspaces).set({ currency: "USD" }).where(eq(workspaces.id, workspaceId));
  owner = callerFor(handle.db, { userId: ws.owner.id, workspaceId });
  for (const [currency, account] of [
    ["EUR", "111"],
    ["USD", "222"],
  ] as const) {
    const [s] = await handle.db
      .insert(sources)
      .values({ workspaceId, platform: "google-ads", externalAccountId: account, name: `Ads ${currency}`, currency, timeZone: "UTC" })
      .returning();
    const windowOwner: WindowOwner = { workspaceId, sourceId: s!.id, platform: "google-ads", accountId: account, currency, timeZone: "UTC" };
    const rows = adRows(Number(account));
    facts.set(s!.id, rows);
    await handle.db.transaction((tx) => replaceWindow(tx, "ad", windowOwner, DAYS, { ad: rows }));
    if (currency === "EUR") eurSource = s!.id;
    else usdSource = s!.id;
  }
  // Rates of several kinds across the July/August month end; no rate before 1 July.
  await owner.reporting.fx.add({ date: "2026-07-01", base: "EUR", quote: "USD", rate: "1.0812345678" });
  await owner.reporting.fx.add({ date: "2026-07-20", base: "EUR", quote: "USD", rate: "1.1" });
  await owner.reporting.fx.add({ date: "2026-08-03", base: "USD", quote: "EUR", rate: "0.9123456789" });
  setFxRatesSetting("2026-07-25 EUR/USD=1.095; 2026-08-03 GBP/USD=1.27");
}, 60_000);
afterAll(async () => {
  setFxRatesSetting(null);
  await handle?.close();
});

/** Two ad groups a campaign and day, money with six decimals (halves included), one negative value a day. */
function adRows(seed: number): AdRow[] {
  let state = seed;
  const rand = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const amount = () => `${Math.floor(rand() * 500)}.${String(Math.floor(rand() * 1e6)).padStart(6, "0")}`;
  return eachDay(DAYS).flatMap((date, d) =>
    CAMPAIGNS.flatMap((campaignId, c) =>
      ["g1", "g2"].map((adGroupId, g) => ({
        date,
        campaignId,
        adGroupId,
        impressions: 1000 + d + c + g,
        clicks: 10 + g,
        // 12.345645 × 1.1 = 13.5802095: a half to round away from zero.
        spend: d === 3 && c === 0 ? (g === 0 ? "12.345645" : "0") : amount(),
        conversions: `${g}.5`,
        conversionValue: d % 5 === 0 && c === 1 && g === 1 ? `-${amount()}` : amount(),
      })),
    ),
  );
}

/** The rate of a day, written out by hand: [rate, inverse] or null. Days before the first rate (1 July) use it. */
function rateOf(day: string): [string, boolean] | null {
  if (day < "2026-07-20") return ["1.0812345678", false];
  if (day < "2026-07-25") return ["1.1", false];
  if (day < "2026-08-03") return ["1.095", false]; // the configured rate is newer than the manual one
  return ["0.9123456789", true]; // only the opposite pair, entered by hand: divide
}

/** Integer division rounded half away from zero. */
const halfAway = (n: bigint, d: bigint) => {
  const q = (2n * (n < 0n ? -n : n) + d) / (2n * d);
  return n < 0n ? -q : q;
};
/** A day's amount (text, EUR) in USD micros, by hand. */
function usdMicros(amount: string, day: string): bigint | null {
  const rate = rateOf(day);
  if (!rate) return null;
  const [int, frac = ""] = rate[0].split(".");
  const scaled = BigInt(int! + frac);
  const scale = 10n ** BigInt(frac.length);
  return rate[1] ? halfAway(toMicros(amount) * scale, scaled) : halfAway(toMicros(amount) * scaled, scale);
}

/** A campaign's totals over some days by hand: each day's ad groups summed, then converted. */
function byHand(sourceId: string, campaignId: string, days: DayRange | null) {
  const t = { spend: 0n, value: 0n, clicks: 0, unrated: false };
  if (!days) return t;
  for (const day of eachDay(days)) {
    const rows = facts.get(sourceId)!.filter((r) => r.date === day && r.campaignId === campaignId);
    if (!rows.length) continue;
    const sum = (k: "spend" | "conversionValue") => rows.reduce((a, r) => a + toMicros(r[k]), 0n);
    const text = (m: bigint) => `${m < 0n ? "-" : ""}${(m < 0n ? -m : m) / 1_000_000n}.${String((m < 0n ? -m : m) % 1_000_000n).padStart(6, "0")}`;
    t.clicks += rows.reduce((a, r) => a + r.clicks, 0);
    if (sourceId === usdSource) {
      t.spend += sum("spend");
      t.value += sum("conversionValue");
      continue;
    }
    const spend = usdMicros(text(sum("spend")), day);
    const value = usdMicros(text(sum("conversionValue")), day);
    if (spend === null || value === null) t.unrated = true;
    t.spend += spend ?? 0n;
    t.value += value ?? 0n;
  }
  return t;
}

/** Days before the first EUR/USD rate (1 July) are converted at it, and the report says so. */
const EUR_NOTICE = "Amounts in EUR before 2026-07-01 are converted at the first known EUR/USD exchange rate, of 2026-07-01.";
const VIEWS: { name: string; range: DayRange; compare: CompareMode; withoutRate: boolean }[] = [
  {
    name: "across the month end, against days partly without a rate",
    range: { start: "2026-07-10", end: "2026-08-15" },
    compare: "previous",
    withoutRate: true,
  },
  { name: "August to date, against the end of July", range: { start: "2026-08-01", end: "2026-08-20" }, compare: "previous", withoutRate: false },
  { name: "a rate change inside a week, no comparison", range: { start: "2026-07-17", end: "2026-07-27" }, compare: "none", withoutRate: false },
];

describe("campaign totals of an account in another currency", () => {
  it.each(VIEWS)("convert each day at its own rate, to the micro: $name", async ({ range, compare, withoutRate }) => {
    const r = await owner.reporting.reports.ads({ ...range, compare, platform: "google-ads" });
    expect(r.campaigns).toHaveLength(CAMPAIGNS.length * 2);
    const prev = comparisonDays(range, compare);
    for (const c of r.campaigns) {
      const cur = byHand(c.sourceId as string, c.campaignId as string, range);
      const was = byHand(c.sourceId as string, c.campaignId as string, prev);
      expect({ spend: c.spend, value: c.conversionValue, clicks: c.clicks, spendPrev: c.spendPrev, valuePrev: c.conversionValuePrev }).toEqual({
        spend: Number(cur.spend) / 1e6,
        value: Number(cur.value) / 1e6,
        clicks: cur.clicks,
        spendPrev: prev ? Number(was.spend) / 1e6 : null,
        valuePrev: prev ? Number(was.value) / 1e6 : null,
      });
    }
    expect(r.notices).toEqual(withoutRate ? [EUR_NOTICE] : []);
  });

  it("narrows to the chosen campaigns, still converting day by day", async () => {
    const range = { start: "2026-07-01", end: "2026-08-10" };
    const r = await owner.reporting.reports.ads({ ...range, compare: "previous", platform: "google-ads", campaignIds: ["c2"] });
    expect(r.campaigns.map((c) => [c.sourceId, c.campaignId]).sort()).toEqual([eurSource, usdSource].sort().map((s) => [s, "c2"]));
    const eur = r.campaigns.find((c) => c.sourceId === eurSource)!;
    expect(eur.spend).toBe(Number(byHand(eurSource, "c2", range).spend) / 1e6);
    expect(eur.spendPrev).toBe(Number(byHand(eurSource, "c2", comparisonDays(range, "previous")).spend) / 1e6);
    expect(r.notices).toEqual([EUR_NOTICE]);
  });

  it("sums exactly what converting each day in JavaScript sums, and flags the periods with days left out", async () => {
    const conv = await Converter.load(handle.db, workspaceId, "USD");
    for (const { range, compare } of VIEWS) {
      const comparison = comparisonDays(range, compare);
      const ask = { workspaceId, sourceIds: [eurSource, usdSource], range, comparison, campaignIds: [] };
      const converted = await convertedCampaignSums(handle.db, ask, { to: "USD", runs: conv.runs(comparison ? [range, comparison] : [range], ["EUR"]) });
      const days = (
        await handle.db.execute(
          sql`select source_id, campaign_id, date::text as date, currency, spend::text as spend, conversion_value::text as value from wh_ad_campaign_day
              where workspace_id = ${workspaceId} and (date between ${range.start} and ${range.end} ${comparison ? sql`or date between ${comparison.start} and ${comparison.end}` : sql``})`,
        )
      ).rows as { source_id: string; campaign_id: string; date: string; currency: string; spend: string; value: string }[];
      const inJs = new Map<string, { spend: bigint; value: bigint; unrated: boolean }>();
      for (const d of days) {
        const key = `${d.source_id} ${d.campaign_id} ${d.date >= range.start ? "c" : "p"} ${d.currency}`;
        const t = inJs.get(key) ?? (inJs.set(key, { spend: 0n, value: 0n, unrated: false }), inJs.get(key)!);
        const spend = conv.micros(d.spend, d.currency, d.date);
        const value = conv.micros(d.value, d.currency, d.date);
        t.spend += spend ?? 0n;
        t.value += value ?? 0n;
        t.unrated ||= spend === null;
      }
      const inSql = new Map(
        converted.map((r) => [
          `${r.source_id} ${r.campaign_id} ${r.period} ${r.currency}`,
          { spend: BigInt(r.spend), value: BigInt(r.value), unrated: r.unrated },
        ]),
      );
      expect(inSql).toEqual(inJs);
    }
  });
});

/**
 * Whole months come converted from wh_ad_campaign_month_fx, filled the first time a report asks for
 * them. A converted month counts only while its campaign-month row and its days' rates are what it
 * was made from: restated facts and changed rates are converted again, never read stale.
 */
describe("converted months of an account in another currency", () => {
  const JULY = { name: "July against June (whole months)", range: { start: "2026-07-01", end: "2026-07-31" }, compare: "previous" as CompareMode };
  const LONG = { name: "June 20 to August 20 against last year", range: { start: "2026-06-20", end: "2026-08-20" }, compare: "year" as CompareMode };
  const fxRows = async () =>
    (
      await handle.db.execute(
        sql`select workspace_id, source_id, month::text as month, campaign_id, version, rates_key, spend_micros::text as spend from wh_ad_campaign_month_fx order by source_id, month, campaign_id`,
      )
    ).rows as { workspace_id: string; source_id: string; month: string; campaign_id: string; version: string; rates_key: string; spend: string }[];
  /** The report's campaigns against the same days converted one by one by the database (verified against JavaScript above). */
  async function expectLikeDays(range: DayRange, compare: CompareMode) {
    const r = await owner.reporting.reports.ads({ ...range, compare, platform: "google-ads" });
    const comparison = comparisonDays(range, compare);
    const conv = await Converter.load(handle.db, workspaceId, "USD");
    const ask = { workspaceId, sourceIds: [eurSource], range, comparison, campaignIds: [] };
    const days = (
      await handle.db.execute(
        convertedCampaignSumsSql(ask, { to: "USD", runs: conv.runs(comparison ? [range, comparison] : [range], ["EUR"]) }, { months: false }),
      )
    ).rows as ConvertedCampaignRow[];
    for (const c of r.campaigns.filter((c) => c.sourceId === eurSource)) {
      const cur = days.find((d) => d.campaign_id === c.campaignId && d.period === "c")!;
      expect(c.spend).toBe(Number(cur.spend) / 1e6);
      expect(c.conversionValue).toBe(Number(cur.value) / 1e6);
    }
    return r;
  }

  it.each([JULY, LONG])("match each day converted by hand, filling the months once: $name", async ({ range, compare }) => {
    await handle.db.execute(sql`delete from wh_ad_campaign_month_fx`);
    const r = await owner.reporting.reports.ads({ ...range, compare, platform: "google-ads" });
    const prev = comparisonDays(range, compare);
    for (const c of r.campaigns) {
      const cur = byHand(c.sourceId as string, c.campaignId as string, range);
      const was = byHand(c.sourceId as string, c.campaignId as string, prev);
      expect({ spend: c.spend, value: c.conversionValue, spendPrev: c.spendPrev, valuePrev: c.conversionValuePrev }).toEqual({
        spend: Number(cur.spend) / 1e6,
        value: Number(cur.value) / 1e6,
        spendPrev: Number(was.spend) / 1e6,
        valuePrev: Number(was.value) / 1e6,
      });
    }
    const filled = await fxRows();
    // Only the account in euros is converted, July for both views (June and August aren't whole in either, or hold no rows).
    expect(new Set(filled.map((f) => `${f.source_id} ${f.month}`))).toEqual(
      new Set([`${eurSource} 2026-07-01`, ...(compare === "previous" ? [`${eurSource} 2026-06-01`] : [])]),
    );
    expect(filled.every((f) => f.workspace_id === workspaceId)).toBe(true);
    // June is before the first EUR/USD rate: it is converted at that first rate, and its key is that rate's, not "none".
    expect(filled.filter((f) => f.month === "2026-06-01").every((f) => f.rates_key !== "none")).toBe(true);
    // Read again: the same answer, nothing converted again.
    expect(await owner.reporting.reports.ads({ ...range, compare, platform: "google-ads" })).toEqual(r);
    expect(await fxRows()).toEqual(filled);
  });

  it("converts a month again when a rate of one of its days changes, and again when it goes", async () => {
    await owner.reporting.reports.ads({ ...JULY.range, compare: JULY.compare, platform: "google-ads" });
    const before = await fxRows();
    await owner.reporting.fx.add({ date: "2026-07-12", base: "EUR", quote: "USD", rate: "1.5" });
    try {
      const r = await expectLikeDays(JULY.range, JULY.compare);
      const after = await fxRows();
      const july = (rows: typeof before) => rows.filter((f) => f.month === "2026-07-01");
      expect(july(after).map((f) => f.rates_key)).not.toContain(july(before)[0]!.rates_key);
      expect(r.campaigns.find((c) => c.sourceId === eurSource)!.spend).not.toBe(
        Number(byHand(eurSource, r.campaigns.find((c) => c.sourceId === eurSource)!.campaignId as string, JULY.range).spend) / 1e6,
      );
    } finally {
      await owner.reporting.fx.remove({ date: "2026-07-12", base: "EUR", quote: "USD" });
    }
    const r = await owner.reporting.reports.ads({ ...JULY.range, compare: JULY.compare, platform: "google-ads" });
    for (const c of r.campaigns) expect(c.spend).toBe(Number(byHand(c.sourceId as string, c.campaignId as string, JULY.range).spend) / 1e6);
  });

  it("converts a month again when its facts are restated", async () => {
    await owner.reporting.reports.ads({ ...JULY.range, compare: JULY.compare, platform: "google-ads" });
    const windowOwner: WindowOwner = { workspaceId, sourceId: eurSource, platform: "google-ads", accountId: "111", currency: "EUR", timeZone: "UTC" };
    const original = facts.get(eurSource)!;
    const window = { start: "2026-07-14", end: "2026-07-16" };
    // Spend moved between two days of the window, totals unchanged: the month's sums stay equal, its days' rates differ.
    const spendOn = (r: AdRow, date: string) =>
      toMicros(original.find((o) => o.date === date && o.campaignId === r.campaignId && o.adGroupId === r.adGroupId)!.spend);
    const moved = original.map((r) =>
      r.campaignId !== "c1"
        ? r
        : r.date === "2026-07-14"
          ? { ...r, spend: "0" }
          : r.date === "2026-07-16"
            ? { ...r, spend: fromMicros(spendOn(r, "2026-07-14") + spendOn(r, "2026-07-16")) }
            : r,
    );
    const write = (rows: AdRow[]) =>
      handle.db.transaction((tx) => replaceWindow(tx, "ad", windowOwner, window, { ad: rows.filter((r) => r.date >= window.start && r.date <= window.end) }));
    await owner.reporting.fx.add({ date: "2026-07-15", base: "EUR", quote: "USD", rate: "2" });
    try {
      await owner.reporting.reports.ads({ ...JULY.range, compare: JULY.compare, platform: "google-ads" });
      await write(moved);
      facts.set(eurSource, moved);
      await expectLikeDays(JULY.range, JULY.compare);
    } finally {
      await owner.reporting.fx.remove({ date: "2026-07-15", base: "EUR", quote: "USD" });
      await write(original);
      facts.set(eurSource, original);
    }
    const r = await owner.reporting.reports.ads({ ...JULY.range, compare: JULY.compare, platform: "google-ads" });
    for (const c of r.campaigns) expect(c.spend).toBe(Number(byHand(c.sourceId as string, c.campaignId as string, JULY.range).spend) / 1e6);
  });

  it("are converted ahead after a sync, for sources in another currency only", async () => {
    await handle.db.execute(sql`delete from wh_ad_campaign_month_fx`);
    await warmConvertedMonths(handle.db, workspaceId, usdSource, DAYS);
    expect(await fxRows()).toEqual([]);
    await warmConvertedMonths(handle.db, workspaceId, eurSource, DAYS);
    const warmed = await fxRows();
    expect(new Set(warmed.map((f) => f.month))).toEqual(new Set(["2026-06-01", "2026-07-01", "2026-08-01"]));
    expect(warmed.every((f) => f.source_id === eurSource)).toBe(true);
    // Another workspace's id gets nothing converted.
    const other = await makeWorkspace(handle.db);
    await warmConvertedMonths(handle.db, other.workspace.id, eurSource, DAYS);
    expect(await fxRows()).toEqual(warmed);
    // The report reads them as they are.
    await owner.reporting.reports.ads({ ...JULY.range, compare: JULY.compare, platform: "google-ads" });
    expect(await fxRows()).toEqual(warmed);
  });

  it("converts the days one by one when a month can't be filled, so the answer is never stale", async () => {
    await handle.db.execute(sql`delete from wh_ad_campaign_month_fx`);
    // A campaign-month row without its days (never so after ingest): the fill finds nothing to convert.
    await handle.db.execute(
      sql`insert into wh_ad_campaign_month (workspace_id, source_id, campaign_id, month, currency, spend) values (${workspaceId}, ${eurSource}, 'c9', '2026-07-01', 'EUR', 5)`,
    );
    try {
      const conv = await Converter.load(handle.db, workspaceId, "USD");
      const ask = { workspaceId, sourceIds: [eurSource], range: JULY.range, comparison: null, campaignIds: [] };
      const fx = { to: "USD", runs: conv.runs([JULY.range], ["EUR"]) };
      const rows = await convertedCampaignSums(handle.db, ask, fx);
      expect(rows.some((r) => r.stale)).toBe(false);
      expect(rows.map((r) => r.campaign_id).sort()).toEqual(CAMPAIGNS);
      const days = (await handle.db.execute(convertedCampaignSumsSql(ask, fx, { months: false }))).rows;
      expect(rows).toEqual(days.map((d) => ({ ...d, stale: false })));
    } finally {
      await handle.db.execute(sql`delete from wh_ad_campaign_month where campaign_id = 'c9'`);
    }
  });

  it("answers from the days when filling the months fails", async () => {
    await handle.db.execute(sql`delete from wh_ad_campaign_month_fx`);
    const conv = await Converter.load(handle.db, workspaceId, "USD");
    const ask = { workspaceId, sourceIds: [eurSource], range: JULY.range, comparison: null, campaignIds: [] };
    const fx = { to: "USD", runs: conv.runs([JULY.range], ["EUR"]) };
    // The second statement is the fill (the first finds July stale): it fails, as a write refused by the database would.
    let calls = 0;
    const failingFill = new Proxy(handle.db, {
      get: (target, key, receiver) =>
        key === "execute"
          ? (q: Parameters<typeof target.execute>[0]) => (++calls === 2 ? Promise.reject(new Error("could not obtain lock")) : target.execute(q))
          : Reflect.get(target, key, receiver),
    });
    const rows = await convertedCampaignSums(failingFill, ask, fx);
    expect(calls).toBe(3);
    expect(rows).toEqual((await handle.db.execute(convertedCampaignSumsSql(ask, fx, { months: false }))).rows);
    expect(await fxRows()).toEqual([]);
  });

  it("keeps each workspace's converted months to itself, and drops them with their source", async () => {
    const other = await makeWorkspace(handle.db);
    const otherCaller = callerFor(handle.db, { userId: other.owner.id, workspaceId: other.workspace.id });
    await handle.db.update(workspaces).set({ currency: "USD" }).where(eq(workspaces.id, other.workspace.id));
    const r = await otherCaller.reporting.reports.ads({ ...JULY.range, compare: JULY.compare, platform: "google-ads" });
    expect(r.campaigns).toEqual([]);
    await owner.reporting.reports.ads({ ...JULY.range, compare: JULY.compare, platform: "google-ads" });
    expect((await fxRows()).every((f) => f.workspace_id === workspaceId)).toBe(true);
    const [temp] = await handle.db
      .insert(sources)
      .values({ workspaceId, platform: "google-ads", externalAccountId: "333", name: "Ads EUR 2", currency: "EUR", timeZone: "UTC" })
      .returning();
    await handle.db.transaction((tx) =>
      replaceWindow(tx, "ad", { workspaceId, sourceId: temp!.id, platform: "google-ads", accountId: "333", currency: "EUR", timeZone: "UTC" }, DAYS, {
        ad: adRows(333),
      }),
    );
    await owner.reporting.reports.ads({ ...JULY.range, compare: JULY.compare, platform: "google-ads" });
    expect((await fxRows()).some((f) => f.source_id === temp!.id)).toBe(true);
    await handle.db.delete(sources).where(eq(sources.id, temp!.id));
    expect((await fxRows()).some((f) => f.source_id === temp!.id)).toBe(false);
  });
});
