import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { setPaymentsConfig, setPlanManually, usage } from "@/modules/billing";
import type { DbHandle } from "@/server/db/client";
import { consentEvents, contacts } from "./db/contacts.table";

let handle: DbHandle;
beforeAll(async () => {
  setPaymentsConfig(null);
  handle = await createTestDb();
});
afterAll(async () => {
  setPaymentsConfig(undefined);
  await handle.close();
});

const email = () => `p-${Math.random().toString(36).slice(2)}@example.test`;
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code ?? String(e),
  );

async function owner() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

describe("contacts", () => {
  it("stores the email lower-cased, the phone in E.164 from the workspace's locale, and meters the contact", async () => {
    const { caller, tenant } = await owner();
    const c = await caller.crm.contacts.create({
      email: "  Dana.Ray@Example.TEST ",
      firstName: " Dana ",
      phone: "(415) 555-0123",
      tags: ["vip", "vip", "trade-show"],
    });
    expect(c).toMatchObject({ email: "dana.ray@example.test", firstName: "Dana", phone: "+14155550123", tags: ["vip", "trade-show"], emailConsent: "unknown" });
    expect((await usage(handle.db, tenant)).used.contacts).toBe(1);
    const { entries } = await caller.crm.activities.timeline({ contactId: c.id });
    expect(entries.map((e) => e.kind)).toEqual(["created"]);
  });

  it("refuses a duplicate email case-insensitively, a bad phone and a contact with nothing to recognise, naming the field", async () => {
    const { caller } = await owner();
    const address = email();
    await caller.crm.contacts.create({ email: address });
    await expect(caller.crm.contacts.create({ email: address.toUpperCase() })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: expect.objectContaining({ fieldErrors: { email: "Already used by another contact" } }),
    });
    await expect(caller.crm.contacts.create({ email: email(), phone: "call me" })).rejects.toMatchObject({
      cause: expect.objectContaining({ fieldErrors: { phone: '"call me" isn\'t a phone number' } }),
    });
    await expect(caller.crm.contacts.create({})).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("matches duplicates by phone too when the workspace's rule says so", async () => {
    const { caller } = await owner();
    const settings = await caller.crm.settings.get();
    await caller.crm.settings.save({ ...settings, duplicateRules: { ...settings.duplicateRules, contactMatch: "email_or_phone" } });
    await caller.crm.contacts.create({ firstName: "A", phone: "+44 20 7946 0958" });
    await expect(caller.crm.contacts.create({ firstName: "B", phone: "+442079460958" })).rejects.toMatchObject({
      cause: expect.objectContaining({ fieldErrors: { phone: "Already used by another contact" } }),
    });
  });

  it("checks custom values against their fields and keeps the others on update", async () => {
    const { caller } = await owner();
    await caller.crm.customFields.create({ object: "contact", label: "Plan", type: "select", options: ["Free", "Pro"] });
    await caller.crm.customFields.create({ object: "contact", label: "Seats", type: "number" });
    const c = await caller.crm.contacts.create({ email: email(), custom: { plan: "Pro" } });
    const updated = await caller.crm.contacts.update({ id: c.id, patch: { custom: { seats: "12" } } });
    expect(updated.custom).toEqual({ plan: "Pro", seats: 12 });
    await expect(caller.crm.contacts.update({ id: c.id, patch: { custom: { plan: "Gold" } } })).rejects.toMatchObject({
      cause: expect.objectContaining({ fieldErrors: { "custom.plan": "Plan: choose one of the options" } }),
    });
  });

  it("records a lifecycle change on the timeline and keeps consent as history", async () => {
    const { caller, workspace } = await owner();
    const c = await caller.crm.contacts.create({ email: email(), lifecycleStage: "lead", emailConsent: "subscribed", consentSource: "Newsletter form" });
    await caller.crm.contacts.update({ id: c.id, patch: { lifecycleStage: "customer" } });
    await caller.crm.contacts.setConsent({ id: c.id, channel: "email", status: "unsubscribed", source: "Asked by phone" });
    const { entries } = await caller.crm.activities.timeline({ contactId: c.id });
    expect(entries[0]).toMatchObject({ kind: "stage_change", title: "Lifecycle stage: lead → customer" });
    const history = await handle.db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.workspaceId, workspace.id), eq(consentEvents.contactId, c.id)))
      .orderBy(consentEvents.occurredAt);
    expect(history.map((h) => [h.status, h.method, h.source])).toEqual([
      ["subscribed", "manual", "Newsletter form"],
      ["unsubscribed", "manual", "Asked by phone"],
    ]);
    expect((await caller.crm.contacts.get({ id: c.id })).contact.emailConsent).toBe("unsubscribed");
  });

  it("refuses a new contact past the plan's contacts limit", async () => {
    const { caller, workspace } = await owner();
    await setPlanManually(handle.db, workspace.id, "basic");
    const { recordUsage } = await import("@/modules/billing");
    await recordUsage(handle.db, { workspaceId: workspace.id }, "contacts", 999);
    await caller.crm.contacts.create({ email: email() });
    await expect(caller.crm.contacts.create({ email: email() })).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
  });
});

