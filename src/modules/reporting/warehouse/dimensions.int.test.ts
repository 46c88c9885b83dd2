import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { AdRow, Dimension, FactBatch } from "@/modules/connectors/core/types";
import { sources } from "@/modules/connectors/db/connectors.table";
import type { DbHandle } from "@/server/db/client";
import { replaceWindow, type WindowOwner } from "./ingest";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

async function adSource() {
  const ws = await makeWorkspace(handle.db);
  const [s] = await handle.db
    .insert(sources)
    .values({ workspaceId: ws.workspace.id, platform: "google-ads", externalAccountId: "123", name: "Ads", currency: "USD", timeZone: "UTC" })
    .returning();
  return { workspaceId: ws.workspace.id, sourceId: s!.id, platform: "google-ads", accountId: "123", currency: "USD", timeZone: "UTC" } satisfies WindowOwner;
}

const window = { start: "2026-05-01", end: "2026-05-01" };
const ad: AdRow[] = [
  { date: "2026-05-01", campaignId: "c1", adGroupId: "g1", impressions: 10, clicks: 1, spend: "1.5", conversions: "0", conversionValue: "0" },
];
const write = (owner: WindowOwner, campaigns: Dimension[], adGroups: Dimension[]) =>
  handle.db.transaction((tx) => replaceWindow(tx, "ad", owner, window, { ad, campaigns, adGroups } satisfies FactBatch));

async function stored(owner: WindowOwner) {
  const campaigns = (
    await handle.db.execute(
      sql`select campaign_id as id, name, status, updated_at::text as at, xmax::text as xmax from wh_ad_campaigns where source_id = ${owner.sourceId} order by 1`,
    )
  ).rows;
  const groups = (
    await handle.db.execute(
      sql`select ad_group_id as id, campaign_id as "campaignId", name, status, updated_at::text as at, xmax::text as xmax from wh_ad_groups where source_id = ${owner.sourceId} order by 1`,
    )
  ).rows;
  return { campaigns, groups };
}

describe("campaign and ad-group names", () => {
  it("are added, renamed, moved and re-statused, a missing status keeps the stored one, and unchanged rows aren't written again", async () => {
    const owner = await adSource();
    await write(
      owner,
      [
        { id: "c1", name: "Brand", status: "ENABLED" },
        { id: "c2", name: "Generic", status: "PAUSED" },
      ],
      [{ id: "g1", name: "Exact", status: "ENABLED", campaignId: "c1" }],
    );
    const first = await stored(owner);
    expect(first.campaigns.map(({ at: _at, xmax: _x, ...c }) => c)).toEqual([
      { id: "c1", name: "Brand", status: "ENABLED" },
      { id: "c2", name: "Generic", status: "PAUSED" },
    ]);

    // The same names again: nothing is written (updated_at stays), nor even locked (a lock would set xmax).
    await write(
      owner,
      [
        { id: "c1", name: "Brand", status: "ENABLED" },
        { id: "c2", name: "Generic", status: null },
      ],
      [{ id: "g1", name: "Exact", status: "ENABLED", campaignId: "c1" }],
    );
    expect(await stored(owner)).toEqual(first);
    expect([...first.campaigns, ...first.groups].map((r) => r.xmax)).toEqual(["0", "0", "0"]);

    // A rename, a new status, an ad group moved to another campaign, and one added.
    await write(
      owner,
      [
        { id: "c1", name: "Brand (all)", status: null },
        { id: "c2", name: "Generic", status: "ENABLED" },
      ],
      [
        { id: "g1", name: "Exact", status: "PAUSED", campaignId: "c2" },
        { id: "g2", name: "Phrase", status: null, campaignId: "c1" },
      ],
    );
    const after = await stored(owner);
    expect(after.campaigns.map(({ at: _at, xmax: _x, ...c }) => c)).toEqual([
      { id: "c1", name: "Brand (all)", status: "ENABLED" },
      { id: "c2", name: "Generic", status: "ENABLED" },
    ]);
    expect(after.groups.map(({ at: _at, xmax: _x, ...g }) => g)).toEqual([
      { id: "g1", campaignId: "c2", name: "Exact", status: "PAUSED" },
      { id: "g2", campaignId: "c1", name: "Phrase", status: null },
    ]);
    expect(after.campaigns.every((c, i) => c.at !== first.campaigns[i]!.at)).toBe(true);
  });
});
