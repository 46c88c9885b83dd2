/**
 * LinkedIn Ads end to end against its stand-in: OAuth with programmatic refresh tokens, exact daily
 * totals per account (UTC days) filed under campaign groups, restated days replaced, a refreshed
 * token, and 429s in the middle of paging.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectAndSync, consent, syncRange, useFake } from "~tests/support/connectors";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { connections, sources } from "@/modules/connectors/db/connectors.table";
import { completeConnect, startConnect } from "@/modules/connectors/server/connect.service";
import { accountsOf } from "@/modules/connectors/server/sources.service";
import type { DbHandle } from "@/server/db/client";
import type { FakeServer } from "../../fakes/kit";
import { expectLanded } from "../meta/int-suite";
import { expectedDaily, linkedinFakeAccounts, startLinkedInAdsFake } from "./fake-server";

const RANGE = { start: "2026-08-26", end: "2026-09-06" };
const accounts = linkedinFakeAccounts();
const UTC = (a: (typeof accounts)[number]) => ({ currency: a.currency, timeZone: "UTC" });

let handle: DbHandle;
let fake: FakeServer;
const db = () => handle.db;
const sourcesOf = (workspaceId: string) => db().select().from(sources).where(eq(sources.workspaceId, workspaceId));
const expected = (id: number) => (day: string) => expectedDaily(id, day, fake.control.version(day));

beforeAll(async () => {
  fake = await startLinkedInAdsFake({ entityPageSize: 2 });
  useFake("linkedin-ads", fake.url);
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
  await fake?.close();
});

describe("linkedin-ads against its stand-in", () => {
  it("connects through LinkedIn's OAuth and lists the member's ad accounts", async () => {
    const { tenant } = await makeWorkspace(db());
    const { url } = await startConnect(db(), tenant, { platform: "linkedin-ads" });
    const authorize = new URL(url);
    expect(authorize.pathname).toBe("/oauth/v2/authorization");
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("scope")).toBe("r_ads r_ads_reporting");
    expect(authorize.searchParams.has("code_challenge")).toBe(false);
    const back = await consent(url);
    const outcome = await completeConnect(db(), "linkedin-ads", { state: back.get("state"), code: back.get("code") });
    expect(outcome.error).toBeUndefined();
    const [row] = await db().select().from(connections).where(eq(connections.id, outcome.connectionId!));
    expect(row!.externalUserId).toBe("urn:li:person:Fk3xQ9aPz1");
    expect(row!.refreshToken).toBeTruthy();
    expect(row!.scopes).toEqual(["r_ads", "r_ads_reporting"]);
    const listed = await accountsOf(db(), tenant, outcome.connectionId!);
    expect(listed.map((a) => ({ id: a.id, name: a.name, currency: a.currency, timeZone: a.timeZone }))).toEqual(
      accounts.map((a) => ({ id: String(a.id), name: a.name, currency: a.currency, timeZone: "UTC" })),
    );
    expect(new Set(listed.map((a) => a.currency)).size).toBe(3);
  });

  let synced: { tenant: Awaited<ReturnType<typeof connectAndSync>>["tenant"]; connectionId: string; rows: (typeof sources.$inferSelect)[] };
  it("lands exactly the fake's daily totals per account, to the cent, filed under campaign groups", async () => {
    const done = await connectAndSync(db(), "linkedin-ads", RANGE);
    synced = { tenant: done.tenant, connectionId: done.connectionId, rows: await sourcesOf(done.tenant.workspaceId) };
    expect(synced.rows).toHaveLength(accounts.length);
    for (const account of accounts) {
      const source = synced.rows.find((r) => r.externalAccountId === String(account.id))!;
      expect(source).toMatchObject(UTC(account));
      await expectLanded(db(), source.id, RANGE, expected(account.id), UTC(account));
      const filed = await db().execute(sql`select distinct campaign_id, ad_group_id from wh_ad_daily where source_id = ${source.id}`);
      const groupOf = new Map(account.campaigns.map((c) => [String(c.id), String(c.groupId)]));
      for (const r of filed.rows as { campaign_id: string; ad_group_id: string }[]) expect(r.campaign_id).toBe(groupOf.get(r.ad_group_id));
      const names = await db().execute(
        sql`select ad_group_id, campaign_id, name, status from wh_ad_groups where source_id = ${source.id} order by ad_group_id`,
      );
      expect(names.rows).toHaveLength(account.campaigns.length);
      expect((names.rows as { status: string }[]).some((r) => r.status === "ARCHIVED")).toBe(account.campaigns.some((c) => c.status === "ARCHIVED"));
    }
    const paged = fake.control.calls.filter((c) => /adCampaigns$/.test(c.path) && c.query.includes("pageToken="));
    expect(paged.length).toBeGreaterThan(0);
  });

  it("replaces a restated day instead of adding to it, through a 429 on adAnalytics", async () => {
    const day = "2026-09-01";
    const account = accounts[1]!;
    expect(expectedDaily(account.id, day, 1)).not.toEqual(expectedDaily(account.id, day, 0));
    fake.control.restate(day);
    fake.control.throttleNext(1, /\/adAnalytics$/);
    const source = synced.rows.find((r) => r.externalAccountId === String(account.id))!;
    await syncRange(db(), synced.tenant, source.id, RANGE);
    await expectLanded(db(), source.id, RANGE, expected(account.id), UTC(account));
  });

  it("refreshes an expired access token and keeps the (non-rotating) refresh token", async () => {
    const [before] = await db().select().from(connections).where(eq(connections.id, synced.connectionId));
    const refreshes = fake.control.refreshCount();
    fake.control.expireAccessTokens();
    const account = accounts[0]!;
    const source = synced.rows.find((r) => r.externalAccountId === String(account.id))!;
    await syncRange(db(), synced.tenant, source.id, RANGE);
    expect(fake.control.refreshCount()).toBe(refreshes + 1);
    const [after] = await db().select().from(connections).where(eq(connections.id, synced.connectionId));
    expect(after!.status).toBe("active");
    expect(after!.accessToken).not.toBe(before!.accessToken);
    expect(after!.refreshToken).toBe(before!.refreshToken);
    await expectLanded(db(), source.id, RANGE, expected(account.id), UTC(account));
  });

  it("waits out a 429 in the middle of paging campaigns and lands every row once", async () => {
    const account = accounts[2]!;
    const before = fake.control.calls.length;
    fake.control.throttleNext(1, /\/adCampaigns$/, 1);
    const done = await connectAndSync(db(), "linkedin-ads", RANGE, { accountIds: [String(account.id)] });
    const pages = fake.control.calls.slice(before).filter((c) => /\/adCampaigns$/.test(c.path));
    expect(pages.filter((c, i) => pages.findIndex((o) => o.query === c.query) !== i)).toHaveLength(1);
    const [source] = await sourcesOf(done.tenant.workspaceId);
    await expectLanded(db(), source!.id, RANGE, expected(account.id), UTC(account));
  });
});
