import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { snapshot } from "~tests/tenancy/seed";
import { setPaymentsConfig } from "@/modules/billing";
import type { DbHandle } from "@/server/db/client";
import { activities } from "../db/activities.table";
import { deals, pipelines, pipelineStages } from "../db/deals.table";

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
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

const stages = (names: string[]) => names.map((name, i) => ({ name, probability: i * 10, kind: "open" as const }));

describe("the default pipeline", () => {
  it("gives a new workspace HubSpot's sales pipeline once, even when read twice at the same time", async () => {
    const { caller, workspace } = await owner();
    const [first, second] = await Promise.all([caller.crm.pipelines.list(), caller.crm.pipelines.list()]);
    expect(first).toEqual(second);
    expect(first).toHaveLength(1);
    expect(first[0]!.name).toBe("Sales pipeline");
    expect(first[0]!.stages.map((s) => [s.name, s.probability, s.kind])).toEqual([
      ["Appointment scheduled", 20, "open"],
      ["Qualified to buy", 40, "open"],
      ["Presentation scheduled", 60, "open"],
      ["Decision maker bought-in", 80, "open"],
      ["Contract sent", 90, "open"],
      ["Closed won", 100, "won"],
      ["Closed lost", 0, "lost"],
    ]);
    await caller.crm.pipelines.list();
    expect(await handle.db.$count(pipelines, eq(pipelines.workspaceId, workspace.id))).toBe(1);
    expect(await handle.db.$count(pipelineStages, eq(pipelineStages.workspaceId, workspace.id))).toBe(7);
  });

  it("is not added again once the workspace has a pipeline of its own", async () => {
    const { caller } = await owner();
    const [sales] = await caller.crm.pipelines.list();
    await caller.crm.pipelines.update({ id: sales!.id, name: "Renewals", stages: sales!.stages });
    expect((await caller.crm.pipelines.list()).map((p) => p.name)).toEqual(["Renewals"]);
  });
});

