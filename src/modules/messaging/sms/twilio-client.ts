import "server-only";
import { checkUrl, EgressError, egressFetch, fixedHostFetch } from "@/server/egress";

/**
 * A Twilio-compatible Messages API client (no SDK): send one message, and read the account to test
 * the credentials. A workspace's own base URL is a user-given address, so it is called through
 * egress (https, public addresses only, unless EGRESS_ALLOW_HOSTS allows the host:port); the
 * server's own account (TWILIO_BASE_URL) is the operator's host. Every answer comes back as a value,
 * never a throw: sent, a temporary failure (429 with its Retry-After, 5xx, network) or a permanent
 * one (4xx with Twilio's error code: 21211 invalid number, 21610 recipient replied STOP…). Only
 * Twilio's JSON error fields are shown, never a body that isn't one.
 */

export const DEFAULT_SMS_BASE_URL = "https://api.twilio.com";

export type TwilioCredentials = {
  accountSid: string;
  authToken: string;
  baseUrl: string;
  /** The server's own account (TWILIO_BASE_URL, set by the operator); otherwise a workspace's, checked by egress. */
  operatorHost?: boolean;
};

/** The ports a workspace's provider base URL may name (an allowed host:port may use any). */
const PROVIDER_PORTS = [443];

/**
 * Why a workspace's provider base URL can't be used, in a sentence for the form, or null: it must
 * be https on a public address, unless EGRESS_ALLOW_HOSTS allows its host:port.
 */
export function providerUrlProblem(baseUrl: string): string | null {
  try {
    checkUrl(baseUrl, { requireHttps: true, ports: PROVIDER_PORTS });
    return null;
  } catch (error) {
    if (error instanceof EgressError) return error.message;
    throw error;
  }
}

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

/** One answer of the provider: status, Retry-After and body text. */
type Answer = { ok: boolean; status: number; retryAfter: string | null; text: string };

const MAX_ANSWER_BYTES = 1024 * 1024;

/** Calls the provider; a failure to reach it is an EgressError of a class. */
async function call(
  credentials: TwilioCredentials,
  path: string,
  init: { method: "GET" | "POST"; headers: Record<string, string>; body?: string },
): Promise<Answer | EgressError> {
  const url = `${trimBase(credentials.baseUrl)}${path}`;
  if (credentials.operatorHost) {
    try {
      const response = await fixedHostFetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      return { ok: response.ok, status: response.status, retryAfter: response.headers.get("retry-after"), text: await response.text().catch(() => "") };
    } catch (error) {
      return (error as { name?: string }).name === "TimeoutError" ? new EgressError("timed out", { timeoutMs: TIMEOUT_MS }) : new EgressError("network");
    }
  }
  const response = await egressFetch(url, { ...init, timeoutMs: TIMEOUT_MS, maxBytes: MAX_ANSWER_BYTES, requireHttps: true, ports: PROVIDER_PORTS });
  if (response.error) return response.error;
  if (response.tooLarge) return new EgressError("too large");
  const status = response.status ?? 0;
  const retryAfter = response.headers["retry-after"];
  return {
    ok: status >= 200 && status < 300,
    status,
    retryAfter: typeof retryAfter === "string" ? retryAfter : null,
    text: response.body?.toString("utf8") ?? "",
  };
}

/** Twilio's JSON error (code and message); a body that isn't one is only its status. */
function errorOf(answer: Answer): TwilioError {
  try {
    const json = JSON.parse(answer.text) as { code?: unknown; message?: unknown };
    return {
      code: typeof json.code === "number" ? json.code : null,
      message: typeof json.message === "string" ? json.message.slice(0, 300) : `HTTP ${answer.status}`,
    };
  } catch {
    return { code: null, message: `HTTP ${answer.status}` };
  }
}

const jsonOf = (answer: Answer): unknown => {
  try {
    return JSON.parse(answer.text);
  } catch {
    return null;
  }
};

const explain = (e: TwilioError) => (e.code ? `${e.message} (Twilio error ${e.code})` : e.message);

/** Sends one message through POST /2010-04-01/Accounts/{sid}/Messages.json. */
export async function sendTwilioMessage(credentials: TwilioCredentials, message: TwilioMessage, now: () => Date = () => new Date()): Promise<SendResult> {
  const form = new URLSearchParams({ To: message.to, From: message.from, Body: message.body });
  if (message.statusCallback) form.set("StatusCallback", message.statusCallback);
  const response = await call(credentials, `/2010-04-01/Accounts/${encodeURIComponent(credentials.accountSid)}/Messages.json`, {
    method: "POST",
    headers: { authorization: basicAuth(credentials), "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: form.toString(),
  });
  if (response instanceof EgressError)
    return { kind: "temporary", error: `The SMS provider couldn't be reached: ${response.message}`, code: null, rateLimited: false };
  if (response.ok) {
    const json = jsonOf(response) as { sid?: unknown; status?: unknown; error_code?: unknown; error_message?: unknown } | null;
    if (!json || typeof json.sid !== "string")
      return { kind: "temporary", error: "The SMS provider answered without a message id.", code: null, rateLimited: false };
    const status = typeof json.status === "string" ? json.status : "queued";
    if (status === "failed" || status === "undelivered") {
      const code = typeof json.error_code === "number" ? json.error_code : null;
      return {
        kind: "permanent",
        error: explain({ code, message: typeof json.error_message === "string" ? json.error_message : `The message ${status}.` }),
        code,
      };
    }
    return { kind: "sent", sid: json.sid, status };
  }
  const error = errorOf(response);
  if (response.status === 429) {
    const notBefore = parseRetryAfter(response.retryAfter, now()) ?? new Date(now().getTime() + DEFAULT_RETRY_SECONDS * 1000);
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
  const response = await call(credentials, `/2010-04-01/Accounts/${encodeURIComponent(credentials.accountSid)}.json`, {
    method: "GET",
    headers: { authorization: basicAuth(credentials), accept: "application/json" },
  });
  if (response instanceof EgressError) return { ok: false, error: `The SMS provider couldn't be reached: ${response.message}` };
  if (!response.ok) {
    // The connection test shows a class, never the answer's words.
    const { code } = errorOf(response);
    const twilioCode = code ? ` (Twilio error ${code})` : "";
    if (response.status === 401 || response.status === 403) return { ok: false, error: `The provider refused the account SID or auth token${twilioCode}.` };
    return { ok: false, error: `The provider answered with an error (HTTP ${response.status})${twilioCode}.` };
  }
  const json = jsonOf(response) as { friendly_name?: unknown; status?: unknown } | null;
  const status = typeof json?.status === "string" ? json.status : "unknown";
  if (status !== "active") return { ok: false, error: `The account is ${status}, not active.` };
  return { ok: true, friendlyName: typeof json?.friendly_name === "string" ? json.friendly_name : "", status };
}
