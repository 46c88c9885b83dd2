import "server-only";
import { eq } from "drizzle-orm";
import { siteUrl } from "@/env";
import { workspaces } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { messagingSettings } from "../db/settings.table";
import { verifyTwilioSignature } from "../sms/twilio-signature";
import { smsProviderOf } from "./sms-settings.service";

export type SmsWebhookAnswer = { status: number; body: string; contentType: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_BODY = 64 * 1024;

export const textAnswer = (status: number, body: string): SmsWebhookAnswer => ({ status, body, contentType: "text/plain; charset=utf-8" });
const refused = () => textAnswer(403, "The request's X-Twilio-Signature doesn't match.");

export type VerifiedWebhook = { workspaceId: string; workspaceName: string; params: URLSearchParams };

/**
 * Reads a Twilio-style webhook to a workspace and checks its X-Twilio-Signature: the HMAC of the
 * public URL Twilio called (the site URL + this path + query) and the form fields, keyed with the
 * workspace's auth token. Anything unverifiable (unknown workspace, no token, wrong signature)
 * answers 403 without saying which.
 */
export async function verifiedWebhook(
  db: Db,
  workspaceId: string,
  request: Request,
): Promise<{ ok: true; webhook: VerifiedWebhook } | { ok: false; answer: SmsWebhookAnswer }> {
  if (!UUID.test(workspaceId)) return { ok: false, answer: refused() };
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_BODY) return { ok: false, answer: textAnswer(413, "The request is too large.") };
  const raw = await request.text().catch(() => null);
  if (raw === null || raw.length > MAX_BODY) return { ok: false, answer: textAnswer(400, "The request body couldn't be read.") };
  const params = new URLSearchParams(raw);
  const [row] = await db
    .select({
      smsAccountSid: messagingSettings.smsAccountSid,
      smsAuthTokenSealed: messagingSettings.smsAuthTokenSealed,
      smsBaseUrl: messagingSettings.smsBaseUrl,
      name: workspaces.name,
    })
    .from(messagingSettings)
    .innerJoin(workspaces, eq(workspaces.id, messagingSettings.workspaceId))
    .where(eq(messagingSettings.workspaceId, workspaceId));
  if (!row) return { ok: false, answer: refused() };
  const found = smsProviderOf(row);
  if (!found.ok) return { ok: false, answer: refused() };
  const { credentials } = found.provider;
  const called = new URL(request.url);
  const url = `${siteUrl()}${called.pathname}${called.search}`;
  if (!verifyTwilioSignature(credentials.authToken, url, params, request.headers.get("x-twilio-signature"))) {
    getLogger().warn({ workspaceId, path: called.pathname }, "sms webhook: signature mismatch");
    return { ok: false, answer: refused() };
  }
  // A different account's callback signed with a shared token is still not this workspace's.
  const accountSid = params.get("AccountSid");
  if (accountSid && accountSid !== credentials.accountSid) return { ok: false, answer: refused() };
  return { ok: true, webhook: { workspaceId, workspaceName: row.name, params } };
}

/** Runs a webhook handler; an unexpected failure is logged and answered 503 (the provider may retry), never 500. */
export async function guarded(what: string, run: () => Promise<SmsWebhookAnswer>): Promise<SmsWebhookAnswer> {
  try {
    return await run();
  } catch (error) {
    getLogger().error({ err: error }, `sms webhook: ${what} failed`);
    return textAnswer(503, "The message couldn't be processed now; try again later.");
  }
}
