import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import { recordAudit, type Tenant } from "@/modules/identity";
import { open, seal } from "@/server/crypto/vault";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { parseMailReport } from "../bounces/parse";
import { POP3_MAX_MESSAGE_BYTES, Pop3Error, Pop3Session, type Pop3Options } from "../bounces/pop3";
import { messagingSettings } from "../db/settings.table";
import { applyMailReport } from "./bounces.service";
import { getMessagingSettings, type MessagingSettingsRow } from "./settings.service";

/**
 * The inbound mailbox bounces and complaints arrive in (POP3), read every few minutes: each message
 * is parsed, applied, and deleted. A message whose applying fails stays for the next poll.
 */

/** At most this many messages per poll of one mailbox; the rest wait five minutes. */
export const INBOUND_BATCH = 500;

/** A mailbox to read; `ca` lets tests trust their own server's certificate. */
export type InboundMailbox = Omit<Pop3Options, "timeoutMs">;

/** The workspace's saved mailbox, or null when it isn't fully set. */
export function mailboxOf(settings: MessagingSettingsRow): InboundMailbox | null {
  if (!settings.inboundHost || !settings.inboundUser || !settings.inboundPasswordSealed) return null;
  return {
    host: settings.inboundHost,
    port: settings.inboundPort ?? (settings.inboundTls ? 995 : 110),
    tls: settings.inboundTls,
    user: settings.inboundUser,
    password: open(settings.inboundPasswordSealed),
  };
}

export type PollResult = { read: number; applied: number; ignored: number; unmatched: number; failed: number; left: number };

/** Reads one workspace's mailbox once. Throws a Pop3Error when the mailbox can't be reached. */
export async function pollInboundMailbox(
  db: Db,
  workspaceId: string,
  mailbox: InboundMailbox,
  opts: { batch?: number; timeoutMs?: number } = {},
): Promise<PollResult> {
  const result: PollResult = { read: 0, applied: 0, ignored: 0, unmatched: 0, failed: 0, left: 0 };
  const session = await Pop3Session.open({ ...mailbox, timeoutMs: opts.timeoutMs });
  try {
    const [sizes, uids] = [await session.list(), await session.uidl().catch(() => [])];
    const batch = sizes.slice(0, opts.batch ?? INBOUND_BATCH);
    result.left = sizes.length - batch.length;
    for (const { n, bytes } of batch) {
      const uid = uids.find((u) => u.n === n)?.uid ?? String(n);
      if (bytes > POP3_MAX_MESSAGE_BYTES) {
        // Far too large for a report: an attachment someone sent to the bounce address.
        await session.dele(n);
        result.ignored++;
        continue;
      }
      const raw = await session.retr(n);
      result.read++;
      try {
        const report = await parseMailReport(raw);
        if (report.kind === "ignored") result.ignored++;
        else {
          const { outcome } = await applyMailReport(db, workspaceId, report);
          if (outcome === "unmatched") result.unmatched++;
          else result.applied++;
        }
        await session.dele(n);
      } catch (error) {
        result.failed++;
        getLogger().error({ err: error, workspaceId, uid }, "couldn't apply a message of the bounce mailbox; it stays for the next poll");
      }
    }
    await session.quit();
  } finally {
    session.close();
  }
  return result;
}

/** Every workspace with a mailbox set, read one after the other (a few at a time). */
export async function pollAllInboundMailboxes(db: Db, opts: { concurrency?: number } = {}): Promise<number> {
  const rows = await db
    .select({ workspaceId: messagingSettings.workspaceId })
    .from(messagingSettings)
    .where(and(isNotNull(messagingSettings.inboundHost), isNotNull(messagingSettings.inboundUser), isNotNull(messagingSettings.inboundPasswordSealed)));
  const queue = rows.map((r) => r.workspaceId);
  const worker = async () => {
    for (let workspaceId = queue.shift(); workspaceId; workspaceId = queue.shift()) {
      try {
        const mailbox = mailboxOf(await getMessagingSettings(db, workspaceId));
        if (!mailbox) continue;
        const result = await pollInboundMailbox(db, workspaceId, mailbox);
        if (result.read > 0) getLogger().info({ workspaceId, ...result }, "bounce mailbox read");
      } catch (error) {
        getLogger().warn({ workspaceId, err: error instanceof Pop3Error ? error.message : error }, "couldn't read the bounce mailbox");
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.concurrency ?? 4, rows.length) }, worker));
  return rows.length;
}

export type InboundTestResult = { ok: true; count: number } | { ok: false; message: string };

/**
 * For the settings page's "Test the mailbox": connects, signs in and counts the messages waiting,
 * with the saved settings or ones about to be saved. The answer is a sentence for the person.
 */
export async function testInboundMailbox(db: Db, tenant: Pick<Tenant, "workspaceId">, override?: InboundMailbox): Promise<InboundTestResult> {
  let mailbox = override ?? null;
  if (!mailbox) {
    try {
      mailbox = mailboxOf(await getMessagingSettings(db, tenant.workspaceId));
    } catch {
      return { ok: false, message: "The saved mailbox password can't be read any more. Enter it again." };
    }
  }
  if (!mailbox) return { ok: false, message: "Enter the mailbox's server, user name and password first." };
  try {
    const session = await Pop3Session.open({ ...mailbox, timeoutMs: 10_000 });
    try {
      const { count } = await session.stat();
      await session.quit();
      return { ok: true, count };
    } finally {
      session.close();
    }
  } catch (error) {
    if (error instanceof Pop3Error) return { ok: false, message: error.message };
    getLogger().error({ err: error }, "unexpected error testing the bounce mailbox");
    return { ok: false, message: "The mailbox couldn't be checked. Try again in a moment." };
  }
}

/**
 * A new signing key for the provider webhook, sealed at rest. The plain key is answered this once,
 * to paste into the provider's settings; the previous key stops working at once.
 */
export async function rotateWebhookKey(db: Db, tenant: Pick<Tenant, "workspaceId" | "userId">): Promise<{ key: string }> {
  await getMessagingSettings(db, tenant.workspaceId);
  const key = randomBytes(32).toString("hex");
  await db.transaction(async (tx) => {
    await tx
      .update(messagingSettings)
      .set({ webhookSigningKeySealed: seal(key), updatedAt: new Date() })
      .where(eq(messagingSettings.workspaceId, tenant.workspaceId));
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "messaging.webhook_key_rotated",
      details: { summary: "The previous key stopped working" },
    });
  });
  return { key };
}
