import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeUser, makeWorkspace } from "~tests/support/factories";
import { snapshot } from "~tests/tenancy/seed";
import { setPaymentsConfig } from "@/modules/billing";
import type { DbHandle } from "@/server/db/client";
import { activities } from "../db/activities.table";
import { contacts } from "../db/contacts.table";

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

type Caller = Awaited<ReturnType<typeof owner>>["caller"];
const names = async (caller: Caller, input: Parameters<Caller["crm"]["companies"]["list"]>[0] = {}) =>
  (await caller.crm.companies.list(input)).rows.map((r) => r.name);

describe("companies table", () => {
  it("filters by owner (or nobody), sizes and industry, on top of the search", async () => {
    const { caller, owner: me } = await owner();
    await caller.crm.companies.create({ name: "Acme", industry: "Software", size: "11-50", ownerId: me.id });
    await caller.crm.companies.create({ name: "Globex", industry: "Retail software", size: "51-200" });
    await caller.crm.companies.create({ name: "Initech", industry: "Banking", size: "11-50" });
    expect(await names(caller, { ownerId: me.id })).toEqual(["Acme"]);
    expect(await names(caller, { ownerId: "none" })).toEqual(["Globex", "Initech"]);
    expect(await names(caller, { sizes: ["11-50"] })).toEqual(["Acme", "Initech"]);
    expect(await names(caller, { industry: "software" })).toEqual(["Acme", "Globex"]);
    expect(await names(caller, { industry: "software", sizes: ["51-200"], search: "glo" })).toEqual(["Globex"]);
    expect((await caller.crm.companies.list({ industry: "%" })).total).toBe(0);
  });

  it("pages by cursor while the table scrolls, leaving the count to its own query", async () => {
    const { caller } = await owner();
    for (const name of ["A1", "A2", "A3", "A4", "A5"]) await caller.crm.companies.create({ name, size: name === "A5" ? "1-10" : undefined });
    expect(await caller.crm.companies.list({ limit: 2, cursor: 0 })).toMatchObject({ total: null, nextCursor: 2, rows: [{ name: "A1" }, { name: "A2" }] });
    expect(await caller.crm.companies.list({ limit: 2, cursor: 4 })).toMatchObject({ total: null, nextCursor: null, rows: [{ name: "A5" }] });
    expect(await caller.crm.companies.count({})).toEqual({ count: 5 });
    expect(await caller.crm.companies.count({ sizes: ["1-10"], search: "a" })).toEqual({ count: 1 });
    // Paged by offset, a page comes with the total.
    expect(await caller.crm.companies.list({ limit: 2, offset: 2 })).toMatchObject({ total: 5, nextCursor: 4, rows: [{ name: "A3" }, { name: "A4" }] });
    expect((await caller.crm.companies.list({ sort: { field: "name", dir: "desc" }, limit: 1 })).rows[0]!.name).toBe("A5");
  });

  it("saves a view of the companies table apart from the contacts' views", async () => {
    const { caller } = await owner();
    const view = await caller.crm.savedViews.create({
      object: "company",
      name: "Big ones",
      config: { filters: { sizes: ["5001+"] }, columns: ["industry"], sort: { field: "name", dir: "asc" } },
    });
    expect((await caller.crm.savedViews.list({ object: "company" })).map((v) => v.id)).toEqual([view.id]);
    expect(await caller.crm.savedViews.list({ object: "contact" })).toEqual([]);
    expect(view.config).toMatchObject({ filters: { sizes: ["5001+"] } });
  });
});

