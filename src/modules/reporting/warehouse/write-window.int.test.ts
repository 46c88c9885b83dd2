import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, databaseKind } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { AdRow } from "@/modules/connectors/core/types";
import { sources } from "@/modules/connectors/db/connectors.table";
import type { DbHandle } from "@/server/db/client";
import { replaceWindow, writeWindow, type WindowOwner } from "./ingest";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

async function adSource(): Promise<WindowOwner> {
  const ws = await makeWorkspace(handle.db);
  const [s] = await handle.db
    .insert(sources)
    .values({ workspaceId: ws.workspace.id, platform: "google-ads", externalAccountId: "123", name: "Ads", currency: "USD", timeZone: "UTC" })
    .returning();
  return { workspaceId: ws.workspace.id, sourceId: s!.id, platform: "google-ads", accountId: "123", currency: "USD", timeZone: "UTC" };
}

const window = { start: "2026-06-01", end: "2026-06-02" };
const rows = (spend: string): AdRow[] => [
  { date: "2026-06-01", campaignId: "c1", adGroupId: "g1", impressions: 10, clicks: 1, spend, conversions: "1", conversionValue: "2" },
  { date: "2026-06-02", campaignId: "c1", adGroupId: "", impressions: 5, clicks: 0, spend: "0.5", conversions: "0", conversionValue: "0" },
];

async function landed(owner: WindowOwner) {
  const facts = (
    await handle.db.execute(sql`select coalesce(sum(spend), 0)::text as spend, count(*)::int as n from wh_ad_daily where source_id = ${owner.sourceId}`)
  ).rows[0];
  const rollup = (await handle.db.execute(sql`select coalesce(sum(spend), 0)::text as spend from wh_ad_source_day where source_id = ${owner.sourceId}`))
    .rows[0];
  const months = (await handle.db.execute(sql`select coalesce(sum(spend), 0)::text as spend from wh_ad_campaign_month where source_id = ${owner.sourceId}`))
    .rows[0];
  return { facts, rollup, months };
}

