import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLimit } from "@/modules/billing";
import { activities } from "@/modules/crm/db/activities.table";
import { contacts } from "@/modules/crm/db/contacts.table";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { createTestDb } from "~tests/support/db";
import { verifyDkim } from "~tests/support/dkim-verify";
import { makeWorkspace } from "~tests/support/factories";
import { closeTestSmtpPools, makeSendingDomain, startRefusingSmtp, testDkimKeys } from "~tests/support/messaging";
import { waitFor } from "~tests/support/wait";
import { parseMailReport } from "./bounces/parse";
import { outbox, sends } from "./db/sends.table";
import { claimRows } from "./engine/claim";
import { deliverSend } from "./engine/deliver";
import { dkimRecordValue } from "./render/dkim";
import { applyMailReport } from "./server/bounces.service";
import { suppressAddresses } from "./server/suppressions.service";
import { workspaceMailDelivery } from "./server/workspace-mail.queries";
import { sendWorkspaceMail, type WorkspaceMailInput } from "./server/workspace-mail.service";

/** The server's own mail settings point at this SMTP server; recipients starting with "hard" get 550. */
const smtp = await startRefusingSmtp((address) => (address.startsWith("hard") ? { code: 550, message: "5.1.1 No such mailbox" } : null));

let handle: DbHandle;
let boss: PgBoss;
beforeAll(async () => {
  process.env.SMTP_HOST = "127.0.0.1";
  process.env.SMTP_PORT = String(smtp.port);
  handle = await createTestDb();
  boss = await getBoss(handle, { work: false });
});
afterAll(async () => {
  closeTestSmtpPools();
  await boss.stop({ graceful: false });
  await handle.close();
  await smtp.close();
});

const fast = { flushEveryMs: 5, leaseMs: 5_000 };
const key16 = (address: string) => createHash("sha256").update(address.toLowerCase()).digest("hex").slice(0, 16);
const uid = () => randomBytes(4).toString("hex");
const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(40_000)]);
const rowsOf = (sendId: string) => handle.db.select().from(outbox).where(eq(outbox.sendId, sendId)).orderBy(outbox.id);
const mail = (over: Partial<WorkspaceMailInput> = {}): WorkspaceMailInput => ({
  to: [`ann-${uid()}@example.test`],
  subject: "Your report {{ contact.first_name }}",
  html: "<p>Braces stay {{ as typed</p>",
  text: "Braces stay {{ as typed",
  meta: { purpose: "scheduled_report" },
  idempotencyKey: `test:${uid()}`,
  ...over,
});

async function queued(workspaceId: string, input: WorkspaceMailInput) {
  const result = await sendWorkspaceMail(handle.db, workspaceId, input);
  if (!result.queued) throw new Error(result.reason);
  return result.sendId;
}

