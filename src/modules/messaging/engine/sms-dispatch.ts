import "server-only";
import type { Db } from "@/server/db/client";
import { compileTemplate, renderTemplate, type CompiledTemplate } from "../render/template";
import { deliverSmsBatch, type SmsOutcome } from "../sms/deliver";
import type { ClaimedRow } from "./claim";
import type { Outcome } from "./record";
import type { SendContext } from "./send-state";
import { Slots } from "./slots";
import { varsOf } from "./vars";

/** An SMS outcome as the outbox records it. */
export function outcomeOfSms(o: SmsOutcome, row: Pick<ClaimedRow, "contact_id" | "address">): Outcome {
  switch (o.outcome) {
    case "sent":
      return { kind: "sent", id: o.outboxId, contactId: row.contact_id, providerId: o.providerId };
    case "deferred":
      return { kind: "deferred", id: o.outboxId, notBefore: o.notBefore, reason: o.reason };
    case "temporary":
      return { kind: "temporary", id: o.outboxId, error: o.error, notBefore: o.notBefore ?? null };
    case "permanent":
      return { kind: "permanent", id: o.outboxId, contactId: row.contact_id, address: row.address, error: o.error, suppress: false };
  }
}

/**
 * Renders each claimed row's text (merge tags; the SMS module adds the opt-out line of marketing
 * messages) and hands the rows to the SMS provider in chunks, `concurrency` chunks at a time; quiet hours and the
 * provider's 429s come back as deferrals.
 */
export function smsDispatcher(
  db: Db,
  ctx: SendContext,
  opts: { chunk: number; concurrency: number; take: (n: number) => Promise<void>; report: (o: Outcome) => void },
) {
  const body: CompiledTemplate = compileTemplate(ctx.send.smsBody ?? "");
  const slots = new Slots(opts.concurrency);

  const sendChunk = async (rows: ClaimedRow[]) => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const outcomes = await deliverSmsBatch(
      db,
      { workspaceId: ctx.send.workspaceId, sendId: ctx.send.id, marketing: ctx.send.marketing },
      rows.map((r) => ({
        outboxId: r.id,
        contactId: r.contact_id,
        address: r.address,
        timeZone: r.time_zone,
        body: renderTemplate(body, varsOf(r, ctx.workspaceName), "text"),
      })),
    );
    for (const o of outcomes) {
      const row = byId.get(o.outboxId);
      if (row) opts.report(outcomeOfSms(o, row));
      byId.delete(o.outboxId);
    }
    // A row the provider said nothing about is tried again later.
    for (const row of byId.values()) opts.report({ kind: "temporary", id: row.id, error: "The SMS provider gave no answer for this message." });
  };

  return {
    async dispatch(rows: ClaimedRow[]) {
      for (let i = 0; i < rows.length; i += opts.chunk) {
        const chunk = rows.slice(i, i + opts.chunk);
        await slots.acquire();
        await opts.take(chunk.length);
        void sendChunk(chunk)
          .catch((error: unknown) => {
            for (const row of chunk) opts.report({ kind: "temporary", id: row.id, error: error instanceof Error ? error.message : String(error) });
          })
          .finally(() => slots.release());
      }
    },
    drain: () => slots.idle(),
  };
}
