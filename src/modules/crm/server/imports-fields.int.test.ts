import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { addMember } from "~tests/support/factories";
import { displayEmail } from "@/lib/email-address";
import { activities } from "../db/activities.table";
import { companies } from "../db/companies.table";
import { importErrors, imports } from "../db/imports.table";
import { storedPathOf } from "./imports-upload";
import { importTestKit } from "./imports-test-kit";
import { discardImport } from "./imports.service";

const { kit, db, workspace, uploadCsv, importCsv, contactsOf, exists } = importTestKit();

const errorsOf = async (ws: Awaited<ReturnType<typeof workspace>>, importId: string) =>
  (await ws.caller.crm.imports.errors({ importId })).items.map((e) => [e.rowNumber, e.kind, e.reason]);

describe("import: phone numbers are read in the row's region", () => {
  it("reads a number without a country code in the row's Country column, in its company's country, or refuses it saying which region was used", async () => {
    const ws = await workspace();
    await ws.caller.crm.companies.create({ name: "Boulangerie Dupont", country: "France" });
    const csv = [
      "Email,Phone,Country,Company name",
      "ana@example.com,06 12 34 56 78,France,",
      "bea@example.com,0612345678,,boulangerie dupont",
      "cal@example.com,0612345678,,",
      "dan@example.com,(415) 555-0123,,",
    ].join("\n");
    const { importId, result } = await importCsv(ws, csv);
    expect(result).toMatchObject({ created: 3, invalid: 1 });
    const rows = await contactsOf(ws);
    expect(rows.map((c) => [c.email, c.phone, c.country])).toEqual([
      ["ana@example.com", "+33612345678", "FR"],
      ["bea@example.com", "+33612345678", null],
      ["dan@example.com", "+14155550123", null],
    ]);
    expect(await errorsOf(ws, importId)).toEqual([
      [
        4,
        "invalid",
        "\"0612345678\" isn't a valid phone number in the United States (region used: United States, your workspace's region). Write it with its country code, such as +44 or +33",
      ],
    ]);
  });

  it("says in the mapping step which region numbers are read in", async () => {
    const ws = await workspace();
    const importId = await uploadCsv(ws, "Email,Phone\nana@example.com,0612345678\n");
    const got = await ws.caller.crm.imports.get({ importId });
    expect(got.phoneRegion).toEqual({ code: "US", name: "the United States" });
    expect(got.previewChecks).toEqual([{ ok: false, reason: expect.stringContaining("region used: United States, your workspace's region") }]);
  });

  it("applies the same rule to a contact typed by hand, with the reason on the phone field", async () => {
    const ws = await workspace();
    const error = await ws.caller.crm.contacts.create({ email: "zed@example.com", phone: "0612345678" }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "BAD_REQUEST",
      cause: expect.objectContaining({
        fieldErrors: { phone: expect.stringContaining("isn't a valid phone number in the United States (region used: United States") },
      }),
    });
    const created = await ws.caller.crm.contacts.create({ email: "zed@example.com", phone: "0612345678", country: "fr" });
    expect(created).toMatchObject({ phone: "+33612345678", country: "FR" });
    const company = await ws.caller.crm.companies.create({ name: "Berlin GmbH", country: "DE" });
    const moved = await ws.caller.crm.contacts.update({ id: created.id, patch: { country: null, companyId: company.id, phone: "030 1234567" } });
    expect(moved.phone).toBe("+49301234567");
  });
});

describe("import: email addresses", () => {
  it("accepts an internationalised address, stores its domain in IDNA form and shows it in Unicode", async () => {
    const ws = await workspace();
    const { result } = await importCsv(ws, "Email,First name\nZoe@Exämple.se,Zoé\n");
    expect(result).toMatchObject({ created: 1, invalid: 0 });
    const [zoe] = await contactsOf(ws);
    expect(zoe!.email).toBe("zoe@xn--exmple-cua.se");
    expect(displayEmail(zoe!.email)).toBe("zoe@exämple.se");
    // Typed by hand in Unicode, it is the same address: a duplicate.
    await expect(ws.caller.crm.contacts.create({ email: "zoe@exämple.se" })).rejects.toMatchObject({
      cause: expect.objectContaining({ fieldErrors: { email: "Already used by another contact" } }),
    });
  });
});

describe("import: duplicates say why they were skipped", () => {
  it("lists a repeated row with the row it repeats, and a contact you already have", async () => {
    const ws = await workspace();
    await ws.caller.crm.contacts.create({ email: "old@example.com", firstName: "Old" });
    const csv = "Email,First name\nnew@example.com,New\nold@example.com,Old\nNEW@example.com,New\n";
    const { importId, result } = await importCsv(ws, csv, { mergeMode: "skip" });
    expect(result).toMatchObject({ created: 1, skipped: 2, invalid: 0 });
    expect(await errorsOf(ws, importId)).toEqual([
      [3, "skipped", "Already in your contacts (same email)"],
      [4, "skipped", "Same email as row 2"],
    ]);
  });

  it("names an earlier row of another batch, and a merge that brings nothing new", async () => {
    const ws = await workspace();
    const csv = "Email,First name\na@example.com,A\nb@example.com,B\na@example.com,A\n";
    const { importId, result } = await importCsv(ws, csv, { batchSize: 2 });
    expect(result).toMatchObject({ created: 2, skipped: 1 });
    expect(await errorsOf(ws, importId)).toEqual([[4, "skipped", "Same email as an earlier row of this file, with nothing new to add"]]);
  });
});

