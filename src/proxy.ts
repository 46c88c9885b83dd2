import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/env";
import { AUTH_PAGES } from "@/lib/auth-constants";

/**
 * Product pages need a session (spec §4): a visit without one goes to the sign-in page with
 * error=SessionRequired and the current address as callbackUrl. The page layouts check the session
 * again (revocation, workspace), so this is the fast path, not the only gate.
 */
export async function proxy(request: NextRequest) {
  const token = await getToken({
    req: request,
    secret: env.NEXTAUTH_SECRET,
    secureCookie: (env.NEXTAUTH_URL ?? "").startsWith("https://"),
  });
  if (!token) {
    const target = new URL(AUTH_PAGES.signIn, request.url);
    target.searchParams.set("error", "SessionRequired");
    target.searchParams.set("callbackUrl", currentAddress(request));
    return NextResponse.redirect(target);
  }
  const headers = new Headers(request.headers);
  headers.set("x-url", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

/** The address the person typed: the Host header's, not the address the server is bound to. */
function currentAddress(request: NextRequest): string {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? request.nextUrl.host;
  const proto = request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol.replace(":", "");
  return `${proto}://${host}${request.nextUrl.pathname}${request.nextUrl.search}`;
}

export const config = { matcher: ["/marketing-dashboard", "/marketing-dashboard/:path*"] };
