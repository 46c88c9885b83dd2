import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, connectAndSync, consent, syncRange, useFake } from "~tests/support/connectors";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { setPlatformConfig } from "../../core/config";
import { eachDay } from "@/lib/days";
import { open } from "@/server/crypto/vault";
import type { FakeServer } from "../../fakes/kit";
import { completeConnect, startConnect } from "../../server/connect.service";
import { accountsOf } from "../../server/sources.service";
import { normalizeDecimal } from "../../../../lib/decimal";
import { advertiserIds, customerById, expectedDaily, MANAGER_ID } from "./fake-data";
import { startGoogleAdsFake } from "./fake-server";

let fake: FakeServer;
let handle: DbHandle;
const settings = { developerToken: "fake-dev-token" };
const range = { start: "2026-01-25", end: "2026-02-06" };

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startGoogleAdsFake();
  useFake("google-ads", fake.url, settings);
});
afterAll(async () => {
  setPlatformConfig("google-ads", undefined);
  await fake.close();
  await handle.close();
});

type DayTotals = { account: string; d: string; impressions: number; clicks: number; spend: string; conversions: string; conversion_value: string; n: number };

/** Per account and day: the facts summed, and the rollup row. */
async function landed(workspaceId: string) {
  const facts = (
    await handle.db.execute(sql`
      select s.external_account_id as account, f.date::text as d, sum(f.impressions)::int as impressions, sum(f.clicks)::int as clicks,
        sum(f.spend)::text as spend, sum(f.conversions)::text as conversions, sum(f.conversion_value)::text as conversion_value, count(*)::int as n
      from wh_ad_daily f join connectors_sources s on s.id = f.source_id
      where f.workspace_id = ${workspaceId} group by 1, 2 order by 1, 2`)
  ).rows as DayTotals[];
  const rollup = (
    await handle.db.execute(sql`
      select s.external_account_id as account, r.date::text as d, r.impressions::int as impressions, r.clicks::int as clicks,
        r.spend::text as spend, r.conversions::text as conversions, r.conversion_value::text as conversion_value
      from wh_ad_source_day r join connectors_sources s on s.id = r.source_id
      where r.workspace_id = ${workspaceId} order by 1, 2`)
  ).rows as Omit<DayTotals, "n">[];
  return { facts, rollup };
}

const norm = (t: Omit<DayTotals, "account" | "d" | "n">) => ({
  impressions: t.impressions,
  clicks: t.clicks,
  spend: normalizeDecimal(t.spend),
  conversions: normalizeDecimal(t.conversions),
  conversionValue: normalizeDecimal(t.conversion_value),
});
const expected = (account: string, day: string, version = 0) => {
  const e = expectedDaily(account, day, version);
  return { ...e, spend: normalizeDecimal(e.spend), conversions: normalizeDecimal(e.conversions), conversionValue: normalizeDecimal(e.conversionValue) };
};