describe("pipelines", () => {
  it("creates a pipeline with its stages in order, after the existing ones", async () => {
    const { caller } = await owner();
    await caller.crm.pipelines.list();
    const created = await caller.crm.pipelines.create({
      name: "Partners",
      stages: [...stages(["Intro", "Pilot"]), { name: "Signed", probability: 100, kind: "won" }],
    });
    const all = await caller.crm.pipelines.list();
    expect(all.map((p) => p.name)).toEqual(["Sales pipeline", "Partners"]);
    expect(all[1]).toMatchObject({ id: created.id, dealCount: 0 });
    expect(all[1]!.stages.map((s) => [s.name, s.position, s.kind])).toEqual([
      ["Intro", 0, "open"],
      ["Pilot", 1, "open"],
      ["Signed", 2, "won"],
    ]);
  });

  it("refuses a second pipeline with the same name, duplicate stage names and a pipeline without an open stage", async () => {
    const { caller } = await owner();
    await caller.crm.pipelines.list();
    await expect(caller.crm.pipelines.create({ name: "Sales pipeline", stages: stages(["A"]) })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining('"Sales pipeline" already exists'),
    });
    await expect(caller.crm.pipelines.create({ name: "X", stages: stages(["Same", "same"]) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { issues: [expect.objectContaining({ path: ["stages", 1, "name"], message: "Two stages have this name" })] },
    });
    await expect(caller.crm.pipelines.create({ name: "X", stages: [{ name: "Won", probability: 100, kind: "won" }] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(caller.crm.pipelines.create({ name: "X", stages: [{ name: "Odd", probability: 140, kind: "open" }] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("renames the pipeline, and renames, reorders, adds and removes stages and sets their probability and kind", async () => {
    const { caller } = await owner();
    const { id } = await caller.crm.pipelines.create({ name: "Hiring", stages: stages(["Applied", "Screen", "Onsite", "Offer"]) });
    const before = (await caller.crm.pipelines.list()).find((p) => p.id === id)!;
    const [applied, screen, , offer] = before.stages;
    await caller.crm.pipelines.update({
      id,
      name: "Recruiting",
      stages: [
        { id: screen!.id, name: "Phone screen", probability: 15, kind: "open" },
        { id: applied!.id, name: "Applied", probability: 5, kind: "open" },
        { name: "References", probability: 70, kind: "open" },
        { id: offer!.id, name: "Hired", probability: 100, kind: "won" },
      ],
    });
    const after = (await caller.crm.pipelines.list()).find((p) => p.id === id)!;
    expect(after.name).toBe("Recruiting");
    expect(after.stages.map((s) => [s.name, s.position, s.probability, s.kind])).toEqual([
      ["Phone screen", 0, 15, "open"],
      ["Applied", 1, 5, "open"],
      ["References", 2, 70, "open"],
      ["Hired", 3, 100, "won"],
    ]);
    expect(after.stages[0]!.id).toBe(screen!.id);
    expect(after.stages[3]!.id).toBe(offer!.id);
  });

  it("refuses to remove a stage that holds deals without a stage to move them to, and changes nothing", async () => {
    const { caller, workspace } = await owner();
    const [sales] = await caller.crm.pipelines.list();
    const qualified = sales!.stages[1]!;
    await caller.crm.deals.create({ name: "One", pipelineId: sales!.id, stageId: qualified.id });
    await caller.crm.deals.create({ name: "Two", pipelineId: sales!.id, stageId: qualified.id });
    const [listed] = await caller.crm.pipelines.list();
    expect(listed!.dealCount).toBe(2);
    expect(listed!.stages.map((s) => s.dealCount)).toEqual([0, 2, 0, 0, 0, 0, 0]);
    const before = await snapshot(handle.db, workspace.id);
    const kept = sales!.stages.filter((s) => s.id !== qualified.id);
    const attempt = caller.crm.pipelines.update({ id: sales!.id, name: "Renamed", stages: kept });
    await expect(attempt).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining('"Qualified to buy" holds 2 deals'),
      cause: { fieldErrors: { [`moveDeals.${qualified.id}`]: "Choose where its 2 deals go" } },
    });
    // Moving them to the stage being removed too is no better.
    await expect(
      caller.crm.pipelines.update({ id: sales!.id, name: "Renamed", stages: kept.slice(1), moveDeals: { [qualified.id]: kept[0]!.id } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await snapshot(handle.db, workspace.id)).toBe(before);
  });

  it("moves the deals of a removed stage to the end of the stage chosen, in their order, noting it on each deal", async () => {
    const { caller, workspace } = await owner();
    const [sales] = await caller.crm.pipelines.list();
    const [appointment, qualified] = sales!.stages;
    const staying = await caller.crm.deals.create({ name: "Staying", pipelineId: sales!.id, stageId: appointment!.id });
    const first = await caller.crm.deals.create({ name: "First", pipelineId: sales!.id, stageId: qualified!.id });
    const second = await caller.crm.deals.create({ name: "Second", pipelineId: sales!.id, stageId: qualified!.id });
    const result = await caller.crm.pipelines.update({
      id: sales!.id,
      name: sales!.name,
      stages: sales!.stages.filter((s) => s.id !== qualified!.id),
      moveDeals: { [qualified!.id]: appointment!.id },
    });
    expect(result.moved).toBe(2);
    const board = await caller.crm.deals.board({ pipelineId: sales!.id });
    expect(board.stages.map((s) => s.name)).not.toContain("Qualified to buy");
    // New deals go on top: Second was above First, and both land below the deal already there.
    expect(board.stages[0]!.deals.map((d) => d.id)).toEqual([staying.id, second.id, first.id]);
    const notes = await handle.db
      .select()
      .from(activities)
      .where(and(eq(activities.workspaceId, workspace.id), eq(activities.kind, "stage_change")));
    expect(notes.map((n) => n.dealId).sort()).toEqual([first.id, second.id].sort());
    expect(notes[0]!.data).toMatchObject({ from: qualified!.id, to: appointment!.id, fromName: "Qualified to buy", toName: "Appointment scheduled" });
  });

  it("removes an empty stage without asking where its deals go", async () => {
    const { caller } = await owner();
    const [sales] = await caller.crm.pipelines.list();
    await caller.crm.pipelines.update({ id: sales!.id, name: sales!.name, stages: sales!.stages.slice(1) });
    expect((await caller.crm.pipelines.list())[0]!.stages).toHaveLength(6);
  });

  it("deletes a pipeline only once its deals are moved or deleted, and always keeps one", async () => {
    const { caller } = await owner();
    const [sales] = await caller.crm.pipelines.list();
    const other = await caller.crm.pipelines.create({ name: "Other", stages: stages(["Open"]) });
    const a = await caller.crm.deals.create({ name: "A", pipelineId: other.id });
    const b = await caller.crm.deals.create({ name: "B", pipelineId: other.id });
    await expect(caller.crm.pipelines.delete({ id: other.id })).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Move or delete its 2 deals first." });
    await caller.crm.deals.update({ id: a.id, patch: { pipelineId: sales!.id } });
    await caller.crm.deals.delete({ id: b.id });
    await expect(caller.crm.pipelines.delete({ id: sales!.id })).rejects.toMatchObject({ message: "Move or delete its 1 deal first." });
    await caller.crm.pipelines.delete({ id: other.id });
    expect((await caller.crm.pipelines.list()).map((p) => p.name)).toEqual(["Sales pipeline"]);
    await expect(caller.crm.pipelines.delete({ id: sales!.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("at least one pipeline"),
    });
  });

  it("answers NOT_FOUND to another workspace's pipeline or stages, and writes nothing anywhere", async () => {
    const victim = await owner();
    const attacker = await owner();
    const [theirs] = await victim.caller.crm.pipelines.list();
    const [mine] = await attacker.caller.crm.pipelines.list();
    await victim.caller.crm.deals.create({ name: "Theirs", pipelineId: theirs!.id, stageId: theirs!.stages[0]!.id });
    const victimBefore = await snapshot(handle.db, victim.workspace.id);
    const attackerBefore = await snapshot(handle.db, attacker.workspace.id);
    const foreignStage = theirs!.stages[0]!;
    expect(await codeOf(attacker.caller.crm.pipelines.update({ id: theirs!.id, name: "Mine now", stages: theirs!.stages }))).toBe("NOT_FOUND");
    expect(
      await codeOf(attacker.caller.crm.pipelines.update({ id: mine!.id, name: "Mine", stages: [...mine!.stages, { ...foreignStage, name: "Stolen" }] })),
    ).toBe("NOT_FOUND");
    expect(await codeOf(attacker.caller.crm.pipelines.delete({ id: theirs!.id }))).toBe("NOT_FOUND");
    expect(await handle.db.$count(deals, eq(deals.workspaceId, attacker.workspace.id))).toBe(0);
    expect(await snapshot(handle.db, victim.workspace.id)).toBe(victimBefore);
    expect(await snapshot(handle.db, attacker.workspace.id)).toBe(attackerBefore);
  });

  it("lets a viewer read the pipelines, and only owners and admins change them", async () => {
    const { caller, workspace } = await owner();
    const [sales] = await caller.crm.pipelines.list();
    const viewer = callerFor(handle.db, { userId: (await addMember(handle.db, workspace.id, "viewer")).user.id, workspaceId: workspace.id });
    const member = callerFor(handle.db, { userId: (await addMember(handle.db, workspace.id, "member")).user.id, workspaceId: workspace.id });
    const admin = callerFor(handle.db, { userId: (await addMember(handle.db, workspace.id, "admin")).user.id, workspaceId: workspace.id });
    expect((await viewer.crm.pipelines.list())[0]!.id).toBe(sales!.id);
    for (const who of [viewer, member]) {
      expect(await codeOf(who.crm.pipelines.create({ name: "Mine", stages: stages(["A"]) }))).toBe("FORBIDDEN");
      expect(await codeOf(who.crm.pipelines.update({ id: sales!.id, name: "Mine", stages: sales!.stages }))).toBe("FORBIDDEN");
      expect(await codeOf(who.crm.pipelines.delete({ id: sales!.id }))).toBe("FORBIDDEN");
    }
    expect(await codeOf(admin.crm.pipelines.create({ name: "Admin's", stages: stages(["A"]) }))).toBe("OK");
  });
});
