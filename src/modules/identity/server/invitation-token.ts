import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The invitation link's token: `<id>.<version>.<signature>`, signed with the app secret over the
 * id, version and expiry. Nothing secret is stored: a forged or altered token fails the signature,
 * an old link (before a resend) fails the version, a late one the expiry.
 */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const sign = (secret: string, id: string, version: number, expiresAt: Date) =>
  createHmac("sha256", secret).update(`invitation:${id}:${version}:${expiresAt.getTime()}`).digest("base64url");

export function invitationToken(secret: string, inv: { id: string; version: number; expiresAt: Date }): string {
  return `${inv.id}.${inv.version}.${sign(secret, inv.id, inv.version, inv.expiresAt)}`;
}

export function parseInvitationToken(token: string): { id: string; version: number; signature: string } | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,6})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? { id: match[1]!, version: Number(match[2]), signature: match[3]! } : null;
}

export function signatureMatches(secret: string, token: { id: string; version: number; signature: string }, expiresAt: Date): boolean {
  const expected = Buffer.from(sign(secret, token.id, token.version, expiresAt));
  const given = Buffer.from(token.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
