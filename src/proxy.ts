import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { env, siteUrl } from "@/env";
import { AUTH_PAGES } from "@/lib/auth-constants";
import { hasMalformedEncoding, MALFORMED_PATH_MESSAGE } from "@/server/http/path-encoding";
import { customHostRewrite } from "@/server/http/custom-host";
import { createNonce, securityHeaders, tagSources } from "@/server/http/security-headers";

/**
 * Every response gets the security headers, its Content-Security-Policy with a fresh nonce: the
 * policy also goes on the request, where Next.js reads the nonce and puts it on its own scripts,
 * and `x-nonce` hands it to the root layout.
 *
 * Product pages need a session (spec §4): a visit without one goes to the sign-in page with
 * error=SessionRequired and the current address as callbackUrl. The page layouts check the session
 * again (revocation, workspace), so this is the fast path, not the only gate.
 */
export async function proxy(request: NextRequest) {
  // A verified custom domain's landing page: served by the hosted route, which sets its own headers.
  const rewrite = customHostRewrite(request.headers.get("host"), ownHost(), request.nextUrl.pathname);
  if (rewrite) return NextResponse.rewrite(new URL(rewrite, request.url));
  const trailing = hasMalformedEncoding(request.nextUrl.pathname) ? null : trailingSlashAnswer(request);
  if (trailing) return trailing;
  const nonce = createNonce();
  const headers = securityHeaders({ nonce, dev: env.NODE_ENV === "development", https: usesHttps(), tags: tagSources(env) });
  const response = hasMalformedEncoding(request.nextUrl.pathname)
    ? new NextResponse(MALFORMED_PATH_MESSAGE, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } })
    : isProductPath(request.nextUrl.pathname) && !(await hasSession(request))
      ? NextResponse.redirect(signInAddress(request))
      : NextResponse.next({ request: { headers: forwardedHeaders(request, nonce, headers["Content-Security-Policy"]!) } });
  for (const [name, value] of Object.entries(headers)) {
    // Hosted landing pages send their own stricter policy (hashes, their frames) and may be framed by the site itself.
    if (isHostedPagePath(request.nextUrl.pathname) && (name === "Content-Security-Policy" || name === "X-Frame-Options")) continue;
    response.headers.set(name, value);
  }
  return response;
}

const isHostedPagePath = (path: string) => path.startsWith("/p/");

let ownHostName: string | undefined;
const ownHost = () => (ownHostName ??= new URL(siteUrl()).hostname);
/**
 * next.config.ts turns Next's trailing-slash redirect off for the PostHog wire paths (analytics'
 * receiver): those go on as they come (Next matches /flags/ to its route); every other path ending
 * in "/" still gets the 308 to its bare form that Next would give. (A rewrite to the bare path would
 * be proxied as an outside address when the Host differs from the address the server listens on.)
 */
const WIRE_PATHS = /^\/(e|i\/v0\/e|batch|flags|decide|api\/surveys|api\/early_access_features)\/$/;
function trailingSlashAnswer(request: NextRequest): NextResponse | null {
  const path = request.nextUrl.pathname;
  if (path === "/" || !path.endsWith("/") || WIRE_PATHS.test(path)) return null;
  const bare = request.nextUrl.clone();
  bare.pathname = path.replace(/\/+$/, "") || "/";
  return NextResponse.redirect(bare, 308);
}

const usesHttps = () => (env.NEXTAUTH_URL ?? "").startsWith("https://");

const isProductPath = (path: string) => path === "/marketing-dashboard" || path.startsWith("/marketing-dashboard/");

async function hasSession(request: NextRequest): Promise<boolean> {
  const token = await getToken({ req: request, secret: env.NEXTAUTH_SECRET, secureCookie: usesHttps() });
  return Boolean(token);
}

function signInAddress(request: NextRequest): URL {
  const target = new URL(AUTH_PAGES.signIn, request.url);
  target.searchParams.set("error", "SessionRequired");
  target.searchParams.set("callbackUrl", currentAddress(request));
  return target;
}

function forwardedHeaders(request: NextRequest, nonce: string, policy: string): Headers {
  const headers = new Headers(request.headers);
  headers.set("x-url", request.nextUrl.pathname + request.nextUrl.search);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  return headers;
}

/** The address the person typed: the Host header's, not the address the server is bound to. */
function currentAddress(request: NextRequest): string {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? request.nextUrl.host;
  const proto = request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol.replace(":", "");
  return `${proto}://${host}${request.nextUrl.pathname}${request.nextUrl.search}`;
}

// Everything but the built static files, the icon and the JSON APIs on the hot path (tRPC, health):
// next.config.ts gives those the fixed headers, since a JSON answer runs no script to need a nonce.
// The CSV import upload stays off the proxy too: Next.js buffers (and past 10 MB cuts) the body of a
// request the proxy sees, and an import streams up to 512 MB to disk. Those two still come here when
// their path holds a "%", which no request of the product's own makes, so a malformed one gets its 400.
// Signed file links (api/files) stay off too: uploads stream, and served files keep their own strict policy.
// Hosted forms (/f/…) and their public endpoints set their own policy (the frame variant may be framed).
export const config = {
  matcher: [
    "/((?!_next/static|_next/image|favicon.ico|api/trpc|api/health|api/ready|api/crm/imports|api/files|f/|api/public/forms/).*)",
    "/api/(trpc|crm/imports|files)/:rest(.*%.*)",
    "/(f|api/public/forms)/:rest(.*%.*)",
  ],
};