describe("companies bulk actions", () => {
  it("sets the owner, industry and size of picked companies, clears with null, and leaves the others", async () => {
    const { caller, workspace } = await owner();
    const colleague = await addMember(handle.db, workspace.id, "member");
    const a = await caller.crm.companies.create({ name: "Acme", industry: "Old", size: "1-10" });
    const b = await caller.crm.companies.create({ name: "Globex", industry: "Old" });
    const c = await caller.crm.companies.create({ name: "Initech", industry: "Old" });
    expect(
      await caller.crm.companies.bulkUpdate({ selection: { ids: [a.id, b.id] }, set: { ownerId: colleague.user.id, industry: "Software", size: "11-50" } }),
    ).toEqual({ updated: 2 });
    expect((await caller.crm.companies.get({ id: a.id })).company).toMatchObject({ ownerId: colleague.user.id, industry: "Software", size: "11-50" });
    expect((await caller.crm.companies.get({ id: c.id })).company).toMatchObject({ ownerId: null, industry: "Old", size: null });
    await caller.crm.companies.bulkUpdate({ selection: { ids: [a.id] }, set: { industry: null, ownerId: null } });
    expect((await caller.crm.companies.get({ id: a.id })).company).toMatchObject({ ownerId: null, industry: null, size: "11-50" });
  });

  it("applies to everything the filter matches when asked for all matching", async () => {
    const { caller } = await owner();
    await caller.crm.companies.create({ name: "Shop one", industry: "Retail" });
    await caller.crm.companies.create({ name: "Shop two", industry: "retail" });
    await caller.crm.companies.create({ name: "Bank", industry: "Banking" });
    expect(await caller.crm.companies.bulkUpdate({ selection: { filter: { industry: "retail" } }, set: { size: "1-10" } })).toEqual({ updated: 2 });
    expect(await names(caller, { sizes: ["1-10"] })).toEqual(["Shop one", "Shop two"]);
    // A filter on the field being changed picks the companies once, before the change.
    expect(await caller.crm.companies.bulkUpdate({ selection: { filter: { sizes: ["1-10"] } }, set: { size: "11-50" } })).toEqual({ updated: 2 });
  });

  it("refuses an empty change, an owner from outside the workspace, and an unknown size", async () => {
    const { caller } = await owner();
    const a = await caller.crm.companies.create({ name: "Acme" });
    await expect(caller.crm.companies.bulkUpdate({ selection: { ids: [a.id] }, set: {} })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Choose something to change.",
    });
    const stranger = await makeUser(handle.db);
    await expect(caller.crm.companies.bulkUpdate({ selection: { ids: [a.id] }, set: { ownerId: stranger.id } })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("member of this workspace"),
    });
    expect(await codeOf(caller.crm.companies.bulkUpdate({ selection: { ids: [a.id] }, set: { size: "huge" as "1-10" } }))).toBe("BAD_REQUEST");
    expect(await codeOf(caller.crm.companies.bulkUpdate({ selection: { ids: [] }, set: { industry: "X" } }))).toBe("BAD_REQUEST");
  });

  it("deletes picked companies in one go, keeping their contacts (unlinked) and the timeline entries that also concern a contact", async () => {
    const { caller, workspace } = await owner();
    const dana = await caller.crm.contacts.create({ email: "dana@example.test" });
    const acme = await caller.crm.companies.create({ name: "Acme", contactIds: [dana.id] });
    const globex = await caller.crm.companies.create({ name: "Globex" });
    const keep = await caller.crm.companies.create({ name: "Keep" });
    await caller.crm.activities.log({ kind: "note", contactId: dana.id, companyId: acme.id, title: "Met Dana at Acme" });
    expect(await caller.crm.companies.bulkDelete({ selection: { ids: [acme.id, globex.id] } })).toEqual({ deleted: 2 });
    expect(await names(caller)).toEqual(["Keep"]);
    const [person] = await handle.db.select({ companyId: contacts.companyId }).from(contacts).where(eq(contacts.id, dana.id));
    expect(person!.companyId).toBeNull();
    const notes = await handle.db
      .select({ title: activities.title, companyId: activities.companyId })
      .from(activities)
      .where(eq(activities.workspaceId, workspace.id));
    expect(notes).toContainEqual({ title: "Met Dana at Acme", companyId: null });
    expect(notes.map((n) => n.title)).not.toContain("Company Globex created");
    expect(keep.id).toBeTruthy();
  });

  it("deletes everything the filter matches", async () => {
    const { caller } = await owner();
    await caller.crm.companies.create({ name: "Old one", industry: "Legacy" });
    await caller.crm.companies.create({ name: "Old two", industry: "Legacy" });
    await caller.crm.companies.create({ name: "New", industry: "AI" });
    expect(await caller.crm.companies.bulkDelete({ selection: { filter: { industry: "legacy" } } })).toEqual({ deleted: 2 });
    expect(await names(caller)).toEqual(["New"]);
  });

  it("lets members edit in bulk but only admins delete, and a viewer neither", async () => {
    const { caller, workspace } = await owner();
    const acme = await caller.crm.companies.create({ name: "Acme" });
    const member = callerFor(handle.db, { userId: (await addMember(handle.db, workspace.id, "member")).user.id, workspaceId: workspace.id });
    const viewer = callerFor(handle.db, { userId: (await addMember(handle.db, workspace.id, "viewer")).user.id, workspaceId: workspace.id });
    expect(await codeOf(viewer.crm.companies.bulkUpdate({ selection: { ids: [acme.id] }, set: { industry: "X" } }))).toBe("FORBIDDEN");
    expect(await codeOf(member.crm.companies.bulkUpdate({ selection: { ids: [acme.id] }, set: { industry: "X" } }))).toBe("OK");
    expect(await codeOf(member.crm.companies.bulkDelete({ selection: { ids: [acme.id] } }))).toBe("FORBIDDEN");
    expect(await codeOf(viewer.crm.companies.bulkDelete({ selection: { filter: {} } }))).toBe("FORBIDDEN");
    expect(await names(caller)).toEqual(["Acme"]);
  });

  it("changes nothing when one picked id is another workspace's, and a filter never reaches another workspace", async () => {
    const victim = await owner();
    const attacker = await owner();
    const theirs = await victim.caller.crm.companies.create({ name: "Victim Co", industry: "Secret" });
    const mine = await attacker.caller.crm.companies.create({ name: "Mine", industry: "Secret" });
    const before = await snapshot(handle.db, victim.workspace.id);
    expect(await codeOf(attacker.caller.crm.companies.bulkUpdate({ selection: { ids: [mine.id, theirs.id] }, set: { industry: "Taken" } }))).toBe("NOT_FOUND");
    expect(await codeOf(attacker.caller.crm.companies.bulkDelete({ selection: { ids: [mine.id, theirs.id] } }))).toBe("NOT_FOUND");
    expect((await attacker.caller.crm.companies.get({ id: mine.id })).company.industry).toBe("Secret");
    expect(await attacker.caller.crm.companies.bulkUpdate({ selection: { filter: { industry: "secret" } }, set: { industry: "Taken" } })).toEqual({
      updated: 1,
    });
    expect(await attacker.caller.crm.companies.bulkDelete({ selection: { filter: {} } })).toEqual({ deleted: 1 });
    expect(await snapshot(handle.db, victim.workspace.id)).toBe(before);
    expect((await victim.caller.crm.companies.get({ id: theirs.id })).company.industry).toBe("Secret");
  });
});
