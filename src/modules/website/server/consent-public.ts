import "server-only";
import { recordConsentChoice } from "@/modules/analytics";
import { workspaceBySlug } from "@/modules/identity";
import { clientIp } from "@/server/auth/client-ip";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { CONSENT_PUBLIC_LIMITS, SITE_CONSENT_SOURCES, type SiteConsentSource } from "../contracts/consent.constants";
import { workspaceIdForHost } from "./domains.service";
import { anonymousVisitorId } from "./pages.hosting";
import { WindowLimiter } from "@/server/http/window-limiter";

const limiters = {
  ip: new WindowLimiter(CONSENT_PUBLIC_LIMITS.perIpPerMinute),
  workspace: new WindowLimiter(CONSENT_PUBLIC_LIMITS.perWorkspacePerMinute),
};

/** Tests start each case with empty windows. */
export function resetConsentLimits() {
  limiters.ip = new WindowLimiter(CONSENT_PUBLIC_LIMITS.perIpPerMinute);
  limiters.workspace = new WindowLimiter(CONSENT_PUBLIC_LIMITS.perWorkspacePerMinute);
}

const headers = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};
const answer = (status: number, extra: Record<string, string> = {}) => new Response(null, { status, headers: { ...headers, ...extra } });

const VISITOR_ID = /^[A-Za-z0-9_-]{8,100}$/;
const VERSION = /^[A-Za-z0-9_-]{1,32}$/;
const decided = (v: unknown): v is 0 | 1 => v === 0 || v === 1;

/** A page address as sent, if it is one (the record keeps it without its query string). */
function pageUrlOf(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 2048) return null;
  try {
    const url = new URL(raw);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The body, read up to the limit (a longer one is refused unread). */
async function readBody(request: Request): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? "0") > CONSENT_PUBLIC_LIMITS.bodyBytes) return null;
  const text = await request.text();
  return text.length > CONSENT_PUBLIC_LIMITS.bodyBytes ? null : text;
}

/**
 * POST /api/public/consent: a site visitor's choice on the workspace's banner (a hosted page, a
 * hosted form, or the site script's banner on the customer's own site), sent with sendBeacon as
 * `{ ws, analytics, advertising, version, url, source, vid? }`. The workspace is named by its slug,
 * or else by the custom domain the request came to. Recorded through analytics' recordConsentChoice
 * (scope site) with the banner version, the page's address without its query, and the visitor's
 * first-party id when analytics was granted, otherwise the cookieless daily hash: nothing that
 * names a person. Limited in size and rate; answers 204 whatever the workspace, so it tells nothing.
 */
export async function handleConsentChoice(db: Db, request: Request): Promise<Response> {
  const ip = clientIp(request.headers);
  if (ip && !limiters.ip.take(ip).ok) return answer(429, { "Retry-After": "60" });
  const text = await readBody(request);
  if (text === null) return answer(413);
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return answer(400);
  }
  if (!body || typeof body !== "object" || !decided(body.analytics) || !decided(body.advertising)) return answer(400);
  if (typeof body.version !== "string" || !VERSION.test(body.version)) return answer(400);
  const source: SiteConsentSource = SITE_CONSENT_SOURCES.includes(body.source as SiteConsentSource) ? (body.source as SiteConsentSource) : "site-script";

  const slug = typeof body.ws === "string" && body.ws.length <= 120 ? body.ws : "";
  const host = (request.headers.get("host") ?? "").toLowerCase().replace(/:\d+$/, "");
  const workspaceId = slug ? ((await workspaceBySlug(db, slug))?.id ?? null) : host ? await workspaceIdForHost(db, host) : null;
  if (!workspaceId) return answer(204);
  if (!limiters.workspace.take(workspaceId).ok) return answer(429, { "Retry-After": "60" });

  const visitorId =
    typeof body.vid === "string" && VISITOR_ID.test(body.vid) ? body.vid : anonymousVisitorId(workspaceId, ip, request.headers.get("user-agent") ?? "");
  try {
    await recordConsentChoice(db, {
      scope: "site",
      workspaceId,
      visitorId,
      analytics: body.analytics,
      advertising: body.advertising,
      bannerVersion: body.version,
      source,
      pageUrl: pageUrlOf(body.url),
    });
  } catch (error) {
    getLogger().warn({ err: error }, "a site consent choice was not recorded");
    return answer(400);
  }
  return answer(204);
}

export function consentPreflight(): Response {
  return answer(204, { "Access-Control-Max-Age": "86400" });
}
