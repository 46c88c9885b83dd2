import { cookies, headers } from "next/headers";
import { getWorkspaceLogo, resolveMembership } from "@/modules/identity";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { readSession } from "@/server/auth/session";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

const baseHeaders = { "X-Content-Type-Options": "nosniff", "Cache-Control": "private, no-store" };

/**
 * The active workspace's logo, for its signed-in members only (the session and workspace are resolved
 * as the product shell does). The type sent is the one detected from the bytes at upload. Browsers
 * revalidate every time (the page adds ?v=updatedAt), so a new logo or another workspace never shows stale.
 */
export async function GET() {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const session = await readSession(cookieStore, headerList);
  const membership = session ? await resolveMembership(getDb(), session, cookieStore.get(WORKSPACE_COOKIE)?.value ?? null) : null;
  if (!membership) return new Response("Sign in to see this logo.", { status: 401, headers: { ...baseHeaders, "Content-Type": "text/plain; charset=utf-8" } });
  const logo = await getWorkspaceLogo(getDb(), membership.tenant);
  if (!logo) return new Response("This workspace has no logo.", { status: 404, headers: { ...baseHeaders, "Content-Type": "text/plain; charset=utf-8" } });
  const etag = `"${membership.tenant.workspaceId}-${logo.updatedAt.getTime()}"`;
  const cacheHeaders = { "X-Content-Type-Options": "nosniff", "Cache-Control": "private, no-cache", ETag: etag, Vary: "Cookie" };
  if (headerList.get("if-none-match") === etag) return new Response(null, { status: 304, headers: cacheHeaders });
  return new Response(new Uint8Array(logo.bytes), {
    headers: { ...cacheHeaders, "Content-Type": logo.contentType, "Content-Length": String(logo.byteSize), "Content-Disposition": "inline" },
  });
}
