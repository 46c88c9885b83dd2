import { gunzipSync } from "node:zlib";
import { MAX_DECODED_BODY_BYTES } from "../../contracts/wire.constants";

/** A body the receiver can't read: the route answers 400 with its message. */
export class WireError extends Error {}

/**
 * Decodes a posthog-js request body into its JSON (posthog-js 1.449.2, request.ts):
 * - gzip (`gzip-js`): raw gzip bytes, sent as text/plain without a `compression` parameter, so it's
 *   recognised by its first bytes (1f 8b);
 * - base64: `data=<url-encoded base64 of the UTF-8 JSON>` as a form (sendBeacon always sends this),
 *   or `?compression=base64`;
 * - plain JSON.
 * lz64 (`lz64`) is gone from this client (it sends gzip-js or base64 only): refused with a clear message.
 */
export function decodeWireBody(bytes: Uint8Array, contentType: string | null, compression: string | null): unknown {
  if (bytes.length === 0) throw new WireError("The request has no body.");
  let text: string;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      text = gunzipSync(bytes, { maxOutputLength: MAX_DECODED_BODY_BYTES }).toString("utf8");
    } catch {
      throw new WireError(`The gzip body is damaged or larger than ${MAX_DECODED_BODY_BYTES / 1024 / 1024} MB unpacked.`);
    }
  } else if (compression === "lz64") {
    throw new WireError("lz64 bodies aren't accepted: send plain JSON, gzip-js or base64.");
  } else {
    text = Buffer.from(bytes).toString("utf8");
    const isForm = (contentType ?? "").includes("application/x-www-form-urlencoded") || text.startsWith("data=");
    if (isForm) text = new URLSearchParams(text).get("data") ?? "";
    if (isForm || compression === "base64") text = fromBase64(text);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new WireError("The body isn't JSON (plain, gzip-js or base64).");
  }
}

function fromBase64(text: string): string {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/=_-]*$/.test(trimmed)) throw new WireError("The base64 body has characters base64 doesn't use.");
  return Buffer.from(trimmed, "base64").toString("utf8");
}
