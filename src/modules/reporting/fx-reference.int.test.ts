import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { sources } from "@/modules/connectors";
import { workspaces } from "@/modules/identity";
import { addDays, todayIn } from "@/lib/days";
import { divDecimal, fromMicros, mulDecimal, toMicros } from "@/lib/decimal";
import type { DbHandle } from "@/server/db/client";
import { fxReferenceDays, fxReferenceState } from "./db/fx-reference.table";
import { convertAmount } from "./index";
import { refreshReferenceRates, setFxFeedUrlForTests } from "./server/fx-feed.service";
import { loadShippedReferenceRates } from "./server/fx-reference.service";
import { Converter } from "./server/report-scope";
import { replaceWindow, type WindowOwner } from "./warehouse/ingest";

/**
 * The reference exchange rates (the ECB's, shipped with the product and kept current by the daily
 * feed) and the rules every conversion follows: a rate applies from its day on; days before a pair's
 * first rate use that first rate, and say so; a workspace's own rate wins over the reference rates
 * for its pair from its day on; a rate dated today changes today's figures.
 */
let handle: DbHandle;
let owner: TestCaller;
let workspaceId: string;
let feed: Server;
let feedUrl: string;
let feedAnswer: { status: number; body: string } = { status: 200, body: "" };

const usd = async (amount: string, currency: string, day: string, ws = workspaceId) => {
  const conv = await Converter.load(handle.db, ws, "USD");
  const m = conv.micros(amount, currency, day);
  return { amount: m === null ? null : fromMicros(m, 2), conv };
};

