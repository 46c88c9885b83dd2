import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's webhook signature (X-Twilio-Signature): base64 of HMAC-SHA1 keyed with the auth token,
 * over the full URL Twilio called followed by each POST parameter's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string> | URLSearchParams): string {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  const data = entries
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .reduce((acc, [key, value]) => acc + key + value, url);
  return createHmac("sha1", authToken).update(Buffer.from(data, "utf8")).digest("base64");
}

/** Whether a request's X-Twilio-Signature matches, compared in constant time. */
export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string> | URLSearchParams,
  signature: string | null | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