describe("import: abandoned imports", () => {
  it("discards an import waiting for its mapping: its file, its rows not imported and its place in the list go", async () => {
    const ws = await workspace();
    const importId = await uploadCsv(ws, "Email\nana@example.com\n");
    const file = path.join(kit.dataDir, storedPathOf(ws.workspace.id, importId));
    expect(exists(file)).toBe(true);
    await discardImport(db(), ws.tenant, importId, kit.dataDir);
    expect(exists(file)).toBe(false);
    expect(await ws.caller.crm.imports.list()).toEqual([]);
    await expect(ws.caller.crm.imports.get({ importId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("discards a stopped import's list of rows not imported, keeps its contacts, and refuses a finished one or a viewer", async () => {
    const ws = await workspace();
    const { importId } = await importCsv(ws, "Email\nana@example.com\nnot-an-email\n");
    await expect(ws.caller.crm.imports.discard({ importId })).rejects.toMatchObject({ message: "This import is done: it stays in the list." });
    await db().update(imports).set({ status: "failed" }).where(eq(imports.id, importId));
    const viewer = await addMember(db(), ws.workspace.id, "viewer");
    const asViewer = callerFor(db(), { userId: viewer.user.id, workspaceId: ws.workspace.id });
    await expect(asViewer.crm.imports.discard({ importId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await ws.caller.crm.imports.discard({ importId });
    expect(await db().select().from(importErrors).where(eq(importErrors.importId, importId))).toEqual([]);
    expect((await contactsOf(ws)).map((c) => c.email)).toEqual(["ana@example.com"]);
  });
});

describe("import: companies", () => {
  it("links each contact to the company its row names (any case), creating the missing ones once", async () => {
    const ws = await workspace();
    const acme = await ws.caller.crm.companies.create({ name: "Acme" });
    const csv = "Email,Company name\na@example.com,ACME\nb@example.com,Globex\nc@example.com,globex\nd@example.com,\n";
    await importCsv(ws, csv);
    const made = await db().select().from(companies).where(eq(companies.workspaceId, ws.workspace.id)).orderBy(asc(companies.name));
    expect(made.map((c) => c.name)).toEqual(["Acme", "Globex"]);
    const globex = made[1]!;
    expect((await contactsOf(ws)).map((c) => [c.email, c.companyName, c.companyId])).toEqual([
      ["a@example.com", "ACME", acme.id],
      ["b@example.com", "Globex", globex.id],
      ["c@example.com", "globex", globex.id],
      ["d@example.com", null, null],
    ]);
  });

  it("with the option off, keeps the company name as typed and creates no company", async () => {
    const ws = await workspace();
    const importId = await uploadCsv(ws, "Email,Company name\na@example.com,Initech\n");
    const got = await ws.caller.crm.imports.get({ importId });
    expect(got.linkCompanies).toBe(true);
    await ws.caller.crm.imports.setMapping({ importId, mapping: got.mapping, mergeMode: "fill_empty", linkCompanies: false });
    await ws.caller.crm.imports.start({ importId });
    const { runImportJob } = await import("../jobs/import.job");
    await runImportJob(db(), { workspaceId: ws.workspace.id, importId }, { dataDir: kit.dataDir });
    expect(await db().select().from(companies).where(eq(companies.workspaceId, ws.workspace.id))).toEqual([]);
    expect((await contactsOf(ws)).map((c) => [c.companyName, c.companyId])).toEqual([["Initech", null]]);
  });
});

describe("import: notes and custom fields", () => {
  it("keeps the lines of a multi-line note (a quoted cell) on the contact's timeline", async () => {
    const ws = await workspace();
    const csv = 'Email,Notes\r\nana@example.com,"Met at the fair.\r\nWants a demo in May.\r\n\r\nCall after 3pm."\r\n';
    const { result } = await importCsv(ws, csv);
    expect(result).toMatchObject({ created: 1, invalid: 0 });
    const [ana] = await contactsOf(ws);
    const notes = await db()
      .select()
      .from(activities)
      .where(and(eq(activities.workspaceId, ws.workspace.id), eq(activities.contactId, ana!.id), eq(activities.kind, "note")));
    expect(notes.map((n) => [n.title, n.body])).toEqual([["Note imported from people.csv", "Met at the fair.\nWants a demo in May.\n\nCall after 3pm."]]);
    const timeline = await ws.caller.crm.activities.timeline({ contactId: ana!.id });
    expect(JSON.stringify(timeline)).toContain("Wants a demo in May.\\n\\nCall after 3pm.");
  });

  it("maps a column to a custom field created from the mapping step", async () => {
    const ws = await workspace();
    const importId = await uploadCsv(ws, "Email,Plan tier\nana@example.com,Gold\n");
    expect((await ws.caller.crm.imports.get({ importId })).mapping).toEqual(["email", null]);
    const field = await ws.caller.crm.customFields.create({ object: "contact", label: "Plan tier", type: "text" });
    const got = await ws.caller.crm.imports.get({ importId });
    expect(got.targets.custom.map((f) => f.key)).toContain(field.key);
    await ws.caller.crm.imports.setMapping({ importId, mapping: ["email", `custom.${field.key}`], mergeMode: "fill_empty" });
    await ws.caller.crm.imports.start({ importId });
    const { runImportJob } = await import("../jobs/import.job");
    await runImportJob(db(), { workspaceId: ws.workspace.id, importId }, { dataDir: kit.dataDir });
    expect((await contactsOf(ws))[0]!.custom).toEqual({ [field.key]: "Gold" });
  });
});
