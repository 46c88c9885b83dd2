import "server-only";
import { encode } from "next-auth/jwt";
import { env } from "@/env";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { usesSecureCookies } from "@/server/auth/session";
import type { PageCookie } from "./render";

/** next-auth's session cookie name: `__Secure-` prefixed when the site runs on HTTPS. */
export const sessionCookieName = (): string => `${usesSecureCookies() ? "__Secure-" : ""}next-auth.session-token`;

/**
 * Cookies that open the app as `user` in `workspaceId`, for the renderer of a scheduled report: a
 * next-auth session JWT (the token next-auth itself issues: sub, email, name and the session
 * version, so "sign out everywhere" ends it too), valid for a few minutes, and the workspace cookie.
 */
export async function sessionCookiesAs(
  user: { id: string; email: string; name: string | null; sessionVersion: number },
  workspaceId: string,
  maxAgeSeconds = 5 * 60,
): Promise<PageCookie[]> {
  const token = await encode({
    token: { sub: user.id, email: user.email, name: user.name, sv: user.sessionVersion },
    secret: env.NEXTAUTH_SECRET,
    maxAge: maxAgeSeconds,
  });
  return [
    { name: sessionCookieName(), value: token },
    { name: WORKSPACE_COOKIE, value: workspaceId },
  ];
}
