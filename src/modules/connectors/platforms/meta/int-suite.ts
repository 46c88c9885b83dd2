/**
 * The end-to-end checks both Meta Ads connectors pass against their stand-in (imported by
 * facebook-ads.int.test.ts and instagram-ads.int.test.ts): OAuth with the long-lived token swap,
 * exact daily totals per account in its currency and time zone, restated days replaced, throttles
 * mid-pagination, async report runs, and an expired token asking to reconnect.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { connectAndSync, consent, syncRange, useFake } from "~tests/support/connectors";
import { makeWorkspace } from "~tests/support/factories";
import { completeConnect, startConnect } from "@/modules/connectors/server/connect.service";
import { accountsOf } from "@/modules/connectors/server/sources.service";
import { connections, sources, syncRuns } from "@/modules/connectors/db/connectors.table";
import type { DayRange } from "@/modules/connectors/core/types";
import { eachDay } from "@/lib/days";
import type { Db, DbHandle } from "@/server/db/client";
import type { FakeServer } from "../../fakes/kit";
import { normalizeDecimal } from "../../../../lib/decimal";
import type { ExpectedDay, MetaFakeAccount } from "./fake-data";
import type { MetaFakeOptions } from "./fake-server";

type Suite = {
  platform: "facebook-ads" | "instagram-ads";
  start: (options?: MetaFakeOptions) => Promise<FakeServer>;
  accounts: MetaFakeAccount[];
  expectedDaily: (accountId: string, day: string, version?: number) => ExpectedDay;
  grantedBy: string;
};

/** 12 days across a month end, and 45 days (async report run) across two. */
export const RANGE: DayRange = { start: "2026-08-26", end: "2026-09-06" };
export const LONG_RANGE: DayRange = { start: "2026-06-20", end: "2026-08-03" };

type DayTotals = {
  date: string;
  impressions: number;
  clicks: number;
  spend: string;
  conversions: string;
  conversionValue: string;
  currency: string;
  timeZone: string;
};

/** The warehouse's facts of a source per day (ad groups and campaigns summed). */
export async function factsByDay(db: Db, sourceId: string): Promise<Map<string, DayTotals>> {
  const result = await db.execute(sql`
    select date::text as date, sum(impressions)::int as impressions, sum(clicks)::int as clicks, sum(spend)::text as spend,
      sum(conversions)::text as conversions, sum(conversion_value)::text as "conversionValue", min(currency) as currency, min(time_zone) as "timeZone"
    from wh_ad_daily where source_id = ${sourceId} group by date order by date`);
  return new Map((result.rows as DayTotals[]).map((r) => [r.date, r]));
}

/** The rollup of a source per day. */
export async function rollupByDay(db: Db, sourceId: string): Promise<Map<string, Omit<DayTotals, "timeZone">>> {
  const result = await db.execute(sql`
    select date::text as date, impressions::int as impressions, clicks::int as clicks, spend::text as spend, conversions::text as conversions,
      conversion_value::text as "conversionValue", currency from wh_ad_source_day where source_id = ${sourceId} order by date`);
  return new Map((result.rows as DayTotals[]).map((r) => [r.date, r]));
}

const canon = (t: { impressions: number; clicks: number; spend: string; conversions: string; conversionValue: string }) => ({
  impressions: t.impressions,
  clicks: t.clicks,
  spend: normalizeDecimal(t.spend),
  conversions: normalizeDecimal(t.conversions),
  conversionValue: normalizeDecimal(t.conversionValue),
});
const ZERO = { impressions: 0, clicks: 0, spend: "0", conversions: "0", conversionValue: "0" };

/** Every day of the range holds exactly what the fake reports, in facts and in the rollup. */
export async function expectLanded(
  db: Db,
  sourceId: string,
  range: DayRange,
  expected: (day: string) => ExpectedDay,
  account: { currency: string; timeZone: string },
) {
  const facts = await factsByDay(db, sourceId);
  const rollup = await rollupByDay(db, sourceId);
  for (const day of eachDay(range)) {
    const want = canon(expected(day));
    const got = facts.get(day);
    expect(canon(got ?? ZERO), `${day} facts`).toEqual(want);
    expect(canon(rollup.get(day) ?? ZERO), `${day} rollup`).toEqual(want);
    if (got) expect({ currency: got.currency, timeZone: got.timeZone }).toEqual({ currency: account.currency, timeZone: account.timeZone });
  }
}

