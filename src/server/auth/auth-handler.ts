import "server-only";
import NextAuth from "next-auth";
import { authOptions } from "./options";
import { answeringThrottle } from "./throttle-answer";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth's REST protocol (spec §7). The sign-in throttle guards the credentials check itself
 * (options.ts `authorize`), so every encoding and path next-auth accepts passes it; this answers its
 * refusals as 429.
 */
export async function authHandler(req: Request, context: RouteContext): Promise<Response> {
  return answeringThrottle(req, () => NextAuth(req as never, context as never, authOptions()));
}
