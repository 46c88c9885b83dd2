import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeUser, makeWorkspace } from "~tests/support/factories";
import { snapshot } from "~tests/tenancy/seed";
import { setPaymentsConfig } from "@/modules/billing";
import { workspaces } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { activities } from "../db/activities.table";
import { deals } from "../db/deals.table";

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
const email = () => `p-${Math.random().toString(36).slice(2)}@example.test`;

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

describe("creating deals", () => {
  it("starts a deal in the pipeline's first open stage, at the top, in the workspace's currency, noted on its timeline", async () => {
    const { caller, sales, workspace } = await owner();
    await handle.db.update(workspaces).set({ currency: "EUR" }).where(eq(workspaces.id, workspace.id));
    const first = await caller.crm.deals.create({ name: "First", pipelineId: sales.id, amountMinor: 120_000 });
    const second = await caller.crm.deals.create({ name: "Second", pipelineId: sales.id });
    expect(first).toMatchObject({ stageId: sales.stages[0]!.id, currency: "EUR", amountMinor: 120_000 });
    const board = await caller.crm.deals.board({ pipelineId: sales.id });
    expect(board.stages[0]!.deals.map((d) => d.name)).toEqual(["Second", "First"]);
    const { entries } = await caller.crm.activities.timeline({ dealId: second.id });
    expect(entries.map((e) => [e.kind, e.title])).toEqual([["created", "Deal Second created in Appointment scheduled"]]);
  });

  it("keeps the amount, currency, close date, owner, company and contacts given", async () => {
    const { caller, sales, stage, workspace } = await owner();
    const colleague = await addMember(handle.db, workspace.id, "member");
    const acme = await caller.crm.companies.create({ name: "Acme", domain: "acme.com" });
    const dana = await caller.crm.contacts.create({ email: email(), firstName: "Dana", lastName: "Ray" });
    const lee = await caller.crm.contacts.create({ email: email(), firstName: "Lee", lastName: "Bo" });
    const deal = await caller.crm.deals.create({
      name: "Acme renewal",
      pipelineId: sales.id,
      stageId: stage("Contract sent").id,
      amountMinor: 3000,
      currency: "jpy",
      closeDate: "2030-03-31",
      ownerId: colleague.user.id,
      companyId: acme.id,
      contactIds: [dana.id, lee.id, dana.id],
    });
    const got = await caller.crm.deals.get({ id: deal.id });
    expect(got).toMatchObject({
      deal: { name: "Acme renewal", amountMinor: 3000, currency: "JPY", closeDate: "2030-03-31", ownerId: colleague.user.id },
      stage: { name: "Contract sent", probability: 90, kind: "open" },
      pipeline: { id: sales.id, name: "Sales pipeline" },
      company: { id: acme.id, name: "Acme", domain: "acme.com" },
    });
    expect(got.contacts.map((c) => c.firstName)).toEqual(["Lee", "Dana"]);
    expect((await caller.crm.companies.get({ id: acme.id })).deals.map((d) => [d.name, d.stageName])).toEqual([["Acme renewal", "Contract sent"]]);
  });

  it("refuses an owner who isn't a member, a stage of another pipeline, and an unknown currency", async () => {
    const { caller, sales } = await owner();
    const stranger = await makeUser(handle.db);
    await expect(caller.crm.deals.create({ name: "X", pipelineId: sales.id, ownerId: stranger.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { fieldErrors: { ownerId: "Choose a member of this workspace" } },
    });
    const other = await caller.crm.pipelines.create({ name: "Other", stages: [{ name: "Open", probability: 10, kind: "open" }] });
    await expect(caller.crm.deals.create({ name: "X", pipelineId: sales.id, stageId: other.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const otherStage = (await caller.crm.pipelines.list()).find((p) => p.id === other.id)!.stages[0]!;
    await expect(caller.crm.deals.create({ name: "X", pipelineId: sales.id, stageId: otherStage.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "That stage belongs to another pipeline.",
    });
    await expect(caller.crm.deals.create({ name: "X", pipelineId: sales.id, currency: "XYZ" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.crm.deals.create({ name: "X", pipelineId: sales.id, amountMinor: -1 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await caller.crm.deals.list({})).total).toBe(0);
  });
});

describe("moving deals on the board", () => {
  it("places a deal between the cards named, after one or before one, or at the end of a column", async () => {
    const { caller, sales, stage } = await owner();
    const first = stage("Appointment scheduled");
    const make = (name: string) => caller.crm.deals.create({ name, pipelineId: sales.id, stageId: first.id });
    const a = await make("A");
    const b = await make("B");
    const c = await make("C");
    const column = async (stageId = first.id) =>
      (await caller.crm.deals.board({ pipelineId: sales.id })).stages.find((s) => s.id === stageId)!.deals.map((d) => d.name);
    expect(await column()).toEqual(["C", "B", "A"]);
    await caller.crm.deals.move({ dealId: a.id, stageId: first.id, afterId: c.id });
    expect(await column()).toEqual(["C", "A", "B"]);
    await caller.crm.deals.move({ dealId: b.id, stageId: first.id, beforeId: c.id });
    expect(await column()).toEqual(["B", "C", "A"]);
    await caller.crm.deals.move({ dealId: b.id, stageId: first.id, afterId: c.id, beforeId: a.id });
    expect(await column()).toEqual(["C", "B", "A"]);
    await caller.crm.deals.move({ dealId: c.id, stageId: first.id });
    expect(await column()).toEqual(["B", "A", "C"]);
    const qualified = stage("Qualified to buy");
    await caller.crm.deals.move({ dealId: a.id, stageId: qualified.id });
    await caller.crm.deals.move({ dealId: b.id, stageId: qualified.id, beforeId: a.id });
    expect(await column()).toEqual(["C"]);
    expect(await column(qualified.id)).toEqual(["B", "A"]);
  });

  it("notes a change of stage on the deal's timeline, and nothing for a move within the column", async () => {
    const { caller, sales, stage, workspace, owner: me } = await owner();
    const deal = await caller.crm.deals.create({ name: "Deal", pipelineId: sales.id });
    const other = await caller.crm.deals.create({ name: "Other", pipelineId: sales.id });
    await caller.crm.deals.move({ dealId: deal.id, stageId: sales.stages[0]!.id, beforeId: other.id });
    expect(await stageChanges(workspace.id, deal.id)).toHaveLength(0);
    const moved = await caller.crm.deals.move({ dealId: deal.id, stageId: stage("Closed won").id });
    expect(moved.stageId).toBe(stage("Closed won").id);
    const [note] = await stageChanges(workspace.id, deal.id);
    expect(note).toMatchObject({
      actorId: me.id,
      title: "Moved from Appointment scheduled to Closed won",
      data: { from: sales.stages[0]!.id, to: stage("Closed won").id, fromName: "Appointment scheduled", toName: "Closed won" },
    });
  });

  it("keeps the order right after many moves into the same gap (the column is renumbered when it runs out of room)", async () => {
    const { caller, sales } = await owner();
    const stageId = sales.stages[0]!.id;
    await caller.crm.deals.create({ name: "Bottom", pipelineId: sales.id });
    const top = await caller.crm.deals.create({ name: "Top", pipelineId: sales.id });
    const movers = [];
    for (let i = 1; i <= 60; i++) {
      const mover = await caller.crm.deals.create({ name: `M${i}`, pipelineId: sales.id, stageId: sales.stages[1]!.id });
      await caller.crm.deals.move({ dealId: mover.id, stageId, afterId: top.id });
      movers.push(mover);
    }
    const names = (await caller.crm.deals.board({ pipelineId: sales.id })).stages[0]!.deals.map((d) => d.name);
    expect(names).toEqual(["Top", ...movers.map((m) => m.name).reverse(), "Bottom"]);
  });

  it("refuses a stage of another pipeline and a neighbour in another column", async () => {
    const { caller, sales } = await owner();
    const other = await caller.crm.pipelines.create({ name: "Other", stages: [{ name: "Open", probability: 10, kind: "open" }] });
    const otherStage = (await caller.crm.pipelines.list()).find((p) => p.id === other.id)!.stages[0]!;
    const deal = await caller.crm.deals.create({ name: "Deal", pipelineId: sales.id });
    const elsewhere = await caller.crm.deals.create({ name: "Elsewhere", pipelineId: sales.id, stageId: sales.stages[2]!.id });
    await expect(caller.crm.deals.move({ dealId: deal.id, stageId: otherStage.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Move the deal to a stage of its own pipeline.",
    });
    await expect(caller.crm.deals.move({ dealId: deal.id, stageId: sales.stages[1]!.id, afterId: elsewhere.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(caller.crm.deals.move({ dealId: deal.id, stageId: sales.stages[0]!.id, afterId: deal.id })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("the board", () => {
  it("totals each column per currency, and weights the totals by the stage's probability", async () => {
    const { caller, sales, stage, workspace } = await owner();
    const qualified = stage("Qualified to buy");
    const colleague = await addMember(handle.db, workspace.id, "member");
    await caller.crm.deals.create({ name: "A", pipelineId: sales.id, stageId: qualified.id, amountMinor: 10_000, currency: "USD" });
    await caller.crm.deals.create({ name: "B", pipelineId: sales.id, stageId: qualified.id, amountMinor: 5_055, currency: "USD", ownerId: colleague.user.id });
    await caller.crm.deals.create({ name: "C", pipelineId: sales.id, stageId: qualified.id, amountMinor: 1_000, currency: "EUR" });
    await caller.crm.deals.create({ name: "D", pipelineId: sales.id, stageId: qualified.id, currency: "USD" });
    await caller.crm.deals.create({ name: "E", pipelineId: sales.id, stageId: stage("Closed won").id, amountMinor: 7_000, currency: "USD" });
    const board = await caller.crm.deals.board({ pipelineId: sales.id });
    expect(board.pipeline).toEqual({ id: sales.id, name: "Sales pipeline" });
    const column = board.stages.find((s) => s.id === qualified.id)!;
    expect(column.dealCount).toBe(4);
    expect(column.totals).toEqual([
      { currency: "EUR", count: 1, amountMinor: 1_000, weightedMinor: 400 },
      { currency: "USD", count: 3, amountMinor: 15_055, weightedMinor: 6_022 },
    ]);
    expect(board.stages.find((s) => s.name === "Closed won")!.totals).toEqual([{ currency: "USD", count: 1, amountMinor: 7_000, weightedMinor: 7_000 }]);
    expect(board.stages.find((s) => s.name === "Closed lost")).toMatchObject({ totals: [], dealCount: 0, deals: [] });
    // Filters apply to the totals as well as the cards.
    const theirs = await caller.crm.deals.board({ pipelineId: sales.id, ownerId: colleague.user.id });
    expect(theirs.stages.find((s) => s.id === qualified.id)).toMatchObject({
      dealCount: 1,
      totals: [{ currency: "USD", count: 1, amountMinor: 5_055, weightedMinor: 2_022 }],
    });
  });

  it("shows the first 200 cards of a column and says how many more there are", async () => {
    const { caller, sales, workspace } = await owner();
    await handle.db.insert(deals).values(
      Array.from({ length: 205 }, (_, i) => ({
        workspaceId: workspace.id,
        name: `Bulk ${i}`,
        pipelineId: sales.id,
        stageId: sales.stages[0]!.id,
        position: i,
        amountMinor: 100,
      })),
    );
    const column = (await caller.crm.deals.board({ pipelineId: sales.id })).stages[0]!;
    expect(column).toMatchObject({ dealCount: 205, hiddenCount: 5, totals: [{ currency: "USD", count: 205, amountMinor: 20_500 }] });
    expect(column.deals).toHaveLength(200);
    expect(column.deals[0]!.name).toBe("Bulk 0");
  });
});

describe("the deals list", () => {
  it("filters by pipeline, stage, status, owner, close date and a search over deal and company names; sorts and pages", async () => {
    const { caller, sales, stage, workspace } = await owner();
    const colleague = await addMember(handle.db, workspace.id, "member");
    const acme = await caller.crm.companies.create({ name: "Acme" });
    const other = await caller.crm.pipelines.create({ name: "Partners", stages: [{ name: "Talking", probability: 10, kind: "open" }] });
    await caller.crm.deals.create({ name: "Alpha", pipelineId: sales.id, amountMinor: 300, closeDate: "2030-01-10", companyId: acme.id });
    await caller.crm.deals.create({
      name: "Bravo",
      pipelineId: sales.id,
      amountMinor: 100,
      closeDate: "2030-02-10",
      ownerId: colleague.user.id,
      stageId: stage("Closed won").id,
    });
    await caller.crm.deals.create({ name: "Charlie", pipelineId: other.id, amountMinor: 200, closeDate: "2030-03-10" });
    await caller.crm.deals.create({ name: "Delta", pipelineId: sales.id, stageId: stage("Closed lost").id });
    const names = async (input: Parameters<typeof caller.crm.deals.list>[0]) => (await caller.crm.deals.list(input)).rows.map((r) => r.name);
    expect(await names({ sort: { field: "name", dir: "asc" } })).toEqual(["Alpha", "Bravo", "Charlie", "Delta"]);
    expect(await names({ pipelineId: other.id })).toEqual(["Charlie"]);
    expect(await names({ stageId: stage("Closed won").id })).toEqual(["Bravo"]);
    expect(await names({ status: "open", sort: { field: "name", dir: "asc" } })).toEqual(["Alpha", "Charlie"]);
    expect(await names({ ownerId: colleague.user.id })).toEqual(["Bravo"]);
    expect(await names({ ownerId: "none", sort: { field: "name", dir: "asc" } })).toEqual(["Alpha", "Charlie", "Delta"]);
    expect(await names({ closeFrom: "2030-02-01", closeTo: "2030-03-31", sort: { field: "closeDate", dir: "asc" } })).toEqual(["Bravo", "Charlie"]);
    expect(await names({ search: "acm" })).toEqual(["Alpha"]);
    expect(await names({ search: "ARLI" })).toEqual(["Charlie"]);
    expect(await names({ sort: { field: "amount", dir: "desc" } })).toEqual(["Alpha", "Charlie", "Bravo", "Delta"]);
    const page = await caller.crm.deals.list({ sort: { field: "name", dir: "asc" }, limit: 3, offset: 3 });
    expect(page).toMatchObject({ total: 4, rows: [{ name: "Delta", stageName: "Closed lost", stageKind: "lost", pipelineName: "Sales pipeline" }] });
    await expect(caller.crm.deals.list({ closeFrom: "2030-05-01", closeTo: "2030-01-01" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("updating and deleting deals", () => {
  it("changes fields, moves it by form to the top of a new stage or to another pipeline's first open stage, and replaces its contacts", async () => {
    const { caller, sales, stage, workspace } = await owner();
    const a = await caller.crm.contacts.create({ email: email(), firstName: "A" });
    const b = await caller.crm.contacts.create({ email: email(), firstName: "B" });
    const deal = await caller.crm.deals.create({ name: "Deal", pipelineId: sales.id, contactIds: [a.id] });
    await caller.crm.deals.create({ name: "Already there", pipelineId: sales.id, stageId: stage("Contract sent").id });
    await caller.crm.deals.update({
      id: deal.id,
      patch: { name: "Renamed", amountMinor: 999, closeDate: "", stageId: stage("Contract sent").id, contactIds: [b.id] },
    });
    const got = await caller.crm.deals.get({ id: deal.id });
    expect(got).toMatchObject({ deal: { name: "Renamed", amountMinor: 999, closeDate: null }, stage: { name: "Contract sent" } });
    expect(got.contacts.map((c) => c.firstName)).toEqual(["B"]);
    const board = await caller.crm.deals.board({ pipelineId: sales.id });
    expect(board.stages.find((s) => s.name === "Contract sent")!.deals.map((d) => d.name)).toEqual(["Renamed", "Already there"]);
    expect((await stageChanges(workspace.id, deal.id)).map((n) => n.title)).toEqual(["Moved from Appointment scheduled to Contract sent"]);
    const partners = await caller.crm.pipelines.create({
      name: "Partners",
      stages: [
        { name: "Won", probability: 100, kind: "won" },
        { name: "Talking", probability: 10, kind: "open" },
      ],
    });
    const moved = await caller.crm.deals.update({ id: deal.id, patch: { pipelineId: partners.id } });
    expect((await caller.crm.deals.get({ id: moved.id })).stage.name).toBe("Talking");
  });

  it("adds and removes contacts of a deal", async () => {
    const { caller, sales } = await owner();
    const a = await caller.crm.contacts.create({ email: email(), firstName: "A" });
    const b = await caller.crm.contacts.create({ email: email(), firstName: "B" });
    const deal = await caller.crm.deals.create({ name: "Deal", pipelineId: sales.id, contactIds: [a.id] });
    await caller.crm.deals.associateContacts({ dealId: deal.id, contactIds: [a.id, b.id] });
    expect((await caller.crm.deals.get({ id: deal.id })).contacts.map((c) => c.firstName).sort()).toEqual(["A", "B"]);
    await caller.crm.deals.dissociateContacts({ dealId: deal.id, contactIds: [a.id] });
    expect((await caller.crm.deals.get({ id: deal.id })).contacts.map((c) => c.firstName)).toEqual(["B"]);
  });

  it("keeps custom values to the deal fields defined", async () => {
    const { caller, sales } = await owner();
    await caller.crm.customFields.create({ object: "deal", label: "Source", type: "select", options: ["Inbound", "Outbound"] });
    const deal = await caller.crm.deals.create({ name: "Deal", pipelineId: sales.id, custom: { source: "Inbound" } });
    expect(deal.custom).toEqual({ source: "Inbound" });
    await expect(caller.crm.deals.update({ id: deal.id, patch: { custom: { source: "Carrier pigeon" } } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.crm.deals.create({ name: "X", pipelineId: sales.id, custom: { nope: 1 } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("lets members write deals, only admins delete them, and viewers only read", async () => {
    const { caller, sales, workspace } = await owner();
    const deal = await caller.crm.deals.create({ name: "Deal", pipelineId: sales.id });
    const as = async (role: "viewer" | "member") =>
      callerFor(handle.db, { userId: (await addMember(handle.db, workspace.id, role)).user.id, workspaceId: workspace.id });
    const viewer = await as("viewer");
    const member = await as("member");
    expect((await viewer.crm.deals.board({ pipelineId: sales.id })).stages[0]!.deals).toHaveLength(1);
    expect(await codeOf(viewer.crm.deals.create({ name: "Nope", pipelineId: sales.id }))).toBe("FORBIDDEN");
    expect(await codeOf(viewer.crm.deals.move({ dealId: deal.id, stageId: sales.stages[1]!.id }))).toBe("FORBIDDEN");
    expect(await codeOf(viewer.crm.deals.update({ id: deal.id, patch: { name: "Nope" } }))).toBe("FORBIDDEN");
    expect(await codeOf(member.crm.deals.move({ dealId: deal.id, stageId: sales.stages[1]!.id }))).toBe("OK");
    expect(await codeOf(member.crm.deals.delete({ id: deal.id }))).toBe("FORBIDDEN");
    expect(await codeOf(caller.crm.deals.delete({ id: deal.id }))).toBe("OK");
    expect(await codeOf(caller.crm.deals.get({ id: deal.id }))).toBe("NOT_FOUND");
  });
});

describe("isolation", () => {
  it("answers NOT_FOUND to any id of another workspace (pipeline, stage, deal, company, contact), and writes nothing in either", async () => {
    const victim = await owner();
    const attacker = await owner();
    const theirCompany = await victim.caller.crm.companies.create({ name: "Victim Co" });
    const theirContact = await victim.caller.crm.contacts.create({ email: email() });
    const theirDeal = await victim.caller.crm.deals.create({
      name: "Theirs",
      pipelineId: victim.sales.id,
      companyId: theirCompany.id,
      contactIds: [theirContact.id],
    });
    const myDeal = await attacker.caller.crm.deals.create({ name: "Mine", pipelineId: attacker.sales.id });
    const theirStage = victim.sales.stages[1]!.id;
    const mine = { name: "Grab", pipelineId: attacker.sales.id };
    const before = await snapshot(handle.db, victim.workspace.id);
    const attackerBefore = await snapshot(handle.db, attacker.workspace.id);
    // Thunks, run one at a time: each attempt is awaited before the next starts.
    const attempts: Array<[string, () => Promise<unknown>]> = [
      ["get", () => attacker.caller.crm.deals.get({ id: theirDeal.id })],
      ["board", () => attacker.caller.crm.deals.board({ pipelineId: victim.sales.id })],
      ["create in their pipeline", () => attacker.caller.crm.deals.create({ name: "X", pipelineId: victim.sales.id })],
      ["create in their stage", () => attacker.caller.crm.deals.create({ ...mine, stageId: theirStage })],
      ["create with their company", () => attacker.caller.crm.deals.create({ ...mine, companyId: theirCompany.id })],
      ["create with their contact", () => attacker.caller.crm.deals.create({ ...mine, contactIds: [theirContact.id] })],
      ["update theirs", () => attacker.caller.crm.deals.update({ id: theirDeal.id, patch: { name: "Stolen" } })],
      ["update mine into their stage", () => attacker.caller.crm.deals.update({ id: myDeal.id, patch: { stageId: theirStage } })],
      ["update mine into their pipeline", () => attacker.caller.crm.deals.update({ id: myDeal.id, patch: { pipelineId: victim.sales.id } })],
      ["update mine with their company", () => attacker.caller.crm.deals.update({ id: myDeal.id, patch: { companyId: theirCompany.id } })],
      ["update mine with their contact", () => attacker.caller.crm.deals.update({ id: myDeal.id, patch: { contactIds: [theirContact.id] } })],
      ["move theirs", () => attacker.caller.crm.deals.move({ dealId: theirDeal.id, stageId: attacker.sales.stages[1]!.id })],
      ["move mine into their stage", () => attacker.caller.crm.deals.move({ dealId: myDeal.id, stageId: theirStage })],
      ["move mine next to theirs", () => attacker.caller.crm.deals.move({ dealId: myDeal.id, stageId: attacker.sales.stages[0]!.id, afterId: theirDeal.id })],
      ["delete theirs", () => attacker.caller.crm.deals.delete({ id: theirDeal.id })],
      ["link their contact", () => attacker.caller.crm.deals.associateContacts({ dealId: myDeal.id, contactIds: [theirContact.id] })],
      ["link to their deal", () => attacker.caller.crm.deals.associateContacts({ dealId: theirDeal.id, contactIds: [theirContact.id] })],
      ["unlink from their deal", () => attacker.caller.crm.deals.dissociateContacts({ dealId: theirDeal.id, contactIds: [theirContact.id] })],
    ];
    for (const [what, attempt] of attempts) expect(await codeOf(attempt()), what).toBe("NOT_FOUND");
    expect(await snapshot(handle.db, victim.workspace.id)).toBe(before);
    expect(await snapshot(handle.db, attacker.workspace.id)).toBe(attackerBefore);
  });
});
