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
import { META_PAGES, META_USER, pageTokenFor } from "../meta-pages/fake-meta";
import { pacificBounds } from "../meta-pages/pacific";
import { expectedSocial, startFacebookPageFake } from "./fake-server";

const PLATFORM = "facebook-page";
// Crosses a month end and the US clock change (Nov 1), where end_time moves from 07:00 to 08:00 UTC.
const range = { start: "2026-10-24", end: "2026-11-06" };
let handle: DbHandle;
let fake: FakeServer;

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startFacebookPageFake();
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
const expected = (pageId: string) => eachDay(range).map((d) => expectedSocial(pageId, d, fake.control.version(d)));
const connection = async (id: string) =>
  (
    await handle.db.execute(
      sql`select status, label, access_token, refresh_token, grant_expires_at, token_expires_at from connectors_connections where id = ${id}`,
    )
  ).rows[0] as {
    status: string;
    label: string;
    access_token: string;
    refresh_token: string | null;
    grant_expires_at: Date | string | null;
    token_expires_at: Date | string | null;
  };

describe("Facebook Page connector", () => {
  it("connects through Facebook Login with state, keeps a 60-day long-lived token, and lists every page", async () => {
    const { tenant } = await makeWorkspace(handle.db);
    const { url } = await startConnect(handle.db, tenant, { platform: PLATFORM });
    const u = new URL(url);
    expect(u.pathname).toBe("/v26.0/dialog/oauth");
    expect(u.searchParams.get("state")).toBeTruthy();
    expect(u.searchParams.get("code_challenge")).toBeNull();
    expect(u.searchParams.get("scope")).toBe("pages_show_list,pages_read_engagement,read_insights");

    const { tenant: t2, connectionId } = await connect(handle.db, PLATFORM);
    const row = await connection(connectionId);
    expect(row.label).toBe(META_USER.name);
    expect(row.refresh_token).toBeNull();
    const days = (new Date(row.grant_expires_at!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59);
    expect(days).toBeLessThan(61);
    const accounts = await accountsOf(handle.db, t2, connectionId);
    expect(accounts.map((a) => [a.id, a.name, a.timeZone])).toEqual(META_PAGES.map((p) => [p.id, p.name, "America/Los_Angeles"]));
  });

  it("lands exactly each page's numbers per Pacific day, posts included", async () => {
    const { sources } = await connectAndSync(handle.db, PLATFORM, range);
    expect(sources).toHaveLength(META_PAGES.length);
    for (const source of sources) expect(await facts(source.id)).toEqual(expected(source.externalAccountId));
  });

  it("replaces a restated day instead of adding to it", async () => {
    const page = META_PAGES[1];
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [page.id] });
    const day = "2026-10-31";
    const before = expectedSocial(page.id, day, fake.control.version(day));
    fake.control.restate(day);
    await syncRange(handle.db, tenant, sources[0]!.id, range);
    const rows = await facts(sources[0]!.id);
    expect(rows).toEqual(expected(page.id));
    expect(rows.find((r) => r.date === day)).not.toEqual(before);
  });

  it("waits out a page rate limit mid-pagination of posts and still lands exact numbers", async () => {
    const page = META_PAGES[0];
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [page.id] });
    const before = fake.control.calls.length;
    fake.control.throttleNext(1, /published_posts$/, 1);
    const run = await syncRange(handle.db, tenant, sources[0]!.id, range);
    expect(run?.status).toBe("succeeded");
    expect(fake.control.calls.slice(before).filter((c) => c.path.endsWith("/published_posts")).length).toBeGreaterThanOrEqual(3);
    expect(await facts(sources[0]!.id)).toEqual(expected(page.id));
  });

  it("answers a deprecated metric with error #100, as Graph does", async () => {
    const { connectionId } = await connect(handle.db, PLATFORM);
    const token = open((await connection(connectionId)).access_token);
    const page = META_PAGES[0];
    const { since, until } = pacificBounds(range);
    const res = await fetch(`${fake.url}/v26.0/${page.id}/insights?metric=page_impressions&period=day&since=${since}&until=${until}`, {
      headers: { authorization: `Bearer ${pageTokenFor(page.id, token)}` },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(100);
  });

  it("can't refresh an expired session: the sync asks to reconnect and marks the connection", async () => {
    const page = META_PAGES[2];
    const { tenant, connectionId, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [page.id] });
    fake.control.expireAccessTokens();
    await expect(syncRange(handle.db, tenant, sources[0]!.id, range)).rejects.toThrow(/Reconnect/);
    expect((await connection(connectionId)).status).toBe("needs_reconnect");
  });
});

describe("Facebook Page connector over long ranges", () => {
  it("reads a range longer than one call in windows Meta accepts, across the Pacific clock change", async () => {
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, { start: "2026-11-21", end: "2026-11-21" }, { accountIds: [META_PAGES[0]!.id] });
    const long = { start: "2026-08-10", end: "2026-11-20" }; // its first full window spans Nov 1
    const run = await syncRange(handle.db, tenant, sources[0]!.id, long);
    expect(run?.status).toBe("succeeded");
    expect(run!.chunksDone).toBeGreaterThan(1);
    expect((await facts(sources[0]!.id)).length).toBe(eachDay(long).length + 1);
  });
});
