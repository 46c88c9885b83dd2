import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { recordUsage } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import type { SendStatus } from "../contracts/messaging-enums";
import { sends } from "../db/sends.table";
import { enqueueDeliver } from "../jobs/deliver.job";

/** Pausing, resuming and cancelling a send. The worker checks the status between batches. */

const statusWords: Record<SendStatus, string> = {
  preparing: "is still being prepared",
  sending: "is sending",
  paused: "is paused",
  completed: "has finished",
  cancelled: "was cancelled",
  failed: "has failed",
};

async function statusOf(db: Db | Tx, tenant: Tenant, id: string) {
  const [row] = await db
    .select({ status: sends.status, name: sends.name })
    .from(sends)
    .where(and(eq(sends.workspaceId, tenant.workspaceId), eq(sends.id, id)));
  if (!row) throw new NotFoundError("Send");
  return row;
}

/** Moves a send from one of `from` to `to`, or says why it can't. */
async function transition(db: Db, tenant: Tenant, id: string, from: SendStatus[], to: SendStatus, statusReason: string | null, verb: string) {
  const [row] = await db
    .update(sends)
    .set({ status: to, statusReason })
    .where(and(eq(sends.workspaceId, tenant.workspaceId), eq(sends.id, id), inArray(sends.status, from)))
    .returning({ id: sends.id });
  if (row) return row;
  const current = await statusOf(db, tenant, id);
  throw new InvalidError(`“${current.name}” ${statusWords[current.status]}, so it can't be ${verb}.`);
}

/** Stops handing out messages; those already with the mail server finish. */
export async function pauseSend(db: Db, tenant: Tenant, id: string) {
  await transition(db, tenant, id, ["sending"], "paused", "Paused by a person.", "paused");
  return { id, status: "paused" as const };
}

/** Carries on where the send paused. */
export async function resumeSend(db: Db, tenant: Tenant, id: string) {
  await transition(db, tenant, id, ["paused"], "sending", null, "resumed");
  await enqueueDeliver({ workspaceId: tenant.workspaceId, sendId: id });
  return { id, status: "sending" as const };
}

/**
 * Cancels a send that hasn't finished: the messages not yet handed to the mail server are
 * suppressed (reason `manual`) and, for email this month, given back to the monthly allowance.
 */
export async function cancelSend(db: Db, tenant: Tenant, id: string) {
  await db.transaction(async (tx) => {
    const [send] = await tx
      .update(sends)
      .set({ status: "cancelled", statusReason: "Cancelled by a person.", completedAt: new Date() })
      .where(and(eq(sends.workspaceId, tenant.workspaceId), eq(sends.id, id), inArray(sends.status, ["preparing", "sending", "paused"])))
      .returning({ channel: sends.channel, startedAt: sends.startedAt });
    if (!send) {
      const current = await statusOf(tx, tenant, id);
      throw new InvalidError(`“${current.name}” ${statusWords[current.status]}, so it can't be cancelled.`);
    }
    const result = await tx.execute<{ n: number }>(sql`
      with dropped as (
        update messaging_outbox set state = 'suppressed', reason = 'manual', last_error = 'The send was cancelled.', not_before = null
        where workspace_id = ${tenant.workspaceId} and send_id = ${id} and state = 'queued'
        returning 1
      ) select count(*)::int as n from dropped`);
    const dropped = Number(result.rows[0]?.n ?? 0);
    if (dropped > 0)
      await tx
        .update(sends)
        .set({ suppressed: sql`${sends.suppressed} + ${dropped}` })
        .where(and(eq(sends.workspaceId, tenant.workspaceId), eq(sends.id, id)));
    const now = new Date();
    const sameMonth = send.startedAt && send.startedAt.getUTCFullYear() === now.getUTCFullYear() && send.startedAt.getUTCMonth() === now.getUTCMonth();
    if (send.channel === "email" && sameMonth && dropped > 0) await recordUsage(tx, tenant, "emails", -dropped);
  });
  return { id, status: "cancelled" as const };
}
