import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { setPlanManually, usage } from "@/modules/billing";
import type { DbHandle } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import type { EmailRow } from "./core/types";
import { sources } from "./db/connectors.table";
import { ensureEmailToolSource, recordEmailToolCampaigns } from "./index";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const campaign = (id: string, overrides: Partial<EmailRow> = {}): EmailRow => ({
  campaignId: id,
  name: `Campaign ${id}`,
  sendDate: "2026-11-05",
  sent: 1000,
  delivered: 990,
  opens: 400,
  clicks: 50,
  bounces: 10,
  unsubscribes: 2,
  revenue: "125.50",
  currency: "USD",
  ...overrides,
});

async function campaignsOf(workspaceId: string) {
  const result = await handle.db.execute(
    sql`select campaign_id as id, name, send_date::text as day, sent::int, delivered::int, opens::int, clicks::int, bounces::int, unsubscribes::int, revenue::text, currency
        from wh_email_campaigns where workspace_id = ${workspaceId} order by campaign_id`,
  );
  return result.rows;
}

describe("the email tool as a source", () => {
  it("is made once per workspace, named Email tool, and found again on later calls", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const first = await ensureEmailToolSource(handle.db, workspace.id);
    const again = await ensureEmailToolSource(handle.db, workspace.id);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      platform: "email-tool",
      externalAccountId: "email-tool",
      name: "Email tool",
      currency: "USD",
      timeZone: "UTC",
      status: "active",
    });
    const rows = await handle.db
      .select()
      .from(sources)
      .where(and(eq(sources.workspaceId, workspace.id), eq(sources.platform, "email-tool")));
    expect(rows).toHaveLength(1);
  });

  it("doesn't count against the plan's sources, even when they are all used", async () => {
    const ws = await makeWorkspace(handle.db);
    await setPlanManually(handle.db, ws.workspace.id, "basic");
    const owner = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    for (const name of ["One", "Two", "Three"]) await owner.connectors.csv.create({ name, fact: "ad", currency: "USD", timeZone: "UTC" });
    const before = (await usage(handle.db, ws.tenant)).used.sources;
    await ensureEmailToolSource(handle.db, ws.workspace.id);
    await recordEmailToolCampaigns(handle.db, ws.workspace.id, [campaign("a")]);
    expect((await usage(handle.db, ws.tenant)).used.sources).toBe(before);
  });
});

describe("recording the email tool's campaigns", () => {
  it("writes each campaign's row, and a later call replaces that campaign's counts only", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const first = await recordEmailToolCampaigns(handle.db, workspace.id, [
      campaign("a"),
      campaign("b", { sendDate: "2026-11-01", revenue: "0", currency: null }),
    ]);
    expect(first.written).toBe(2);
    await recordEmailToolCampaigns(handle.db, workspace.id, [campaign("a", { name: "Renamed", opens: 600, clicks: 90, revenue: "300.123456" })]);
    expect(await campaignsOf(workspace.id)).toEqual([
      {
        id: "a",
        name: "Renamed",
        day: "2026-11-05",
        sent: 1000,
        delivered: 990,
        opens: 600,
        clicks: 90,
        bounces: 10,
        unsubscribes: 2,
        revenue: "300.123456",
        currency: "USD",
      },
      {
        id: "b",
        name: "Campaign b",
        day: "2026-11-01",
        sent: 1000,
        delivered: 990,
        opens: 400,
        clicks: 50,
        bounces: 10,
        unsubscribes: 2,
        revenue: "0.000000",
        currency: null,
      },
    ]);
    const [source] = await handle.db.select().from(sources).where(eq(sources.id, first.sourceId));
    expect(source).toMatchObject({ lastError: null, dataFrom: "2026-11-01" });
    expect(source!.lastSuccessAt).toBeInstanceOf(Date);
  });

  it("keeps the last row of a campaign named twice in one call", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    await recordEmailToolCampaigns(handle.db, workspace.id, [campaign("a", { opens: 1 }), campaign("a", { opens: 2 })]);
    expect((await campaignsOf(workspace.id)).map((r) => r.opens)).toEqual([2]);
  });

  it("refuses a malformed row and writes none of the call's rows", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    await recordEmailToolCampaigns(handle.db, workspace.id, [campaign("a")]);
    const bad = [
      [campaign("b"), campaign("c", { sendDate: "2026-13-01" })],
      [campaign("b", { sent: -1 })],
      [campaign("b", { opens: 1.5 })],
      [campaign("b", { revenue: "12,50" })],
      [campaign("b", { currency: "XYZ" })],
      [campaign("")],
    ];
    for (const rows of bad) await expect(recordEmailToolCampaigns(handle.db, workspace.id, rows)).rejects.toBeInstanceOf(InvalidError);
    expect((await campaignsOf(workspace.id)).map((r) => r.id)).toEqual(["a"]);
  });

  it("writes only to the named workspace's own email-tool source", async () => {
    const one = await makeWorkspace(handle.db);
    const two = await makeWorkspace(handle.db);
    const a = await recordEmailToolCampaigns(handle.db, one.workspace.id, [campaign("same")]);
    const b = await recordEmailToolCampaigns(handle.db, two.workspace.id, [campaign("same", { opens: 7 })]);
    expect(a.sourceId).not.toBe(b.sourceId);
    expect((await campaignsOf(one.workspace.id)).map((r) => r.opens)).toEqual([400]);
    expect((await campaignsOf(two.workspace.id)).map((r) => r.opens)).toEqual([7]);
  });
});
