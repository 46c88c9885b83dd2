import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, connectAndSync, syncRange, useFake } from "~tests/support/connectors";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { setPlatformConfig } from "../../core/config";
import { addDays, eachDay, todayIn } from "@/lib/days";
import type { DayRange } from "../../core/types";
import type { FakeServer } from "../../fakes/kit";
import { startConnect } from "../../server/connect.service";
import { accountsOf } from "../../server/sources.service";
import { expectedDaily, historyRange, startBingWebmasterToolsFake, VERIFIED_SITES } from "./fake-server";

const PLATFORM = "bing-webmaster-tools";
let handle: DbHandle;
let fake: FakeServer;

/** 12 days around the end of a month 3–7 weeks back: inside the history Bing returns. */
function rangeAcrossMonthEnd(): DayRange {
  const anchor = addDays(todayIn("America/Los_Angeles"), -20);
  const monthEnd = addDays(`${anchor.slice(0, 8)}01`, -1);
  return { start: addDays(monthEnd, -5), end: addDays(monthEnd, 6) };
}
const range = rangeAcrossMonthEnd();

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startBingWebmasterToolsFake();
  useFake(PLATFORM, fake.url);
});
afterAll(async () => {
  setPlatformConfig(PLATFORM, undefined);
  await fake.close();
  await handle.close();
});

type DayTotals = { d: string; clicks: number; impressions: number; position_weighted: string; n?: number };

async function factTotals(sourceId: string): Promise<DayTotals[]> {
  const result = await handle.db.execute(sql`
    select date::text as d, sum(clicks)::int as clicks, sum(impressions)::int as impressions, sum(position_weighted)::numeric(20,4)::text as position_weighted, count(*)::int as n
    from wh_search_daily where source_id = ${sourceId} group by date order by date`);
  return result.rows as DayTotals[];
}

async function rollupTotals(sourceId: string): Promise<DayTotals[]> {
  const result = await handle.db.execute(sql`
    select date::text as d, clicks::int as clicks, impressions::int as impressions, position_weighted::numeric(20,4)::text as position_weighted
    from wh_search_source_day where source_id = ${sourceId} order by date`);
  return result.rows as DayTotals[];
}

/** What the fake reports now (restated days at their current version). */
function expectedTotals(siteUrl: string, days: string[], version = (d: string) => fake.control.version(d)): DayTotals[] {
  return days.map((d) => {
    const e = expectedDaily(siteUrl, d, version(d));
    return { d, clicks: e.clicks, impressions: e.impressions, position_weighted: e.positionWeighted, n: e.rows };
  });
}

const withoutCount = (rows: DayTotals[]) => rows.map(({ n: _n, ...rest }) => rest);

describe("Bing Webmaster Tools connector", () => {
  it("connects through Bing's OAuth with state, and lists the verified sites", async () => {
    const { tenant } = await makeWorkspace(handle.db);
    const { url } = await startConnect(handle.db, tenant, { platform: PLATFORM });
    const q = new URL(url).searchParams;
    expect(q.get("state")).toBeTruthy();
    expect(q.get("scope")).toBe("webmaster.read");
    expect(q.get("code_challenge")).toBeNull();

    const { tenant: t2, connectionId } = await connect(handle.db, PLATFORM);
    const accounts = await accountsOf(handle.db, t2, connectionId);
    expect(accounts.map((a) => a.id)).toEqual([...VERIFIED_SITES].sort());
  });

  it("lands exactly each site's query totals per day (query rows only, no page rows), and the rollup agrees", async () => {
    const { sources } = await connectAndSync(handle.db, PLATFORM, range);
    expect(sources).toHaveLength(VERIFIED_SITES.length);
    for (const source of sources) {
      const facts = await factTotals(source.id);
      expect(facts).toEqual(expectedTotals(source.externalAccountId, eachDay(range)));
      expect(await rollupTotals(source.id)).toEqual(withoutCount(facts));
      const pages = (await handle.db.execute(sql`select count(*)::int as n from wh_search_daily where source_id = ${source.id} and page <> ''`)).rows[0];
      expect(pages).toEqual({ n: 0 });
    }
  });

  it("reads the whole history in one call per run and keeps only the run's days", async () => {
    const site = VERIFIED_SITES[1]!;
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [site] });
    const today = todayIn("America/Los_Angeles");
    const daily = { start: addDays(today, -179), end: today };
    const callsBefore = fake.control.calls.length;
    await syncRange(handle.db, tenant, sources[0]!.id, daily, "manual");
    expect(fake.control.calls.slice(callsBefore).filter((c) => c.path.endsWith("/GetQueryStats"))).toHaveLength(1);
    const history = historyRange();
    const days = eachDay(daily).filter((d) => d >= history.start && d <= history.end && expectedDaily(site, d, fake.control.version(d)).rows > 0);
    expect(await factTotals(sources[0]!.id)).toEqual(expectedTotals(site, days));
  });

  it("replaces a restated day instead of adding to it", async () => {
    const site = VERIFIED_SITES[0]!;
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [site] });
    const day = addDays(range.start, 5);
    fake.control.restate(day);
    await syncRange(handle.db, tenant, sources[0]!.id, range);
    const facts = await factTotals(sources[0]!.id);
    expect(facts).toEqual(expectedTotals(site, eachDay(range)));
    expect(facts.find((f) => f.d === day)).not.toEqual(expectedTotals(site, [day], () => 0)[0]);
    expect(await rollupTotals(sources[0]!.id)).toEqual(withoutCount(facts));
  });

  it("refreshes an expired access token, stores the rotated refresh token, and syncs on", async () => {
    const site = VERIFIED_SITES[0]!;
    const { tenant, connectionId, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [site] });
    const tokenOf = async () =>
      ((await handle.db.execute(sql`select refresh_token from connectors_connections where id = ${connectionId}`)).rows[0] as { refresh_token: string })
        .refresh_token;
    const before = await tokenOf();
    const refreshes = fake.control.refreshCount();
    fake.control.expireAccessTokens();
    const run = await syncRange(handle.db, tenant, sources[0]!.id, range);
    expect(run?.status).toBe("succeeded");
    expect(fake.control.refreshCount()).toBeGreaterThan(refreshes);
    expect(await tokenOf()).not.toBe(before);
    expect(await factTotals(sources[0]!.id)).toEqual(expectedTotals(site, eachDay(range)));
  });

  it("waits out a 429 and a ThrottleUser fault, then lands the same totals", async () => {
    const site = VERIFIED_SITES[1]!;
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [site] });
    const callsBefore = fake.control.calls.length;
    fake.control.throttleNext(2, /GetQueryStats$/);
    const run = await syncRange(handle.db, tenant, sources[0]!.id, range);
    expect(run?.status).toBe("succeeded");
    expect(fake.control.calls.slice(callsBefore).filter((c) => c.path.endsWith("/GetQueryStats"))).toHaveLength(3);
    expect(await factTotals(sources[0]!.id)).toEqual(expectedTotals(site, eachDay(range)));
  });
});