beforeAll(async () => {
  handle = await createTestDb();
  const ws = await makeWorkspace(handle.db);
  workspaceId = ws.workspace.id;
  await handle.db.update(workspaces).set({ currency: "USD" }).where(eq(workspaces.id, workspaceId));
  owner = callerFor(handle.db, { userId: ws.owner.id, workspaceId });
  feed = createServer((_req, res) => {
    res.writeHead(feedAnswer.status, { "content-type": "text/xml" });
    res.end(feedAnswer.body);
  });
  await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/eurofxref-daily.xml`;
}, 60_000);
afterAll(async () => {
  setFxFeedUrlForTests(null);
  await new Promise((resolve) => feed?.close(resolve));
  await handle?.close();
});

describe("the shipped reference rates", () => {
  it("load once, in one go, covering the major currencies from 2015 on", async () => {
    const first = await loadShippedReferenceRates(handle.db);
    expect(first.days).toBeGreaterThan(2800);
    expect(first.through! >= "2026-04-13").toBe(true);
    const again = await loadShippedReferenceRates(handle.db);
    expect(again.days).toBe(0);
    const [{ n }] = (await handle.db.execute(sql`select count(*)::int as n from reporting_fx_reference_days`)).rows as [{ n: number }];
    expect(n).toBe(first.days);
    const [oldest] = await handle.db.select().from(fxReferenceDays).orderBy(fxReferenceDays.date).limit(1);
    expect(oldest!.date <= "2015-01-02").toBe(true);
    expect(oldest!.source).toBe("reference");
    const [latest] = (await handle.db.execute(sql`select rates from reporting_fx_reference_days order by date desc limit 1`)).rows as [
      { rates: Record<string, string> },
    ];
    for (const c of ["USD", "GBP", "JPY", "AUD", "CAD", "CHF", "SEK", "NOK", "DKK", "PLN", "NZD", "SGD", "HKD", "CNY", "INR", "BRL", "MXN", "ZAR"])
      expect(latest.rates[c], c).toMatch(/^\d+(\.\d+)?$/);
  });

  it("convert euros at the day's rate, and cross other pairs through the euro", async () => {
    expect((await usd("100", "EUR", "2026-04-13")).amount).toBe("116.84");
    const audUsd = divDecimal("1.1684", "1.661", 10);
    expect((await usd("100", "AUD", "2026-04-13")).amount).toBe(mulDecimal("100", audUsd, 6, 2));
    const { conv } = await usd("1", "JPY", "2026-04-13");
    expect(conv.missingRates()).toEqual([]);
    expect(conv.notices()).toEqual([]);
  });

  it("apply a rate from its day on: a weekend uses Friday's rate, and days after the last one the last", async () => {
    expect((await usd("100", "EUR", "2026-04-11")).amount).toBe("117.11");
    expect((await usd("100", "EUR", "2026-04-12")).amount).toBe("117.11");
    expect((await usd("100", "EUR", "2026-11-27")).amount).toBe("116.84");
  });

  it("convert days before the first rate at the first rate, and say so", async () => {
    const [first] = await handle.db.select().from(fxReferenceDays).orderBy(fxReferenceDays.date).limit(1);
    const early = await usd("100", "EUR", "2010-06-01");
    expect(early.amount).toBe(mulDecimal("100", first!.rates.USD!, 6, 2));
    expect(early.conv.notices()).toEqual([`Amounts in EUR before ${first!.date} are converted at the first known EUR/USD exchange rate, of ${first!.date}.`]);
    expect(early.conv.missingRates()).toEqual([]);
  });
});

describe("a workspace's own rates", () => {
  it("win over the reference rates for their pair from their day on, and only then", async () => {
    await owner.reporting.fx.add({ date: "2026-04-01", base: "EUR", quote: "USD", rate: "2" });
    expect((await usd("100", "EUR", "2026-03-31")).amount).not.toBe("200.00");
    expect((await usd("100", "EUR", "2026-04-01")).amount).toBe("200.00");
    // Newer reference days don't take over again.
    expect((await usd("100", "EUR", "2026-04-13")).amount).toBe("200.00");
    // Other pairs keep the reference rates.
    expect((await usd("100", "GBP", "2026-04-13")).amount).toBe(mulDecimal("100", divDecimal("1.1684", "0.87058", 10), 6, 2));
    await owner.reporting.fx.update({ date: "2026-04-01", base: "EUR", quote: "USD", rate: "3" });
    expect((await usd("100", "EUR", "2026-04-13")).amount).toBe("300.00");
    await owner.reporting.fx.remove({ date: "2026-04-01", base: "EUR", quote: "USD" });
    expect((await usd("100", "EUR", "2026-04-13")).amount).toBe("116.84");
  });

  it("convert a currency the reference rates don't hold, its days before the first rate at that rate", async () => {
    await owner.reporting.fx.add({ date: "2026-07-01", base: "VND", quote: "USD", rate: "0.00004" });
    const before = await usd("1000000", "VND", "2026-06-15");
    expect(before.amount).toBe("40.00");
    expect(before.conv.notices()).toEqual(["Amounts in VND before 2026-07-01 are converted at the first known VND/USD exchange rate, of 2026-07-01."]);
  });

  it("convert a single amount (convertAmount) by the same rules as reports: own rates, reference rates, the first rate before it", async () => {
    await owner.reporting.fx.add({ date: "2026-04-02", base: "USD", quote: "GBP", rate: "0.5" });
    const one = (currency: string, date: string) => convertAmount(handle.db, workspaceId, { amount: "1234.56", currency, date, to: "USD" });
    const conv = await Converter.load(handle.db, workspaceId, "USD");
    const cases = [
      ["EUR", "2026-04-13"],
      ["EUR", "2026-04-12"],
      ["AUD", "2026-04-13"],
      ["EUR", "2010-06-01"],
      ["GBP", "2026-04-01"],
      ["GBP", "2026-04-13"],
      ["VND", "2026-06-15"],
      ["VND", "2026-07-02"],
      ["XAF", "2026-04-13"],
    ] as const;
    for (const [currency, date] of cases) {
      const converted = await one(currency, date);
      expect(converted && toMicros(converted.amount), `${currency} on ${date}`).toBe(conv.micros("1234.56", currency, date));
    }
    const [first] = await handle.db.select().from(fxReferenceDays).orderBy(fxReferenceDays.date).limit(1);
    expect(await one("EUR", "2026-04-13")).toEqual({
      amount: mulDecimal("1234.56", "1.1684", 6, 2),
      rate: "1.1684",
      rateDate: "2026-04-13",
      origin: "reference",
      inverse: false,
      beforeFirst: false,
    });
    expect(await one("EUR", "2010-06-01")).toMatchObject({ rate: first!.rates.USD, rateDate: first!.date, origin: "reference", beforeFirst: true });
    expect(await one("GBP", "2026-04-13")).toMatchObject({
      amount: "2469.12",
      rate: "2",
      rateDate: "2026-04-02",
      origin: "manual",
      inverse: true,
      beforeFirst: false,
    });
    expect(await one("VND", "2026-06-15")).toMatchObject({ rateDate: "2026-07-01", origin: "manual", beforeFirst: true });
    expect(await one("XAF", "2026-04-13")).toBeNull();
    await owner.reporting.fx.remove({ date: "2026-04-02", base: "USD", quote: "GBP" });
  });

  it("leave out only currencies no rate converts, named together", async () => {
    const conv = await Converter.load(handle.db, workspaceId, "USD");
    expect(conv.micros("5", "XAF", "2026-04-13")).toBeNull();
    expect(conv.micros("5", "ARS", "2026-04-13")).toBeNull();
    expect(conv.micros("5", "EUR", "2026-04-13")).not.toBeNull();
    expect(conv.missingRates()).toEqual(["ARS", "XAF"]);
  });

  it("change today's figures when dated today", async () => {
    const today = todayIn("UTC");
    const [s] = await handle.db
      .insert(sources)
      .values({ workspaceId, platform: "google-ads", externalAccountId: "999", name: "Ads CHF", currency: "CHF", timeZone: "UTC" })
      .returning();
    const windowOwner: WindowOwner = { workspaceId, sourceId: s!.id, platform: "google-ads", accountId: "999", currency: "CHF", timeZone: "UTC" };
    const days = { start: addDays(today, -1), end: today };
    const ad = [days.start, today].map((date) => ({
      date,
      campaignId: "c1",
      adGroupId: "g1",
      impressions: 100,
      clicks: 10,
      spend: "100",
      conversions: "1",
      conversionValue: "0",
    }));
    await handle.db.transaction((tx) => replaceWindow(tx, "ad", windowOwner, days, { ad }));
    const spendToday = async () => {
      const r = await owner.reporting.reports.ads({ start: today, end: today, platform: "google-ads", compare: "none" });
      return { kpi: r.kpis.find((k) => k.key === "spend")!.value, campaign: r.campaigns[0]!.spend };
    };
    const before = await spendToday();
    await owner.reporting.fx.add({ date: today, base: "CHF", quote: "USD", rate: "5" });
    expect(await spendToday()).toEqual({ kpi: 500, campaign: 500 });
    expect(before.kpi).not.toBe(500);
  });

  it("are listed with the reference ones on the exchange-rates page, each with its source", async () => {
    await owner.reporting.fx.add({ date: "2026-04-05", base: "USD", quote: "JPY", rate: "150" });
    const page = await owner.reporting.fx.pairs();
    expect(page.to).toBe("USD");
    const by = new Map(page.pairs.map((p) => [p.currency, p]));
    expect(by.get("EUR")).toMatchObject({ rate: "1.1684", rateDate: "2026-04-13", origin: "reference" });
    expect(by.get("JPY")).toMatchObject({ rateDate: "2026-04-05", origin: "manual" });
    expect(by.get("VND")).toMatchObject({ origin: "manual" });
  });
});

describe("the daily feed", () => {
  const xml = (days: { date: string; usd: string }[]) =>
    `<?xml version="1.0"?><gesmes:Envelope><Cube>${days.map((d) => `<Cube time='${d.date}'><Cube currency='USD' rate='${d.usd}'/><Cube currency='GBP' rate='0.85'/></Cube>`).join("")}</Cube></gesmes:Envelope>`;

  it("stores the newest rates from the configured address, which then convert those days", async () => {
    setFxFeedUrlForTests(feedUrl);
    feedAnswer = { status: 200, body: xml([{ date: "2026-11-20", usd: "1.05" }]) };
    // The stored rates end months before the fetched day, so the 90-day document is read too (here the same answer).
    expect(await refreshReferenceRates(handle.db)).toEqual({ days: 1 });
    const [day] = await handle.db.select().from(fxReferenceDays).where(eq(fxReferenceDays.date, "2026-11-20"));
    expect(day).toMatchObject({ source: "feed", rates: { USD: "1.05", GBP: "0.85" } });
    expect((await usd("100", "EUR", "2026-11-21")).amount).toBe("105.00");
    expect((await usd("100", "EUR", "2026-11-19")).amount).toBe("116.84");
    const page = await owner.reporting.fx.pairs();
    expect(page.pairs.find((p) => p.currency === "EUR")).toMatchObject({ origin: "feed", rateDate: "2026-11-20" });
  });

  it("logs a failure and keeps it for the page, never throwing; reports carry on with the rates on hand", async () => {
    feedAnswer = { status: 503, body: "down" };
    expect(await refreshReferenceRates(handle.db)).toEqual({ error: "the feed answered 503" });
    const [state] = await handle.db.select().from(fxReferenceState);
    expect(state!.fetchError).toBe("the feed answered 503");
    expect((await usd("100", "EUR", "2026-11-21")).amount).toBe("105.00");
    expect((await owner.reporting.fx.pairs()).feed.error).toBe("the feed answered 503");
    feedAnswer = { status: 200, body: "<html>not rates</html>" };
    expect(await refreshReferenceRates(handle.db)).toEqual({ error: "the feed's answer holds no exchange rates" });
  });

  it("does nothing when the address is set empty", async () => {
    setFxFeedUrlForTests("");
    expect(await refreshReferenceRates(handle.db)).toEqual({ disabled: true });
  });
});
