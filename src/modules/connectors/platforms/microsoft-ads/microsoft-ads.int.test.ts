import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, connectAndSync, syncRange, useFake } from "~tests/support/connectors";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { setPlatformConfig } from "../../core/config";
import { eachDay } from "@/lib/days";
import { open } from "@/server/crypto/vault";
import type { FakeServer } from "../../fakes/kit";
import { startConnect } from "../../server/connect.service";
import { accountsOf } from "../../server/sources.service";
import { normalizeDecimal } from "../../../../lib/decimal";
import { accountById, accounts, AU_OPENED, expectedDaily } from "./fake-data";
import { startMicrosoftAdsFake } from "./fake-server";

let fake: FakeServer;
let handle: DbHandle;
const PENDING = 3;
const range = { start: "2026-01-24", end: "2026-02-06" };
const ids = accounts.map((a) => String(a.Id));

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startMicrosoftAdsFake({ pendingPolls: PENDING });
  useFake("microsoft-ads", fake.url, { developerToken: "fake-dev-token" });
});
afterAll(async () => {
  setPlatformConfig("microsoft-ads", undefined);
  await fake.close();
  await handle.close();
});

type Totals = { impressions: number; clicks: number; spend: string; conversions: string; conversion_value: string };
const norm = (t: Totals) => ({
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
const isEmpty = (t: ReturnType<typeof expected>) => t.impressions === 0 && t.spend === "0";

/** Per account and day: the facts summed (with their row count), and the rollup. */
async function landed(workspaceId: string) {
  const facts = (
    await handle.db.execute(sql`
      select f.account_id as account, f.date::text as d, sum(f.impressions)::int as impressions, sum(f.clicks)::int as clicks, sum(f.spend)::text as spend,
        sum(f.conversions)::text as conversions, sum(f.conversion_value)::text as conversion_value, count(*)::int as n
      from wh_ad_daily f where f.workspace_id = ${workspaceId} group by 1, 2 order by 1, 2`)
  ).rows as (Totals & { account: string; d: string; n: number })[];
  const rollup = (
    await handle.db.execute(sql`
      select s.external_account_id as account, r.date::text as d, r.impressions::int as impressions, r.clicks::int as clicks, r.spend::text as spend,
        r.conversions::text as conversions, r.conversion_value::text as conversion_value
      from wh_ad_source_day r join connectors_sources s on s.id = r.source_id where r.workspace_id = ${workspaceId} order by 1, 2`)
  ).rows as (Totals & { account: string; d: string })[];
  return { facts, rollup };
}

const reportCalls = (from: number, op: "Submit" | "Poll") => fake.control.calls.slice(from).filter((c) => c.path.endsWith(`/GenerateReport/${op}`)).length;

describe("Microsoft Advertising connector", () => {
  it("connects through OAuth with state and PKCE, and lists the user's ad accounts", async () => {
    const { tenant } = await makeWorkspace(handle.db);
    const q = new URL((await startConnect(handle.db, tenant, { platform: "microsoft-ads" })).url).searchParams;
    expect(q.get("state")).toBeTruthy();
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("scope")).toBe("https://ads.microsoft.com/msads.manage offline_access");
    const { connectionId } = await connect(handle.db, "microsoft-ads", { tenant });
    const label = (await handle.db.execute(sql`select label, external_user_id from connectors_connections where id = ${connectionId}`)).rows[0];
    expect(label).toEqual({ label: "ads@northwindcoffee.example", external_user_id: "900001" });
    const listed = await accountsOf(handle.db, tenant, connectionId);
    expect(listed.map((a) => [a.id, a.currency, a.timeZone]).sort()).toEqual(accounts.map((a) => [String(a.Id), a.CurrencyCode, a.iana]).sort());
  });

  it("lands exactly the fake's totals per account and day, through submit, several polls and the ZIP", async () => {
    const before = fake.control.calls.length;
    const { tenant } = await connectAndSync(handle.db, "microsoft-ads", range);
    // One report per account (the range is one window), each polled until it was ready.
    expect(reportCalls(before, "Submit")).toBe(ids.length);
    expect(reportCalls(before, "Poll")).toBe(ids.length * (PENDING + 1));
    const { facts, rollup } = await landed(tenant.workspaceId);
    const want = ids.flatMap((a) => eachDay(range).map((d) => ({ account: a, d, ...expected(a, d) }))).filter((w) => !isEmpty(w));
    expect(want.some((w) => w.account === "141454915" && w.d < AU_OPENED)).toBe(false);
    expect(facts.map(({ account, d, ...t }) => ({ account, d, ...norm(t) }))).toEqual(want);
    expect(rollup.map(({ account, d, ...t }) => ({ account, d, ...norm(t) }))).toEqual(want);
    const zones = (
      await handle.db.execute(sql`select distinct account_id, currency, time_zone from wh_ad_daily where workspace_id = ${tenant.workspaceId} order by 1`)
    ).rows;
    expect(zones).toEqual(ids.map((id) => ({ account_id: id, currency: accountById(id)!.CurrencyCode, time_zone: accountById(id)!.iana })));
    const grain = (await handle.db.execute(sql`select count(*)::int as n from wh_ad_daily where workspace_id = ${tenant.workspaceId} and ad_group_id <> ''`))
      .rows[0] as { n: number };
    expect(grain.n).toBe(0);
    const names = (await handle.db.execute(sql`select distinct name, status from wh_ad_campaigns where workspace_id = ${tenant.workspaceId} order by name`))
      .rows;
    expect(names).toContainEqual({ name: 'Coffee beans, "single origin"', status: "Active" });
    expect(names).toContainEqual({ name: "Retargeting – Subscription trial", status: "Deleted" });
  });

  it("treats a finished report without a download URL as a window with no data", async () => {
    const { tenant, sources } = await connectAndSync(handle.db, "microsoft-ads", { start: "2026-01-10", end: "2026-01-20" }, { accountIds: ["141454915"] });
    const downloads = fake.control.calls.filter((c) => c.path.includes("bingads-reports")).length;
    const run = await syncRange(handle.db, tenant, sources[0]!.id, { start: "2025-11-01", end: "2026-01-31" });
    expect(run?.status).toBe("succeeded");
    expect(fake.control.calls.filter((c) => c.path.includes("bingads-reports")).length).toBe(downloads);
    expect((await landed(tenant.workspaceId)).facts).toEqual([]);
  });

  it("replaces a restated day instead of adding to it", async () => {
    const { tenant, sources } = await connectAndSync(handle.db, "microsoft-ads", range, { accountIds: ["141454914"] });
    const day = "2026-01-31";
    const before = (await landed(tenant.workspaceId)).facts.find((f) => f.d === day)!;
    fake.control.restate(day);
    await syncRange(handle.db, tenant, sources[0]!.id, { start: "2026-01-29", end: "2026-02-02" });
    const after = (await landed(tenant.workspaceId)).facts.find((f) => f.d === day)!;
    expect(norm(after)).toEqual(expected("141454914", day, 1));
    expect(norm(after)).not.toEqual(norm(before));
    expect(after.n).toBeLessThanOrEqual(4);
  });

  it("refreshes an expired token and stores the rotated refresh token", async () => {
    const { tenant, sources, connectionId } = await connectAndSync(
      handle.db,
      "microsoft-ads",
      { start: "2026-03-01", end: "2026-03-01" },
      { accountIds: ["141454913"] },
    );
    const stored = async () =>
      (await handle.db.execute(sql`select refresh_token, status from connectors_connections where id = ${connectionId}`)).rows[0] as {
        refresh_token: string;
        status: string;
      };
    const before = await stored();
    const refreshes = fake.control.refreshCount();
    fake.control.expireAccessTokens();
    const window = { start: "2026-03-02", end: "2026-03-15" };
    expect((await syncRange(handle.db, tenant, sources[0]!.id, window))?.status).toBe("succeeded");
    expect(fake.control.refreshCount()).toBe(refreshes + 1);
    const after = await stored();
    expect(after.status).toBe("active");
    expect(open(after.refresh_token)).not.toBe(open(before.refresh_token));
    const { facts } = await landed(tenant.workspaceId);
    expect(facts.filter((f) => f.d >= window.start).map(({ account, d, ...t }) => ({ account, d, ...norm(t) }))).toEqual(
      eachDay(window)
        .map((d) => ({ account: "141454913", d, ...expected("141454913", d) }))
        .filter((w) => !isEmpty(w)),
    );
  });

  it("waits out 117 CallRateExceeded in the middle of polling and still lands exact totals", async () => {
    const { tenant, sources } = await connectAndSync(handle.db, "microsoft-ads", { start: "2026-04-01", end: "2026-04-01" }, { accountIds: ["141454913"] });
    const from = fake.control.calls.length;
    fake.control.throttleNext(1, /GenerateReport\/Poll$/, 1);
    const window = { start: "2026-05-25", end: "2026-06-08" };
    expect((await syncRange(handle.db, tenant, sources[0]!.id, window))?.status).toBe("succeeded");
    expect(reportCalls(from, "Submit")).toBe(1);
    expect(reportCalls(from, "Poll")).toBe(PENDING + 1 + 1);
    const { facts } = await landed(tenant.workspaceId);
    expect(facts.filter((f) => f.d >= window.start).map(({ account, d, ...t }) => ({ account, d, ...norm(t) }))).toEqual(
      eachDay(window)
        .map((d) => ({ account: "141454913", d, ...expected("141454913", d) }))
        .filter((w) => !isEmpty(w)),
    );
  });
});