describe("Google Ads connector", () => {
  it("connects through OAuth with state, PKCE and offline access, and lists the advertiser accounts", async () => {
    const { tenant } = await makeWorkspace(handle.db);
    const q = new URL((await startConnect(handle.db, tenant, { platform: "google-ads" })).url).searchParams;
    expect(q.get("state")).toBeTruthy();
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("access_type")).toBe("offline");
    expect(q.get("prompt")).toBe("consent");
    expect(q.get("scope")).toBe("https://www.googleapis.com/auth/adwords");
    const { connectionId } = await connect(handle.db, "google-ads", { tenant });
    const accounts = await accountsOf(handle.db, tenant, connectionId);
    expect(accounts.map((a) => a.id).sort()).toEqual([...advertiserIds].sort());
    expect(accounts.find((a) => a.id === "3456789012")).toMatchObject({ currency: "EUR", timeZone: "Europe/Berlin" });
    expect(accounts.find((a) => a.id === "4567890123")).toMatchObject({ currency: "JPY", timeZone: "Asia/Tokyo" });
    expect(accounts.some((a) => a.id === MANAGER_ID)).toBe(false);
  });

  it("lands exactly the fake's totals per account and day, in each account's currency and time zone", async () => {
    const { tenant } = await connectAndSync(handle.db, "google-ads", range);
    const { facts, rollup } = await landed(tenant.workspaceId);
    const want = advertiserIds.flatMap((a) => eachDay(range).map((d) => ({ account: a, d, ...expected(a, d) })));
    expect(facts.map((f) => ({ account: f.account, d: f.d, ...norm(f) }))).toEqual(want);
    expect(rollup.map((r) => ({ account: r.account, d: r.d, ...norm(r) }))).toEqual(want);
    const zones = (
      await handle.db.execute(sql`select distinct account_id, currency, time_zone from wh_ad_daily where workspace_id = ${tenant.workspaceId} order by 1`)
    ).rows;
    expect(zones).toEqual(advertiserIds.map((id) => ({ account_id: id, currency: customerById(id)!.currency, time_zone: customerById(id)!.timeZone })));
    // Ad-group grain, plus Performance Max at campaign level; names land in the dimension tables.
    const grains = (
      await handle.db.execute(
        sql`select count(*) filter (where ad_group_id = '')::int as campaign_level, count(*) filter (where ad_group_id <> '')::int as group_level from wh_ad_daily where workspace_id = ${tenant.workspaceId}`,
      )
    ).rows[0] as { campaign_level: number; group_level: number };
    expect(grains.campaign_level).toBeGreaterThan(0);
    expect(grains.group_level).toBeGreaterThan(grains.campaign_level);
    // Campaign day rows are asked only for Performance Max: the other campaigns' totals equal their ad groups'.
    const campaignDays = fake.control.calls.filter((c) => c.body.includes("FROM campaign WHERE segments.date") && c.body.includes("segments.date,"));
    expect(campaignDays.length).toBeGreaterThan(0);
    for (const call of campaignDays) expect((JSON.parse(call.body) as { query: string }).query).toMatch(/AND campaign\.id IN \(\d+004\)$/);
    const names = (
      await handle.db.execute(sql`select name, status from wh_ad_campaigns where workspace_id = ${tenant.workspaceId} and name like 'Suche%' order by name`)
    ).rows;
    expect(names).toEqual([
      { name: "Suche – Generisch", status: "ENABLED" },
      { name: "Suche – Marke", status: "ENABLED" },
    ]);
    const groups = (
      await handle.db.execute(sql`select count(*)::int as n from wh_ad_groups where workspace_id = ${tenant.workspaceId} and name = 'Decaf, "new" roasts'`)
    ).rows[0] as { n: number };
    expect(groups.n).toBe(3);
  });

  it("replaces a restated day instead of adding to it", async () => {
    const { tenant, sources } = await connectAndSync(handle.db, "google-ads", range, { accountIds: ["2345678901"] });
    const day = "2026-01-31";
    const before = (await landed(tenant.workspaceId)).facts.find((f) => f.d === day)!;
    fake.control.restate(day);
    await syncRange(handle.db, tenant, sources[0]!.id, { start: "2026-01-30", end: "2026-02-01" });
    const after = (await landed(tenant.workspaceId)).facts.find((f) => f.d === day)!;
    expect(norm(after)).toEqual(expected("2345678901", day, 1));
    expect(norm(after)).not.toEqual(norm(before));
    const rows = (await handle.db.execute(sql`select count(*)::int as n from wh_ad_daily where workspace_id = ${tenant.workspaceId} and date = ${day}`))
      .rows[0] as { n: number };
    expect(rows.n).toBe(after.n);
  });

  it("refreshes an expired access token and keeps Google's (non-rotating) refresh token", async () => {
    const { tenant, sources, connectionId } = await connectAndSync(
      handle.db,
      "google-ads",
      { start: "2026-03-01", end: "2026-03-02" },
      { accountIds: ["4567890123"] },
    );
    const stored = async () =>
      (await handle.db.execute(sql`select refresh_token, status from connectors_connections where id = ${connectionId}`)).rows[0] as {
        refresh_token: string;
        status: string;
      };
    const before = await stored();
    const refreshes = fake.control.refreshCount();
    fake.control.expireAccessTokens();
    const run = await syncRange(handle.db, tenant, sources[0]!.id, { start: "2026-03-03", end: "2026-03-12" });
    expect(run?.status).toBe("succeeded");
    expect(fake.control.refreshCount()).toBe(refreshes + 1);
    const after = await stored();
    expect(after.status).toBe("active");
    expect(open(after.refresh_token)).toBe(open(before.refresh_token));
    const { facts } = await landed(tenant.workspaceId);
    expect(facts.filter((f) => f.d >= "2026-03-03").map((f) => norm(f))).toEqual(
      eachDay({ start: "2026-03-03", end: "2026-03-12" }).map((d) => expected("4567890123", d)),
    );
  });

  it("waits out a RESOURCE_EXHAUSTED answer mid-run and still lands exact totals", async () => {
    const { tenant, sources } = await connectAndSync(handle.db, "google-ads", { start: "2026-04-01", end: "2026-04-01" }, { accountIds: ["3456789012"] });
    const before = fake.control.calls.length;
    fake.control.throttleNext(1, /googleAds:searchStream/, 1);
    const wide = { start: "2026-04-20", end: "2026-06-05" };
    const run = await syncRange(handle.db, tenant, sources[0]!.id, wide);
    expect(run?.status).toBe("succeeded");
    const streams = fake.control.calls.slice(before).filter((c) => c.path.endsWith("googleAds:searchStream"));
    // The login-path lookup (3 accessible customers), the account's entities once (customer,
    // campaigns, ad groups), 2 windows × 3 queries (ad-group days, campaign totals, and the days of
    // the one campaign that spends outside ad groups), and the throttled call once more.
    expect(streams.length).toBe(3 + 3 + 6 + 1);
    const { facts } = await landed(tenant.workspaceId);
    expect(facts.filter((f) => f.d >= wide.start).map((f) => ({ d: f.d, ...norm(f) }))).toEqual(
      eachDay(wide).map((d) => ({ d, ...expected("3456789012", d) })),
    );
  });

  it("holds the report calls a test asks it to until they are released, and answers them then", async () => {
    const { tenant, sources } = await connectAndSync(handle.db, "google-ads", { start: "2026-07-01", end: "2026-07-01" }, { accountIds: ["3456789012"] });
    const before = fake.control.calls.length;
    const release = fake.control.hold((call) => call.body.includes("segments.date"));
    let finished = false;
    const run = syncRange(handle.db, tenant, sources[0]!.id, { start: "2026-07-02", end: "2026-07-03" }).finally(() => (finished = true));
    // The entity calls pass; the window's first report call arrives and waits (the second is asked after it).
    const reports = () => fake.control.calls.slice(before).filter((c) => c.path.endsWith("googleAds:searchStream")).length;
    for (let i = 0; i < 500 && reports() < 3 + 3 + 1; i++) await new Promise((r) => setTimeout(r, 10));
    expect(reports()).toBe(3 + 3 + 1);
    // The sync now waits on the held call: it hasn't finished, however many turns the event loop takes.
    for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
    expect(finished).toBe(false);
    release();
    expect((await run)?.status).toBe("succeeded");
    const { facts } = await landed(tenant.workspaceId);
    expect(facts.filter((f) => f.d >= "2026-07-02").map((f) => f.d)).toEqual(["2026-07-02", "2026-07-03"]);
  });

  it("uses the configured manager as login-customer-id and lists only its hierarchy", async () => {
    useFake("google-ads", fake.url, { ...settings, loginCustomerId: "100-000-0001" });
    try {
      const { tenant, connectionId } = await connect(handle.db, "google-ads");
      expect((await accountsOf(handle.db, tenant, connectionId)).map((a) => a.id).sort()).toEqual(["2345678901", "3456789012"]);
    } finally {
      useFake("google-ads", fake.url, settings);
    }
  });

  it("says plainly when the developer token is missing", async () => {
    useFake("google-ads", fake.url, {});
    try {
      const { tenant } = await makeWorkspace(handle.db);
      const back = await consent((await startConnect(handle.db, tenant, { platform: "google-ads" })).url);
      const outcome = await completeConnect(handle.db, "google-ads", { state: back.get("state"), code: back.get("code") });
      expect(outcome.error).toMatch(/developer token/);
    } finally {
      useFake("google-ads", fake.url, settings);
    }
  });
});
