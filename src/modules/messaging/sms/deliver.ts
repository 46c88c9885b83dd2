import "server-only";
import { isTimeZone } from "@/lib/zones";
import { and, eq, isNull } from "drizzle-orm";
import { writeConsent, contacts } from "@/modules/crm";
import { workspaces } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { sends } from "../db/sends.table";
import { smsNumbers } from "../db/sms.table";
import { getMessagingSettings } from "../server/settings.service";
import { quietHoursOf, smsProviderOf, smsWebhookUrls } from "../server/sms-settings.service";
import { suppressAddresses } from "../server/suppressions.service";
import { quietHoursEnd, type QuietHours } from "./quiet-hours";
import { smsText } from "./segments";
import { sendTwilioMessage, UNSUBSCRIBED_RECIPIENT, type TwilioCredentials } from "./twilio-client";

export type SmsBatchSend = { workspaceId: string; sendId: string; marketing: boolean };
export type SmsBatchRow = { outboxId: number; contactId: string | null; address: string; timeZone: string | null; body: string };

export type SmsOutcome =
  | { outboxId: number; outcome: "sent"; providerId: string }
  | { outboxId: number; outcome: "deferred"; notBefore: Date; reason: string }
  | { outboxId: number; outcome: "temporary"; error: string; notBefore?: Date }
  | { outboxId: number; outcome: "permanent"; error: string };

export type DeliverOptions = { now?: () => Date; concurrency?: number };

export const NO_SENDER_MESSAGE = "No sender number: add one on Settings → Sending domains → SMS";
const E164 = /^\+[1-9]\d{6,14}$/;
const later = (a: Date | null, b: Date) => (a && a > b ? a : b);
const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;

/** The send's own sender number, the workspace's default one, or (on the server's account) the server's. */
async function senderOf(db: Db, send: SmsBatchSend, serverFrom: string | null): Promise<string | null> {
  const [row] = await db
    .select({ smsFrom: sends.smsFrom })
    .from(sends)
    .where(and(eq(sends.workspaceId, send.workspaceId), eq(sends.id, send.sendId)));
  if (row?.smsFrom) return row.smsFrom;
  const [fallback] = await db
    .select({ phone: smsNumbers.phone })
    .from(smsNumbers)
    .where(and(eq(smsNumbers.workspaceId, send.workspaceId), eq(smsNumbers.isDefault, true)))
    .limit(1);
  return fallback?.phone ?? serverFrom;
}

async function workspaceZone(db: Db, workspaceId: string): Promise<string> {
  const [row] = await db.select({ timeZone: workspaces.timeZone }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return isTimeZone(row?.timeZone) ? row.timeZone : "UTC";
}

type Sendable = { row: SmsBatchRow; index: number };

/**
 * Sends one batch of an SMS send's outbox rows through the workspace's Twilio-compatible provider and
 * tells the worker what became of each row (same order as given). Marketing rows inside quiet hours
 * in the contact's time zone (or the workspace's) are deferred to the end of quiet hours; at most
 * `concurrency` requests are in flight; once the provider answers 429, the rows not yet sent are
 * deferred until its Retry-After. A recipient the provider knows replied STOP (21610) is suppressed
 * and its SMS consent set to unsubscribed.
 */
export async function deliverSmsBatch(db: Db, send: SmsBatchSend, rows: SmsBatchRow[], options: DeliverOptions = {}): Promise<SmsOutcome[]> {
  if (rows.length === 0) return [];
  const now = options.now ?? (() => new Date());
  const settings = await getMessagingSettings(db, send.workspaceId);
  const found = smsProviderOf(settings);
  if (!found.ok) return rows.map((r) => ({ outboxId: r.outboxId, outcome: "permanent", error: found.error }));
  const { provider } = found;
  const from = await senderOf(db, send, provider.defaultFrom);
  if (!from) return rows.map((r) => ({ outboxId: r.outboxId, outcome: "permanent", error: NO_SENDER_MESSAGE }));

  const outcomes: (Internal | undefined)[] = new Array(rows.length);
  const quiet = send.marketing ? quietHoursOf(settings) : null;
  const fallbackZone = await workspaceZone(db, send.workspaceId);
  const queue: Sendable[] = [];
  rows.forEach((row, index) => {
    const deferred = quiet ? quietDeferral(row, quiet, fallbackZone, now()) : null;
    if (deferred) outcomes[index] = deferred;
    else if (!E164.test(row.address))
      outcomes[index] = {
        outboxId: row.outboxId,
        outcome: "permanent",
        error: `${row.address || "The phone number"} isn't an international number (E.164) such as +14155550123.`,
      };
    else if (!row.body.trim()) outcomes[index] = { outboxId: row.outboxId, outcome: "permanent", error: "The message is empty." };
    else queue.push({ row, index });
  });

  const statusCallback = smsWebhookUrls(send.workspaceId).status;
  const optedOut: SmsBatchRow[] = [];
  let waitUntil = null as Date | null;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { row, index } = next;
      if (waitUntil) {
        outcomes[index] = {
          outboxId: row.outboxId,
          outcome: "deferred",
          notBefore: waitUntil,
          reason: "The SMS provider asked to slow down (429); trying again after its Retry-After.",
        };
        continue;
      }
      outcomes[index] = await sendOne(provider.credentials, row, { from, body: smsText(row.body, { marketing: send.marketing }), statusCallback }, now);
      const result = outcomes[index];
      if (result?.outcome === "temporary" && result.notBefore && result.rateLimited) waitUntil = later(waitUntil, result.notBefore);
      if (result?.outcome === "permanent" && result.optedOut) optedOut.push(row);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 10, queue.length) }, worker));
  if (optedOut.length > 0) await recordProviderOptOuts(db, send.workspaceId, optedOut);
  return outcomes.map((o) => strip(o!));
}

