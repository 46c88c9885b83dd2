import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import { captureMany, SITE_EVENTS, SURVEY_EVENTS, type CaptureEventInput } from "@/modules/analytics";
import { getBrandKit, getDefaultBrandKit } from "@/modules/assets";
import { workspaceBySlug } from "@/modules/identity";
import { siteUrl } from "@/env";
import { clientIp } from "@/server/auth/client-ip";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { PUBLIC_LIMITS } from "../contracts/popups.constants";
import { popups } from "../db/popups.table";
import { coloursFor, DEFAULT_COLOURS } from "../site-script/colours";
import type { SiteConfig, SiteConsentConfig, SitePopup } from "../site-script/types";
import { getConsentBanner } from "./consent-settings.service";
import { WindowLimiter } from "@/server/http/window-limiter";
import { siteScript } from "./site-script.build";
import { liveSiteSurveys } from "./surveys-config";

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "86400",
};
const noSniff = { "X-Content-Type-Options": "nosniff", "Cross-Origin-Resource-Policy": "cross-origin" };

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { ...cors, ...noSniff, "Content-Type": "application/json; charset=utf-8", ...headers } });

/** The snippet a customer pastes before </body> on their site. */
export function installSnippet(workspaceSlug: string): { snippet: string; scriptUrl: string } {
  const scriptUrl = `${siteUrl().replace(/\/$/, "")}/api/public/site.js`;
  return { scriptUrl, snippet: `<script src="${scriptUrl}" data-workspace="${workspaceSlug}" async></script>` };
}

/** The answer to a CORS preflight of the public endpoints. */
export function publicPreflight(): Response {
  return new Response(null, { status: 204, headers: cors });
}

/**
 * GET /api/public/site.js: the compiled script. Revalidated by ETag (the snippet's address never
 * changes); `?v=<hash>` of the current build is cached for a year.
 */
