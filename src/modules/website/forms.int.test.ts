import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { flushEvents } from "@/modules/analytics";
import { activities, consentEvents, contacts, listMembers } from "@/modules/crm";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import type { FormDefinitionInput } from "./contracts/forms.contracts";
import { websiteFormSubmissions } from "./db/forms.table";
import { forgetPublishedForms, resetFormRateLimits } from "./server/form-intake.service";
import { processPending, processSubmission } from "./server/form-process.service";
import { handleHostedForm, handleSubmission } from "./server/form-public-http";
import { signRenderTime } from "./server/form-tokens";

let handle: DbHandle;
let boss: PgBoss;
const globalDb = globalThis as { __amtDb?: DbHandle };
beforeAll(async () => {
  handle = await createTestDb();
  globalDb.__amtDb = handle;
  boss = await getBoss(handle, { work: false });
}, 300_000);
afterAll(async () => {
  await flushEvents();
  await boss.stop({ graceful: false, close: false, wait: true });
  delete globalDb.__amtDb;
  await handle.close();
});

const uid = () => randomBytes(4).toString("hex");
const db = () => handle.db;

const definition = (over: Partial<FormDefinitionInput> = {}): FormDefinitionInput => ({
  fields: [
    { key: "email", type: "email", label: "Email", required: true, mapping: "email" },
    { key: "first_name", type: "text", label: "First name", mapping: "firstName" },
    { key: "interest", type: "select", label: "Interest", options: ["Tents", "Boots"] },
    { key: "consent", type: "consent", label: "News", consentText: "I agree to receive the Acme newsletter." },
  ],
  ...over,
});

async function publishedFormIn(over: Partial<FormDefinitionInput> = {}, name = "Newsletter") {
  const ws = await makeWorkspace(db());
  const caller = callerFor(db(), { userId: ws.owner.id, workspaceId: ws.workspace.id });
  const created = await caller.website.forms.create({ name });
  const form = await caller.website.forms.update({
    id: created.id,
    name,
    status: "published",
    definition: definition(over) as never,
    expectedUpdatedAt: created.updatedAt,
  });
  forgetPublishedForms();
  return { ...ws, caller, form };
}

/** What the hosted form sends: its fields, a render time long enough ago, and a submission key. */
const body = (formId: string, answers: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
  _ts: signRenderTime(formId, Date.now() - 5_000),
  _submission: `key-${uid()}${uid()}`,
  ...answers,
  ...over,
});

const post = (formId: string, payload: Record<string, unknown> | string, headers: Record<string, string> = {}) =>
  handleSubmission(
    new Request(`http://localhost/api/public/forms/${formId}/submissions`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: typeof payload === "string" ? payload : JSON.stringify(payload),
    }),
    formId,
  );

