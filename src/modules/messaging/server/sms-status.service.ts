import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { messageEvents, outbox, sends } from "../db/sends.table";
import { guarded, textAnswer, verifiedWebhook, type SmsWebhookAnswer } from "./sms-webhook";

/** Carrier error codes of failed deliveries, in words (the rest show their number). */
const DELIVERY_ERRORS: Record<string, string> = {
  "30001": "Queue overflow at the provider",
  "30002": "The provider account is suspended",
  "30003": "The recipient's phone is unreachable",
  "30004": "The message was blocked by the recipient or carrier",
  "30005": "Unknown number: it may no longer be in service",
  "30006": "The number is a landline or its carrier can't receive SMS",
  "30007": "The carrier filtered the message as spam",
  "30008": "Unknown delivery error",
  "21610": "The recipient replied STOP to this sender",
};

export function deliveryErrorOf(status: string, code: string | null, message: string | null): string {
  const words = (code && DELIVERY_ERRORS[code]) || message?.trim() || `The message was ${status}`;
  return code ? `${words} (error ${code})` : words;
}

/**
 * POST /api/webhooks/sms/{workspace}/status. Finds the outbox row by the provider's MessageSid:
 * "delivered" adds a delivered event; "failed" or "undelivered" turns a sent row into a failed one
 * (the send's counters move from sent to failed, once, however often the callback is repeated).
 * Other statuses (queued, sent…) change nothing. A bad signature answers 403.
 */
export async function handleSmsStatusRequest(db: Db, workspaceId: string, request: Request): Promise<SmsWebhookAnswer> {
  return guarded("status callback", async () => {
    const verified = await verifiedWebhook(db, workspaceId, request);
    if (!verified.ok) return verified.answer;
    const { params } = verified.webhook;
    const sid = params.get("MessageSid") ?? params.get("SmsSid");
    const status = (params.get("MessageStatus") ?? params.get("SmsStatus") ?? "").toLowerCase();
    if (!sid || !status) return textAnswer(400, "MessageSid and MessageStatus are required.");
    const [row] = await db
      .select({ id: outbox.id, sendId: outbox.sendId, contactId: outbox.contactId, state: outbox.state })
      .from(outbox)
      .where(and(eq(outbox.workspaceId, workspaceId), eq(outbox.providerId, sid)))
      .limit(1);
    // Not a message of ours (or not recorded yet): acknowledged, nothing to change.
    if (!row) return textAnswer(200, "");
    if (status === "delivered") {
      await db.transaction(async (tx) => {
        const [seen] = await tx
          .select({ id: messageEvents.id })
          .from(messageEvents)
          .where(
            and(
              eq(messageEvents.workspaceId, workspaceId),
              eq(messageEvents.sendId, row.sendId),
              eq(messageEvents.outboxId, row.id),
              eq(messageEvents.kind, "delivered"),
            ),
          )
          .limit(1);
        if (!seen)
          await tx
            .insert(messageEvents)
            .values({ workspaceId, sendId: row.sendId, outboxId: row.id, contactId: row.contactId, kind: "delivered", detail: { providerId: sid } });
      });
    } else if (status === "failed" || status === "undelivered") {
      const code = params.get("ErrorCode");
      const error = deliveryErrorOf(status, code, params.get("ErrorMessage"));
      await db.transaction(async (tx) => {
        const [failed] = await tx
          .update(outbox)
          .set({ state: "failed", lastError: error })
          .where(and(eq(outbox.workspaceId, workspaceId), eq(outbox.id, row.id), eq(outbox.state, "sent")))
          .returning({ id: outbox.id });
        if (!failed) return;
        await tx
          .update(sends)
          .set({ failed: sql`${sends.failed} + 1`, sent: sql`greatest(${sends.sent} - 1, 0)` })
          .where(and(eq(sends.workspaceId, workspaceId), eq(sends.id, row.sendId)));
        await tx.insert(messageEvents).values({
          workspaceId,
          sendId: row.sendId,
          outboxId: row.id,
          contactId: row.contactId,
          kind: "failed",
          detail: { providerId: sid, status, errorCode: code, error },
        });
      });
    }
    return textAnswer(200, "");
  });
}