describe("workspace mail through the engine", () => {
  it("writes one outbox row per address (no contact) and delivers it DKIM-signed from the workspace's domain, the PDF's bytes intact", async () => {
    const { workspace, tenant } = await makeWorkspace(handle.db);
    const domain = await makeSendingDomain(handle.db, workspace.id, { smtpPort: smtp.port });
    const before = await checkLimit(handle.db, tenant, "emails", 1);
    const ann = `ann-${uid()}@example.test`;
    const bo = `bo-${uid()}@example.test`;
    const input = mail({ to: [ann.toUpperCase(), ann, bo], attachments: [{ filename: "Report – March.pdf", contentType: "application/pdf", content: pdf }] });
    const sendId = await queued(workspace.id, input);

    const rows = await rowsOf(sendId);
    expect(rows.map((r) => [r.address, r.contactId, r.messageId])).toEqual([
      [ann, null, `${sendId}.${key16(ann)}@${domain.domain}`],
      [bo, null, `${sendId}.${key16(bo)}@${domain.domain}`],
    ]);
    expect(await deliverSend(handle.db, { workspaceId: workspace.id, sendId }, fast)).toMatchObject({ status: "completed", handedOut: 2 });

    const received = smtp.received.find((m) => m.to.includes(ann))!;
    expect(received.messageId).toBe(`${sendId}.${key16(ann)}@${domain.domain}`);
    expect(received.from).toBe(`bounce+${rows[0]!.id.toString(36)}@bounces.${domain.domain}`);
    const parsed = await simpleParser(received.bytes);
    expect(parsed.subject).toBe("Your report {{ contact.first_name }}");
    expect(parsed.text?.trim()).toBe("Braces stay {{ as typed");
    expect(parsed.from?.value[0]).toMatchObject({ name: workspace.name, address: `no-reply@${domain.domain}` });
    expect(parsed.headers.has("list-unsubscribe")).toBe(false);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({ filename: "Report – March.pdf", contentType: "application/pdf" });
    expect(parsed.attachments[0]!.content.equals(pdf)).toBe(true);
    const keys = await testDkimKeys();
    const [dkim] = await verifyDkim(received.bytes, { [`amt1._domainkey.${domain.domain}`]: dkimRecordValue(keys.publicKeyBase64) });
    expect(dkim).toMatchObject({ result: "pass", domain: domain.domain });

    // Not marketing, not a contact's: no CRM contact or timeline entry, and the plan's monthly emails untouched.
    expect(await handle.db.select().from(contacts).where(eq(contacts.workspaceId, workspace.id))).toEqual([]);
    expect(await handle.db.select().from(activities).where(eq(activities.workspaceId, workspace.id))).toEqual([]);
    expect((await checkLimit(handle.db, tenant, "emails", 1)).remaining).toBe(before.remaining);
    expect((await workspaceMailDelivery(handle.db, workspace.id, [input.idempotencyKey])).get(input.idempotencyKey)).toMatchObject({
      state: "sent",
      total: 2,
      sent: 2,
      problems: [],
    });
  });

  it("sends as the server (From MAIL_FROM, through SMTP_HOST, unsigned) when the workspace has no sending domain", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const to = `solo-${uid()}@example.test`;
    const sendId = await queued(workspace.id, mail({ to: [to] }));
    expect((await handle.db.select().from(sends).where(eq(sends.id, sendId)))[0]).toMatchObject({
      domainId: null,
      system: true,
      kind: "transactional",
      marketing: false,
      trackOpens: false,
      trackClicks: false,
    });
    await deliverSend(handle.db, { workspaceId: workspace.id, sendId }, fast);
    const received = smtp.received.find((m) => m.to.includes(to))!;
    expect(received.messageId).toBe(`${sendId}.${key16(to)}@localhost`);
    expect(received.from).toBe("no-reply@localhost");
    expect(received.raw).not.toMatch(/^DKIM-Signature:/im);
    expect((await simpleParser(received.bytes)).from?.value[0]).toMatchObject({ name: "AI Marketing Tools", address: "no-reply@localhost" });
  });

  it("answers the first send for a key asked again (a retried job), and queues nothing new", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const input = mail();
    const first = await sendWorkspaceMail(handle.db, workspace.id, input);
    const again = await sendWorkspaceMail(handle.db, workspace.id, { ...input, subject: "Changed" });
    expect(first).toMatchObject({ queued: true, created: true });
    expect(again).toEqual({ queued: true, sendId: (first as { sendId: string }).sendId, created: false });
    expect(await handle.db.select().from(sends).where(eq(sends.workspaceId, workspace.id))).toHaveLength(1);
    // Another workspace's mail under the same key is its own, and neither sees the other's delivery.
    const other = await makeWorkspace(handle.db);
    const theirs = await sendWorkspaceMail(handle.db, other.workspace.id, input);
    expect(theirs).toMatchObject({ queued: true, created: true });
    expect((await workspaceMailDelivery(handle.db, other.workspace.id, [input.idempotencyKey])).get(input.idempotencyKey)!.sendId).toBe(
      (theirs as { sendId: string }).sendId,
    );
    expect((await workspaceMailDelivery(handle.db, workspace.id, [input.idempotencyKey])).get(input.idempotencyKey)!.sendId).toBe(
      (first as { sendId: string }).sendId,
    );
  });

  it("refuses bad input with a clear message", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    await expect(sendWorkspaceMail(handle.db, workspace.id, mail({ to: ["not-an-email"] }))).rejects.toThrow("“not-an-email” isn't a valid email address");
    await expect(sendWorkspaceMail(handle.db, workspace.id, mail({ to: [] }))).rejects.toThrow("Name at least one recipient");
  });

  it("takes an address row again after its worker died (lease expired) and delivers it once, with the same Message-ID", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const to = `lease-${uid()}@example.test`;
    const sendId = await queued(workspace.id, mail({ to: [to] }));
    // A worker claims the row and dies before sending: its lease runs out.
    const [claimed] = await claimRows(handle.db, { workspaceId: workspace.id, sendId, channel: "email", marketing: false, topicId: null }, 10, 1);
    expect(claimed).toMatchObject({ contact_id: null, address: to, blocked: null, first_name: null });
    await waitFor(
      () => handle.executeSql("select bool_and(lease_until < now()) as over from messaging_outbox where send_id = $1", [sendId]),
      (r) => (r.rows[0] as { over: boolean }).over,
    );
    expect(await deliverSend(handle.db, { workspaceId: workspace.id, sendId }, fast)).toMatchObject({ status: "completed", handedOut: 1 });
    const got = smtp.received.filter((m) => m.to.includes(to));
    expect(got.map((m) => m.messageId)).toEqual([claimed!.message_id]);
    expect(await rowsOf(sendId)).toMatchObject([{ state: "sent", attempts: 2 }]);
  });
});

