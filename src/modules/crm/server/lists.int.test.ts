import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { snapshot } from "~tests/tenancy/seed";
import type { DbHandle } from "@/server/db/client";
import type { Condition, SegmentRules } from "../contracts/segments.contracts";
import { contacts } from "../db/contacts.table";
import { listMembers } from "../db/lists.table";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code ?? String(e),
  );
const one = (c: Condition): SegmentRules => ({ combinator: "and", groups: [{ combinator: "and", conditions: [c] }] });
const vip = one({ type: "tag", op: "has", value: "vip" });

/** A fresh workspace with five contacts (two VIP leads, one erased) and its owner's caller. */
async function workspace() {
  const ws = await makeWorkspace(handle.db);
  const rows = await handle.db
    .insert(contacts)
    .values([
      { workspaceId: ws.workspace.id, firstName: "Ada", email: "ada@example.com", tags: ["vip"], lifecycleStage: "lead", createdAt: new Date("2025-01-05") },
      {
        workspaceId: ws.workspace.id,
        firstName: "Grace",
        email: "grace@example.com",
        tags: ["vip"],
        lifecycleStage: "lead",
        createdAt: new Date("2025-01-04"),
      },
      { workspaceId: ws.workspace.id, firstName: "Alan", email: "alan@example.com", tags: [], lifecycleStage: "customer", createdAt: new Date("2025-01-03") },
      {
        workspaceId: ws.workspace.id,
        firstName: "Edsger",
        email: "edsger@example.com",
        tags: [],
        lifecycleStage: "customer",
        createdAt: new Date("2025-01-02"),
      },
      { workspaceId: ws.workspace.id, firstName: null, email: null, emailHash: "gone", tags: ["vip"], erasedAt: new Date(), createdAt: new Date("2025-01-01") },
    ])
    .returning({ id: contacts.id, firstName: contacts.firstName });
  const id = Object.fromEntries(rows.map((r) => [r.firstName ?? "Erased", r.id])) as Record<"Ada" | "Grace" | "Alan" | "Edsger" | "Erased", string>;
  return { ...ws, id, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

describe("crm.lists: create, read, update, delete", () => {
  it("creates a static list and a segment, and lists both with their member counts (tombstones excluded)", async () => {
    const { caller, id } = await workspace();
    const list = await caller.crm.lists.create({ name: "Speakers", description: "Conference speakers", kind: "static" });
    expect(list).toMatchObject({ name: "Speakers", kind: "static", rules: null, memberCount: 0 });
    await caller.crm.lists.addContacts({ listId: list.id, contactIds: [id.Ada, id.Alan] });
    await handle.db.insert(listMembers).values({ workspaceId: (await caller.identity.workspaces.current()).id, listId: list.id, contactId: id.Erased });
    const segment = await caller.crm.lists.create({ name: "VIPs", kind: "segment", rules: vip });
    expect(segment.memberCount).toBe(0);
    const empty = await caller.crm.lists.create({ name: "everyone", kind: "segment" });
    expect(empty.rules).toEqual({ combinator: "and", groups: [] });
    const all = await caller.crm.lists.list();
    expect(all.map((l) => [l.name, l.kind, l.memberCount])).toEqual([
      ["everyone", "segment", 4],
      ["Speakers", "static", 2],
      ["VIPs", "segment", 2],
    ]);
    expect((await caller.crm.lists.list({ kind: "static" })).map((l) => l.name)).toEqual(["Speakers"]);
    expect(await caller.crm.lists.get({ id: segment.id })).toMatchObject({ name: "VIPs", memberCount: 2, rules: vip });
  });

  it("counts many segments in one pass with the same answers as one at a time", async () => {
    const { caller } = await workspace();
    const rules: SegmentRules[] = [
      vip,
      one({ type: "field", field: "lifecycleStage", op: "eq", value: "customer" }),
      one({ type: "field", field: "firstName", op: "starts_with", value: "a" }),
      one({ type: "tag", op: "has_not", value: "vip" }),
      { combinator: "and", groups: [] },
    ];
    for (const [i, r] of rules.entries()) await caller.crm.lists.create({ name: `Segment ${i}`, kind: "segment", rules: r });
    const all = await caller.crm.lists.list({ kind: "segment" });
    expect(all.map((l) => l.memberCount)).toEqual([2, 2, 2, 2, 4]);
    for (const l of all) expect((await caller.crm.lists.count({ rules: l.rules! })).count).toBe(l.memberCount);
  });

  it("keeps names unique per workspace with a friendly conflict", async () => {
    const { caller } = await workspace();
    await caller.crm.lists.create({ name: "Newsletter", kind: "static" });
    await expect(caller.crm.lists.create({ name: "Newsletter", kind: "segment" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/already exists/),
    });
    const other = await caller.crm.lists.create({ name: "Other", kind: "static" });
    await expect(caller.crm.lists.update({ id: other.id, name: "Newsletter" })).rejects.toMatchObject({ code: "CONFLICT" });
    // Another workspace may use the same name.
    const elsewhere = await workspace();
    expect((await elsewhere.caller.crm.lists.create({ name: "Newsletter", kind: "static" })).name).toBe("Newsletter");
  });

  it("renames, describes and changes a segment's rules; refuses rules on a static list", async () => {
    const { caller } = await workspace();
    const segment = await caller.crm.lists.create({
      name: "Leads",
      kind: "segment",
      rules: one({ type: "field", field: "lifecycleStage", op: "eq", value: "lead" }),
    });
    const updated = await caller.crm.lists.update({
      id: segment.id,
      name: "Customers",
      description: "Paying",
      rules: one({ type: "field", field: "lifecycleStage", op: "eq", value: "customer" }),
    });
    expect(updated).toMatchObject({ name: "Customers", description: "Paying", memberCount: 2 });
    expect((await caller.crm.lists.update({ id: segment.id, description: "" })).description).toBeNull();
    const list = await caller.crm.lists.create({ name: "Static", kind: "static" });
    await expect(caller.crm.lists.update({ id: list.id, rules: vip })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.crm.lists.create({ name: "Bad", kind: "static", rules: vip })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("refuses rules that don't work, naming the condition", async () => {
    const { caller } = await workspace();
    await expect(
      caller.crm.lists.create({ name: "Bad", kind: "segment", rules: one({ type: "custom", key: "nope", op: "eq", value: "x" }) }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { fieldErrors: { "rules.groups.0.conditions.0.key": expect.stringMatching(/doesn't exist/) } },
    });
    await expect(caller.crm.lists.count({ rules: one({ type: "field", field: "leadScore", op: "gt", value: "lots" }) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("refuses a segment that would include itself", async () => {
    const { caller } = await workspace();
    const a = await caller.crm.lists.create({ name: "A", kind: "segment", rules: vip });
    const b = await caller.crm.lists.create({ name: "B", kind: "segment", rules: one({ type: "list", op: "in", listId: a.id }) });
    await expect(caller.crm.lists.update({ id: a.id, rules: one({ type: "list", op: "in", listId: b.id }) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/itself/),
    });
    await expect(caller.crm.lists.update({ id: a.id, rules: one({ type: "list", op: "not_in", listId: a.id }) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(caller.crm.lists.count({ rules: one({ type: "list", op: "in", listId: b.id }), segmentId: a.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect((await caller.crm.lists.get({ id: b.id })).memberCount).toBe(2);
  });

  it("deletes a list but not its contacts, and refuses while a segment names it", async () => {
    const { caller, id, workspace: ws } = await workspace();
    const list = await caller.crm.lists.create({ name: "Doomed", kind: "static" });
    await caller.crm.lists.addContacts({ listId: list.id, contactIds: [id.Ada] });
    const user = await caller.crm.lists.create({ name: "Uses it", kind: "segment", rules: one({ type: "list", op: "in", listId: list.id }) });
    await expect(caller.crm.lists.delete({ id: list.id })).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("“Uses it”") });
    await caller.crm.lists.delete({ id: user.id });
    await caller.crm.lists.delete({ id: list.id });
    await expect(caller.crm.lists.get({ id: list.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await handle.db.$count(listMembers, eq(listMembers.listId, list.id))).toBe(0);
    expect(await handle.db.$count(contacts, eq(contacts.workspaceId, ws.id))).toBe(5);
  });
});

describe("crm.lists: members", () => {
  it("adds picked contacts once, and removes them in bulk", async () => {
    const { caller, id } = await workspace();
    const list = await caller.crm.lists.create({ name: "Picked", kind: "static" });
    expect(await caller.crm.lists.addContacts({ listId: list.id, contactIds: [id.Ada, id.Grace] })).toEqual({ added: 2 });
    expect(await caller.crm.lists.addContacts({ listId: list.id, contactIds: [id.Ada, id.Alan, id.Alan] })).toEqual({ added: 1 });
    expect((await caller.crm.lists.get({ id: list.id })).memberCount).toBe(3);
    expect(await caller.crm.lists.removeContacts({ listId: list.id, contactIds: [id.Ada, id.Grace, id.Edsger] })).toEqual({ removed: 2 });
    const page = await caller.crm.lists.members({ listId: list.id });
    expect(page.rows.map((r) => r.firstName)).toEqual(["Alan"]);
  });

  it("adds everyone a filter matches", async () => {
    const { caller } = await workspace();
    const list = await caller.crm.lists.create({ name: "From filter", kind: "static" });
    expect(
      await caller.crm.lists.addContacts({ listId: list.id, rules: one({ type: "field", field: "lifecycleStage", op: "eq", value: "customer" }) }),
    ).toEqual({ added: 2 });
    expect(await caller.crm.lists.addContacts({ listId: list.id, rules: { combinator: "and", groups: [] }, search: "ada" })).toEqual({ added: 1 });
    expect((await caller.crm.lists.members({ listId: list.id })).rows.map((r) => r.firstName)).toEqual(["Ada", "Alan", "Edsger"]);
  });

  it("refuses to add members to a segment, or erased contacts to a list", async () => {
    const { caller, id } = await workspace();
    const segment = await caller.crm.lists.create({ name: "Seg", kind: "segment", rules: vip });
    await expect(caller.crm.lists.addContacts({ listId: segment.id, contactIds: [id.Ada] })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.crm.lists.removeContacts({ listId: segment.id, contactIds: [id.Ada] })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const list = await caller.crm.lists.create({ name: "List", kind: "static" });
    await expect(caller.crm.lists.addContacts({ listId: list.id, contactIds: [id.Ada, id.Erased] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await caller.crm.lists.get({ id: list.id })).memberCount).toBe(0);
  });

  it("pages members newest first with a cursor, and searches them", async () => {
    const { caller } = await workspace();
    const segment = await caller.crm.lists.create({ name: "Everyone", kind: "segment" });
    const first = await caller.crm.lists.members({ listId: segment.id, limit: 3 });
    expect(first.rows.map((r) => r.firstName)).toEqual(["Ada", "Grace", "Alan"]);
    const second = await caller.crm.lists.members({ listId: segment.id, limit: 3, cursor: first.nextCursor });
    expect(second).toMatchObject({ rows: [{ firstName: "Edsger" }], nextCursor: null });
    expect((await caller.crm.lists.members({ listId: segment.id, search: "GRA" })).rows.map((r) => r.firstName)).toEqual(["Grace"]);
    expect((await caller.crm.lists.members({ listId: segment.id, search: "%" })).rows).toEqual([]);
    await expect(caller.crm.lists.members({ listId: segment.id, cursor: "garbage" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("counts and previews rules live", async () => {
    const { caller } = await workspace();
    expect(await caller.crm.lists.count({ rules: vip })).toEqual({ count: 2 });
    expect(await caller.crm.lists.count({ rules: { combinator: "and", groups: [] } })).toEqual({ count: 4 });
    const preview = await caller.crm.lists.preview({ rules: vip, limit: 1 });
    expect(preview.map((r) => r.firstName)).toEqual(["Ada"]);
  });
});

describe("crm.lists: isolation and roles", () => {
  it("answers NOT_FOUND for another workspace's contacts in addContacts, and writes nothing", async () => {
    const mine = await workspace();
    const theirs = await workspace();
    const list = await mine.caller.crm.lists.create({ name: "Mine", kind: "static" });
    const before = await snapshot(handle.db, theirs.workspace.id);
    const beforeMine = await handle.db.$count(listMembers, eq(listMembers.listId, list.id));
    expect(await codeOf(mine.caller.crm.lists.addContacts({ listId: list.id, contactIds: [mine.id.Ada, theirs.id.Ada] }))).toBe("NOT_FOUND");
    expect(await handle.db.$count(listMembers, eq(listMembers.listId, list.id))).toBe(beforeMine);
    expect(await snapshot(handle.db, theirs.workspace.id)).toBe(before);
    // Removing their contacts from my list finds nothing of theirs either.
    expect(await mine.caller.crm.lists.removeContacts({ listId: list.id, contactIds: [theirs.id.Ada] })).toEqual({ removed: 0 });
  });

  it("answers NOT_FOUND for another workspace's list ids in every procedure, and refuses their lists in rules", async () => {
    const mine = await workspace();
    const theirs = await workspace();
    const list = await theirs.caller.crm.lists.create({ name: "Theirs", kind: "static" });
    await theirs.caller.crm.lists.addContacts({ listId: list.id, contactIds: [theirs.id.Ada] });
    const before = await snapshot(handle.db, theirs.workspace.id);
    expect(await codeOf(mine.caller.crm.lists.get({ id: list.id }))).toBe("NOT_FOUND");
    expect(await codeOf(mine.caller.crm.lists.members({ listId: list.id }))).toBe("NOT_FOUND");
    expect(await codeOf(mine.caller.crm.lists.update({ id: list.id, name: "Mine now" }))).toBe("NOT_FOUND");
    expect(await codeOf(mine.caller.crm.lists.delete({ id: list.id }))).toBe("NOT_FOUND");
    expect(await codeOf(mine.caller.crm.lists.addContacts({ listId: list.id, contactIds: [mine.id.Ada] }))).toBe("NOT_FOUND");
    expect(await codeOf(mine.caller.crm.lists.removeContacts({ listId: list.id, contactIds: [theirs.id.Ada] }))).toBe("NOT_FOUND");
    expect(await codeOf(mine.caller.crm.lists.count({ rules: vip, segmentId: list.id }))).toBe("NOT_FOUND");
    // Naming their list in rules is naming a list that doesn't exist: nothing about it is told.
    await expect(mine.caller.crm.lists.count({ rules: one({ type: "list", op: "in", listId: list.id }) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.not.stringContaining("Theirs"),
    });
    await expect(
      mine.caller.crm.lists.create({ name: "Sneaky", kind: "segment", rules: one({ type: "list", op: "in", listId: list.id }) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await snapshot(handle.db, theirs.workspace.id)).toBe(before);
  });

  it("lets a viewer read lists and counts but not write them", async () => {
    const { caller, workspace: ws, id } = await workspace();
    const list = await caller.crm.lists.create({ name: "Team", kind: "static" });
    const viewer = await addMember(handle.db, ws.id, "viewer");
    const asViewer = callerFor(handle.db, { userId: viewer.user.id, workspaceId: ws.id });
    expect((await asViewer.crm.lists.list()).map((l) => l.name)).toEqual(["Team"]);
    expect(await asViewer.crm.lists.count({ rules: vip })).toEqual({ count: 2 });
    expect(await codeOf(asViewer.crm.lists.create({ name: "Nope", kind: "static" }))).toBe("FORBIDDEN");
    expect(await codeOf(asViewer.crm.lists.addContacts({ listId: list.id, contactIds: [id.Ada] }))).toBe("FORBIDDEN");
    expect(await codeOf(asViewer.crm.lists.delete({ id: list.id }))).toBe("FORBIDDEN");
    const member = await addMember(handle.db, ws.id, "member");
    const asMember = callerFor(handle.db, { userId: member.user.id, workspaceId: ws.id });
    expect(await asMember.crm.lists.addContacts({ listId: list.id, contactIds: [id.Ada] })).toEqual({ added: 1 });
    const client = await addMember(handle.db, ws.id, "client");
    expect(await codeOf(callerFor(handle.db, { userId: client.user.id, workspaceId: ws.id }).crm.lists.list())).toBe("FORBIDDEN");
  });
});

describe("crm.lists: a 10,000-contact selection", () => {
  it("adds 10,000 picked contacts in one call and refuses 10,001", async () => {
    const { caller, workspace: ws } = await workspace();
    await handle.db.execute(
      sql`insert into crm_contacts (workspace_id, email) select ${ws.id}, 'bulk' || i || '@example.com' from generate_series(1, 10000) i`,
    );
    const ids = (
      await handle.db
        .select({ id: contacts.id })
        .from(contacts)
        .where(sql`${contacts.workspaceId} = ${ws.id} and ${contacts.email} like 'bulk%'`)
    ).map((r) => r.id);
    const list = await caller.crm.lists.create({ name: "Bulk", kind: "static" });
    expect(await caller.crm.lists.addContacts({ listId: list.id, contactIds: ids })).toEqual({ added: 10_000 });
    await expect(caller.crm.lists.addContacts({ listId: list.id, contactIds: [...ids, crypto.randomUUID()] })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
