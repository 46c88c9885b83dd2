import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { consentEvents, contacts } from "./db/contacts.table";
import { listMembers } from "./db/lists.table";
import { upsertContactFromSubmission, type FormContactInput } from "./server/form-contacts.service";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
}, 300_000);
afterAll(() => handle.close());

const db = () => handle.db;
const uid = () => randomBytes(4).toString("hex");

async function workspace() {
  const ws = await makeWorkspace(db());
  return { ...ws, caller: callerFor(db(), { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

const input = (over: Partial<FormContactInput> = {}): FormContactInput => ({
  email: `Ann-${uid()}@Example.test`,
  fields: { firstName: "Ann", phone: "+1 415 555 0123" },
  custom: {},
  consents: [{ text: "Send me news." }],
  doubleOptIn: false,
  source: "form:News",
  formId: "7f1c9a9e-4b7e-4d8a-9a51-0a4c1d2e3f40",
  submissionId: "0b6f0c49-5d43-4a9e-a4a8-0a1e4b3c2d10",
  answers: { email: "x" },
  ...over,
});

describe("upsertContactFromSubmission", () => {
  it("creates the contact by its lower-cased email, with consent and wording, and updates the same person next time", async () => {
    const { tenant } = await workspace();
    const first = input();
    const created = await db().transaction((tx) => upsertContactFromSubmission(tx, tenant, first));
    expect(created.outcome).toBe("created");
    const again = await db().transaction((tx) =>
      upsertContactFromSubmission(tx, tenant, { ...first, email: first.email.toUpperCase(), fields: { lastName: "Lee" }, consents: [] }),
    );
    expect(again).toEqual({ outcome: "updated", contactId: (created as { contactId: string }).contactId });
    const rows = await db().select().from(contacts).where(eq(contacts.workspaceId, tenant.workspaceId));
    expect(rows).toMatchObject([
      { email: first.email.toLowerCase(), firstName: "Ann", lastName: "Lee", phone: "+14155550123", emailConsent: "subscribed", source: "form:News" },
    ]);
    expect(await db().select().from(consentEvents).where(eq(consentEvents.workspaceId, tenant.workspaceId))).toMatchObject([
      { status: "subscribed", method: "form", source: "form:News", wording: "Send me news." },
    ]);
  });

  it("holds the consent back under double opt-in, keeps only custom values the workspace's fields accept, and joins only a static list", async () => {
    const { tenant, caller } = await workspace();
    await caller.crm.customFields.create({ object: "contact", label: "Team size", type: "number" });
    const list = await caller.crm.lists.create({ name: "Form leads", kind: "static" });
    const result = await db().transaction((tx) =>
      upsertContactFromSubmission(tx, tenant, input({ doubleOptIn: true, custom: { team_size: "12", unknown_field: "x" }, listId: list.id })),
    );
    const [row] = await db()
      .select()
      .from(contacts)
      .where(and(eq(contacts.workspaceId, tenant.workspaceId), eq(contacts.id, (result as { contactId: string }).contactId)));
    expect(row).toMatchObject({ emailConsent: "unknown", custom: { team_size: 12 } });
    expect(row!.custom).not.toHaveProperty("unknown_field");
    expect(await db().select().from(listMembers).where(eq(listMembers.listId, list.id))).toHaveLength(1);
  });

  it("refuses an address that was erased: it stays suppressed", async () => {
    const { tenant, caller } = await workspace();
    const email = `gone-${uid()}@example.test`;
    const made = await caller.crm.contacts.create({ email });
    await caller.crm.contacts.erase({ id: made.id, confirm: "ERASE" });
    expect(await db().transaction((tx) => upsertContactFromSubmission(tx, tenant, input({ email })))).toEqual({ outcome: "suppressed" });
  });
});