describe("table, bulk actions and GDPR", () => {
  it("filters with segment rules, searches, sorts and pages", async () => {
    const { caller } = await owner();
    for (let i = 0; i < 5; i++)
      await caller.crm.contacts.create({
        email: `row${i}-${Math.random().toString(36).slice(2)}@example.test`,
        firstName: `Row${i}`,
        lifecycleStage: i % 2 ? "customer" : "lead",
        leadScore: i * 10,
      });
    const customers = await caller.crm.contacts.list({
      rules: { combinator: "and", groups: [{ combinator: "and", conditions: [{ type: "field", field: "lifecycleStage", op: "eq", value: "customer" }] }] },
    });
    expect(customers.rows.map((r) => r.firstName).sort()).toEqual(["Row1", "Row3"]);
    const page = await caller.crm.contacts.list({ sort: { field: "leadScore", dir: "desc" }, limit: 2 });
    expect(page.rows.map((r) => r.leadScore)).toEqual([40, 30]);
    expect(page.nextCursor).toBe(2);
    expect((await caller.crm.contacts.list({ search: "row4" })).rows).toHaveLength(1);
    expect(await caller.crm.contacts.count({})).toEqual({ count: 5 });
  });

  it("bulk-edits a selection or a whole filter, adding and removing tags in one go, keeping the others", async () => {
    const { caller } = await owner();
    const a = await caller.crm.contacts.create({ email: email(), tags: ["old"] });
    const b = await caller.crm.contacts.create({ email: email(), tags: ["old", "keep"] });
    expect(
      await caller.crm.contacts.bulkUpdate({ selection: { ids: [a.id, b.id] }, set: { lifecycleStage: "mql" }, addTags: ["new"], removeTags: ["old"] }),
    ).toEqual({ updated: 2 });
    expect((await caller.crm.contacts.get({ id: b.id })).contact).toMatchObject({ lifecycleStage: "mql", tags: ["keep", "new"] });
    expect((await caller.crm.activities.timeline({ contactId: a.id })).entries[0]).toMatchObject({ kind: "stage_change" });
    const all = await caller.crm.contacts.bulkUpdate({ selection: { rules: { combinator: "and", groups: [] } }, addTags: ["everyone"] });
    expect(all.updated).toBe(2);
    expect((await caller.crm.contacts.get({ id: b.id })).contact.tags).toEqual(["everyone", "keep", "new"]);
    await caller.crm.contacts.bulkUpdate({ selection: { ids: [b.id] }, removeTags: ["new"] });
    expect((await caller.crm.contacts.get({ id: b.id })).contact.tags).toEqual(["everyone", "keep"]);
  });

  it("bulk-deletes for admins only, gives the contacts back to the plan, and touches no other workspace", async () => {
    const { caller, workspace, tenant } = await owner();
    const other = await owner();
    const mine = await caller.crm.contacts.create({ email: email() });
    const theirs = await other.caller.crm.contacts.create({ email: email() });
    const member = await addMember(handle.db, workspace.id, "member");
    const asMember = callerFor(handle.db, { userId: member.user.id, workspaceId: workspace.id });
    expect(await codeOf(asMember.crm.contacts.bulkDelete({ selection: { ids: [mine.id] } }))).toBe("FORBIDDEN");
    expect(await codeOf(caller.crm.contacts.bulkDelete({ selection: { ids: [mine.id, theirs.id] } }))).toBe("NOT_FOUND");
    expect(await caller.crm.contacts.bulkDelete({ selection: { ids: [mine.id] } })).toEqual({ deleted: 1 });
    expect((await usage(handle.db, tenant)).used.contacts).toBe(0);
    expect((await other.caller.crm.contacts.get({ id: theirs.id })).contact.id).toBe(theirs.id);
  });

  it("exports everything about a person as JSON, then erases them leaving a suppressing tombstone", async () => {
    const { caller, workspace } = await owner();
    const address = email();
    const c = await caller.crm.contacts.create({ email: address, firstName: "Erin", emailConsent: "subscribed" });
    await caller.crm.activities.log({ kind: "call", contactId: c.id, title: "Intro call", body: "Talked about pricing" });
    const data = await caller.crm.contacts.exportData({ id: c.id });
    expect(data.contact).toMatchObject({ email: address, firstName: "Erin" });
    expect(data.activities.map((a) => a.title)).toContain("Intro call");
    expect(data.consentHistory).toHaveLength(1);

    await expect(caller.crm.contacts.erase({ id: c.id, confirm: "nope" as "ERASE" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await caller.crm.contacts.erase({ id: c.id, confirm: "ERASE" });
    const [tomb] = await handle.db.select().from(contacts).where(eq(contacts.id, c.id));
    expect(tomb).toMatchObject({ email: null, firstName: null, emailConsent: "unsubscribed", smsConsent: "unsubscribed" });
    expect(tomb!.erasedAt).toBeInstanceOf(Date);
    expect(tomb!.emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await codeOf(caller.crm.contacts.get({ id: c.id }))).toBe("NOT_FOUND");
    expect((await caller.crm.contacts.list({})).rows).toHaveLength(0);
    await expect(caller.crm.contacts.create({ email: address })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/asked to be erased/),
    });
    const log = await caller.identity.audit.list({ action: "crm.contact_erased" });
    expect(log.events).toHaveLength(1);
    expect(workspace.id).toBeTruthy();
  });
});

describe("timelines", () => {
  it("pages by time and id, so entries logged at the same instant are neither lost nor repeated", async () => {
    const { caller } = await owner();
    const c = await caller.crm.contacts.create({ email: email() });
    const at = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < 55; i++) await caller.crm.activities.log({ kind: "note", contactId: c.id, title: `Note ${i}`, occurredAt: at });
    const first = await caller.crm.activities.timeline({ contactId: c.id });
    const second = await caller.crm.activities.timeline({ contactId: c.id, cursor: first.nextCursor });
    const ids = [...first.entries, ...second.entries].map((e) => e.id);
    expect(new Set(ids).size).toBe(56);
    expect(second.nextCursor).toBeNull();
  });

  it("lets people delete the entries they logged, and admins any hand-logged entry", async () => {
    const { caller, workspace } = await owner();
    const member = await addMember(handle.db, workspace.id, "member");
    const asMember = callerFor(handle.db, { userId: member.user.id, workspaceId: workspace.id });
    const c = await caller.crm.contacts.create({ email: email() });
    const ownerNote = await caller.crm.activities.log({ kind: "note", contactId: c.id, title: "Owner's" });
    const memberNote = await asMember.crm.activities.log({ kind: "call", contactId: c.id, title: "Member's" });
    expect(await codeOf(asMember.crm.activities.delete({ id: ownerNote.id }))).toBe("NOT_FOUND");
    expect(await codeOf(asMember.crm.activities.delete({ id: memberNote.id }))).toBe("OK");
    const other = await asMember.crm.activities.log({ kind: "call", contactId: c.id, title: "Another" });
    expect(await codeOf(caller.crm.activities.delete({ id: other.id }))).toBe("OK");
  });
});