type Internal = SmsOutcome & { rateLimited?: boolean; optedOut?: boolean };

const strip = (o: Internal): SmsOutcome => {
  const { rateLimited: _r, optedOut: _o, ...rest } = o;
  return rest as SmsOutcome;
};

function quietDeferral(row: SmsBatchRow, quiet: QuietHours, fallbackZone: string, at: Date): SmsOutcome | null {
  const zone = isTimeZone(row.timeZone) ? row.timeZone : fallbackZone;
  const end = quietHoursEnd(at, zone, quiet);
  return end ? { outboxId: row.outboxId, outcome: "deferred", notBefore: end, reason: `Quiet hours (${hh(quiet.start)}–${hh(quiet.end)} in ${zone})` } : null;
}

async function sendOne(
  credentials: TwilioCredentials,
  row: SmsBatchRow,
  message: { from: string; body: string; statusCallback: string },
  now: () => Date,
): Promise<Internal> {
  const result = await sendTwilioMessage(credentials, { to: row.address, ...message }, now);
  if (result.kind === "sent") return { outboxId: row.outboxId, outcome: "sent", providerId: result.sid };
  if (result.kind === "temporary")
    return {
      outboxId: row.outboxId,
      outcome: "temporary",
      error: result.error,
      ...(result.notBefore ? { notBefore: result.notBefore } : {}),
      rateLimited: result.rateLimited,
    };
  return { outboxId: row.outboxId, outcome: "permanent", error: result.error, optedOut: result.code === UNSUBSCRIBED_RECIPIENT };
}

/** The provider keeps its own STOP list: what it refuses as unsubscribed, the CRM and suppression list learn. */
async function recordProviderOptOuts(db: Db, workspaceId: string, rows: SmsBatchRow[]) {
  const source = "SMS provider: the recipient replied STOP (21610)";
  try {
    await suppressAddresses(
      db,
      workspaceId,
      rows.map((r) => ({ channel: "sms" as const, address: r.address, reason: "unsubscribed" as const, source })),
    );
    for (const { contactId } of rows) {
      if (!contactId) continue;
      const [live] = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, contactId), isNull(contacts.erasedAt)));
      if (live)
        await db.transaction((tx) => writeConsent(tx, { workspaceId }, { contactId, channel: "sms", status: "unsubscribed", method: "sms_keyword", source }));
    }
  } catch (error) {
    // The batch's outcomes matter more: they are returned whatever happens here.
    getLogger().warn({ err: error, workspaceId }, "sms: recording the provider's opt-outs failed");
  }
}
