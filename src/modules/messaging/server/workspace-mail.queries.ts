import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import type { OutboxState, SuppressReason } from "../contracts/messaging-enums";
import { outbox, sends } from "../db/sends.table";

/**
 * Where a workspace mail stands, as its sender's page shows it: `queued` until every address has an
 * outcome (or `failed` when delivery stopped with a reason, say mail was turned off), then the worst
 * outcome of its addresses: `bounced`, `failed`, `suppressed` (an address bounced or complained
 * before), else `sent`. `problems` names each address that didn't get it and why.
 */
export type MailDelivery = {
  sendId: string;
  state: "queued" | "sent" | "failed" | "bounced" | "suppressed";
  total: number;
  sent: number;
  /** When the last address was delivered (null until one was). */
  sentAt: Date | null;
  /** Why it stopped, or the first problem, in words. */
  error: string | null;
  problems: { address: string; state: "failed" | "bounced" | "suppressed"; error: string }[];
};

const suppressedWhy: Partial<Record<SuppressReason, string>> = {
  bounced: "The address bounced before, so it isn't mailed again",
  complained: "The recipient marked earlier mail as spam, so it isn't mailed again",
};

type Row = { state: OutboxState; address: string; lastError: string | null; reason: SuppressReason | null; sentAt: Date | null };

function deliveryOf(send: { id: string; status: string; statusReason: string | null }, rows: Row[]): MailDelivery {
  const pending = rows.some((r) => r.state === "queued" || r.state === "sending");
  const problems = rows.flatMap((r): MailDelivery["problems"] =>
    r.state === "failed" || r.state === "bounced" || r.state === "suppressed"
      ? [
          {
            address: r.address,
            state: r.state,
            error: r.state === "suppressed" ? (suppressedWhy[r.reason!] ?? "The address is suppressed") : (r.lastError ?? "Not delivered"),
          },
        ]
      : [],
  );
  const sentRows = rows.filter((r) => r.state === "sent");
  const sentAt = sentRows.reduce<Date | null>((last, r) => (r.sentAt && (!last || r.sentAt > last) ? r.sentAt : last), null);
  const base = { sendId: send.id, total: rows.length, sent: sentRows.length, sentAt, problems };
  if (pending) {
    const stopped = send.status !== "sending" && send.status !== "preparing";
    return { ...base, state: stopped ? "failed" : "queued", error: stopped ? (send.statusReason ?? "Delivery stopped.") : null };
  }
  const worst = (["bounced", "failed", "suppressed"] as const).find((s) => problems.some((p) => p.state === s));
  return { ...base, state: worst ?? "sent", error: worst ? problems.find((p) => p.state === worst)!.error : null };
}

/** The delivery of the workspace's mail sent under these keys (the keys given to `sendWorkspaceMail`); other workspaces' mail is never read. */
export async function workspaceMailDelivery(db: Db, workspaceId: string, keys: string[]): Promise<Map<string, MailDelivery>> {
  const found = new Map<string, MailDelivery>();
  if (keys.length === 0) return found;
  const rows = await db
    .select({
      key: sends.idempotencyKey,
      id: sends.id,
      status: sends.status,
      statusReason: sends.statusReason,
      state: outbox.state,
      address: outbox.address,
      lastError: outbox.lastError,
      reason: outbox.reason,
      sentAt: outbox.sentAt,
    })
    .from(sends)
    .innerJoin(outbox, and(eq(outbox.workspaceId, sends.workspaceId), eq(outbox.sendId, sends.id)))
    .where(and(eq(sends.workspaceId, workspaceId), eq(sends.system, true), inArray(sends.idempotencyKey, [...new Set(keys)])))
    .orderBy(outbox.id);
  const bySend = new Map<string, { key: string; send: { id: string; status: string; statusReason: string | null }; rows: Row[] }>();
  for (const r of rows) {
    let entry = bySend.get(r.id);
    if (!entry) bySend.set(r.id, (entry = { key: r.key!, send: { id: r.id, status: r.status, statusReason: r.statusReason }, rows: [] }));
    entry.rows.push(r);
  }
  for (const { key, send, rows: of } of bySend.values()) found.set(key, deliveryOf(send, of));
  return found;
}
