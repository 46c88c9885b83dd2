import "server-only";
import NextAuth from "next-auth";
import { checkSignInThrottle } from "@/modules/identity";
import { AUTH_PAGES } from "@/lib/auth-constants";
import { getDb } from "@/server/db/client";
import { clientIp } from "./client-ip";
import { authOptions } from "./options";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

/** The credentials callback is the one place a password is tried: the throttle guards it. */
async function throttled(req: Request, context: RouteContext): Promise<Response | null> {
  const action = (await context.params).nextauth.join("/");
  if (req.method !== "POST" || action !== "callback/credentials") return null;
  const form = new URLSearchParams(await req.clone().text());
  const email = (form.get("email") ?? "").trim().toLowerCase();
  const ip = clientIp(req.headers);
  const verdict = await checkSignInThrottle(getDb(), email, ip);
  if (verdict.allowed) return null;
  const url = new URL(AUTH_PAGES.signIn, req.url);
  url.searchParams.set("error", `TooManyRequests:${verdict.retryAfterSeconds}`);
  return Response.json(
    { url: url.toString(), error: "TOO_MANY_REQUESTS", retryAfterSeconds: verdict.retryAfterSeconds },
    { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
  );
}

/** next-auth's REST protocol (spec §7), behind the sign-in throttle. */
export async function authHandler(req: Request, context: RouteContext): Promise<Response> {
  return (await throttled(req, context)) ?? NextAuth(req as never, context as never, authOptions());
}
