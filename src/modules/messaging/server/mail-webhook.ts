import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { open } from "@/server/crypto/vault";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import type { MailReport } from "../bounces/parse";
import { messagingSettings } from "../db/settings.table";
import { applyMailReport } from "./bounces.service";
import { messageInWorkspace } from "./message-events";
import { suppressAddresses } from "./suppressions.service";
import { unsubscribeMessage } from "./unsubscribe.service";
import { parseMessageId } from "../bounces/addresses";

/**
 * A sending provider's bounce and complaint webhook, in Mailgun's documented format:
 * `{ signature: { timestamp, token, signature }, "event-data": { event, severity, recipient,
 * message: { headers: { "message-id" } }, "delivery-status": { code, message, description } } }`.
 * The signature is the hex HMAC-SHA256 of timestamp + token under the workspace's signing key.
 */

/** A signature older (or newer) than this is refused: a captured request can't be replayed later. */
export const WEBHOOK_MAX_AGE_SECONDS = 15 * 60;
const MAX_BODY_BYTES = 256 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
const refused = () => answer(401, { error: "The signature doesn't match this workspace's webhook signing key." });

/** The Mailgun signature of a timestamp and token under a key (hex). */
export const mailgunSignature = (key: string, timestamp: string, token: string) =>
  createHmac("sha256", key)
    .update(timestamp + token)
    .digest("hex");

type Signature = { timestamp: string; token: string; signature: string };

function signatureOf(body: unknown): Signature | null {
  const s = (body as { signature?: Record<string, unknown> } | null)?.signature;
  if (!s || typeof s !== "object") return null;
  const timestamp = typeof s.timestamp === "number" ? String(s.timestamp) : s.timestamp;
  if (typeof timestamp !== "string" || !/^\d{1,12}$/.test(timestamp)) return null;
  if (typeof s.token !== "string" || s.token.length === 0 || s.token.length > 200) return null;
  if (typeof s.signature !== "string" || !/^[0-9a-f]{64}$/i.test(s.signature)) return null;
  return { timestamp, token: s.token, signature: s.signature.toLowerCase() };
}

async function signingKeyOf(db: Db, workspaceId: string): Promise<string | null> {
  const [row] = await db
    .select({ sealed: messagingSettings.webhookSigningKeySealed })
    .from(messagingSettings)
    .where(eq(messagingSettings.workspaceId, workspaceId));
  if (!row?.sealed) return null;
  try {
    return open(row.sealed);
  } catch {
    return null;
  }
}

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);

type EventData = {
  event?: unknown;
  severity?: unknown;
  recipient?: unknown;
  message?: { headers?: Record<string, unknown> };
  "delivery-status"?: { code?: unknown; message?: unknown; description?: unknown; "enhanced-code"?: unknown };
};

/** The report an event is, or null for events that aren't bounces, complaints or unsubscribes. */
function reportOf(data: EventData): (MailReport | { kind: "unsubscribe"; messageId: string | null; recipient: string | null }) | null {
  const headers = data.message?.headers ?? {};
  const rawId = text(headers["message-id"]) ?? text(headers["Message-Id"]) ?? text(headers["Message-ID"]);
  const messageId = rawId ? rawId.replace(/^<|>$/g, "") : null;
  const recipient = text(data.recipient)?.toLowerCase() ?? null;
  const base = { messageId, recipient, verpOutboxId: null };
  switch (data.event) {
    case "failed": {
      const status = data["delivery-status"] ?? {};
      const enhanced = text(status["enhanced-code"]);
      const code = typeof status.code === "number" ? String(status.code) : text(status.code);
      const diagnostic = [code, text(status.message) ?? text(status.description)].filter(Boolean).join(" ").replace(/\s+/g, " ").slice(0, 500) || null;
      return { kind: "bounce", severity: data.severity === "permanent" ? "hard" : "soft", action: "failed", status: enhanced, diagnostic, ...base };
    }
    case "complained":
      return { kind: "complaint", feedbackType: "abuse", userAgent: null, ...base };
    case "unsubscribed":
      return { kind: "unsubscribe", messageId, recipient };
    default:
      return null;
  }
}

/**
 * POST /api/webhooks/mail/<workspace id>. 401 for an unknown workspace, a missing key or a bad
 * signature (the same answer, so workspaces can't be probed); 406 for a stale timestamp (Mailgun
 * doesn't retry a 406); 400 for a body that isn't the format; 200 once applied or ignored.
 */
export async function handleMailWebhook(db: Db, workspaceId: string, request: Request, now = Date.now()): Promise<Response> {
  if (!UUID.test(workspaceId)) return refused();
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_BODY_BYTES) return answer(413, { error: "The body is too large." });
  let body: unknown;
  try {
    const raw = await request.text();
    if (raw.length > MAX_BODY_BYTES) return answer(413, { error: "The body is too large." });
    body = JSON.parse(raw);
  } catch {
    return answer(400, { error: "Send the event as JSON, in Mailgun's webhook format." });
  }
  const signature = signatureOf(body);
  if (!signature) return refused();
  const key = await signingKeyOf(db, workspaceId.toLowerCase());
  if (!key) return refused();
  const expected = Buffer.from(mailgunSignature(key, signature.timestamp, signature.token));
  if (!timingSafeEqual(expected, Buffer.from(signature.signature))) return refused();
  if (Math.abs(now / 1000 - Number(signature.timestamp)) > WEBHOOK_MAX_AGE_SECONDS) return answer(406, { error: "The signature's timestamp is too old." });

  const data = (body as { "event-data"?: unknown })["event-data"];
  if (!data || typeof data !== "object") return answer(400, { error: "The event-data object is missing." });
  const report = reportOf(data as EventData);
  if (!report) return answer(200, { ok: true, outcome: "ignored" });
  const ws = workspaceId.toLowerCase();
  if (report.kind === "unsubscribe") {
    const ours = parseMessageId(report.messageId);
    const ref = ours ? await messageInWorkspace(db, ws, ours) : null;
    // Workspace mail (an invitation, a report) has no contact to unsubscribe.
    if (!ref?.contactId) return answer(200, { ok: true, outcome: "unmatched" });
    await unsubscribeMessage(db, { ...ref, contactId: ref.contactId }, "unsubscribe_link");
    return answer(200, { ok: true, outcome: "unsubscribe" });
  }
  const { outcome } = await applyMailReport(db, ws, report);
  if (outcome === "unmatched" && report.recipient && (report.kind === "complaint" || report.severity === "hard")) {
    // Not one of our messages (or its Message-ID was lost), but the provider vouches for the address.
    await suppressAddresses(db, ws, [
      { channel: "email", address: report.recipient, reason: report.kind === "complaint" ? "complained" : "bounced", source: "Provider webhook" },
    ]);
    getLogger().info({ workspaceId: ws, event: (data as EventData).event }, "webhook event for no known message: address suppressed");
  }
  return answer(200, { ok: true, outcome });
}
