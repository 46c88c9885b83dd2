import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consentEvents } from "../db/contacts.table";
import { activities } from "../db/activities.table";
import { listMembers, lists } from "../db/lists.table";
import { crmSettings } from "../db/settings.table";
import { storedPathOf } from "./imports-upload";
import { fixture, importTestKit, people } from "./imports-test-kit";
import { defaultCrmSettings } from "./settings.service";

const { kit, db, workspace, uploadCsv, importCsv, contactsOf, exists } = importTestKit();
const fixtureText = (name: string) => fixture(name).toString("utf8");

describe("importing contacts", () => {
  it("creates contacts from a HubSpot export, meters them, logs one activity and follows the job run", async () => {
    const ws = await workspace();
    const { result, jobRunId, importId } = await importCsv(ws, fixtureText("hubspot-export.csv"));
    expect(result).toMatchObject({ status: "completed", created: 2, updated: 0, skipped: 0, invalid: 0, committedRows: 2, totalRows: 2 });
    const rows = await contactsOf(ws);
    expect(rows.map((c) => [c.email, c.firstName, c.phone, c.lifecycleStage, c.leadStatus, c.companyName, c.jobTitle, c.importId])).toEqual([
      ["dana@fbi.example", "Dana", "+12025550101", "mql", "open", "FBI", "Agent", importId],
      ["fox@fbi.example", "Fox", "+12025550102", "lead", "new", "FBI", "Special Agent", importId],
    ]);
    expect(rows[0]!.emailHash).toMatch(/^[0-9a-f]{64}$/);
    const run = await ws.caller.jobs.runs.get({ id: jobRunId });
    expect(run).toMatchObject({ status: "succeeded", done: 2, total: 2, result: { status: "completed", created: 2 } });
    const logged = await db()
      .select()
      .from(activities)
      .where(and(eq(activities.workspaceId, ws.workspace.id), eq(activities.kind, "import")));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ title: "Imported contacts from people.csv", data: { created: 2 } });
    const { meters } = await ws.caller.billing.overview();
    expect(meters.find((m) => m.key === "contacts")).toMatchObject({ used: 2 });
    // The file is gone once the import is done.
    expect(exists(path.join(kit.dataDir, storedPathOf(ws.workspace.id, importId)))).toBe(false);
  });

  it.each([
    ["skip", { created: 1, updated: 0, skipped: 1 }, { firstName: "Ana", lastName: null, companyName: "Old Co" }],
    ["fill_empty", { created: 1, updated: 1, skipped: 0 }, { firstName: "Ana", lastName: "Nuevo", companyName: "Old Co" }],
    ["overwrite", { created: 1, updated: 1, skipped: 0 }, { firstName: "Anna", lastName: "Nuevo", companyName: "New Co" }],
  ] as const)("merges an existing contact in %s mode", async (mergeMode, counts, ana) => {
    const ws = await workspace();
    await ws.caller.crm.contacts.create({ email: "ana@example.com", firstName: "Ana", companyName: "Old Co" });
    const { result } = await importCsv(ws, "Email,First Name,Last Name,Company\nANA@example.com,Anna,Nuevo,New Co\nbo@example.com,Bo,,\n", { mergeMode });
    expect(result).toMatchObject({ status: "completed", invalid: 0, ...counts });
    const rows = await contactsOf(ws);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ email: "ana@example.com", ...ana });
  });

  it("records invalid rows with their row numbers and reasons, and goes on", async () => {
    const ws = await workspace();
    const csv = "Email,First Name,Phone\nok@example.com,Ok,+1 415 555 0100\nnot-an-email,Bad,\n,,\nfine@example.com,Fine,12\n,Nameless,\n";
    const { result, importId } = await importCsv(ws, csv);
    expect(result).toMatchObject({ created: 2, invalid: 2, skipped: 0 });
    const errors = await ws.caller.crm.imports.errors({ importId });
    expect(errors.items).toEqual([
      { rowNumber: 3, kind: "invalid", reason: '"not-an-email" isn\'t a valid email', row: { Email: "not-an-email", "First Name": "Bad", Phone: "" } },
      {
        rowNumber: 4,
        kind: "invalid",
        reason:
          "\"12\" isn't a valid phone number in the United States (region used: United States, your workspace's region). Write it with its country code, such as +44 or +33",
        row: { Email: "fine@example.com", "First Name": "Fine", Phone: "12" },
      },
    ]);
    expect(errors).toMatchObject({ total: 2, nextCursor: null });
    const page = await ws.caller.crm.imports.errors({ importId, limit: 1 });
    expect(page.nextCursor).toBe(3);
    expect((await ws.caller.crm.imports.errors({ importId, cursor: 3 })).items.map((e) => e.rowNumber)).toEqual([4]);
  });

  it("imports a messy file: BOM, CRLF, quoted newlines, blank lines, a trailing delimiter", async () => {
    const ws = await workspace();
    const { result } = await importCsv(ws, fixture("bom-crlf-quoted.csv"));
    expect(result).toMatchObject({ created: 3, invalid: 0, totalRows: 3 });
    expect((await contactsOf(ws)).map((c) => [c.email, c.lastName])).toEqual([
      ["ana@example.com", "Müller"],
      ["ben@example.com", "Ode"],
      ["bo@example.com", "Chen"],
    ]);
  });

  it("keeps values holding control characters exactly as written, and empty cells as empty", async () => {
    const ws = await workspace();
    const csv = "Email,First Name,Last Name,Company\nunit@example.com,A\x1fB,\x1e,\nplain@example.com,Bo,,Acme\n";
    const { result } = await importCsv(ws, csv);
    expect(result).toMatchObject({ created: 2, invalid: 0 });
    expect((await contactsOf(ws)).map((c) => [c.email, c.firstName, c.lastName, c.companyName])).toEqual([
      ["plain@example.com", "Bo", null, "Acme"],
      ["unit@example.com", "A\x1fB", "\x1e", null],
    ]);
  });

  it("reads back its own export: the apostrophe before formula-like text comes off, other apostrophes stay", async () => {
    const ws = await workspace();
    const csv = "Email,Phone,First Name,Last Name\nround@example.com,'+14155550123,'=HYPERLINK(\"http://x\"),'Brien\n";
    const { result } = await importCsv(ws, csv);
    expect(result).toMatchObject({ created: 1, invalid: 0 });
    expect((await contactsOf(ws)).map((c) => [c.phone, c.firstName, c.lastName])).toEqual([["+14155550123", '=HYPERLINK("http://x")', "'Brien"]]);
  });

  it("decodes Windows-1252 and mixed-encoding files", async () => {
    const ws = await workspace();
    await importCsv(ws, fixture("windows-1252.csv"));
    await importCsv(ws, fixture("mixed-encodings.csv"));
    expect((await contactsOf(ws)).map((c) => `${c.firstName} ${c.lastName}`)).toEqual([
      "Chloé Brontë",
      "José Núñez",
      "Jürgen Müller",
      "René Lefèvre",
      "Zoé Dupré",
    ]);
  });

  it("reads semicolons, European dates and numbers into custom fields", async () => {
    const ws = await workspace();
    await ws.caller.crm.customFields.create({ object: "contact", label: "Geburtstag", type: "date" });
    await ws.caller.crm.customFields.create({ object: "contact", label: "Umsatz", type: "number" });
    await ws.caller.crm.customFields.create({ object: "contact", label: "Newsletter", type: "boolean" });
    const { result, importId } = await importCsv(ws, fixture("semicolon-european.csv"));
    expect(result).toMatchObject({ created: 2, invalid: 1, delimiter: ";" });
    expect((await contactsOf(ws)).map((c) => [c.email, c.custom])).toEqual([
      ["jan@beispiel.de", { geburtstag: "1985-02-01", umsatz: 12.5, newsletter: false }],
      ["lea@beispiel.de", { geburtstag: "1990-12-24", umsatz: 1234.5, newsletter: true }],
    ]);
    const [error] = (await ws.caller.crm.imports.errors({ importId })).items;
    expect(error!.reason).toBe('Geburtstag: "31.02.1999" isn\'t a date; Umsatz: "abc" isn\'t a number; Newsletter: "vielleicht" isn\'t yes or no');
  });

  it("merges rows of the same file that share an email", async () => {
    const ws = await workspace();
    const { result } = await importCsv(ws, "email,first name,last name\nsam@x.com,Sam,\nSAM@x.com,,Smith\nsam@x.com,Samuel,\n");
    expect(result).toMatchObject({ created: 1, updated: 1, skipped: 1 });
    expect(await contactsOf(ws)).toMatchObject([{ email: "sam@x.com", firstName: "Sam", lastName: "Smith" }]);
  });

  it("merges a repeat that comes batches later, in a workspace that had no contacts", async () => {
    const ws = await workspace();
    const csv = `${people(25)}\np3@example.com,,Later\n`;
    const { result } = await importCsv(ws, csv, { batchSize: 10 });
    expect(result).toMatchObject({ status: "completed", created: 25, updated: 0, skipped: 1, committedRows: 26 });
    const again = await importCsv(ws, "email,last name\np3@example.com,Overwritten\np99@example.com,New\n", { mergeMode: "overwrite" });
    expect(again.result).toMatchObject({ created: 1, updated: 1 });
    expect((await contactsOf(ws)).filter((c) => c.email === "p3@example.com")).toMatchObject([{ firstName: "P3", lastName: "Overwritten" }]);
  });

  it("matches by phone too under the email-or-phone duplicate rule", async () => {
    const ws = await workspace();
    await db()
      .insert(crmSettings)
      .values({ workspaceId: ws.workspace.id, ...defaultCrmSettings, duplicateRules: { contactMatch: "email_or_phone", companyMatch: "domain" } });
    await ws.caller.crm.contacts.create({ firstName: "Kim", phone: "+14155550100" });
    const { result } = await importCsv(ws, "email,first name,phone\nkim@example.com,Kimberly,(415) 555-0100\n");
    expect(result).toMatchObject({ created: 0, updated: 1 });
    expect(await contactsOf(ws)).toMatchObject([{ email: "kim@example.com", firstName: "Kim", phone: "+14155550100" }]);
  });

  it("skips addresses erased on request (suppression) and says why", async () => {
    const ws = await workspace();
    const gone = await ws.caller.crm.contacts.create({ email: "gone@example.com", firstName: "Gone" });
    await ws.caller.crm.contacts.erase({ id: gone.id, confirm: "ERASE" });
    const { result, importId } = await importCsv(ws, "Email,First Name\nGone@Example.com,Back\nnew@example.com,New\n");
    expect(result).toMatchObject({ created: 1, skipped: 1 });
    expect((await ws.caller.crm.imports.errors({ importId })).items).toMatchObject([
      { rowNumber: 2, kind: "skipped", reason: "Erased on request: this address is suppressed" },
    ]);
    expect((await contactsOf(ws)).filter((c) => c.erasedAt === null).map((c) => c.email)).toEqual(["new@example.com"]);
  });

  it("adds every imported contact to the chosen static list", async () => {
    const ws = await workspace();
    const existing = await ws.caller.crm.contacts.create({ email: "old@example.com" });
    const [list] = await db().insert(lists).values({ workspaceId: ws.workspace.id, name: "Fair 2024", kind: "static" }).returning();
    await importCsv(ws, "email\nold@example.com\nnew1@example.com\nnew2@example.com\n", { mergeMode: "skip", listId: list!.id });
    const members = await db().select().from(listMembers).where(eq(listMembers.listId, list!.id));
    expect(members).toHaveLength(3);
    expect(members.map((m) => m.contactId)).toContain(existing.id);
  });

  it("refuses a list of another workspace, or a segment, as NOT_FOUND", async () => {
    const ws = await workspace();
    const other = await workspace();
    const [theirs] = await db().insert(lists).values({ workspaceId: other.workspace.id, name: "Theirs", kind: "static" }).returning();
    const importId = await uploadCsv(ws, people(1));
    await expect(
      ws.caller.crm.imports.setMapping({ importId, mapping: ["email", "firstName", "lastName"], mergeMode: "skip", listId: theirs!.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("writes consent with its history (method import, source the file) when it changes", async () => {
    const ws = await workspace();
    const known = await ws.caller.crm.contacts.create({ email: "known@example.com", emailConsent: "subscribed" });
    await importCsv(ws, "Email,Email consent,SMS opt-in\nknown@example.com,unsubscribed,\nfresh@example.com,Subscribed,yes\n", { mergeMode: "overwrite" });
    const rows = await contactsOf(ws);
    expect(rows.map((c) => [c.email, c.emailConsent, c.smsConsent])).toEqual([
      ["fresh@example.com", "subscribed", "subscribed"],
      ["known@example.com", "unsubscribed", "unknown"],
    ]);
    const events = await db()
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.workspaceId, ws.workspace.id), eq(consentEvents.method, "import")));
    expect(events.map((e) => [e.contactId === known.id ? "known" : "fresh", e.channel, e.status, e.source, e.actorId]).sort()).toEqual([
      ["fresh", "email", "subscribed", "people.csv", ws.owner.id],
      ["fresh", "sms", "subscribed", "people.csv", ws.owner.id],
      ["known", "email", "unsubscribed", "people.csv", ws.owner.id],
    ]);
  });
});
