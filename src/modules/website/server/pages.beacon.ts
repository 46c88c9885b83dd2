import "server-only";
import { and, eq } from "drizzle-orm";
import { capture, SITE_EVENTS } from "@/modules/analytics";
import type { Db } from "@/server/db/client";
import { websitePages } from "../db/pages.table";
import { anonymousVisitorId, utmProperties } from "./pages.hosting";

/** A beacon's body is a few hundred bytes; anything larger is refused unread. */
export const MAX_BEACON_BYTES = 2048;
const WINDOW_MS = 60_000;
const PER_ADDRESS = 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{8,100}$/;

const globalBeacons = globalThis as unknown as { __aimtPageBeacons?: Map<string, { count: number; resetAt: number }> };
const windows = (globalBeacons.__aimtPageBeacons ??= new Map());

/** A fixed one-minute window per address (in this process): a visitor clicking is far below it; a script flooding isn't. */
export function takeBeacon(address: string, now = Date.now()): boolean {
  const slot = windows.get(address);
  if (!slot || slot.resetAt <= now) {
    if (windows.size > 10_000) windows.clear();
    windows.set(address, { count: 1, resetAt: now + WINDOW_MS });
    return true;
  }
  slot.count++;
  return slot.count <= PER_ADDRESS;
}

const answer = (status: number) => new Response(null, { status, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });

/**
 * POST /api/public/pages/<page id>/cta: a hosted page's call to action was clicked (sent by the
 * page's script with navigator.sendBeacon, so same-origin and text/plain). Records `cta_click` with
 * the page's id, the block and the visit's utm_* parameters. Answers 204 whatever the page, so the
 * endpoint tells nothing about which ids exist.
 */
export async function handleCtaBeacon(db: Db, pageId: string, request: Request, ip: string | null): Promise<Response> {
  if (!takeBeacon(ip ?? "unknown")) return answer(429);
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_BEACON_BYTES) return answer(413);
  const text = await request.text();
  if (text.length > MAX_BEACON_BYTES) return answer(413);
  if (!/^[0-9a-f-]{36}$/i.test(pageId)) return answer(204);
  let body: { block?: unknown; utm?: unknown; vid?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return answer(400);
  }
  const [page] = await db
    .select({ workspaceId: websitePages.workspaceId })
    .from(websitePages)
    .where(and(eq(websitePages.id, pageId), eq(websitePages.status, "published")))
    .limit(1);
  if (!page) return answer(204);
  capture({
    workspaceId: page.workspaceId,
    event: SITE_EVENTS.ctaClick,
    // The visitor's first-party id when they granted analytics on the page's banner; otherwise the cookieless daily hash.
    distinctId:
      typeof body.vid === "string" && VISITOR_ID.test(body.vid) ? body.vid : anonymousVisitorId(page.workspaceId, ip, request.headers.get("user-agent") ?? ""),
    source: "page",
    properties: {
      page_id: pageId,
      block_id: typeof body.block === "string" ? body.block.slice(0, 100) : "",
      ...utmProperties(body.utm && typeof body.utm === "object" ? (body.utm as Record<string, unknown>) : {}),
    },
  });
  return answer(204);
}
