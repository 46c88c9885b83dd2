import { and, eq } from "drizzle-orm";
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
const email = () => `p-${Math.random().toString(36).slice(2)}@example.test`;

async function owner() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

describe("companies", () => {
  it("stores the domain normalised, notes the creation on the company's timeline and links the contacts given", async () => {
    const { caller, owner: me } = await owner();
    const dana = await caller.crm.contacts.create({ email: email(), firstName: "Dana" });
    const company = await caller.crm.companies.create({
      name: " Acme ",
      domain: "https://WWW.Acme.com/about",
      industry: "Software",
      size: "11-50",
      ownerId: me.id,
      contactIds: [dana.id],
    });
    expect(company).toMatchObject({ name: "Acme", domain: "acme.com", industry: "Software", size: "11-50", ownerId: me.id });
    const { entries } = await caller.crm.activities.timeline({ companyId: company.id });
    expect(entries.map((e) => [e.kind, e.title])).toEqual([["created", "Company Acme created"]]);
    const got = await caller.crm.companies.get({ id: company.id });
    expect(got.contacts.map((c) => c.id)).toEqual([dana.id]);
    expect(got).toMatchObject({ contactCount: 1, dealCount: 0, owner: { id: me.id } });
  });

  it("refuses a domain another company uses, however it is typed, naming that company", async () => {
    const { caller } = await owner();
    const acme = await caller.crm.companies.create({ name: "Acme Inc", domain: "acme.com" });
    await expect(caller.crm.companies.create({ name: "Acme again", domain: "HTTP://www.ACME.com/" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("Acme Inc already uses acme.com"),
    });
    const other = await caller.crm.companies.create({ name: "Globex", domain: "globex.com" });
    await expect(caller.crm.companies.update({ id: other.id, patch: { domain: "acme.com" } })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("Acme Inc"),
    });
    // Keeping its own domain, or having none, is no conflict.
    await caller.crm.companies.update({ id: acme.id, patch: { domain: "www.acme.com", name: "Acme" } });
    await caller.crm.companies.create({ name: "No site" });
    await caller.crm.companies.create({ name: "No site either", domain: "" });
    await expect(caller.crm.companies.create({ name: "Bad", domain: "not a domain" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("allows the same domain in two workspaces", async () => {
    const a = await owner();
    const b = await owner();
    await a.caller.crm.companies.create({ name: "Acme", domain: "acme.com" });
    expect(await codeOf(b.caller.crm.companies.create({ name: "Acme", domain: "acme.com" }))).toBe("OK");
  });

  it("refuses a same-named company under the 'domain or name' duplicate rule", async () => {
    const { caller } = await owner();
    await caller.crm.settings.save({ ...(await caller.crm.settings.get()), duplicateRules: { contactMatch: "email", companyMatch: "domain_or_name" } });
    await caller.crm.companies.create({ name: "Initech" });
    await expect(caller.crm.companies.create({ name: "INITECH" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("Initech already exists"),
    });
  });

  it("lists with search over name and domain, sorting and paging, and counts each company's contacts and deals", async () => {
    const { caller } = await owner();
    const [sales] = await caller.crm.pipelines.list();
    const names = ["Acme", "Globex", "Initech", "Umbrella", "Hooli"];
    const made = [];
    for (const name of names) made.push(await caller.crm.companies.create({ name, domain: `${name.toLowerCase()}.com` }));
    for (let i = 0; i < 3; i++) await caller.crm.contacts.create({ email: email(), companyId: made[1]!.id });
    await caller.crm.contacts.create({ email: email(), companyId: made[4]!.id });
    await caller.crm.deals.create({ name: "Big one", pipelineId: sales!.id, companyId: made[1]!.id });
    const byName = await caller.crm.companies.list({ sort: { field: "name", dir: "asc" }, limit: 2 });
    expect(byName).toMatchObject({ total: 5, rows: [{ name: "Acme" }, { name: "Globex" }] });
    expect((await caller.crm.companies.list({ sort: { field: "name", dir: "asc" }, limit: 2, offset: 4 })).rows.map((r) => r.name)).toEqual(["Umbrella"]);
    const byContacts = await caller.crm.companies.list({ sort: { field: "contactCount", dir: "desc" } });
    expect(byContacts.rows.slice(0, 2).map((r) => [r.name, r.contactCount, r.dealCount])).toEqual([
      ["Globex", 3, 1],
      ["Hooli", 1, 0],
    ]);
    expect((await caller.crm.companies.list({ search: "INI" })).rows.map((r) => r.name)).toEqual(["Initech"]);
    expect((await caller.crm.companies.list({ search: "brella.co" })).rows.map((r) => r.name)).toEqual(["Umbrella"]);
    expect((await caller.crm.companies.list({ search: "%" })).total).toBe(0);
  });

  it("keeps custom values to the company fields defined, typed", async () => {
    const { caller } = await owner();
    await caller.crm.customFields.create({ object: "company", label: "Employees", type: "number" });
    await caller.crm.customFields.create({ object: "contact", label: "Shoe size", type: "number" });
    const company = await caller.crm.companies.create({ name: "Acme", custom: { employees: "1,200" } });
    expect(company.custom).toEqual({ employees: 1200 });
    await expect(caller.crm.companies.create({ name: "Globex", custom: { shoe_size: 42 } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.crm.companies.update({ id: company.id, patch: { custom: { employees: "many" } } })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await caller.crm.companies.update({ id: company.id, patch: { custom: { employees: null } } })).custom).toEqual({});
  });

  it("refuses an owner who isn't a member of the workspace", async () => {
    const { caller } = await owner();
    const stranger = await makeUser(handle.db);
    await expect(caller.crm.companies.create({ name: "Acme", ownerId: stranger.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "The owner must be a member of this workspace.",
    });
  });

  it("links and unlinks contacts; unlinking leaves contacts of other companies alone", async () => {
    const { caller } = await owner();
    const acme = await caller.crm.companies.create({ name: "Acme" });
    const globex = await caller.crm.companies.create({ name: "Globex" });
    const a = await caller.crm.contacts.create({ email: email() });
    const b = await caller.crm.contacts.create({ email: email(), companyId: globex.id });
    expect(await caller.crm.companies.associateContacts({ companyId: acme.id, contactIds: [a.id] })).toEqual({ linked: 1 });
    expect(await caller.crm.companies.dissociateContacts({ companyId: acme.id, contactIds: [a.id, b.id] })).toEqual({ unlinked: 1 });
    expect((await caller.crm.companies.get({ id: globex.id })).contacts.map((c) => c.id)).toEqual([b.id]);
    expect((await caller.crm.companies.get({ id: acme.id })).contacts).toEqual([]);
  });

  it("deletes a company but keeps its contacts, deals and their timelines, with the link cleared", async () => {
    const { caller, workspace } = await owner();
    const [sales] = await caller.crm.pipelines.list();
    const acme = await caller.crm.companies.create({ name: "Acme" });
    const dana = await caller.crm.contacts.create({ email: email(), companyId: acme.id });
    const deal = await caller.crm.deals.create({ name: "Renewal", pipelineId: sales!.id, companyId: acme.id });
    await caller.crm.activities.log({ kind: "call", contactId: dana.id, companyId: acme.id, title: "Called Dana" });
    await caller.crm.companies.delete({ id: acme.id });
    expect(await codeOf(caller.crm.companies.get({ id: acme.id }))).toBe("NOT_FOUND");
    expect((await caller.crm.contacts.get({ id: dana.id })).contact.companyId).toBeNull();
    expect((await caller.crm.deals.get({ id: deal.id })).company).toBeNull();
    const calls = await handle.db
      .select()
      .from(activities)
      .where(and(eq(activities.workspaceId, workspace.id), eq(activities.kind, "call")));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ contactId: dana.id, companyId: null });
  });

  it("answers NOT_FOUND to another workspace's company or contacts, and writes nothing", async () => {
    const victim = await owner();
    const attacker = await owner();
    const theirs = await victim.caller.crm.companies.create({ name: "Victim Co", domain: "victim.com" });
    const theirContact = await victim.caller.crm.contacts.create({ email: email() });
    const mine = await attacker.caller.crm.companies.create({ name: "Mine" });
    const before = await snapshot(handle.db, victim.workspace.id);
    const attackerBefore = await snapshot(handle.db, attacker.workspace.id);
    // Thunks, run one at a time: each attempt is awaited before the next starts.
    const attempts = [
      () => attacker.caller.crm.companies.get({ id: theirs.id }),
      () => attacker.caller.crm.companies.update({ id: theirs.id, patch: { name: "Stolen" } }),
      () => attacker.caller.crm.companies.delete({ id: theirs.id }),
      () => attacker.caller.crm.companies.associateContacts({ companyId: theirs.id, contactIds: [theirContact.id] }),
      () => attacker.caller.crm.companies.associateContacts({ companyId: mine.id, contactIds: [theirContact.id] }),
      () => attacker.caller.crm.companies.dissociateContacts({ companyId: mine.id, contactIds: [theirContact.id] }),
      () => attacker.caller.crm.companies.create({ name: "Grab", contactIds: [theirContact.id] }),
    ];
    for (const attempt of attempts) expect(await codeOf(attempt())).toBe("NOT_FOUND");
    expect(await snapshot(handle.db, victim.workspace.id)).toBe(before);
    expect(await snapshot(handle.db, attacker.workspace.id)).toBe(attackerBefore);
    const [linked] = await handle.db.select({ companyId: contacts.companyId }).from(contacts).where(eq(contacts.id, theirContact.id));
    expect(linked!.companyId).toBeNull();
  });

  it("lets a viewer read companies but not change them, and only admins delete", async () => {
    const { caller, workspace } = await owner();
    const acme = await caller.crm.companies.create({ name: "Acme" });
    const viewer = callerFor(handle.db, { userId: (await addMember(handle.db, workspace.id, "viewer")).user.id, workspaceId: workspace.id });
    const member = callerFor(handle.db, { userId: (await addMember(handle.db, workspace.id, "member")).user.id, workspaceId: workspace.id });
    expect((await viewer.crm.companies.list({})).total).toBe(1);
    expect(await codeOf(viewer.crm.companies.create({ name: "Nope" }))).toBe("FORBIDDEN");
    expect(await codeOf(viewer.crm.companies.update({ id: acme.id, patch: { name: "Nope" } }))).toBe("FORBIDDEN");
    expect(await codeOf(member.crm.companies.update({ id: acme.id, patch: { industry: "Retail" } }))).toBe("OK");
    expect(await codeOf(member.crm.companies.delete({ id: acme.id }))).toBe("FORBIDDEN");
    expect(await codeOf(caller.crm.companies.delete({ id: acme.id }))).toBe("OK");
  });
});
