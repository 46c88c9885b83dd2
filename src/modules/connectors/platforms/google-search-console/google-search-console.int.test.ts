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
import { gscPaging } from "./client";
import { expectedDaily, READABLE_SITES, startGoogleSearchConsoleFake } from "./fake-server";

const PLATFORM = "google-search-console";
let handle: DbHandle;
let fake: FakeServer;

/** 12 days around the end of a month 3–7 weeks back: final data for every day. */
function rangeAcrossMonthEnd(): DayRange {
  const anchor = addDays(todayIn("America/Los_Angeles"), -20);
  const monthEnd = addDays(`${anchor.slice(0, 8)}01`, -1);
  return { start: addDays(monthEnd, -5), end: addDays(monthEnd, 6) };
}
const range = rangeAcrossMonthEnd();

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startGoogleSearchConsoleFake();
  useFake(PLATFORM, fake.url);
  // Small pages, so a window takes several query calls.
  gscPaging.rowLimit = 100;
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

describe("Google Search Console connector", () => {
  it("connects through Google's OAuth with state, PKCE and offline access, and lists the readable sites", async () => {
    const { tenant } = await makeWorkspace(handle.db);
    const { url } = await startConnect(handle.db, tenant, { platform: PLATFORM });
    const q = new URL(url).searchParams;
    expect(q.get("state")).toBeTruthy();
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("access_type")).toBe("offline");
    expect(q.get("scope")).toBe("https://www.googleapis.com/auth/webmasters.readonly");

    const { tenant: t2, connectionId } = await connect(handle.db, PLATFORM);
    const accounts = await accountsOf(handle.db, t2, connectionId);
    expect(accounts.map((a) => a.id).sort()).toEqual([...READABLE_SITES].sort());
    expect(new Set(accounts.map((a) => a.timeZone))).toEqual(new Set(["America/Los_Angeles"]));
  });

  it("lands exactly each site's clicks, impressions and weighted position per day, and the rollup agrees", async () => {
    const { sources } = await connectAndSync(handle.db, PLATFORM, range);
    expect(sources).toHaveLength(READABLE_SITES.length);
    for (const source of sources) {
      const facts = await factTotals(source.id);
      expect(facts).toEqual(expectedTotals(source.externalAccountId, eachDay(range)));
      expect(await rollupTotals(source.id)).toEqual(withoutCount(facts));
    }
    const zones = (
      await handle.db.execute(
        sql`select distinct time_zone from connectors_sources where id in (${sql.join(
          sources.map((s) => sql`${s.id}::uuid`),
          sql`, `,
        )})`,
      )
    ).rows;
    expect(zones).toEqual([{ time_zone: "America/Los_Angeles" }]);
  });

  it("replaces a restated day instead of adding to it", async () => {
    const site = READABLE_SITES[1]!;
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [site] });
    const day = addDays(range.start, 6);
    fake.control.restate(day);
    await syncRange(handle.db, tenant, sources[0]!.id, range);
    const facts = await factTotals(sources[0]!.id);
    expect(facts).toEqual(expectedTotals(site, eachDay(range)));
    expect(facts.find((f) => f.d === day)).not.toEqual(expectedTotals(site, [day], () => 0)[0]);
    expect(await rollupTotals(sources[0]!.id)).toEqual(withoutCount(facts));
  });

  it("refreshes an expired access token, stores the rotated refresh token, and syncs on", async () => {
    const site = READABLE_SITES[0]!;
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

  it("waits out quota answers (429 and 403) in the middle of paging, without gaps or duplicates", async () => {
    const site = READABLE_SITES[0]!;
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [site] });
    const callsBefore = fake.control.calls.length;
    fake.control.throttleNext(2, /searchAnalytics\/query$/, 1);
    const run = await syncRange(handle.db, tenant, sources[0]!.id, range);
    expect(run?.status).toBe("succeeded");
    const queries = fake.control.calls.slice(callsBefore).filter((c) => c.path.endsWith("/searchAnalytics/query"));
    const rows = eachDay(range).reduce((n, d) => n + expectedDaily(site, d, fake.control.version(d)).rows, 0);
    // Every page once (plus the short last one), and the two throttled calls asked again.
    expect(queries).toHaveLength(Math.floor(rows / gscPaging.rowLimit) + 1 + 2);
    expect(await factTotals(sources[0]!.id)).toEqual(expectedTotals(site, eachDay(range)));
  });
});
