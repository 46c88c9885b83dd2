import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { AdRow } from "@/modules/connectors/core/types";
import { sources } from "@/modules/connectors/db/connectors.table";
import { workspaces } from "@/modules/identity/db/workspaces.table";
import { eachDay, type DayRange } from "@/lib/days";
import { toMicros } from "@/lib/decimal";
import type { DbHandle } from "@/server/db/client";
import { comparisonDays, type CompareMode } from "./contracts/report-range";
import { convertedCampaignSumsSql, type ConvertedCampaignRow } from "./server/campaign-sums";
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
  for (const [currency, account] of [["EUR", "111"], ["USD", "222"]] as const) {
    const [s] = await handle.db.insert(sources).values({ workspaceId, platform: "google-ads", externalAccountId: account, name: `Ads ${currency}`, currency, timeZone: "UTC" }).returning();
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
  const rand = () => ((state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
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

/** The rate of a day, written out by hand: [rate, inverse] or null. */
function rateOf(day: string): [string, boolean] | null {
  if (day < "2026-07-01") return null;
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

const EUR_NOTICE = "Amounts in EUR are left out of money totals: there is no EUR/USD exchange rate. Add one under Connections → Exchange rates.";
const VIEWS: { name: string; range: DayRange; compare: CompareMode; withoutRate: boolean }[] = [
  { name: "across the month end, against days partly without a rate", range: { start: "2026-07-10", end: "2026-08-15" }, compare: "previous", withoutRate: true },
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
      const converted = (await handle.db.execute(convertedCampaignSumsSql(ask, { to: "USD", runs: conv.runs(comparison ? [range, comparison] : [range]) }))).rows as ConvertedCampaignRow[];
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
      const inSql = new Map(converted.map((r) => [`${r.source_id} ${r.campaign_id} ${r.period} ${r.currency}`, { spend: BigInt(r.spend), value: BigInt(r.value), unrated: r.unrated }]));
      expect(inSql).toEqual(inJs);
    }
  });
});
