import "server-only";
import { createHash, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { env } from "@/env";

/**
 * Signed values of site forms, keyed from NEXTAUTH_SECRET per purpose: the render time a form
 * carries (the minimum fill time is measured from it; a bot can't forge an older one), the double
 * opt-in link naming a submission, and the hash that counts a visitor's address without keeping it.
 */
type Purpose = "render" | "confirm" | "ip";
const keys = new Map<Purpose, Buffer>();
const key = (purpose: Purpose) => {
  let k = keys.get(purpose);
  if (!k) keys.set(purpose, (k = Buffer.from(hkdfSync("sha256", env.NEXTAUTH_SECRET, "amt-website-forms", purpose, 32))));
  return k;
};
const mac = (purpose: Purpose, value: string) => createHmac("sha256", key(purpose)).update(value).digest().subarray(0, 16).toString("base64url");
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** `<ms base36>.<signature>`: when this form was rendered. */
export function signRenderTime(formId: string, at = Date.now()): string {
  const t = at.toString(36);
  return `${t}.${mac("render", `${formId}\n${t}`)}`;
}

/** The render time a token carries, or null when it's malformed or not signed for this form. */
export function renderTimeOf(formId: string, token: unknown): number | null {
  if (typeof token !== "string") return null;
  const match = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match || !same(match[2]!, mac("render", `${formId}\n${match[1]}`))) return null;
  return parseInt(match[1]!, 36);
}

/** The double opt-in link's token: the submission it confirms. */
export const signConfirmation = (submissionId: string) => `${submissionId}.${mac("confirm", submissionId)}`;

export function confirmationOf(token: unknown): string | null {
  if (typeof token !== "string") return null;
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match || !same(match[2]!, mac("confirm", match[1]!))) return null;
  return match[1]!;
}

/** The visitor's address as a keyed hash (never stored as is). */
export const ipHashOf = (ip: string | null) => (ip ? createHash("sha256").update(key("ip")).update(ip).digest("base64url").slice(0, 32) : null);
