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
import { ga4Paging } from "./client";
import { expectedDaily, GA_PROPERTIES, startGoogleAnalyticsFake } from "./fake-server";

const PLATFORM = "google-analytics";
let handle: DbHandle;
let fake: FakeServer;

/** 12 days around the end of a month that lies 3–7 weeks back, so every property's day is over. */
function rangeAcrossMonthEnd(): DayRange {
  const anchor = addDays(todayIn("UTC"), -20);
  const monthEnd = addDays(`${anchor.slice(0, 8)}01`, -1);
  return { start: addDays(monthEnd, -5), end: addDays(monthEnd, 6) };
}
const range = rangeAcrossMonthEnd();

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startGoogleAnalyticsFake();
  useFake(PLATFORM, fake.url);
  // Small pages, so a window takes several runReport calls.
  ga4Paging.limit = 60;
});
afterAll(async () => {
  setPlatformConfig(PLATFORM, undefined);
  await fake.close();
  await handle.close();
});

type DayTotals = { d: string; sessions: number; users: number; engaged: number; key_events: string; revenue: string; n: number };

async function factTotals(sourceId: string): Promise<DayTotals[]> {
  const result = await handle.db.execute(sql`
    select date::text as d, sum(sessions)::int as sessions, sum(users)::int as users, sum(engaged_sessions)::int as engaged,
           sum(key_events)::numeric(20,0)::text as key_events, sum(revenue)::numeric(20,2)::text as revenue, count(*)::int as n
    from wh_web_daily where source_id = ${sourceId} group by date order by date`);
  return result.rows as DayTotals[];
}

async function rollupTotals(sourceId: string): Promise<DayTotals[]> {
  const result = await handle.db.execute(sql`
    select date::text as d, sum(sessions)::int as sessions, sum(users)::int as users, sum(engaged_sessions)::int as engaged,
           sum(key_events)::numeric(20,0)::text as key_events, sum(revenue)::numeric(20,2)::text as revenue, count(*)::int as n
    from wh_web_source_day where source_id = ${sourceId} group by date order by date`);
  return result.rows as DayTotals[];
}

/** What the fake reports now (restated days at their current version). */
function expectedTotals(propertyId: string, days: string[], version = (d: string) => fake.control.version(d)) {
  return days.map((d) => {
    const e = expectedDaily(propertyId, d, version(d));
    return { d, sessions: e.sessions, users: e.users, engaged: e.engagedSessions, key_events: e.keyEvents, revenue: e.revenue, n: e.rows };
  });
}

const withoutCount = (rows: DayTotals[]) => rows.map(({ n: _n, ...rest }) => rest);

describe("Google Analytics 4 connector", () => {
  it("connects through Google's OAuth with state, PKCE and offline access, and lists every property", async () => {
    const { tenant } = await makeWorkspace(handle.db);
    const { url } = await startConnect(handle.db, tenant, { platform: PLATFORM });
    const q = new URL(url).searchParams;
    expect(q.get("state")).toBeTruthy();
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toBeTruthy();
    expect(q.get("access_type")).toBe("offline");
    expect(q.get("prompt")).toBe("consent");
    expect(q.get("scope")).toBe("https://www.googleapis.com/auth/analytics.readonly");

    const { tenant: t2, connectionId } = await connect(handle.db, PLATFORM);
    const accounts = await accountsOf(handle.db, t2, connectionId);
    expect(accounts.map((a) => [a.id, a.currency, a.timeZone])).toEqual(GA_PROPERTIES.map((p) => [p.id, p.currency, p.timeZone]));
  });

  it("lands exactly the property's totals per day, in its currency and time zone, and the rollup agrees", async () => {
    const { sources } = await connectAndSync(handle.db, PLATFORM, range);
    expect(sources).toHaveLength(GA_PROPERTIES.length);
    for (const source of sources) {
      const prop = GA_PROPERTIES.find((p) => p.id === source.externalAccountId)!;
      const facts = await factTotals(source.id);
      expect(facts).toEqual(expectedTotals(prop.id, eachDay(range)));
      expect(withoutCount(await rollupTotals(source.id))).toEqual(withoutCount(facts));
      const stamps = (await handle.db.execute(sql`select distinct currency, time_zone from wh_web_daily where source_id = ${source.id}`)).rows;
      expect(stamps).toEqual([{ currency: prop.currency, time_zone: prop.timeZone }]);
    }
  });

  it("replaces a restated day instead of adding to it", async () => {
    const prop = GA_PROPERTIES[1]!;
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [prop.id] });
    const day = addDays(range.start, 4);
    fake.control.restate(day);
    await syncRange(handle.db, tenant, sources[0]!.id, range);
    const facts = await factTotals(sources[0]!.id);
    expect(facts).toEqual(expectedTotals(prop.id, eachDay(range)));
    expect(facts.find((f) => f.d === day)).not.toEqual(expectedTotals(prop.id, [day], () => 0)[0]);
    expect(withoutCount(await rollupTotals(sources[0]!.id))).toEqual(withoutCount(facts));
  });

  it("refreshes an expired access token, stores the rotated refresh token, and syncs on", async () => {
    const prop = GA_PROPERTIES[0]!;
    const { tenant, connectionId, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [prop.id] });
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
    expect(await factTotals(sources[0]!.id)).toEqual(expectedTotals(prop.id, eachDay(range)));
  });

  it("waits out a RESOURCE_EXHAUSTED in the middle of paging, without gaps or duplicates", async () => {
    const prop = GA_PROPERTIES[2]!;
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [prop.id] });
    const callsBefore = fake.control.calls.length;
    fake.control.throttleNext(1, /:runReport$/, 1);
    const run = await syncRange(handle.db, tenant, sources[0]!.id, range);
    expect(run?.status).toBe("succeeded");
    const reports = fake.control.calls.slice(callsBefore).filter((c) => c.path.endsWith(":runReport"));
    const rows = eachDay(range).reduce((n, d) => n + expectedDaily(prop.id, d, fake.control.version(d)).rows, 0);
    // Every page once, plus the one call that was throttled and asked again.
    expect(reports).toHaveLength(Math.ceil(rows / ga4Paging.limit) + 1);
    expect(await factTotals(sources[0]!.id)).toEqual(expectedTotals(prop.id, eachDay(range)));
  });
});