describe("a window written in a transaction of its own", () => {
  it("commits the window, its rollups and the caller's statements together, and replaces it when written again", async () => {
    const owner = await adSource();
    const seen: number[] = [];
    const also = (written: number) => {
      seen.push(written);
      return [sql`update connectors_sources set name = ${`Ads (${written} rows)`} where id = ${owner.sourceId}`];
    };
    expect(await writeWindow(handle.db, "ad", owner, window, { ad: rows("1.25") }, also)).toBe(2);
    expect(await landed(owner)).toEqual({ facts: { spend: "1.750000", n: 2 }, rollup: { spend: "1.750000" }, months: { spend: "1.750000" } });
    expect(await writeWindow(handle.db, "ad", owner, window, { ad: rows("3") }, also)).toBe(2);
    expect(await landed(owner)).toEqual({ facts: { spend: "3.500000", n: 2 }, rollup: { spend: "3.500000" }, months: { spend: "3.500000" } });
    expect(seen).toEqual([2, 2]);
    const [source] = (await handle.db.execute(sql`select name from connectors_sources where id = ${owner.sourceId}`)).rows;
    expect(source).toEqual({ name: "Ads (2 rows)" });
  });

  it("leaves nothing of a window whose transaction fails, and the connection works on", async () => {
    const owner = await adSource();
    await writeWindow(handle.db, "ad", owner, window, { ad: rows("1") });
    const failing = () => [sql`update connectors_sources set name = null where id = ${owner.sourceId}`];
    await expect(writeWindow(handle.db, "ad", owner, window, { ad: rows("9") }, failing)).rejects.toThrow();
    // Twice, so a connection left inside the failed transaction would be met again.
    await expect(writeWindow(handle.db, "ad", owner, window, { ad: rows("9") }, failing)).rejects.toThrow();
    expect(await landed(owner)).toEqual({ facts: { spend: "1.500000", n: 2 }, rollup: { spend: "1.500000" }, months: { spend: "1.500000" } });
    for (let i = 0; i < 5; i++) await writeWindow(handle.db, "ad", owner, window, { ad: rows("2") });
    expect(await landed(owner)).toEqual({ facts: { spend: "2.500000", n: 2 }, rollup: { spend: "2.500000" }, months: { spend: "2.500000" } });
  });

  it("lands ids that need escaping, other scripts, extras and large figures exactly as given", async () => {
    const owner = await adSource();
    const odd: AdRow[] = [
      {
        date: "2026-06-01",
        campaignId: "tab\there",
        adGroupId: "back\\slash\nline",
        impressions: 9_007_199_254_740_991,
        clicks: 0,
        spend: "123456789.123456",
        conversions: "0.0001",
        conversionValue: "-2.5",
        extras: { reach: 12, videoViews: 3 },
      },
      { date: "2026-06-02", campaignId: "Größe – 日本", impressions: 1, clicks: 2_147_483_648, spend: "0", conversions: "0", conversionValue: "0" },
    ];
    expect(await writeWindow(handle.db, "ad", owner, window, { ad: odd })).toBe(2);
    const facts = (
      await handle.db.execute(
        sql`select campaign_id, ad_group_id, impressions::text, clicks::text, spend::text, conversions::text, conversion_value::text, extras from wh_ad_daily where source_id = ${owner.sourceId} order by date`,
      )
    ).rows;
    expect(facts).toEqual([
      {
        campaign_id: "tab\there",
        ad_group_id: "back\\slash\nline",
        impressions: "9007199254740991",
        clicks: "0",
        spend: "123456789.123456",
        conversions: "0.0001",
        conversion_value: "-2.500000",
        extras: { reach: 12, videoViews: 3 },
      },
      {
        campaign_id: "Größe – 日本",
        ad_group_id: "",
        impressions: "1",
        clicks: "2147483648",
        spend: "0.000000",
        conversions: "0.0000",
        conversion_value: "0.000000",
        extras: null,
      },
    ]);
    const days = (
      await handle.db.execute(
        sql`select campaign_id, spend::text, conversion_value::text from wh_ad_campaign_day where source_id = ${owner.sourceId} order by date`,
      )
    ).rows;
    expect(days).toEqual([
      { campaign_id: "tab\there", spend: "123456789.123456", conversion_value: "-2.500000" },
      { campaign_id: "Größe – 日本", spend: "0.000000", conversion_value: "0.000000" },
    ]);
  });

  it("refuses a batch that names a date, campaign and ad group twice, and keeps the window as it was", async () => {
    const owner = await adSource();
    await writeWindow(handle.db, "ad", owner, window, { ad: rows("1") });
    const twice = [...rows("5"), rows("7")[0]!];
    const message = /campaign c1, ad group "g1" on 2026-06-01 more than once/;
    await expect(writeWindow(handle.db, "ad", owner, window, { ad: twice })).rejects.toThrow(message);
    await expect(handle.db.transaction((tx) => replaceWindow(tx, "ad", owner, window, { ad: twice }))).rejects.toThrow(message);
    expect(await landed(owner)).toEqual({ facts: { spend: "1.500000", n: 2 }, rollup: { spend: "1.500000" }, months: { spend: "1.500000" } });
  });

  it("writes a source one transaction at a time: a second write of the window waits for the first, then replaces it", async () => {
    const owner = await adSource();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstWrote!: () => void;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = handle.db.transaction(async (tx) => {
      await replaceWindow(tx, "ad", owner, window, { ad: rows("1") });
      firstWrote();
      await held;
    });
    await wrote;
    let secondDone = false;
    const second = writeWindow(handle.db, "ad", owner, window, { ad: rows("2") }).then((n) => ((secondDone = true), n));
    try {
      if (databaseKind() === "postgres") {
        // The second transaction waits on the source's lock (PGlite has one connection: it waits for that).
        const waiting = sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objsubid = 2 and not granted and database = (select oid from pg_database where datname = current_database())`;
        await expect.poll(async () => (await handle.db.execute(waiting)).rows[0], { timeout: 10_000 }).toEqual({ n: 1 });
      }
      expect(secondDone).toBe(false);
    } finally {
      release();
    }
    await first;
    expect(await second).toBe(2);
    // Without the lock both would have kept their rows: 4 facts, 4.000000 spent.
    expect(await landed(owner)).toEqual({ facts: { spend: "2.500000", n: 2 }, rollup: { spend: "2.500000" }, months: { spend: "2.500000" } });
    const [campaignDays] = (
      await handle.db.execute(sql`select count(*)::int as n, sum(spend)::text as spend from wh_ad_campaign_day where source_id = ${owner.sourceId}`)
    ).rows;
    expect(campaignDays).toEqual({ n: 2, spend: "2.500000" });
  });
});
