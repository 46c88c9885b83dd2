import "server-only";
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { env } from "@/env";

/**
 * Signed tokens of the links a message carries: the open pixel, click redirects, unsubscribe and the
 * preference centre. A token names one outbox row (`<outbox id>` in base 36) and is signed with a key
 * derived from NEXTAUTH_SECRET, per purpose; a click's token also signs its destination, so a
 * redirect link can't be pointed anywhere else (no open redirect).
 */
export type LinkPurpose = "open" | "click" | "unsubscribe" | "preferences";

let cachedKey: Buffer | undefined;
const key = () => (cachedKey ??= Buffer.from(hkdfSync("sha256", env.NEXTAUTH_SECRET, "amt-messaging", "link-tokens", 32)));

const mac = (purpose: LinkPurpose, outboxId: number, extra: string) =>
  createHmac("sha256", key()).update(`${purpose}\n${outboxId}\n${extra}`).digest().subarray(0, 12).toString("base64url");

/** `<outbox id base36>.<16-char signature>`; `extra` is the click destination (empty otherwise). */
export function signLink(purpose: LinkPurpose, outboxId: number, extra = ""): string {
  return `${outboxId.toString(36)}.${mac(purpose, outboxId, extra)}`;
}

/** The outbox id a token names, or null when it is malformed or its signature doesn't match. */
export function verifyLink(purpose: LinkPurpose, token: string, extra = ""): number | null {
  const match = /^([0-9a-z]{1,13})\.([A-Za-z0-9_-]{16})$/.exec(token);
  if (!match) return null;
  const outboxId = parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(outboxId) || outboxId <= 0) return null;
  const expected = Buffer.from(mac(purpose, outboxId, extra));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? outboxId : null;
}

/** The public paths of a message's links, under the site URL. */
export const linkPaths = {
  open: (token: string) => `/t/o/${token}`,
  click: (token: string, url: string) => `/t/c/${token}?u=${encodeURIComponent(url)}`,
  unsubscribe: (token: string) => `/u/${token}`,
  oneClick: (token: string) => `/u/${token}/one-click`,
  preferences: (token: string) => `/u/${token}/preferences`,
} as const;
