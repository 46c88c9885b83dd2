import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, connectAndSync, syncRange, useFake } from "~tests/support/connectors";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { setPlatformConfig } from "../../core/config";
import { eachDay } from "@/lib/days";
import type { FakeServer } from "../../fakes/kit";
import { startConnect } from "../../server/connect.service";
import { accountsOf } from "../../server/sources.service";
import { expectedEmail, MAILCHIMP_ACCOUNT, MAILCHIMP_AUDIENCES, MAILCHIMP_DC, startMailchimpFake } from "./fake-server";

const PLATFORM = "mailchimp";
// Crosses a month end and the US clock change (Nov 1): sends at 23:48 New York time land on that day.
const range = { start: "2026-10-18", end: "2026-11-06" };
let handle: DbHandle;
let fake: FakeServer;

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startMailchimpFake();
  useFake(PLATFORM, fake.url);
});
afterAll(async () => {
  setPlatformConfig(PLATFORM, undefined);
  await fake.close();
  await handle.close();
});

async function facts(sourceId: string) {
  const result = await handle.db.execute(sql`
    select campaign_id as "campaignId", name, send_date::text as "sendDate", sent::int as sent, delivered::int as delivered, opens::int as opens,
           clicks::int as clicks, bounces::int as bounces, unsubscribes::int as unsubscribes, revenue::numeric(20,2)::text as revenue, currency
    from wh_email_campaigns where source_id = ${sourceId} order by send_date, campaign_id`);
  return result.rows;
}
const expected = (audienceId: string) =>
  eachDay(range)
    .flatMap((d) => expectedEmail(audienceId, d, fake.control.version(d)))
    .sort((a, b) => a.sendDate.localeCompare(b.sendDate) || a.campaignId.localeCompare(b.campaignId));

describe("Mailchimp connector", () => {
  it("connects through Mailchimp's OAuth with state, stores the data centre, and lists every audience", async () => {
    const { tenant } = await makeWorkspace(handle.db);
    const { url } = await startConnect(handle.db, tenant, { platform: PLATFORM });
    const u = new URL(url);
    expect(u.pathname).toBe("/oauth2/authorize");
    expect(u.searchParams.get("state")).toBeTruthy();
    expect(u.searchParams.get("code_challenge")).toBeNull();

    const { tenant: t2, connectionId } = await connect(handle.db, PLATFORM);
    const [row] = (await handle.db.execute(sql`select extra, label, token_expires_at, refresh_token from connectors_connections where id = ${connectionId}`))
      .rows as { extra: Record<string, string>; label: string; token_expires_at: unknown; refresh_token: unknown }[];
    expect(row).toMatchObject({ extra: { dc: MAILCHIMP_DC }, label: MAILCHIMP_ACCOUNT.name, token_expires_at: null, refresh_token: null });
    const accounts = await accountsOf(handle.db, t2, connectionId);
    expect(accounts.map((a) => [a.id, a.name, a.timeZone])).toEqual(MAILCHIMP_AUDIENCES.map((a) => [a.id, a.name, MAILCHIMP_ACCOUNT.timeZone]));
  });

  it("lands every send of each audience exactly, dated in the account's time zone", async () => {
    const { sources } = await connectAndSync(handle.db, PLATFORM, range);
    expect(sources).toHaveLength(MAILCHIMP_AUDIENCES.length);
    for (const source of sources) {
      const rows = await facts(source.id);
      expect(rows.length).toBeGreaterThan(3);
      expect(rows).toEqual(expected(source.externalAccountId));
      const [stored] = (await handle.db.execute(sql`select time_zone from connectors_sources where id = ${source.id}`)).rows as { time_zone: string }[];
      expect(stored!.time_zone).toBe(MAILCHIMP_ACCOUNT.timeZone);
    }
  });

  it("replaces a restated send day instead of adding to it", async () => {
    const audience = MAILCHIMP_AUDIENCES[0];
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [audience.id] });
    const day = eachDay(range).find((d) => expectedEmail(audience.id, d).length > 0)!;
    const before = expectedEmail(audience.id, day, fake.control.version(day));
    fake.control.restate(day);
    await syncRange(handle.db, tenant, sources[0]!.id, range);
    const rows = await facts(sources[0]!.id);
    expect(rows).toEqual(expected(audience.id));
    expect(rows.filter((r) => r.sendDate === day)).not.toEqual(before);
  });

  it("can't refresh a revoked token: the sync asks to reconnect and marks the connection", async () => {
    const audience = MAILCHIMP_AUDIENCES[1];
    const { tenant, connectionId, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [audience.id] });
    fake.control.expireAccessTokens();
    await expect(syncRange(handle.db, tenant, sources[0]!.id, range)).rejects.toThrow(/Reconnect/);
    const [conn] = (await handle.db.execute(sql`select status from connectors_connections where id = ${connectionId}`)).rows as { status: string }[];
    expect(conn!.status).toBe("needs_reconnect");
    const [source] = (await handle.db.execute(sql`select last_error from connectors_sources where id = ${sources[0]!.id}`)).rows as { last_error: string }[];
    expect(source!.last_error).toMatch(/Reconnect/);
  });

  it("waits out a 429 and a bare 403 mid-pagination and still lands exact sends", async () => {
    const audience = MAILCHIMP_AUDIENCES[0];
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { accountIds: [audience.id] });
    const before = fake.control.calls.length;
    fake.control.throttleNext(2, /\/3\.0\/reports$/, 1);
    const run = await syncRange(handle.db, tenant, sources[0]!.id, range);
    expect(run?.status).toBe("succeeded");
    const reportCalls = fake.control.calls.slice(before).filter((c) => c.path === "/3.0/reports");
    expect(reportCalls.length).toBeGreaterThanOrEqual(4);
    expect(await facts(sources[0]!.id)).toEqual(expected(audience.id));
  });
});