export async function handleSiteScript(request: Request): Promise<Response> {
  const { code, hash } = await siteScript();
  const etag = `"${hash}"`;
  const versioned = new URL(request.url).searchParams.get("v") === hash;
  const headers = {
    ...cors,
    ...noSniff,
    "Content-Type": "text/javascript; charset=utf-8",
    ETag: etag,
    "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=300, stale-while-revalidate=86400",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(code, { status: 200, headers });
}

const limiters = { ip: new WindowLimiter(PUBLIC_LIMITS.perIpPerMinute), workspace: new WindowLimiter(PUBLIC_LIMITS.perWorkspacePerMinute) };

/** Tests start each case with empty windows. */
export function resetPublicLimits() {
  limiters.ip = new WindowLimiter(PUBLIC_LIMITS.perIpPerMinute);
  limiters.workspace = new WindowLimiter(PUBLIC_LIMITS.perWorkspacePerMinute);
}

function limitedByIp(request: Request): Response | null {
  const ip = clientIp(request.headers);
  if (!ip) return null;
  const taken = limiters.ip.take(ip);
  return taken.ok ? null : json(429, { error: "Too many requests. Try again in a minute." }, { "Retry-After": String(taken.retryAfterSeconds) });
}

/** A brand kit's first colour as the pop-up's accent (read-only, in the pop-up's own workspace). */
async function coloursOf(db: Db, workspaceId: string, brandKitId: string | null): Promise<SitePopup["colours"]> {
  if (!brandKitId) return DEFAULT_COLOURS;
  try {
    const { kit } = await getBrandKit(db, { workspaceId, userId: "", role: "viewer" }, brandKitId);
    return coloursFor(kit.colours[0]?.hex);
  } catch {
    return DEFAULT_COLOURS; // the kit was deleted
  }
}

/** The live pop-ups of a workspace within their schedule, as the script reads them. */
export async function liveSiteConfig(db: Db, workspace: { id: string; slug: string }, now = new Date()): Promise<SiteConfig> {
  const rows = await db
    .select()
    .from(popups)
    .where(
      and(
        eq(popups.workspaceId, workspace.id),
        eq(popups.status, "live"),
        or(isNull(popups.startsAt), lte(popups.startsAt, now)),
        or(isNull(popups.endsAt), gt(popups.endsAt, now)),
      ),
    )
    .orderBy(popups.createdAt);
  const base = siteUrl().replace(/\/$/, "");
  const result: SitePopup[] = [];
  for (const row of rows) {
    const { kind, headline, body, buttonText, url, offerCode, imageUrl, formId } = row.content;
    const formUrl = kind === "form" && formId ? `${base}/f/${encodeURIComponent(workspace.slug)}/${formId}?embed=1&popup_id=${row.id}` : "";
    result.push({
      id: row.id,
      style: row.style,
      content: { kind, headline, body, buttonText, url, offerCode, imageUrl, formUrl },
      trigger: row.trigger,
      frequency: row.frequency,
      targeting: row.targeting,
      colours: await coloursOf(db, workspace.id, row.brandKitId),
    });
  }
  return { popups: result, consent: await consentConfig(db, workspace.id), surveys: await liveSiteSurveys(db, workspace.id) };
}

/** The consent banner's texts for the script's own banner, in the workspace's default brand kit's first colour. */
async function consentConfig(db: Db, workspaceId: string): Promise<SiteConsentConfig> {
  const { enabled, message, acceptLabel, rejectLabel, chooseLabel, privacyUrl, position, version } = await getConsentBanner(db, workspaceId);
  const kit = await getDefaultBrandKit(db, { workspaceId, userId: "", role: "viewer" }).catch(() => null);
  return { enabled, message, acceptLabel, rejectLabel, chooseLabel, privacyUrl, position, version, colours: coloursFor(kit?.kit.colours[0]?.hex) };
}

/** GET /api/public/popups?ws=<slug>: the live pop-ups' config (CORS *, cached a minute). */
export async function handlePopupsConfig(db: Db, request: Request): Promise<Response> {
  const limited = limitedByIp(request);
  if (limited) return limited;
  const slug = new URL(request.url).searchParams.get("ws") ?? "";
  const workspace = slug ? await workspaceBySlug(db, slug) : null;
  if (!workspace) return json(404, { popups: [], error: "No workspace has this address." }, { "Cache-Control": "public, max-age=60" });
  return json(200, await liveSiteConfig(db, workspace), { "Cache-Control": "public, max-age=60, stale-while-revalidate=300" });
}

/** Reads at most `limit` bytes of the body; null when it's longer. */
export async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const ACCEPTED_EVENTS = new Set<string>([
  SITE_EVENTS.pageView,
  SITE_EVENTS.popupView,
  SITE_EVENTS.popupConversion,
  SURVEY_EVENTS.shown,
  SURVEY_EVENTS.dismissed,
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_URL = 1000;

type Incoming = { event?: unknown; distinctId?: unknown; properties?: unknown };

/** The properties the receiver keeps: the page's address (bounded), its utm_* and the pop-up's id. */
function propertiesOf(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const url = typeof raw.$current_url === "string" ? raw.$current_url.slice(0, MAX_URL) : "";
  if (url) {
    out.$current_url = url;
    try {
      for (const [key, value] of new URL(url).searchParams) if (key.startsWith("utm_") && key.length <= 40) out[key] = value.slice(0, 100);
    } catch {
      // not an address: kept as text only
    }
  }
  if (typeof raw.popup_id === "string") out.popup_id = raw.popup_id;
  if (typeof raw.$survey_id === "string" && UUID.test(raw.$survey_id)) out.$survey_id = raw.$survey_id;
  return out;
}

/**
 * POST /api/public/events: the site script's beacons, `{ ws, events: [{ event, properties, distinctId? }] }`
 * as text (sendBeacon sends no preflight). Limited in size and rate (per address, per workspace);
 * only the site script's events about this workspace's own pop-ups are kept. An event without a
 * visitor id (consent not given) gets a fresh random one, so it links to nothing.
 */
export async function handleSiteEvents(db: Db, request: Request): Promise<Response> {
  const limited = limitedByIp(request);
  if (limited) return limited;
  const text = await readLimited(request, PUBLIC_LIMITS.eventsBodyBytes);
  if (text === null) return json(413, { error: `A batch takes at most ${PUBLIC_LIMITS.eventsBodyBytes / 1024} kB.` });
  let body: { ws?: unknown; events?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return json(400, { error: "The body isn't JSON." });
  }
  if (typeof body?.ws !== "string" || !Array.isArray(body.events)) return json(400, { error: "Send { ws, events: [...] }." });
  if (body.events.length > PUBLIC_LIMITS.eventsPerBatch) return json(413, { error: `A batch holds at most ${PUBLIC_LIMITS.eventsPerBatch} events.` });
  const workspace = await workspaceBySlug(db, body.ws);
  if (!workspace) return json(404, { error: "No workspace has this address." });
  const taken = limiters.workspace.take(workspace.id, Math.max(1, body.events.length));
  if (!taken.ok) return json(429, { error: "Too many events. Try again in a minute." }, { "Retry-After": String(taken.retryAfterSeconds) });

  const ownPopups = new Set((await db.select({ id: popups.id }).from(popups).where(eq(popups.workspaceId, workspace.id))).map((r) => r.id));
  const events: CaptureEventInput[] = [];
  let skipped = 0;
  for (const raw of body.events as Incoming[]) {
    const properties = raw && typeof raw.properties === "object" && raw.properties !== null ? propertiesOf(raw.properties as Record<string, unknown>) : {};
    const aboutPopup = raw?.event === SITE_EVENTS.popupView || raw?.event === SITE_EVENTS.popupConversion;
    if (typeof raw?.event !== "string" || !ACCEPTED_EVENTS.has(raw.event) || (aboutPopup && !ownPopups.has(properties.popup_id ?? ""))) {
      skipped++;
      continue;
    }
    const aboutSurvey = raw.event === SURVEY_EVENTS.shown || raw.event === SURVEY_EVENTS.dismissed;
    if (aboutSurvey && !properties.$survey_id) {
      skipped++;
      continue;
    }
    if (!aboutPopup) delete properties.popup_id;
    if (!aboutSurvey) delete properties.$survey_id;
    const distinctId =
      typeof raw.distinctId === "string" && raw.distinctId.length > 0 && raw.distinctId.length <= 100 ? raw.distinctId : `anon-${randomUUID()}`;
    events.push({ workspaceId: workspace.id, event: raw.event, distinctId, source: "site-script", properties });
  }
  try {
    const { accepted, rejected } = captureMany(events);
    return json(202, { accepted, rejected: rejected.length + skipped });
  } catch (error) {
    getLogger().warn({ err: error }, "site events not recorded");
    return json(503, { error: "Events can't be recorded right now." }, { "Retry-After": "5" });
  }
}
