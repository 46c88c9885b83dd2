import "server-only";
import { gunzipSync } from "node:zlib";
import { getEnvelopeEndpointWithUrlEncodedAuth, dsnFromString } from "@sentry/core";
import { cookiesOf, resolveMembership } from "@/modules/identity";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { clientIp } from "@/server/auth/client-ip";
import { readSession } from "@/server/auth/session";
import type { Db } from "@/server/db/client";
import { fixedHostFetch } from "@/server/egress";
import { getLogger } from "@/server/log";
import { WindowLimiter } from "@/server/http/window-limiter";
import { ENVELOPES_PER_MINUTE, LOCAL_SENTRY_DSN, MAX_ENVELOPE_BYTES, MAX_INFLATED_ENVELOPE_BYTES } from "../../contracts/errors.constants";
import { readEnvelope, sameDsn } from "./envelope";
import { storeEnvelopeItems } from "./error-store";

/**
 * POST /api/monitoring: the SDK's tunnel. The body is read as bytes (up to MAX_ENVELOPE_BYTES,
 * gzip accepted), parsed with @sentry/core's parseEnvelope and checked: its header must carry this
 * instance's DSN (the configured one, or the built-in LOCAL_SENTRY_DSN when none is). Errors and
 * replay metadata are stored for the signed-in person's workspace (an envelope sent with no
 * session, say from the sign-in page, is not stored: no workspace's admins could read it). With a
 * DSN configured, the same envelope also goes on to that Sentry (through egress), so the product
 * keeps its own list and the team keeps Sentry's full view. Malformed input answers 400, never 500.
 */
export type TunnelDeps = { db: Db; configuredDsn: string | undefined; maxBytes?: number; now?: () => number };

const plain = (status: number, body: Record<string, unknown> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });

/** A fixed one-minute window per address, in this process (a loop on one page can't fill the database). */
const envelopes = new WindowLimiter(ENVELOPES_PER_MINUTE);
export const resetEnvelopeLimitsForTests = () => envelopes.clear();

async function readCapped(req: Request, max: number): Promise<Uint8Array | "too large"> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > max) return "too large";
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return "too large";
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function inflate(body: Uint8Array, encoding: string | null): Uint8Array | "too large" | "bad" {
  const gzip = /gzip/i.test(encoding ?? "") || (body[0] === 0x1f && body[1] === 0x8b);
  if (!gzip) return body;
  try {
    return gunzipSync(body, { maxOutputLength: MAX_INFLATED_ENVELOPE_BYTES });
  } catch (error) {
    return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "too large" : "bad";
  }
}

async function workspaceOf(req: Request, db: Db): Promise<string | null> {
  const cookies = cookiesOf(req.headers);
  const session = await readSession(cookies, req.headers);
  if (!session) return null;
  const membership = await resolveMembership(db, session, cookies.get(WORKSPACE_COOKIE)?.value ?? null);
  return membership?.tenant.workspaceId ?? null;
}

/** Sends the envelope on to the configured Sentry's ingest address; a failure is logged, never the visitor's problem. */
export async function forwardEnvelope(dsn: string, body: Uint8Array): Promise<number | null> {
  const components = dsnFromString(dsn);
  if (!components) return null;
  try {
    const answer = await fixedHostFetch(getEnvelopeEndpointWithUrlEncodedAuth(components), {
      method: "POST",
      headers: { "Content-Type": "application/x-sentry-envelope" },
      body: Buffer.from(body),
      signal: AbortSignal.timeout(5_000),
    });
    await answer.body?.cancel().catch(() => undefined);
    if (!answer.ok) getLogger().warn({ status: answer.status }, "error reporting: the configured Sentry refused an envelope");
    return answer.status;
  } catch (error) {
    getLogger().warn({ err: error }, "error reporting: the configured Sentry couldn't be reached");
    return null;
  }
}

export async function handleErrorTunnel(req: Request, deps: TunnelDeps): Promise<Response> {
  try {
    const ip = clientIp(req.headers) ?? "unknown";
    if (!envelopes.take(ip, 1, deps.now?.() ?? Date.now()).ok)
      return plain(429, { message: "Too many error reports from this address. Try again in a minute." });
    const raw = await readCapped(req, deps.maxBytes ?? MAX_ENVELOPE_BYTES);
    if (raw === "too large") return plain(413, { message: "This error report is too large." });
    const body = inflate(raw, req.headers.get("content-encoding"));
    if (body === "too large") return plain(413, { message: "This error report is too large." });
    if (body === "bad") return plain(400, { message: "This error report couldn't be read." });
    const envelope = readEnvelope(body);
    if (!envelope.ok) return plain(400, { message: "This error report couldn't be read." });
    const ownDsn = deps.configuredDsn ?? LOCAL_SENTRY_DSN;
    if (!sameDsn(envelope.dsn, ownDsn)) return plain(400, { message: "This error report is for another project." });
    const workspaceId = await workspaceOf(req, deps.db);
    const [stored] = await Promise.all([
      workspaceId ? storeEnvelopeItems(deps.db, workspaceId, envelope.items) : null,
      deps.configuredDsn ? forwardEnvelope(deps.configuredDsn, body) : null,
    ]);
    return plain(200, { stored: stored ? stored.errors + stored.replays : 0 });
  } catch (error) {
    getLogger().error({ err: error }, "error reporting: an envelope couldn't be stored");
    return plain(503, { message: "Error reports can't be taken right now." });
  }
}
