import "server-only";
import { decode, getToken } from "next-auth/jwt";
import { env } from "@/env";
import type { CookieReader } from "@/server/trpc/context";

export type SessionUser = { userId: string; email: string; name: string | null; sessionVersion: number };

export const usesSecureCookies = () => (env.NEXTAUTH_URL ?? "").startsWith("https://");

/**
 * Decrypted tokens, keyed by the exact encrypted string: decrypting (HKDF + JWE) on every request is
 * the largest fixed cost of an API call. An entry lives until the token's own expiry; revocation is
 * still checked on every request, against the session version in the database.
 */
const decoded = new Map<string, { user: SessionUser; expiresAt: number }>();
const MAX_CACHED = 10_000;

/** Reads and decrypts the session JWT from the request cookies; null when absent or invalid. */
export async function readSession(cookies: CookieReader, headers: Headers): Promise<SessionUser | null> {
  const raw = await getToken({ req: { cookies, headers } as never, secureCookie: usesSecureCookies(), raw: true });
  if (!raw) return null;
  const hit = decoded.get(raw);
  if (hit && hit.expiresAt > Date.now()) return hit.user;
  const token = await decode({ token: raw, secret: env.NEXTAUTH_SECRET }).catch(() => null);
  if (!token || typeof token.sub !== "string") return null;
  const user: SessionUser = {
    userId: token.sub,
    email: typeof token.email === "string" ? token.email : "",
    name: typeof token.name === "string" ? token.name : null,
    sessionVersion: typeof token.sv === "number" ? token.sv : 0,
  };
  if (decoded.size >= MAX_CACHED) decoded.delete(decoded.keys().next().value!);
  decoded.set(raw, { user, expiresAt: typeof token.exp === "number" ? token.exp * 1000 : Date.now() + 60_000 });
  return user;
}
