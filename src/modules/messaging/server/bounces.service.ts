import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { parseMessageId } from "../bounces/addresses";
import type { MailReport } from "../bounces/parse";
import { outbox, sends } from "../db/sends.table";
import { addEvent, addToTimeline, afterChange, bumpSend, hasEvent, messageInWorkspace, quoted, type MessageRef } from "./message-events";
import { suppressAddresses } from "./suppressions.service";
import { setChannelSubscription } from "./unsubscribe.service";
import { countOf } from "@/lib/count-words";

/**
 * Applies bounces and complaints, from the inbound mailbox (DSN, ARF) or a provider's webhook, to
 * the message they are about. Each is applied once: a report read twice (a mailbox poll broken off
 * before its deletions) changes nothing the second time.
 */

export type ReportOutcome = "hard_bounce" | "soft_bounce" | "complaint" | "duplicate" | "unmatched";

/** A complaint rate past this share of delivered messages pauses the send (0.1 %). */
export const COMPLAINT_RATE_LIMIT = 0.001;

/**
 * The message a report is about, in this workspace only. Our Message-ID names send and contact
 * (random ids: only someone holding the message knows them). A VERP address names an outbox id,
 * which can be guessed, so it counts only with the report's recipient matching the message's.
 */
export async function findReportedMessage(db: Db | Tx, workspaceId: string, report: MailReport): Promise<MessageRef | null> {
  const ours = parseMessageId(report.messageId);
  if (ours) {
    const ref = await messageInWorkspace(db, workspaceId, ours);
    if (ref) return ref;
  }
  if (report.verpOutboxId && report.recipient) {
    const ref = await messageInWorkspace(db, workspaceId, { outboxId: report.verpOutboxId });
    if (ref && ref.address.trim().toLowerCase() === report.recipient) return ref;
  }
  return null;
}

/** The words a send paused by the complaint-rate guard shows. */
export const complaintPauseReason = (complaints: number, delivered: number) =>
  `Paused automatically: the complaint rate passed 0.1 % (${countOf(complaints, "complaint")} of ${delivered.toLocaleString("en-US")} delivered).`;

/** Locks the outbox row: two copies of a report applied at once are applied one after the other. */
const lockMessage = (tx: Db | Tx, ref: MessageRef) =>
  tx
    .select({ state: outbox.state })
    .from(outbox)
    .where(and(eq(outbox.workspaceId, ref.workspaceId), eq(outbox.id, ref.id)))
    .for("update");

async function hardBounce(tx: Db | Tx, ref: MessageRef, report: MailReport & { kind: "bounce" }): Promise<ReportOutcome> {
  const [row] = await lockMessage(tx, ref);
  if (!row || row.state === "bounced") return "duplicate";
  const why = [report.status, report.diagnostic].filter(Boolean).join(" ") || "Hard bounce";
  await tx
    .update(outbox)
    .set({ state: "bounced", lastError: why.slice(0, 1000), leaseUntil: null })
    .where(and(eq(outbox.workspaceId, ref.workspaceId), eq(outbox.id, ref.id)));
  await bumpSend(tx, ref, row.state === "sent" ? { bounced: 1, sent: -1 } : { bounced: 1 });
  await addEvent(tx, ref, "bounce", { status: report.status, diagnostic: report.diagnostic, recipient: report.recipient });
  await suppressAddresses(tx, ref.workspaceId, [
    { channel: "email", address: ref.address, reason: "bounced", source: `${ref.sendName}: ${why}`.slice(0, 500) },
  ]);
  await addToTimeline(tx, ref, `Bounced: ${quoted(ref.sendName)}`, { body: why, data: { status: report.status } });
  return "hard_bounce";
}

async function complaint(tx: Db | Tx, ref: MessageRef, report: MailReport & { kind: "complaint" }): Promise<ReportOutcome> {
  // One complaint per message, however many copies of the report arrive.
  await lockMessage(tx, ref);
  if (await hasEvent(tx, ref, "complaint")) return "duplicate";
  await addEvent(tx, ref, "complaint", { feedbackType: report.feedbackType, userAgent: report.userAgent });
  const counts = await bumpSend(tx, ref, { complained: 1 });
  await suppressAddresses(tx, ref.workspaceId, [{ channel: "email", address: ref.address, reason: "complained", source: ref.sendName }]);
  // A contact is unsubscribed too; workspace mail's address (no contact) stays on the suppression list only.
  if (ref.contactId)
    await setChannelSubscription(
      tx,
      { workspaceId: ref.workspaceId, contactId: ref.contactId },
      { channel: "email", address: ref.address, subscribed: false, method: "complaint", source: ref.sendName },
    );
  await addToTimeline(tx, ref, `Marked ${quoted(ref.sendName)} as spam`, { data: { feedbackType: report.feedbackType } });
  if (counts.complained >= 1 && counts.complained > counts.sent * COMPLAINT_RATE_LIMIT) {
    const [paused] = await tx
      .update(sends)
      .set({ status: "paused", statusReason: complaintPauseReason(counts.complained, counts.sent), updatedAt: new Date() })
      .where(and(eq(sends.workspaceId, ref.workspaceId), eq(sends.id, ref.sendId), inArray(sends.status, ["preparing", "sending"])))
      .returning({ id: sends.id });
    if (paused) getLogger().warn({ sendId: ref.sendId, complained: counts.complained, sent: counts.sent }, "send paused by the complaint-rate guard");
  }
  return "complaint";
}

/**
 * Applies one report to its message: a hard bounce marks the message bounced (no longer counted as
 * sent), suppresses the address and tells the timeline; a soft bounce is only an event; a complaint
 * counts on the send, suppresses the address, unsubscribes the contact from email, and pauses the
 * send when its complaint rate passes 0.1 %.
 */
export async function applyMailReport(db: Db, workspaceId: string, report: MailReport): Promise<{ outcome: ReportOutcome; outboxId: number | null }> {
  const ref = await findReportedMessage(db, workspaceId, report);
  if (!ref) return { outcome: "unmatched", outboxId: null };
  const outcome = await db.transaction(async (tx): Promise<ReportOutcome> => {
    if (report.kind === "complaint") return complaint(tx, ref, report);
    if (report.severity === "hard") return hardBounce(tx, ref, report);
    await addEvent(tx, ref, "soft_bounce", { status: report.status, diagnostic: report.diagnostic, recipient: report.recipient });
    return "soft_bounce";
  });
  if (outcome === "hard_bounce" || outcome === "complaint") await afterChange(ref);
  return { outcome, outboxId: ref.id };
}
