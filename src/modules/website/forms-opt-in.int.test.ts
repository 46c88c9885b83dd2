import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { parseCsv } from "~tests/support/csv";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { closeTestSmtpPools, startRefusingSmtp } from "~tests/support/messaging";
import { flushEvents } from "@/modules/analytics";
import { consentEvents, contacts } from "@/modules/crm";
import { deliverSend, sends } from "@/modules/messaging";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { forgetPublishedForms } from "./server/form-intake.service";
import { processSubmission } from "./server/form-process.service";
import { handleConfirm, handleSubmission } from "./server/form-public-http";
import { openSubmissionsCsv } from "./server/form-submissions-csv";
import { signRenderTime } from "./server/form-tokens";

/** The server's own mail settings point at this SMTP server. */
const smtp = await startRefusingSmtp();

let handle: DbHandle;
let boss: PgBoss;
const globalDb = globalThis as { __amtDb?: DbHandle };
beforeAll(async () => {
  process.env.SMTP_HOST = "127.0.0.1";
  process.env.SMTP_PORT = String(smtp.port);
  handle = await createTestDb();
  globalDb.__amtDb = handle;
  boss = await getBoss(handle, { work: false });
}, 300_000);
afterAll(async () => {
  await flushEvents();
  closeTestSmtpPools();
  await boss.stop({ graceful: false, close: false, wait: true });
  delete globalDb.__amtDb;
  await handle.close();
  await smtp.close();
});

const uid = () => randomBytes(4).toString("hex");
const db = () => handle.db;

async function publish(definition: Record<string, unknown>, name: string) {
  const ws = await makeWorkspace(db());
  const caller = callerFor(db(), { userId: ws.owner.id, workspaceId: ws.workspace.id });
  const created = await caller.website.forms.create({ name });
  const form = await caller.website.forms.update({
    id: created.id,
    name,
    status: "published",
    definition: definition as never,
    expectedUpdatedAt: created.updatedAt,
  });
  forgetPublishedForms();
  return { ...ws, form };
}

const submit = async (formId: string, answers: Record<string, unknown>) => {
  const res = await handleSubmission(
    new Request(`http://localhost/api/public/forms/${formId}/submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ _ts: signRenderTime(formId, Date.now() - 5000), _submission: `key-${uid()}${uid()}`, ...answers }),
    }),
    formId,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { submissionId: string }).submissionId;
};

describe("double opt-in", () => {
  it("mails the confirmation once; its link records the consent with the form's wording only when the person confirms", async () => {
    const { form, workspace } = await publish(
      {
        fields: [
          { key: "email", type: "email", label: "Email", required: true, mapping: "email" },
          { key: "news", type: "consent", label: "News", required: true, consentText: "Yes, send me the Acme letter." },
        ],
        doubleOptIn: { enabled: true, fromName: "Acme news" },
      },
      "Letter",
    );
    const email = `opt-${uid()}@example.test`;
    const submissionId = await submit(form.id, { email, news: true });
    expect(await processSubmission(db(), submissionId)).toBe("processed");
    expect(await processSubmission(db(), submissionId)).toBe("skipped");
    const [contact] = await db()
      .select()
      .from(contacts)
      .where(and(eq(contacts.workspaceId, workspace.id), eq(contacts.email, email)));
    expect(contact!.emailConsent).toBe("unknown");

    const mails = await db().select().from(sends).where(eq(sends.workspaceId, workspace.id));
    expect(mails).toHaveLength(1);
    await deliverSend(db(), { workspaceId: workspace.id, sendId: mails[0]!.id }, { flushEveryMs: 5, leaseMs: 5_000 });
    const received = smtp.received.find((m) => m.to.includes(email))!;
    const parsed = await simpleParser(received.bytes);
    expect(parsed.subject).toBe("Please confirm your subscription");
    // Without a sending domain of its own the workspace's mail goes from the server's address (the sender name applies to a domain's).
    expect(parsed.from?.value[0]?.address).toBe("no-reply@localhost");
    const link = /(http\S+\/api\/public\/forms\/confirm\?token=\S+)/.exec(parsed.text ?? "")![1]!;
    const token = new URL(link).searchParams.get("token")!;

    // Opening the link shows a button (a mail scanner following it confirms nothing); the button confirms.
    const page = await handleConfirm(new Request(link));
    expect(await page.text()).toContain("Confirm my subscription");
    expect((await db().select().from(contacts).where(eq(contacts.id, contact!.id)))[0]!.emailConsent).toBe("unknown");
    const confirm = () =>
      handleConfirm(
        new Request("http://localhost/api/public/forms/confirm", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ token }).toString(),
        }),
      );
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(200);
    expect((await db().select().from(contacts).where(eq(contacts.id, contact!.id)))[0]!.emailConsent).toBe("subscribed");
    expect(await db().select().from(consentEvents).where(eq(consentEvents.contactId, contact!.id))).toMatchObject([
      { status: "subscribed", method: "form", source: "form:Letter (confirmed)", wording: "Yes, send me the Acme letter." },
    ]);
    const forged = await handleConfirm(
      new Request("http://localhost/api/public/forms/confirm", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: `${submissionId}.AAAAAAAAAAAAAAAAAAAAAA` }).toString(),
      }),
    );
    expect(forged.status).toBe(400);
  });
});

describe("submissions CSV", () => {
  it("streams every submission with a BOM, one column per field, formulas defused", async () => {
    const { form, workspace } = await publish(
      {
        fields: [
          { key: "email", type: "email", label: "Email", required: true, mapping: "email" },
          { key: "note", type: "text", label: "Note" },
        ],
      },
      "Notes",
    );
    await submit(form.id, { email: `a-${uid()}@example.test`, note: '=HYPERLINK("http://evil.test")', utm_source: "ads" });
    await submit(form.id, { email: `b-${uid()}@example.test`, note: "Crème brûlée" });
    const file = await openSubmissionsCsv(db(), { workspaceId: workspace.id }, form.id);
    const bytes = Buffer.from(await new Response(file.stream).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString("utf8"));
    expect(rows[0]).toEqual(["Received at", "Status", "Contact id", "Email", "Note", "Page", "Pop-up", "utm_source", "utm_medium", "utm_campaign", "Referrer"]);
    expect(rows.slice(1).map((r) => [r[1], r[4], r[7]])).toEqual([
      ["received", '\'=HYPERLINK("http://evil.test")', "ads"],
      ["received", "Crème brûlée", ""],
    ]);
    expect(file.disposition).toContain("Notes-submissions");
  });
});