describe("bounces of workspace mail", () => {
  const SAMPLE_SEND = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
  const SAMPLE_CONTACT = "0b7e9c4d-5a6f-4b8c-9d0e-1f2a3b4c5d6e";

  it("records an SMTP 550 as bounced and suppresses the address: its next mail is suppressed, and the delivery says why", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const to = `hard-${uid()}@example.test`;
    const first = mail({ to: [to] });
    const sendId = await queued(workspace.id, first);
    await deliverSend(handle.db, { workspaceId: workspace.id, sendId }, fast);
    expect((await workspaceMailDelivery(handle.db, workspace.id, [first.idempotencyKey])).get(first.idempotencyKey)).toMatchObject({
      state: "bounced",
      error: expect.stringMatching(/5\.1\.1/),
    });

    const next = mail({ to: [to] });
    const nextId = await queued(workspace.id, next);
    await deliverSend(handle.db, { workspaceId: workspace.id, sendId: nextId }, fast);
    expect(await rowsOf(nextId)).toMatchObject([{ state: "suppressed", reason: "bounced" }]);
    expect((await workspaceMailDelivery(handle.db, workspace.id, [next.idempotencyKey])).get(next.idempotencyKey)).toMatchObject({
      state: "suppressed",
      problems: [{ address: to, state: "suppressed" }],
    });
  });

  it("applies a DSN that names an address row's Message-ID: bounced, not a contact's timeline", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const to = `later-${uid()}@example.test`;
    const input = mail({ to: [to] });
    const sendId = await queued(workspace.id, input);
    await deliverSend(handle.db, { workspaceId: workspace.id, sendId }, fast);
    const [row] = await rowsOf(sendId);
    const raw = readFileSync(path.join(import.meta.dirname, "bounces/samples/gmail-hard-bounce.eml"), "utf8")
      .replaceAll(SAMPLE_SEND, sendId)
      .replaceAll(SAMPLE_CONTACT, key16(to))
      .replaceAll("bounce+2n9c@", `bounce+${row!.id.toString(36)}@`)
      .replaceAll("no.such.person@gmail.com", to);
    const report = await parseMailReport(raw);
    if (report.kind === "ignored") throw new Error(report.reason);
    expect(await applyMailReport(handle.db, workspace.id, report)).toMatchObject({ outcome: "hard_bounce", outboxId: row!.id });
    expect((await workspaceMailDelivery(handle.db, workspace.id, [input.idempotencyKey])).get(input.idempotencyKey)).toMatchObject({ state: "bounced" });
    expect((await handle.db.select().from(sends).where(eq(sends.id, sendId)))[0]).toMatchObject({ sent: 0, bounced: 1 });
    // Another workspace can't apply it.
    const other = await makeWorkspace(handle.db);
    expect(await applyMailReport(handle.db, other.workspace.id, report)).toMatchObject({ outcome: "unmatched" });
  });

  it("still mails an address whose CRM contact was erased: only a bounce or complaint stops workspace mail", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const to = `erased-${uid()}@example.test`;
    await suppressAddresses(handle.db, workspace.id, [{ channel: "email", address: to, reason: "erased", source: "test" }]);
    const sendId = await queued(workspace.id, mail({ to: [to] }));
    await deliverSend(handle.db, { workspaceId: workspace.id, sendId }, fast);
    expect(await rowsOf(sendId)).toMatchObject([{ state: "sent" }]);
  });
});
