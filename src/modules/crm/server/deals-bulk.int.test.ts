import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeUser, makeWorkspace } from "~tests/support/factories";
import { snapshot } from "~tests/tenancy/seed";
import { setPaymentsConfig } from "@/modules/billing";
import type { DbHandle } from "@/server/db/client";
import { activities } from "../db/activities.table";
import { dealContacts } from "../db/deals.table";

let handle: DbHandle;
beforeAll(async () => {
  setPaymentsConfig(null);
  handle = await createTestDb();
});
afterAll(async () => {
  setPaymentsConfig(undefined);
  await handle.close();
});

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code ?? String(e),
  );

async function owner() {
  const ws = await makeWorkspace(handle.db);
  const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  const [sales] = await caller.crm.pipelines.list();
  return { ...ws, caller, sales: sales!, stage: (name: string) => sales!.stages.find((s) => s.name === name)! };
}

const stageChanges = (workspaceId: string, dealId: string) =>
  handle.db
    .select()
    .from(activities)
    .where(and(eq(activities.workspaceId, workspaceId), eq(activities.dealId, dealId), eq(activities.kind, "stage_change")));

describe("deals list", () => {
  it("pages by cursor while the table scrolls, newest first by default, leaving the count to its own query", async () => {
    const { caller, sales, stage } = await owner();
    for (const name of ["One", "Two", "Three"])
      await caller.crm.deals.create({ name, pipelineId: sales.id, stageId: name === "Two" ? stage("Closed won").id : undefined });
    expect(await caller.crm.deals.list({ pipelineId: sales.id, limit: 2, cursor: 0 })).toMatchObject({
      total: null,
      nextCursor: 2,
      rows: [{ name: "Three" }, { name: "Two" }],
    });
    expect(await caller.crm.deals.count({ pipelineId: sales.id })).toEqual({ count: 3 });
    expect(await caller.crm.deals.count({ pipelineId: sales.id, status: "won" })).toEqual({ count: 1 });
    expect(await codeOf(caller.crm.deals.count({ closeFrom: "2030-02-01", closeTo: "2030-01-01" }))).toBe("BAD_REQUEST");
    expect(await caller.crm.deals.list({ pipelineId: sales.id, limit: 2, cursor: 2 })).toMatchObject({
      total: null,
      nextCursor: null,
      rows: [{ name: "One" }],
    });
    expect((await caller.crm.deals.list({ pipelineId: sales.id, sort: { field: "createdAt", dir: "asc" }, limit: 1 })).rows[0]!.name).toBe("One");
  });
});

