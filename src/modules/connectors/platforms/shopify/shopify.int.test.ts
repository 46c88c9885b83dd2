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
import { expectedDaily, fakeShops, startShopifyFake, type ShopProfile } from "./fake-server";

const PLATFORM = "shopify";
// Crosses a month end and both the European (Oct 25) and the US (Nov 1) clock changes.
const range = { start: "2026-10-20", end: "2026-11-03" };
let handle: DbHandle;
let fake: FakeServer;
const shop = fakeShops.berlin;
const params = { shop: shop.domain };

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startShopifyFake();
  useFake(PLATFORM, fake.url);
});
afterAll(async () => {
  setPlatformConfig(PLATFORM, undefined);
  await fake.close();
  await handle.close();
});

async function facts(sourceId: string) {
  const result = await handle.db.execute(sql`
    select date::text as date, orders::int as orders, revenue::numeric(20,2)::text as revenue, new_customers::int as "newCustomers",
           returning_customers::int as "returningCustomers", currency, time_zone as "timeZone"
    from wh_store_daily where source_id = ${sourceId} order by date`);
  return result.rows;
}

function expected(profile: ShopProfile, server: FakeServer) {
  return eachDay(range).map((date) => ({
    date,
    ...expectedDaily(profile, date, server.control.version(date)),
    currency: profile.currency,
    timeZone: profile.timeZone,
  }));
}

describe("Shopify connector", () => {
  it("asks for the shop domain, connects through the shop's OAuth with state, and lists the one store", async () => {
    const { tenant } = await makeWorkspace(handle.db);
    await expect(startConnect(handle.db, tenant, { platform: PLATFORM, params: { shop: "not a shop" } })).rejects.toThrow(/shop domain/i);
    const { url } = await startConnect(handle.db, tenant, { platform: PLATFORM, params });
    const u = new URL(url);
    expect(u.pathname).toBe("/admin/oauth/authorize");
    expect(u.searchParams.get("state")).toBeTruthy();
    expect(u.searchParams.get("code_challenge")).toBeNull();
    expect(u.searchParams.get("scope")).toBe("read_orders,read_customers");

    const { tenant: t2, connectionId } = await connect(handle.db, PLATFORM, { params });
    const accounts = await accountsOf(handle.db, t2, connectionId);
    expect(accounts.map((a) => [a.id, a.name, a.currency, a.timeZone])).toEqual([[shop.domain, shop.name, "EUR", "Europe/Berlin"]]);
  });

  it("lands exactly the store's orders, net revenue and customers per shop day, to the cent", async () => {
    const { sources } = await connectAndSync(handle.db, PLATFORM, range, { params });
    expect(sources).toHaveLength(1);
    expect(await facts(sources[0]!.id)).toEqual(expected(shop, fake));
  });

  it("replaces a restated day instead of adding to it", async () => {
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { params });
    const day = "2026-10-31";
    const before = expectedDaily(shop, day, fake.control.version(day));
    fake.control.restate(day);
    await syncRange(handle.db, tenant, sources[0]!.id, range);
    const rows = await facts(sources[0]!.id);
    expect(rows).toEqual(expected(shop, fake));
    expect(rows.find((r) => r.date === day)).not.toMatchObject(before);
  });

  it("refreshes the expired offline token, stores the rotated refresh token, and syncs on", async () => {
    const { tenant, connectionId, sources } = await connectAndSync(handle.db, PLATFORM, range, { params });
    const refreshToken = async () =>
      ((await handle.db.execute(sql`select refresh_token from connectors_connections where id = ${connectionId}`)).rows[0] as { refresh_token: string })
        .refresh_token;
    const before = await refreshToken();
    const refreshes = fake.control.refreshCount();
    fake.control.expireAccessTokens();
    const run = await syncRange(handle.db, tenant, sources[0]!.id, range);
    expect(run?.status).toBe("succeeded");
    expect(fake.control.refreshCount()).toBeGreaterThan(refreshes);
    expect(await refreshToken()).not.toBe(before);
    expect(await facts(sources[0]!.id)).toEqual(expected(shop, fake));
  });

  it("waits out a THROTTLED answer mid-pagination and still lands exact totals", async () => {
    const { tenant, sources } = await connectAndSync(handle.db, PLATFORM, range, { params });
    const calls = fake.control.calls.length;
    // Let the shop query and the first orders page through, then throttle the second page.
    fake.control.throttleNext(1, /graphql\.json$/, 2);
    const run = await syncRange(handle.db, tenant, sources[0]!.id, range);
    expect(run?.status).toBe("succeeded");
    // shop + 2 order pages + the retried page at least.
    expect(fake.control.calls.length - calls).toBeGreaterThanOrEqual(4);
    expect(await facts(sources[0]!.id)).toEqual(expected(shop, fake));
  });

  it("buckets a store west of UTC into its own days", async () => {
    const west = await startShopifyFake({ shop: fakeShops.losAngeles });
    try {
      useFake(PLATFORM, west.url);
      const { sources } = await connectAndSync(handle.db, PLATFORM, range, { params: { shop: fakeShops.losAngeles.domain } });
      expect(await facts(sources[0]!.id)).toEqual(expected(fakeShops.losAngeles, west));
    } finally {
      useFake(PLATFORM, fake.url);
      await west.close();
    }
  });
});