describe("website.forms", () => {
  it("creates a form ready to publish, saves with the version it started from, and refuses a stale save", async () => {
    const ws = await makeWorkspace(db());
    const caller = callerFor(db(), { userId: ws.owner.id, workspaceId: ws.workspace.id });
    const created = await caller.website.forms.create({ name: "Contact us" });
    expect(created.definition.fields.map((f) => f.type)).toEqual(["email", "text", "consent"]);
    const saved = await caller.website.forms.update({
      id: created.id,
      name: "Contact",
      status: "published",
      definition: created.definition,
      expectedUpdatedAt: created.updatedAt,
    });
    expect(saved.status).toBe("published");
    await expect(
      caller.website.forms.update({ id: created.id, name: "Late", status: "draft", definition: created.definition, expectedUpdatedAt: created.updatedAt }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("Someone saved this form") });
    const copy = await caller.website.forms.duplicate({ id: created.id });
    expect(copy).toMatchObject({ name: "Contact (copy)", status: "draft" });
    await expect(caller.website.forms.delete({ id: copy.id, confirm: "delete" as "DELETE" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await caller.website.forms.delete({ id: copy.id, confirm: "DELETE" });
    expect((await caller.website.forms.list()).map((f) => f.name)).toEqual(["Contact"]);
  });

  it("refuses a definition its contract refuses (the messages are the contract's, see forms.contracts.test.ts)", async () => {
    const ws = await makeWorkspace(db());
    const caller = callerFor(db(), { userId: ws.owner.id, workspaceId: ws.workspace.id });
    const created = await caller.website.forms.create({ name: "Bad" });
    const bad = definition({ afterSubmit: { kind: "redirect", redirectUrl: "javascript:alert(1)" } });
    await expect(
      caller.website.forms.update({ id: created.id, name: "Bad", status: "draft", definition: bad as never, expectedUpdatedAt: created.updatedAt }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("lets a viewer read forms but not change them", async () => {
    const { workspace, caller, form } = await publishedFormIn();
    const viewer = await addMember(db(), workspace.id, "viewer");
    const asViewer = callerFor(db(), { userId: viewer.user.id, workspaceId: workspace.id });
    expect((await asViewer.website.forms.get({ id: form.id })).id).toBe(form.id);
    await expect(asViewer.website.forms.duplicate({ id: form.id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await caller.website.forms.list()).toHaveLength(1);
  });
});

describe("submissions", () => {
  it("stores an accepted submission at once and the job makes the contact, its consent with the wording, the timeline entry and the list", async () => {
    const published = await publishedFormIn({}, "Spring newsletter");
    const { caller, workspace } = published;
    const list = await caller.crm.lists.create({ name: "Newsletter", kind: "static" });
    const form = await caller.website.forms.update({
      id: published.form.id,
      name: published.form.name,
      status: "published",
      definition: { ...published.form.definition, listId: list.id },
      expectedUpdatedAt: published.form.updatedAt,
    });
    forgetPublishedForms();
    const email = `ann-${uid()}@example.test`;
    const res = await post(form.id, body(form.id, { email: email.toUpperCase(), first_name: "Ann", interest: "Tents", consent: true, utm_source: "news" }));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { ok: boolean; submissionId: string; message: string };
    expect(answer).toMatchObject({ ok: true, message: "Thank you! We received your answers." });
    const [stored] = await db().select().from(websiteFormSubmissions).where(eq(websiteFormSubmissions.id, answer.submissionId));
    expect(stored).toMatchObject({ status: "received", answers: { email, first_name: "Ann", interest: "Tents", consent: true }, utm: { utm_source: "news" } });

    expect(await processSubmission(db(), answer.submissionId)).toBe("processed");
    const [contact] = await db()
      .select()
      .from(contacts)
      .where(and(eq(contacts.workspaceId, workspace.id), eq(contacts.email, email)));
    expect(contact).toMatchObject({ firstName: "Ann", emailConsent: "subscribed", source: "form:Spring newsletter" });
    const consent = await db().select().from(consentEvents).where(eq(consentEvents.contactId, contact!.id));
    expect(consent).toMatchObject([
      { method: "form", source: "form:Spring newsletter", wording: "I agree to receive the Acme newsletter.", status: "subscribed" },
    ]);
    const timeline = await db().select().from(activities).where(eq(activities.contactId, contact!.id));
    expect(timeline).toMatchObject([{ kind: "form_submission", title: "Filled in the form “Spring newsletter”" }]);
    const members = await db().select().from(listMembers).where(eq(listMembers.listId, list.id));
    expect(members.map((m) => m.contactId)).toEqual([contact!.id]);
    const page = await caller.website.forms.submissions({ formId: form.id });
    expect(page.items).toMatchObject([{ id: answer.submissionId, status: "processed", contactId: contact!.id }]);
  });

  it("lands every submission exactly once under concurrency: duplicates of a key, two workers, the job run twice", async () => {
    resetFormRateLimits();
    const { form, workspace } = await publishedFormIn();
    const people = Array.from({ length: 12 }, (_, i) => `p${i}-${uid()}@example.test`);
    const payloads = people.map((email) => body(form.id, { email, consent: "on" }));
    // Each submission sent three times at once (a double click, a retry), all in parallel.
    const responses = await Promise.all([...payloads, ...payloads, ...payloads].map((p) => post(form.id, p)));
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const rows = await db().select().from(websiteFormSubmissions).where(eq(websiteFormSubmissions.formId, form.id));
    expect(rows).toHaveLength(12);
    // Two workers at once, then the queue delivers every job again.
    await Promise.all([processPending(db()), processPending(db()), ...rows.map((r) => processSubmission(db(), r.id))]);
    for (const r of rows) expect(await processSubmission(db(), r.id)).toBe("skipped");
    const made = await db().select().from(contacts).where(eq(contacts.workspaceId, workspace.id));
    expect(made.map((c) => c.email).sort()).toEqual([...people].sort());
    const consents = await db().select().from(consentEvents).where(eq(consentEvents.workspaceId, workspace.id));
    expect(consents).toHaveLength(12);
    const timeline = await db()
      .select()
      .from(activities)
      .where(and(eq(activities.workspaceId, workspace.id), eq(activities.kind, "form_submission")));
    expect(timeline).toHaveLength(12);
    const after = await db().select().from(websiteFormSubmissions).where(eq(websiteFormSubmissions.formId, form.id));
    expect(after.every((r) => r.status === "processed" && r.attempts === 1)).toBe(true);
  });

  it("updates the existing contact of the same email instead of adding another", async () => {
    resetFormRateLimits();
    const { form, workspace } = await publishedFormIn();
    const email = `same-${uid()}@example.test`;
    for (const name of ["Ann", "Anna"]) {
      const res = await post(form.id, body(form.id, { email, first_name: name }));
      await processSubmission(db(), ((await res.json()) as { submissionId: string }).submissionId);
    }
    const rows = await db().select().from(contacts).where(eq(contacts.workspaceId, workspace.id));
    expect(rows).toMatchObject([{ email, firstName: "Anna", emailConsent: "unknown" }]);
  });

  it("refuses with a clear message per field, and stores nothing", async () => {
    resetFormRateLimits();
    const { form } = await publishedFormIn({}, "Refusals");
    const refused = async (payload: Record<string, unknown> | string, status = 422) => {
      const res = await post(form.id, payload);
      expect(res.status).toBe(status);
      return (await res.json()) as { message: string; fieldErrors: Record<string, string> };
    };
    expect((await refused(body(form.id, { email: "not an email", interest: "Bikes" }))).fieldErrors).toEqual({
      email: "Enter a valid email address, like name@example.com",
      interest: "Choose one of the options",
    });
    expect((await refused(body(form.id, { first_name: "No email" }))).fieldErrors).toEqual({ email: "Fill in this field" });
    expect((await refused(body(form.id, { email: "a@example.test", first_name: "x".repeat(2001) }))).fieldErrors).toEqual({
      first_name: "Keep this under 2,000 characters",
    });
    expect((await refused(body(form.id, { email: "a@example.test" }, { _ts: signRenderTime(form.id) }))).message).toContain("quicker than we expected");
    expect((await refused(body(form.id, { email: "a@example.test" }, { _ts: "abc.def" }))).message).toContain("expired");
    expect((await refused(body(form.id, { email: "a@example.test" }, { _ts: signRenderTime(randomUUID(), Date.now() - 5000) }))).message).toContain("expired");
    expect((await refused(JSON.stringify(body(form.id, { email: "a@example.test", first_name: "y".repeat(40_000) })))).message).toBe(
      "The answers are too long to send.",
    );
    // A filled honeypot looks accepted to the bot and is dropped.
    const bot = await post(form.id, body(form.id, { email: "bot@example.test" }, { _hp_website: "http://spam.test" }));
    expect(bot.status).toBe(200);
    expect(await db().select().from(websiteFormSubmissions).where(eq(websiteFormSubmissions.formId, form.id))).toHaveLength(0);
    expect((await post(randomUUID(), body(form.id, { email: "a@example.test" }))).status).toBe(404);
  });

  it("limits submissions per address", async () => {
    resetFormRateLimits();
    const { form } = await publishedFormIn();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await post(form.id, body(form.id, { email: `r${i}-${uid()}@example.test` }), { "x-forwarded-for": "203.0.113.9" })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    resetFormRateLimits();
  });

  it("answers a plain form POST with the thank-you page, or the form again with the messages", async () => {
    resetFormRateLimits();
    const { form } = await publishedFormIn();
    const formPost = (fields: Record<string, string>) =>
      handleSubmission(
        new Request(`http://localhost/api/public/forms/${form.id}/submissions`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        }),
        form.id,
      );
    const ts = signRenderTime(form.id, Date.now() - 5000);
    const wrong = await formPost({ _ts: ts, _submission: `plain-${uid()}xx`, email: "nope" });
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect(html).toContain("Enter a valid email address, like name@example.com");
    expect(html).toContain('value="nope"');
    const ok = await formPost({ _ts: ts, _submission: `plain-${uid()}xx`, email: `plain-${uid()}@example.test`, consent: "on" });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Thank you! We received your answers.");
  });
});

describe("the hosted form", () => {
  it("renders the form with a strict policy, frameable only as ?embed=1, and keeps hostile text inert", async () => {
    const hostile = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;
    const { form, workspace } = await publishedFormIn(
      {
        fields: [
          { key: "email", type: "email", label: hostile, required: true, placeholder: hostile, help: hostile },
          { key: "pick", type: "select", label: "Pick", options: [hostile] },
        ],
        afterSubmit: { kind: "message", message: hostile },
      },
      hostile,
    );
    const res = await handleHostedForm(new Request(`http://localhost/f/${workspace.slug}/${form.id}?utm_source=${encodeURIComponent(hostile)}&evil=1`), {
      workspace: workspace.slug,
      formId: form.id,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    // The form's script and the consent banner's, both from this site (no inline script).
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<script src="\/api\/public\/[a-z]+(\.js|\/form\.js)" defer><\/script>/g)).toHaveLength(2);
    expect(html).toContain('name="utm_source"');
    expect(html).not.toContain('name="evil"');

    const framed = await handleHostedForm(new Request(`http://localhost/f/${workspace.slug}/${form.id}?embed=1`), {
      workspace: workspace.slug,
      formId: form.id,
    });
    expect(framed.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(await framed.text()).toContain('data-embed="1"');

    const other = await makeWorkspace(db());
    expect((await handleHostedForm(new Request("http://localhost/"), { workspace: other.workspace.slug, formId: form.id })).status).toBe(404);
  });
});