describe("custom fields, settings and saved views", () => {
  it("deletes a field with its values, refuses duplicate names, and lets only admins change settings", async () => {
    const { caller, workspace } = await owner();
    const field = await caller.crm.customFields.create({ object: "contact", label: "Region", type: "text" });
    expect(field.key).toBe("region");
    await expect(caller.crm.customFields.create({ object: "contact", label: "region", type: "text" })).rejects.toMatchObject({ code: "CONFLICT" });
    const c = await caller.crm.contacts.create({ email: email(), custom: { region: "EMEA" } });
    await caller.crm.customFields.delete({ id: field.id });
    expect((await caller.crm.contacts.get({ id: c.id })).contact.custom).toEqual({});
    const member = await addMember(handle.db, workspace.id, "member");
    const asMember = callerFor(handle.db, { userId: member.user.id, workspaceId: workspace.id });
    expect(await codeOf(asMember.crm.customFields.create({ object: "contact", label: "X", type: "text" }))).toBe("FORBIDDEN");
    expect(await codeOf(asMember.crm.settings.get())).toBe("OK");
  });

  it("keeps personal views to their author and shows shared ones to the team", async () => {
    const { caller, workspace } = await owner();
    const member = await addMember(handle.db, workspace.id, "member");
    const asMember = callerFor(handle.db, { userId: member.user.id, workspaceId: workspace.id });
    await caller.crm.savedViews.create({ object: "contact", name: "Mine", config: {} });
    const shared = await caller.crm.savedViews.create({ object: "contact", name: "Team", shared: true, config: { search: "x" } });
    expect((await asMember.crm.savedViews.list({ object: "contact" })).map((v) => v.name)).toEqual(["Team"]);
    expect(await codeOf(asMember.crm.savedViews.delete({ id: shared.id }))).toBe("NOT_FOUND");
  });
});