describe("deals bulk actions", () => {
  it("sets the owner and close date of picked deals, clears with null, and leaves the others", async () => {
    const { caller, sales, workspace } = await owner();
    const colleague = await addMember(handle.db, workspace.id, "member");
    const a = await caller.crm.deals.create({ name: "A", pipelineId: sales.id, closeDate: "2030-01-31" });
    const b = await caller.crm.deals.create({ name: "B", pipelineId: sales.id });
    const c = await caller.crm.deals.create({ name: "C", pipelineId: sales.id, closeDate: "2030-01-31" });
    expect(await caller.crm.deals.bulkUpdate({ selection: { ids: [a.id, b.id] }, set: { ownerId: colleague.user.id, closeDate: "2031-06-30" } })).toEqual({
      updated: 2,
    });
    expect((await caller.crm.deals.get({ id: b.id })).deal).toMatchObject({ ownerId: colleague.user.id, closeDate: "2031-06-30" });
    expect((await caller.crm.deals.get({ id: c.id })).deal).toMatchObject({ ownerId: null, closeDate: "2030-01-31" });
    await caller.crm.deals.bulkUpdate({ selection: { ids: [a.id] }, set: { closeDate: null } });
    expect((await caller.crm.deals.get({ id: a.id })).deal).toMatchObject({ ownerId: colleague.user.id, closeDate: null });
  });

  it("moves picked deals to the top of a stage in board order, noting each move on its timeline, and leaves those already there in place", async () => {
    const { caller, sales, stage, workspace } = await owner();
    const sent = stage("Contract sent");
    const there = await caller.crm.deals.create({ name: "Already there", pipelineId: sales.id, stageId: sent.id });
    const first = await caller.crm.deals.create({ name: "First", pipelineId: sales.id, stageId: stage("Qualified to buy").id });
    const second = await caller.crm.deals.create({ name: "Second", pipelineId: sales.id, stageId: stage("Appointment scheduled").id });
    expect(await caller.crm.deals.bulkUpdate({ selection: { ids: [first.id, second.id, there.id] }, set: { stageId: sent.id } })).toEqual({ updated: 3 });
    const board = await caller.crm.deals.board({ pipelineId: sales.id });
    expect(board.stages.find((s) => s.id === sent.id)!.deals.map((d) => d.name)).toEqual(["Second", "First", "Already there"]);
    expect((await stageChanges(workspace.id, first.id)).map((a) => a.title)).toEqual(["Moved from Qualified to buy to Contract sent"]);
    expect((await stageChanges(workspace.id, second.id))[0]!.data).toMatchObject({
      from: stage("Appointment scheduled").id,
      to: sent.id,
      toName: "Contract sent",
      bulk: true,
    });
    expect(await stageChanges(workspace.id, there.id)).toEqual([]);
  });

  it("applies to everything the filter matches, even when the change is to the filtered field itself", async () => {
    const { caller, sales, stage, owner: me } = await owner();
    const won = stage("Closed won");
    await caller.crm.deals.create({ name: "Mine", pipelineId: sales.id, ownerId: me.id });
    await caller.crm.deals.create({ name: "Nobody's 1", pipelineId: sales.id });
    await caller.crm.deals.create({ name: "Nobody's 2", pipelineId: sales.id });
    expect(
      await caller.crm.deals.bulkUpdate({ selection: { filter: { pipelineId: sales.id, ownerId: "none" } }, set: { ownerId: me.id, stageId: won.id } }),
    ).toEqual({ updated: 2 });
    const mine = await caller.crm.deals.list({ pipelineId: sales.id, ownerId: me.id, sort: { field: "name", dir: "asc" } });
    expect(mine.rows.map((r) => [r.name, r.stageName])).toEqual([
      ["Mine", "Appointment scheduled"],
      ["Nobody's 1", "Closed won"],
      ["Nobody's 2", "Closed won"],
    ]);
    expect(await caller.crm.deals.bulkUpdate({ selection: { filter: { status: "won" } }, set: { closeDate: "2030-12-31" } })).toEqual({ updated: 2 });
  });

  it("refuses a stage of another pipeline than the deals', an empty change and an owner from outside", async () => {
    const { caller, sales } = await owner();
    await caller.crm.pipelines.create({ name: "Partners", stages: [{ name: "Talking", probability: 10, kind: "open" }] });
    const other = (await caller.crm.pipelines.list()).find((p) => p.name === "Partners")!;
    const a = await caller.crm.deals.create({ name: "A", pipelineId: sales.id });
    const b = await caller.crm.deals.create({ name: "B", pipelineId: other.id });
    await expect(caller.crm.deals.bulkUpdate({ selection: { ids: [a.id, b.id] }, set: { stageId: other.stages[0]!.id } })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("another pipeline"),
    });
    expect((await caller.crm.deals.get({ id: a.id })).stage.name).toBe("Appointment scheduled");
    await expect(caller.crm.deals.bulkUpdate({ selection: { ids: [a.id] }, set: {} })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Choose something to change.",
    });
    const stranger = await makeUser(handle.db);
    await expect(caller.crm.deals.bulkUpdate({ selection: { ids: [a.id] }, set: { ownerId: stranger.id } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await codeOf(caller.crm.deals.bulkUpdate({ selection: { ids: [a.id] }, set: { closeDate: "31/12/2030" } }))).toBe("BAD_REQUEST");
  });

  it("deletes picked deals or a whole filter, with their contact links", async () => {
    const { caller, sales, stage, workspace } = await owner();
    const dana = await caller.crm.contacts.create({ email: "dana@example.test" });
    const a = await caller.crm.deals.create({ name: "A", pipelineId: sales.id, contactIds: [dana.id] });
    await caller.crm.deals.create({ name: "B", pipelineId: sales.id, stageId: stage("Closed lost").id });
    await caller.crm.deals.create({ name: "C", pipelineId: sales.id, stageId: stage("Closed lost").id });
    await caller.crm.deals.create({ name: "D", pipelineId: sales.id });
    expect(await caller.crm.deals.bulkDelete({ selection: { ids: [a.id] } })).toEqual({ deleted: 1 });
    expect(await handle.db.select().from(dealContacts).where(eq(dealContacts.workspaceId, workspace.id))).toEqual([]);
    expect(await caller.crm.deals.bulkDelete({ selection: { filter: { pipelineId: sales.id, status: "lost" } } })).toEqual({ deleted: 2 });
    expect((await caller.crm.deals.list({})).rows.map((r) => r.name)).toEqual(["D"]);
    expect((await caller.crm.contacts.get({ id: dana.id })).contact.id).toBe(dana.id);
  });

  it("lets members edit in bulk but only admins delete, and a viewer neither", async () => {
    const { caller, sales, workspace } = await owner();
    const a = await caller.crm.deals.create({ name: "A", pipelineId: sales.id });
    const member = callerFor(handle.db, { userId: (await addMember(handle.db, workspace.id, "member")).user.id, workspaceId: workspace.id });
    const viewer = callerFor(handle.db, { userId: (await addMember(handle.db, workspace.id, "viewer")).user.id, workspaceId: workspace.id });
    expect(await codeOf(viewer.crm.deals.bulkUpdate({ selection: { ids: [a.id] }, set: { closeDate: "2030-01-01" } }))).toBe("FORBIDDEN");
    expect(await codeOf(member.crm.deals.bulkUpdate({ selection: { ids: [a.id] }, set: { closeDate: "2030-01-01" } }))).toBe("OK");
    expect(await codeOf(member.crm.deals.bulkDelete({ selection: { ids: [a.id] } }))).toBe("FORBIDDEN");
    expect(await codeOf(viewer.crm.deals.bulkDelete({ selection: { filter: {} } }))).toBe("FORBIDDEN");
    expect((await caller.crm.deals.list({})).total).toBe(1);
  });

  it("changes nothing when one picked id or the stage is another workspace's, and a filter never reaches another workspace", async () => {
    const victim = await owner();
    const attacker = await owner();
    const theirs = await victim.caller.crm.deals.create({ name: "Victim deal", pipelineId: victim.sales.id });
    const mine = await attacker.caller.crm.deals.create({ name: "Mine", pipelineId: attacker.sales.id });
    const before = await snapshot(handle.db, victim.workspace.id);
    expect(await codeOf(attacker.caller.crm.deals.bulkUpdate({ selection: { ids: [mine.id, theirs.id] }, set: { closeDate: "2030-01-01" } }))).toBe(
      "NOT_FOUND",
    );
    expect(await codeOf(attacker.caller.crm.deals.bulkUpdate({ selection: { ids: [mine.id] }, set: { stageId: victim.stage("Closed won").id } }))).toBe(
      "NOT_FOUND",
    );
    expect(await codeOf(attacker.caller.crm.deals.bulkDelete({ selection: { ids: [theirs.id, mine.id] } }))).toBe("NOT_FOUND");
    expect((await attacker.caller.crm.deals.get({ id: mine.id })).deal.closeDate).toBeNull();
    expect(await attacker.caller.crm.deals.bulkUpdate({ selection: { filter: {} }, set: { closeDate: "2030-01-01" } })).toEqual({ updated: 1 });
    expect(await attacker.caller.crm.deals.bulkDelete({ selection: { filter: {} } })).toEqual({ deleted: 1 });
    expect(await snapshot(handle.db, victim.workspace.id)).toBe(before);
    expect((await victim.caller.crm.deals.get({ id: theirs.id })).deal.name).toBe("Victim deal");
  });
});
