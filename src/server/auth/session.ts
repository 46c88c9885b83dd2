import "server-only";
import { getToken } from "next-auth/jwt";
import { env } from "@/env";
import type { CookieReader } from "@/server/trpc/context";

export type SessionUser = { userId: string; email: string; name: string | null; sessionVersion: number };

export const usesSecureCookies = () => (env.NEXTAUTH_URL ?? "").startsWith("https://");

/** Reads and decrypts the session JWT from the request cookies; null when absent or invalid. */
export async function readSession(cookies: CookieReader, headers: Headers): Promise<SessionUser | null> {
  const token = await getToken({
    req: { cookies, headers } as never,
    secret: env.NEXTAUTH_SECRET,
    secureCookie: usesSecureCookies(),
  });
  if (!token || typeof token.sub !== "string") return null;
  return {
    userId: token.sub,
    email: typeof token.email === "string" ? token.email : "",
    name: typeof token.name === "string" ? token.name : null,
    sessionVersion: typeof token.sv === "number" ? token.sv : 0,
  };
}
