import "server-only";
import { createHash } from "node:crypto";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { workspaces } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { MAIL_OFF_HINT, mailEnabled } from "@/server/mail/mailer";
import { attachments } from "../db/attachments.table";
import { sendingDomains } from "../db/domains.table";
import { outbox, sends } from "../db/sends.table";
import { serverSender } from "../engine/email-dispatch";
import { enqueueDeliver } from "../jobs/deliver.job";
import { startSend } from "./materialise";
import { text } from "@/lib/text";

/**
 * Workspace mail: what the product itself sends on a workspace's behalf (a team invitation, a
 * scheduled report), to addresses rather than CRM contacts, through the same outbox as campaigns:
 * one row per address with a deterministic Message-ID, leased delivery with retries, bounces and
 * complaints recorded and suppressed. It isn't marketing (no consent, topic, frequency cap, footer,
 * tracking or billing meter); a hard bounce or complaint of the address still stops it.
 */

const MAX_RECIPIENTS = 50;
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

const workspaceMailInput = z.object({
  to: z
    .array(
      text()
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: (issue) => `“${String(issue.input)}” isn't a valid email address` })),
    )
    .min(1, { error: "Name at least one recipient" })
    .max(MAX_RECIPIENTS, { error: `At most ${MAX_RECIPIENTS} recipients` }),
  subject: text().trim().min(1, { error: "The subject is empty" }).max(500),
  html: text().min(1, { error: "The message is empty" }),
  text: text().optional(),
  attachments: z
    .array(
      z.object({
        filename: text().trim().min(1).max(200),
        contentType: text().regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i),
        content: z.instanceof(Buffer),
      }),
    )
    .max(5)
    .default([]),
  /** Why the mail is sent, kept on the send: `{ purpose: "invitation", invitationId }`… */
  meta: z.object({ purpose: text().min(1) }).catchall(z.unknown()),
  /** The caller's key (a report run, an invitation's version): asking again with it returns the first send. */
  idempotencyKey: text().min(1).max(300),
  /** The From name with a workspace domain (the workspace's name by default). */
  fromName: text().trim().max(200).optional(),
  replyTo: z.email().optional(),
  createdBy: z.uuid().nullish(),
});

export type WorkspaceMailInput = z.input<typeof workspaceMailInput>;
export type WorkspaceMailResult = { queued: true; sendId: string; created: boolean } | { queued: false; reason: string };

type Sender = { domain: typeof sendingDomains.$inferSelect } | { server: ReturnType<typeof serverSender> };

/**
 * Who sends a workspace's mail: its first verified sending domain that has a mail server (its own
 * SMTP, or the server's), with its DKIM key; otherwise the server's own mail settings (SMTP_HOST,
 * From MAIL_FROM); null when neither can send.
 */
async function senderOf(db: Db, workspaceId: string): Promise<Sender | null> {
  const domains = await db
    .select()
    .from(sendingDomains)
    .where(and(eq(sendingDomains.workspaceId, workspaceId), eq(sendingDomains.status, "verified"), isNotNull(sendingDomains.verifiedAt)))
    .orderBy(asc(sendingDomains.verifiedAt), asc(sendingDomains.domain));
  const domain = domains.find((d) => d.smtpHost || mailEnabled());
  if (domain) return { domain };
  return mailEnabled() ? { server: serverSender() } : null;
}

/** Whether the workspace's mail can go out now (a domain with a mail server, or the server's settings). */
export async function workspaceMailEnabled(db: Db, workspaceId: string): Promise<boolean> {
  return (await senderOf(db, workspaceId)) !== null;
}

/** An address row's Message-ID: `<send id>.<first 16 hex of sha256(lower(address))>@<host>`. */
export const addressMessageId = (sendId: string, address: string, host: string) =>
  `${sendId}.${createHash("sha256").update(address.toLowerCase(), "utf8").digest("hex").slice(0, 16)}@${host}`;

const existingSend = async (db: Db, workspaceId: string, key: string) =>
  (
    await db
      .select({ id: sends.id })
      .from(sends)
      .where(and(eq(sends.workspaceId, workspaceId), eq(sends.idempotencyKey, key)))
  )[0];

/**
 * Queues one message to each address. In one transaction: the send (kind transactional, not
 * marketing, tracking off, subject and bodies sent as they are), its attachments and one outbox row
 * per address; the delivery job is queued once that commits. The same `idempotencyKey` again (a
 * retried job) returns the first send and queues nothing. When no mail server can send for the
 * workspace, nothing is queued and the reason is answered.
 */
export async function sendWorkspaceMail(db: Db, workspaceId: string, input: WorkspaceMailInput): Promise<WorkspaceMailResult> {
  const parsed = workspaceMailInput.safeParse(input);
  if (!parsed.success) throw new InvalidError(parsed.error.issues[0]?.message ?? "This mail can't be sent.");
  const data = parsed.data;
  const size = data.attachments.reduce((n, a) => n + a.content.length, 0);
  if (size > MAX_ATTACHMENT_BYTES) throw new InvalidError(`The attachments are too large to mail (${Math.ceil(size / 1024 / 1024)} MB; at most 10 MB).`);

  const found = await existingSend(db, workspaceId, data.idempotencyKey);
  if (found) return { queued: true, sendId: found.id, created: false };
  const sender = await senderOf(db, workspaceId);
  if (!sender) return { queued: false, reason: MAIL_OFF_HINT };
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const to = [...new Set(data.to)];
  const domain = "domain" in sender ? sender.domain : null;
  const host = domain ? domain.domain : (sender as { server: ReturnType<typeof serverSender> }).server.host;
  const fromLocal = serverSender().address.split("@")[0]!;

  const sendId = await db.transaction(async (tx) => {
    const [send] = await tx
      .insert(sends)
      .values({
        workspaceId,
        kind: "transactional",
        channel: "email",
        name: data.subject.slice(0, 200),
        marketing: false,
        system: true,
        idempotencyKey: data.idempotencyKey,
        domainId: domain?.id ?? null,
        fromName: data.fromName ?? workspace?.name ?? null,
        fromLocal,
        replyTo: data.replyTo ?? null,
        subject: data.subject,
        html: data.html,
        text: data.text ?? null,
        trackOpens: false,
        trackClicks: false,
        excludeInvalid: false,
        meta: data.meta,
        createdBy: data.createdBy ?? null,
      })
      .onConflictDoNothing({ target: [sends.workspaceId, sends.idempotencyKey] })
      .returning({ id: sends.id });
    // Another run with the same key got there first: its send stands.
    if (!send) return null;
    if (data.attachments.length > 0) {
      await tx.insert(attachments).values(
        data.attachments.map((a) => ({
          workspaceId,
          sendId: send.id,
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          size: a.content.length,
        })),
      );
    }
    await tx.insert(outbox).values(
      to.map((address) => ({
        workspaceId,
        sendId: send.id,
        contactId: null,
        channel: "email" as const,
        address,
        receivingDomain: address.slice(address.lastIndexOf("@") + 1),
        messageId: addressMessageId(send.id, address, host),
      })),
    );
    await startSend(tx, workspaceId, send.id, { total: to.length, queued: to.length, suppressed: 0 });
    return send.id;
  });
  if (!sendId) {
    const raced = await existingSend(db, workspaceId, data.idempotencyKey);
    return { queued: true, sendId: raced!.id, created: false };
  }
  await enqueueDeliver({ workspaceId, sendId });
  return { queued: true, sendId, created: true };
}
