import { createHmac, timingSafeEqual } from "node:crypto";

/** A webhook whose `Stripe-Signature` header is missing, malformed, wrong or too old. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

const DEFAULT_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: string, payload: string | Buffer): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(payload).digest("hex");
}

/** The `Stripe-Signature` header Stripe sends with a webhook: `t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signStripePayload(payload: string, secret: string, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  const t = String(timestampSeconds);
  return `t=${t},v1=${hmacHex(secret, t, payload)}`;
}

/** The timestamp and the `v1` signatures of a header; other schemes (`v0`, future ones) are ignored. */
function parseHeader(header: string): { timestamp: string | undefined; signatures: string[] } {
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === "t") timestamp = value;
    else if (key === "v1") signatures.push(value);
  }
  return { timestamp, signatures };
}

function sameHex(expected: string, candidate: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(candidate, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks a webhook the way Stripe's libraries do: the raw body must carry a `v1` HMAC made with
 * `secret` (any of several passes, as while a secret is being rolled) and its timestamp must be at
 * most `toleranceSeconds` old. Throws `WebhookSignatureError` otherwise.
 */
export function verifyStripeSignature(
  payload: string | Buffer,
  header: string | null | undefined,
  secret: string,
  opts: { toleranceSeconds?: number; now?: number } = {},
): void {
  if (!header) throw new WebhookSignatureError("Missing Stripe-Signature header");
  const { timestamp, signatures } = parseHeader(header);
  if (!timestamp || !/^\d+$/.test(timestamp)) throw new WebhookSignatureError("Unable to extract timestamp and signatures from header");
  if (signatures.length === 0) throw new WebhookSignatureError("No signatures found with expected scheme");
  const expected = hmacHex(secret, timestamp, payload);
  if (!signatures.some((candidate) => sameHex(expected, candidate))) {
    throw new WebhookSignatureError("No signatures found matching the expected signature for payload");
  }
  const tolerance = opts.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  if (tolerance > 0 && now - Number(timestamp) > tolerance) throw new WebhookSignatureError("Timestamp outside the tolerance zone");
}