export function metaSuite(s: Suite) {
  let handle: DbHandle;
  let fake: FakeServer;
  const db = () => handle.db;
  const sourcesOf = (workspaceId: string) => handle.db.select().from(sources).where(eq(sources.workspaceId, workspaceId));

  beforeAll(async () => {
    fake = await s.start({ pageSize: 20, asyncPolls: 3 });
    useFake(s.platform, fake.url);
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
    await fake?.close();
  });

  describe(`${s.platform} against its Meta stand-in`, () => {
    it("connects through Meta's OAuth dialog, swaps for a 60-day token and lists the ad accounts", async () => {
      const { tenant } = await makeWorkspace(db());
      const { url } = await startConnect(db(), tenant, { platform: s.platform });
      const authorize = new URL(url);
      expect(authorize.pathname).toBe("/v26.0/dialog/oauth");
      expect(authorize.searchParams.get("state")).toBeTruthy();
      expect(authorize.searchParams.get("scope")).toBe("ads_read");
      expect(authorize.searchParams.has("code_challenge")).toBe(false);
      const back = await consent(url);
      const outcome = await completeConnect(db(), s.platform, { state: back.get("state"), code: back.get("code") });
      expect(outcome.error).toBeUndefined();
      const [row] = await db().select().from(connections).where(eq(connections.id, outcome.connectionId!));
      expect(row).toMatchObject({ label: s.grantedBy, refreshToken: null, status: "active" });
      const days = (row!.grantExpiresAt!.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(59);
      expect(days).toBeLessThan(61);
      expect(fake.control.calls.some((c) => c.path === "/v26.0/me")).toBe(true);
      const listed = await accountsOf(db(), tenant, outcome.connectionId!);
      expect(listed.map((a) => ({ id: a.id, name: a.name, currency: a.currency, timeZone: a.timeZone }))).toEqual(
        s.accounts.map((a) => ({ id: a.id, name: a.name, currency: a.currency, timeZone: a.timeZone })),
      );
      expect(new Set(listed.map((a) => a.currency)).size).toBeGreaterThan(1);
    });

    let synced: { tenant: Awaited<ReturnType<typeof connectAndSync>>["tenant"]; rows: (typeof sources.$inferSelect)[] };
    it("lands exactly the fake's daily totals per account, to the cent, in each account's currency and time zone", async () => {
      const done = await connectAndSync(db(), s.platform, RANGE);
      synced = { tenant: done.tenant, rows: await sourcesOf(done.tenant.workspaceId) };
      expect(synced.rows).toHaveLength(s.accounts.length);
      for (const account of s.accounts) {
        const source = synced.rows.find((r) => r.externalAccountId === account.id)!;
        expect(source).toMatchObject({ currency: account.currency, timeZone: account.timeZone, status: "active" });
        await expectLanded(db(), source.id, RANGE, (day) => s.expectedDaily(account.id, day), account);
      }
      expect(fake.control.calls.some((c) => /\/insights$/.test(c.path) && c.query.includes("after="))).toBe(true);
      const names = await db().execute(sql`select count(*)::int as n from wh_ad_campaigns where workspace_id = ${synced.tenant.workspaceId}`);
      expect((names.rows[0] as { n: number }).n).toBeGreaterThan(0);
    });

    it("replaces a restated day instead of adding to it", async () => {
      const day = "2026-08-31";
      fake.control.restate(day);
      const account = s.accounts[0]!;
      const source = synced.rows.find((r) => r.externalAccountId === account.id)!;
      await syncRange(db(), synced.tenant, source.id, RANGE);
      expect(s.expectedDaily(account.id, day, 1)).not.toEqual(s.expectedDaily(account.id, day, 0));
      await expectLanded(db(), source.id, RANGE, (d) => s.expectedDaily(account.id, d, fake.control.version(d)), account);
    });

    it("waits out a throttle in the middle of paging and still lands every row once", async () => {
      const account = s.accounts[0]!;
      const before = fake.control.calls.length;
      fake.control.throttleNext(1, /\/insights$/, 1);
      const done = await connectAndSync(db(), s.platform, RANGE, { accountIds: [account.id] });
      const pages = fake.control.calls.slice(before).filter((c) => /\/insights$/.test(c.path));
      const repeated = pages.filter((c, i) => pages.findIndex((o) => o.query === c.query) !== i);
      expect(repeated).toHaveLength(1);
      const [source] = await sourcesOf(done.tenant.workspaceId);
      await expectLanded(db(), source!.id, RANGE, (d) => s.expectedDaily(account.id, d, fake.control.version(d)), account);
    });

    it("reads a window over 31 days through an async report run that takes several polls", async () => {
      const account = s.accounts[1]!;
      const before = fake.control.calls.length;
      fake.control.throttleNext(1, /^\/v26\.0\/\d+$/, 1);
      const done = await connectAndSync(db(), s.platform, LONG_RANGE, { accountIds: [account.id] });
      const calls = fake.control.calls.slice(before);
      expect(calls.filter((c) => c.method === "POST" && /\/insights$/.test(c.path))).toHaveLength(1);
      expect(calls.filter((c) => /^\/v26\.0\/\d+$/.test(c.path)).length).toBeGreaterThanOrEqual(4);
      expect(calls.filter((c) => /^\/v26\.0\/\d+\/insights$/.test(c.path)).length).toBeGreaterThan(1);
      const [source] = await sourcesOf(done.tenant.workspaceId);
      await expectLanded(db(), source!.id, LONG_RANGE, (d) => s.expectedDaily(account.id, d, fake.control.version(d)), account);
    });

    it("fails in plain words asking to reconnect when the long-lived token has expired, and marks the connection", async () => {
      const account = s.accounts[0]!;
      const { tenant, connectionId } = await connectAndSync(db(), s.platform, { start: "2026-09-01", end: "2026-09-02" }, { accountIds: [account.id] });
      fake.control.expireAccessTokens();
      const [source] = await sourcesOf(tenant.workspaceId);
      await expect(syncRange(db(), tenant, source!.id, { start: "2026-09-01", end: "2026-09-02" })).rejects.toThrow(/Reconnect/);
      const [connection] = await db().select().from(connections).where(eq(connections.id, connectionId));
      expect(connection!.status).toBe("needs_reconnect");
      const [after] = await db().select().from(sources).where(eq(sources.id, source!.id));
      expect(after!.lastError).toMatch(/Reconnect/);
      const runs = await db()
        .select()
        .from(syncRuns)
        .where(and(eq(syncRuns.sourceId, source!.id), eq(syncRuns.status, "failed")));
      expect(runs.some((r) => /Reconnect/.test(r.error ?? ""))).toBe(true);
    });
  });

  return { db, fake: () => fake, sourcesOf };
}
