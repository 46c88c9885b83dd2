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
import { pacificBounds } from "../meta-pages/pacific";
import { expectedSocial, IG_ACCOUNTS, startInstagramPageFake } from "./fake-server";

const PLATFORM = "instagram-page";
// Crosses a month end and the US clock change (Nov 1).
const range = { start: "2026-10-26", end: "2026-11-05" };
let handle: DbHandle;
let fake: FakeServer;

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startInstagramPageFake();
  useFake(PLATFORM, fake.url);
});
afterAll(async () => {
  setPlatformConfig(PLATFORM, undefined);
  await fake.close();
  await handle.close();
});

async function facts(sourceId: string) {
  const result = await handle.db.execute(sql`
    select date::text as date, reach::int as reach, views::int as views, engagement::int as engagement, follows::int as follows, posts::int as posts
    from wh_social_daily where source_id = ${sourceId} order by date`);
  return result.rows;
}
const expected = (igId: string) => eachDay(range).map((d) => expectedSocial(igId, d, fake.control.version(d)));

describe("Instagram (organic) connector", () => {
  it("connects through Facebook Login with state and lists the pages' linked Instagram accounts only", async () => {
    const { tenant } = await makeWorkspace(handle.db);
    const { url } = await startConnect(handle.db, tenant, { platform: PLATFORM });
    const u = new URL(url);
    expect(u.pathname).toBe("/v26.0/dialog/oauth");
    expect(u.searchParams.get("state")).toBeTruthy();
    expect(u.searchParams.get("scope")).toBe("instagram_basic,instagram_manage_insights,pages_show_list,pages_read_engagement");

    const { tenant: t2, connectionId } = await connect(handle.db, PLATFORM);
    const accounts = await accountsOf(handle.db, t2, connectionId);
    expect(accounts.map((a) => [a.id, a.name, a.timeZone])).toEqual(IG_ACCOUNTS.map((a) => [a.id, `@${a.username}`, "America/Los_Angeles"]));
  });

  it("lands exactly each account's numbers per Pacific day, one total_value call per day", async () => {
    const before = fake.control.calls.length;
    const { sources } = await connectAndSync(handle.db, PLATFORM, range);
    expect(sources).toHaveLength(IG_ACCOUNTS.length);
    for (const source of sources) expect(await facts(source.id)).toEqual(expected(source.externalAccountId));
    const dayCalls = fake.control.calls.slice(before).filter((c) => c.path.endsWith("/insights") && c.query.includes("metric_type=total_value"));
    expect(dayCalls).toHaveLength(eachDay(range).length * IG_ACCOUNTS.length);
  });

  it("replaces a restated day instead of adding to it", async () => {
    const ig = IG_ACCOUNTS[1]!;
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [ig.id] });
    const day = "2026-10-31";
    const before = expectedSocial(ig.id, day, fake.control.version(day));
    fake.control.restate(day);
    await syncRange(handle.db, tenant, sources[0]!.id, range);
    const rows = await facts(sources[0]!.id);
    expect(rows).toEqual(expected(ig.id));
    expect(rows.find((r) => r.date === day)).not.toEqual(before);
  });

  it("waits out an application rate limit mid-pagination of media and still lands exact numbers", async () => {
    const ig = IG_ACCOUNTS[0]!;
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [ig.id] });
    const before = fake.control.calls.length;
    fake.control.throttleNext(1, /\/media$/, 1);
    const run = await syncRange(handle.db, tenant, sources[0]!.id, range);
    expect(run?.status).toBe("succeeded");
    expect(fake.control.calls.slice(before).filter((c) => c.path.endsWith("/media")).length).toBeGreaterThanOrEqual(3);
    expect(await facts(sources[0]!.id)).toEqual(expected(ig.id));
  });

  it("answers the removed impressions metric with error #100, as Graph does", async () => {
    const { connectionId } = await connect(handle.db, PLATFORM);
    const [row] = (await handle.db.execute(sql`select access_token from connectors_connections where id = ${connectionId}`)).rows as { access_token: string }[];
    const { since, until } = pacificBounds(range);
    const res = await fetch(
      `${fake.url}/v26.0/${IG_ACCOUNTS[0]!.id}/insights?metric=impressions&period=day&metric_type=total_value&since=${since}&until=${until}`,
      {
        headers: { authorization: `Bearer ${open(row!.access_token)}` },
      },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(100);
  });

  it("can't refresh an expired session: the sync asks to reconnect and marks the connection", async () => {
    const ig = IG_ACCOUNTS[1]!;
    const { tenant, connectionId, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [ig.id] });
    fake.control.expireAccessTokens();
    await expect(syncRange(handle.db, tenant, sources[0]!.id, range)).rejects.toThrow(/Reconnect/);
    const [conn] = (await handle.db.execute(sql`select status from connectors_connections where id = ${connectionId}`)).rows as { status: string }[];
    expect(conn!.status).toBe("needs_reconnect");
  });
});
describe("Instagram Page connector over long ranges", () => {
  it("reads a range longer than one call in windows Meta accepts, across the Pacific clock change", async () => {
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, { start: "2026-11-21", end: "2026-11-21" }, { accountIds: [IG_ACCOUNTS[0]!.id] });
    const long = { start: "2026-10-15", end: "2026-11-20" }; // its first full window spans Nov 1
    const run = await syncRange(handle.db, tenant, sources[0]!.id, long);
    expect(run?.status).toBe("succeeded");
    expect(run!.chunksDone).toBeGreaterThan(1);
    const rows = (await handle.db.execute(sql`select count(*)::int as n from wh_social_daily where source_id = ${sources[0]!.id}`)).rows[0] as { n: number };
    expect(rows.n).toBe(eachDay(long).length + 1);
  });
});
