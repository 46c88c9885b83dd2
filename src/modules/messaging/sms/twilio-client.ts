/**
 * A Twilio-compatible Messages API client (global fetch, no SDK): send one message, and read the
 * account to test the credentials. Every answer comes back as a value, never a throw: sent, a
 * temporary failure (429 with its Retry-After, 5xx, network) or a permanent one (4xx with Twilio's
 * error code: 21211 invalid number, 21610 recipient replied STOP…).
 */

export const DEFAULT_SMS_BASE_URL = "https://api.twilio.com";

export type TwilioCredentials = { accountSid: string; authToken: string; baseUrl: string };

export type TwilioMessage = { to: string; from: string; body: string; statusCallback?: string };

export type SendResult =
  | { kind: "sent"; sid: string; status: string }
  | { kind: "temporary"; error: string; code: number | null; notBefore?: Date; rateLimited: boolean }
  | { kind: "permanent"; error: string; code: number | null };

/** Twilio error codes that mean "try later" even though they come with a 4xx status. */
const TEMPORARY_CODES = new Set([14107, 20429, 30001]);
/** The recipient replied STOP to this sender (Twilio keeps its own opt-out list). */
export const UNSUBSCRIBED_RECIPIENT = 21610;
/** When a 429 names no Retry-After. */
const DEFAULT_RETRY_SECONDS = 10;
const TIMEOUT_MS = 15_000;

const basicAuth = (c: TwilioCredentials) => `Basic ${Buffer.from(`${c.accountSid}:${c.authToken}`).toString("base64")}`;
const trimBase = (url: string) => url.replace(/\/+$/, "");

/** Retry-After as seconds ("120") or an HTTP date; the instant to try again, or null when unreadable. */
export function parseRetryAfter(value: string | null, now = new Date()): Date | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return new Date(now.getTime() + Number(trimmed) * 1000);
  // An HTTP date names its month; bare numbers that aren't whole seconds are unreadable.
  if (!/[a-z]/i.test(trimmed)) return null;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return new Date(Math.max(at, now.getTime()));
}

type TwilioError = { code: number | null; message: string };

async function errorOf(response: Response): Promise<TwilioError> {
  const text = await response.text().catch(() => "");
  try {
    const json = JSON.parse(text) as { code?: unknown; message?: unknown };
    return { code: typeof json.code === "number" ? json.code : null, message: typeof json.message === "string" ? json.message : `HTTP ${response.status}` };
  } catch {
    return { code: null, message: text.trim().slice(0, 200) || `HTTP ${response.status}` };
  }
}

const explain = (e: TwilioError) => (e.code ? `${e.message} (Twilio error ${e.code})` : e.message);

/** Sends one message through POST /2010-04-01/Accounts/{sid}/Messages.json. */
export async function sendTwilioMessage(credentials: TwilioCredentials, message: TwilioMessage, now: () => Date = () => new Date()): Promise<SendResult> {
  const form = new URLSearchParams({ To: message.to, From: message.from, Body: message.body });
  if (message.statusCallback) form.set("StatusCallback", message.statusCallback);
  let response: Response;
  try {
    response = await fetch(`${trimBase(credentials.baseUrl)}/2010-04-01/Accounts/${encodeURIComponent(credentials.accountSid)}/Messages.json`, {
      method: "POST",
      headers: { authorization: basicAuth(credentials), "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: "temporary", error: `The SMS provider could not be reached: ${error instanceof Error ? error.message : String(error)}`, code: null, rateLimited: false };
  }
  if (response.ok) {
    const json = (await response.json().catch(() => null)) as { sid?: unknown; status?: unknown; error_code?: unknown; error_message?: unknown } | null;
    if (!json || typeof json.sid !== "string") return { kind: "temporary", error: "The SMS provider answered without a message id.", code: null, rateLimited: false };
    const status = typeof json.status === "string" ? json.status : "queued";
    if (status === "failed" || status === "undelivered") {
      const code = typeof json.error_code === "number" ? json.error_code : null;
      return { kind: "permanent", error: explain({ code, message: typeof json.error_message === "string" ? json.error_message : `The message ${status}.` }), code };
    }
    return { kind: "sent", sid: json.sid, status };
  }
  const error = await errorOf(response);
  if (response.status === 429) {
    const notBefore = parseRetryAfter(response.headers.get("retry-after"), now()) ?? new Date(now().getTime() + DEFAULT_RETRY_SECONDS * 1000);
    return { kind: "temporary", error: `The SMS provider is rate limiting: ${explain(error)}`, code: error.code, notBefore, rateLimited: true };
  }
  if (response.status >= 500 || response.status === 408 || (error.code !== null && TEMPORARY_CODES.has(error.code))) {
    return { kind: "temporary", error: `The SMS provider failed: ${explain(error)}`, code: error.code, rateLimited: false };
  }
  if (response.status === 401 || response.status === 403) {
    return { kind: "permanent", error: `The SMS provider refused the account SID or auth token: ${explain(error)}`, code: error.code };
  }
  return { kind: "permanent", error: explain(error), code: error.code };
}

export type AccountCheck = { ok: true; friendlyName: string; status: string } | { ok: false; error: string };

/** Reads GET /2010-04-01/Accounts/{sid}.json: proves the SID, token and base URL work together. */
export async function fetchTwilioAccount(credentials: TwilioCredentials): Promise<AccountCheck> {
  let response: Response;
  try {
    response = await fetch(`${trimBase(credentials.baseUrl)}/2010-04-01/Accounts/${encodeURIComponent(credentials.accountSid)}.json`, {
      headers: { authorization: basicAuth(credentials), accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, error: `Couldn't reach ${credentials.baseUrl}: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!response.ok) {
    const error = await errorOf(response);
    if (response.status === 401 || response.status === 403) return { ok: false, error: `The provider refused the account SID or auth token (${explain(error)}).` };
    return { ok: false, error: `The provider answered ${response.status}: ${explain(error)}` };
  }
  const json = (await response.json().catch(() => null)) as { friendly_name?: unknown; status?: unknown } | null;
  const status = typeof json?.status === "string" ? json.status : "unknown";
  if (status !== "active") return { ok: false, error: `The account is ${status}, not active.` };
  return { ok: true, friendlyName: typeof json?.friendly_name === "string" ? json.friendly_name : "", status };
}
