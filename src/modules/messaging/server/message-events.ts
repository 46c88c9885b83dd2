import "server-only";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { recordActivity } from "@/modules/crm";
import { contacts } from "@/modules/crm/db/contacts.table";
import type { Db, Tx } from "@/server/db/client";
import type { MessageEventKind } from "../contracts/messaging-enums";
import { messageEvents, outbox, sends } from "../db/sends.table";
import { queueSendReport } from "../jobs/report.job";

/**
 * One recipient's message as tracking, unsubscribes and bounces see it: the outbox row with its
 * send's name and tracking switches. Only live contacts: an erased person's messages record nothing.
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
  contactId: string;
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

async function findMessage(db: Db | Tx, where: SQL): Promise<MessageRef | null> {
  const [row] = await db
    .select(columns)
    .from(outbox)
    .innerJoin(sends, and(eq(sends.workspaceId, outbox.workspaceId), eq(sends.id, outbox.sendId)))
    .innerJoin(contacts, and(eq(contacts.workspaceId, outbox.workspaceId), eq(contacts.id, outbox.contactId), isNull(contacts.erasedAt)))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** The message a signed link names: the token proves the id, and the row says its workspace. */
export const messageById = (db: Db | Tx, outboxId: number) => findMessage(db, eq(outbox.id, outboxId));

/** A message of one workspace, by its outbox id (VERP) or by send and contact (Message-ID). */
export const messageInWorkspace = (db: Db | Tx, workspaceId: string, key: { outboxId: number } | { sendId: string; contactId: string }) =>
  findMessage(
    db,
    "outboxId" in key
      ? and(eq(outbox.workspaceId, workspaceId), eq(outbox.id, key.outboxId))!
      : and(eq(outbox.workspaceId, workspaceId), eq(outbox.sendId, key.sendId), eq(outbox.contactId, key.contactId))!,
  );

export async function addEvent(tx: Db | Tx, ref: MessageRef, kind: MessageEventKind, detail: Record<string, unknown> = {}, occurredAt = new Date()) {
  await tx.insert(messageEvents).values({ workspaceId: ref.workspaceId, sendId: ref.sendId, outboxId: ref.id, contactId: ref.contactId, kind, detail, occurredAt });
}

/** Whether the message already has an event of this kind (an unsubscribe or complaint counts once). */
export async function hasEvent(tx: Db | Tx, ref: MessageRef, kind: MessageEventKind): Promise<boolean> {
  const [row] = await tx
    .select({ id: messageEvents.id })
    .from(messageEvents)
    .where(and(eq(messageEvents.workspaceId, ref.workspaceId), eq(messageEvents.sendId, ref.sendId), eq(messageEvents.outboxId, ref.id), eq(messageEvents.kind, kind)))
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

/** The contact's timeline entry for an event of the message: kind "email", the send and message in its data. */
export async function addToTimeline(tx: Db | Tx, ref: MessageRef, title: string, extra: { body?: string | null; data?: Record<string, unknown>; occurredAt?: Date } = {}) {
  await recordActivity(tx, { workspaceId: ref.workspaceId }, {
    kind: "email",
    contactId: ref.contactId,
    title,
    body: extra.body ?? null,
    data: { sendId: ref.sendId, outboxId: ref.id, ...extra.data },
    occurredAt: extra.occurredAt,
  });
}

/** “Our autumn sale”, as the timeline quotes a send's name. */
export const quoted = (name: string) => `“${name}”`;

/** After the change is committed: campaigns' warehouse rows catch up (debounced by the queue). */
export async function afterChange(ref: MessageRef): Promise<void> {
  if (ref.channel === "email" && ref.sendKind !== "transactional") await queueSendReport(ref.workspaceId, ref.sendId);
}
