import "server-only";
import { and, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { recordActivity, contacts } from "@/modules/crm";
import type { Db, Tx } from "@/server/db/client";
import type { MessageEventKind } from "../contracts/messaging-enums";
import { messageEvents, outbox, sends } from "../db/sends.table";
import { queueSendReport } from "../jobs/report.job";

/**
 * One recipient's message as tracking, unsubscribes and bounces see it: the outbox row with its
 * send's name and tracking switches. Only live contacts: an erased person's messages record nothing.
 * Workspace mail's rows (an invitation, a report) have no contact: bounces and complaints find them,
 * the tracking and unsubscribe links (which such mail doesn't carry) don't.
 */
const columns = {
  id: outbox.id,
  workspaceId: outbox.workspaceId,
  sendId: outbox.sendId,
  contactId: outbox.contactId,
  channel: outbox.channel,
  address: outbox.address,
  state: outbox.state,
  openedAt: outbox.openedAt,
  clickedAt: outbox.clickedAt,
  sendName: sends.name,
  sendKind: sends.kind,
  trackOpens: sends.trackOpens,
  trackClicks: sends.trackClicks,
};

export type MessageRef = {
  id: number;
  workspaceId: string;
  sendId: string;
  contactId: string | null;
  channel: "email" | "sms";
  address: string;
  state: string;
  openedAt: Date | null;
  clickedAt: Date | null;
  sendName: string;
  sendKind: "campaign" | "sequence_step" | "transactional";
  trackOpens: boolean;
  trackClicks: boolean;
};

/** A message to a CRM contact: what tracking, unsubscribe and the preference centre act on. */
export type ContactMessageRef = MessageRef & { contactId: string };

async function findMessage(db: Db | Tx, where: SQL): Promise<MessageRef | null> {
  const [row] = await db
    .select(columns)
    .from(outbox)
    .innerJoin(sends, and(eq(sends.workspaceId, outbox.workspaceId), eq(sends.id, outbox.sendId)))
    .leftJoin(contacts, and(eq(contacts.workspaceId, outbox.workspaceId), eq(contacts.id, outbox.contactId)))
    // A contact's message while the contact lives; an address row (no contact) always.
    .where(and(where, or(isNull(outbox.contactId), and(isNotNull(contacts.id), isNull(contacts.erasedAt)))))
    .limit(1);
  return row ?? null;
}

/** The message a signed link names: the token proves the id, and the row says its workspace. Contacts' messages only. */
export const messageById = async (db: Db | Tx, outboxId: number): Promise<ContactMessageRef | null> => {
  const ref = await findMessage(db, and(eq(outbox.id, outboxId), isNotNull(outbox.contactId))!);
  return ref?.contactId ? { ...ref, contactId: ref.contactId } : null;
};

/** The first 16 hex digits of sha256(lower(address)): an address row's part of its Message-ID. */
export const addressKeySql = sql`left(encode(sha256(convert_to(lower(${outbox.address}), 'UTF8')), 'hex'), 16)`;

/**
 * A message of one workspace, by its outbox id (VERP), or by what its Message-ID names: send and
 * contact, or send and address key (workspace mail).
 */
export const messageInWorkspace = (
  db: Db | Tx,
  workspaceId: string,
  key: { outboxId: number } | { sendId: string; contactId: string } | { sendId: string; addressKey: string },
) =>
  findMessage(
    db,
    "outboxId" in key
      ? and(eq(outbox.workspaceId, workspaceId), eq(outbox.id, key.outboxId))!
      : "contactId" in key
        ? and(eq(outbox.workspaceId, workspaceId), eq(outbox.sendId, key.sendId), eq(outbox.contactId, key.contactId))!
        : and(eq(outbox.workspaceId, workspaceId), eq(outbox.sendId, key.sendId), isNull(outbox.contactId), sql`${addressKeySql} = ${key.addressKey}`)!,
  );

export async function addEvent(tx: Db | Tx, ref: MessageRef, kind: MessageEventKind, detail: Record<string, unknown> = {}, occurredAt = new Date()) {
  await tx
    .insert(messageEvents)
    .values({ workspaceId: ref.workspaceId, sendId: ref.sendId, outboxId: ref.id, contactId: ref.contactId, kind, detail, occurredAt });
}

/** Whether the message already has an event of this kind (an unsubscribe or complaint counts once). */
export async function hasEvent(tx: Db | Tx, ref: MessageRef, kind: MessageEventKind): Promise<boolean> {
  const [row] = await tx
    .select({ id: messageEvents.id })
    .from(messageEvents)
    .where(
      and(
        eq(messageEvents.workspaceId, ref.workspaceId),
        eq(messageEvents.sendId, ref.sendId),
        eq(messageEvents.outboxId, ref.id),
        eq(messageEvents.kind, kind),
      ),
    )
    .limit(1);
  return Boolean(row);
}

type Counter = "sent" | "bounced" | "opened" | "clicked" | "complained" | "unsubscribed";

/** Moves the send's counters by the given amounts; answers the counts after the change. */
export async function bumpSend(tx: Db | Tx, ref: MessageRef, delta: Partial<Record<Counter, number>>) {
  const set: Partial<Record<Counter, SQL>> = {};
  for (const [key, n] of Object.entries(delta) as [Counter, number][]) set[key] = sql`greatest(${sends[key]} + ${n}, 0)`;
  const [row] = await tx
    .update(sends)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(sends.workspaceId, ref.workspaceId), eq(sends.id, ref.sendId)))
    .returning({ sent: sends.sent, complained: sends.complained, status: sends.status });
  return row!;
}

/** The contact's timeline entry for an event of the message: kind "email", the send and message in its data (none without a contact). */
export async function addToTimeline(
  tx: Db | Tx,
  ref: MessageRef,
  title: string,
  extra: { body?: string | null; data?: Record<string, unknown>; occurredAt?: Date } = {},
) {
  if (!ref.contactId) return;
  await recordActivity(
    tx,
    { workspaceId: ref.workspaceId },
    {
      kind: "email",
      contactId: ref.contactId,
      title,
      body: extra.body ?? null,
      data: { sendId: ref.sendId, outboxId: ref.id, ...extra.data },
      occurredAt: extra.occurredAt,
    },
  );
}

/** “Our autumn sale”, as the timeline quotes a send's name. */
export const quoted = (name: string) => `“${name}”`;

/** After the change is committed: campaigns' warehouse rows catch up (debounced by the queue). */
export async function afterChange(ref: MessageRef): Promise<void> {
  if (ref.channel === "email" && ref.sendKind !== "transactional") await queueSendReport(ref.workspaceId, ref.sendId);
}
