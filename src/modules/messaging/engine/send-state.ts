import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { workspaces } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import type { SendStatus } from "../contracts/messaging-enums";
import { attachments } from "../db/attachments.table";
import { sendingDomains } from "../db/domains.table";
import { sends } from "../db/sends.table";
import type { MimeAttachment } from "../render/mime";
import { getMessagingSettings, type MessagingSettingsRow } from "../server/settings.service";
import { recordSendStats } from "../server/warehouse.service";
import { nextUtcDay, startOfUtcDay, warmupCap, warmupReason } from "./limits";

export type SendRow = typeof sends.$inferSelect;
export type DomainRow = typeof sendingDomains.$inferSelect;
export type SendContext = { send: SendRow; domain: DomainRow | null; settings: MessagingSettingsRow; workspaceName: string };

/** Everything a worker needs about a send, or null when it doesn't exist (deleted with its workspace). */
export async function loadSendContext(db: Db, workspaceId: string, sendId: string): Promise<SendContext | null> {
  const [send] = await db
    .select()
    .from(sends)
    .where(and(eq(sends.workspaceId, workspaceId), eq(sends.id, sendId)));
  if (!send) return null;
  const [domain] = send.domainId
    ? await db
        .select()
        .from(sendingDomains)
        .where(and(eq(sendingDomains.workspaceId, workspaceId), eq(sendingDomains.id, send.domainId)))
    : [];
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return { send, domain: domain ?? null, settings: await getMessagingSettings(db, workspaceId), workspaceName: workspace?.name ?? "" };
}

/** The files a send's messages carry, read once per delivery run (the same objects for every message). */
export async function loadAttachments(db: Db, workspaceId: string, sendId: string): Promise<MimeAttachment[]> {
  return db
    .select({ filename: attachments.filename, contentType: attachments.contentType, content: attachments.content })
    .from(attachments)
    .where(and(eq(attachments.workspaceId, workspaceId), eq(attachments.sendId, sendId)))
    .orderBy(attachments.id);
}

export async function sendStatus(db: Db, workspaceId: string, sendId: string): Promise<SendStatus | null> {
  const [row] = await db
    .select({ status: sends.status })
    .from(sends)
    .where(and(eq(sends.workspaceId, workspaceId), eq(sends.id, sendId)));
  return row?.status ?? null;
}

/** Stops a send that can't go on (its domain was removed or un-verified, mail was turned off). */
export async function failSend(db: Db, workspaceId: string, sendId: string, reason: string) {
  await db
    .update(sends)
    .set({ status: "paused", statusReason: reason })
    .where(and(eq(sends.workspaceId, workspaceId), eq(sends.id, sendId), eq(sends.status, "sending")));
}

/**
 * Marks the send completed when none of its rows is queued or being sent any more, and writes its
 * figures to the warehouse. Returns whether it completed.
 */
export async function completeIfDone(db: Db, workspaceId: string, sendId: string): Promise<boolean> {
  const done = await db.execute(sql`
    update messaging_sends set status = 'completed', completed_at = now(), status_reason = null, updated_at = now()
    where workspace_id = ${workspaceId} and id = ${sendId} and status = 'sending'
      and not exists (select 1 from messaging_outbox where workspace_id = ${workspaceId} and send_id = ${sendId} and state in ('queued', 'sending'))
    returning id`);
  if (done.rows.length === 0) return false;
  await recordSendStats(db, workspaceId, [sendId]);
  return true;
}

/** How many messages the domain has sent today (UTC), over the sends that can have sent today. */
export async function sentTodayFrom(db: Db, workspaceId: string, domainId: string, now = new Date()): Promise<number> {
  const today = startOfUtcDay(now).toISOString();
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from messaging_outbox o join messaging_sends s on s.id = o.send_id and s.workspace_id = o.workspace_id
    where s.workspace_id = ${workspaceId} and s.domain_id = ${domainId} and (s.completed_at is null or s.completed_at >= ${today}::timestamptz)
      and o.state = 'sent' and o.sent_at >= ${today}::timestamptz`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * A new domain's daily cap while it warms up: how many more may go today (counted from the rows
 * sent today, plus those this worker has handed out since it last counted).
 */
export class WarmupGate {
  private counted = 0;
  private since = 0;

  private constructor(
    private readonly domain: DomainRow,
    private readonly cap: { cap: number; day: number },
  ) {}

  static async open(db: Db, workspaceId: string, domain: DomainRow | null): Promise<WarmupGate | null> {
    const cap = domain ? warmupCap(domain.verifiedAt, domain.warmup) : null;
    if (!domain || !cap) return null;
    const gate = new WarmupGate(domain, cap);
    await gate.refresh(db, workspaceId);
    return gate;
  }

  async refresh(db: Db, workspaceId: string) {
    this.counted = await sentTodayFrom(db, workspaceId, this.domain.id);
    this.since = 0;
  }

  left(): number {
    return Math.max(0, this.cap.cap - this.counted - this.since);
  }

  took(n: number) {
    this.since += n;
  }

  /** Today's cap is used: the send's queued rows wait for tomorrow, and its status line says why. */
  async holdUntilTomorrow(db: Db, workspaceId: string, sendId: string) {
    const tomorrow = nextUtcDay(new Date()).toISOString();
    await db.transaction(async (tx) => {
      await tx.execute(sql`update messaging_outbox set not_before = ${tomorrow}::timestamptz
        where workspace_id = ${workspaceId} and send_id = ${sendId} and state = 'queued' and (not_before is null or not_before < ${tomorrow}::timestamptz)`);
      await tx
        .update(sends)
        .set({ statusReason: warmupReason(this.domain.domain, this.cap) })
        .where(and(eq(sends.workspaceId, workspaceId), eq(sends.id, sendId)));
    });
  }
}
