import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import { capture, SITE_EVENTS } from "@/modules/analytics";
import { getBrandKit } from "@/modules/assets";
import { getWorkspaceSettings, workspaceBySlug, type Tenant } from "@/modules/identity";
import { env, siteUrl } from "@/env";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { hostedPagePath } from "../contracts/pages.constants";
import { websitePages } from "../db/pages.table";
import type { PageData } from "../pages/page-data";
import { pageLook } from "../pages/page-theme";
import { hostedPagePolicy, renderHostedPage } from "../pages/render-page";
import { getConsentBanner } from "./consent-settings.service";
import { workspaceIdForHost } from "./domains.service";
import { installSnippet } from "./popups-public";
import { cachedHostedPage, rememberHostedPage, type HostedEntry } from "./pages.cache";

export type HostedRequest = { workspaceSlug: string; pageSlug: string; search: URLSearchParams; ip: string | null; userAgent: string };

/** What the hosted page's response carries besides its body. */
const PAGE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";
const baseHeaders = { "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin" };

/** Looks a published page up and renders it (the cache's miss path). Drafts are never read here. */
/**
 * The workspace an address names: `/p/<workspace slug>/…` on the product's host, or `~<host>` when
 * the proxy rewrote a verified custom domain's `/<page slug>` (then the page's own address is on that host).
 */
async function siteOf(db: Db, workspaceSlug: string) {
  if (!workspaceSlug.startsWith("~")) {
    const workspace = await workspaceBySlug(db, workspaceSlug);
    return (
      workspace && {
        ...workspace,
        pageUrl: (pageSlug: string) => `${siteUrl()}${hostedPagePath(workspace.slug, pageSlug)}`,
        // On the product's host a site's consent cookie is kept on its own pages and forms only (the product has its own).
        cookiePaths: [`/p/${workspace.slug}`, `/f/${workspace.slug}`],
      }
    );
  }
  const host = workspaceSlug.slice(1);
  const workspaceId = await workspaceIdForHost(db, host);
  if (!workspaceId) return null;
  const workspace = await workspaceBySlug(db, (await getWorkspaceSettings(db, { workspaceId })).slug);
  return workspace && { ...workspace, pageUrl: (pageSlug: string) => `https://${host}/${pageSlug}`, cookiePaths: ["/"] };
}

async function loadHostedPage(db: Db, workspaceSlug: string, pageSlug: string): Promise<HostedEntry> {
  const workspace = await siteOf(db, workspaceSlug);
  if (!workspace) return { missing: true, workspaceId: null, pageSlug };
  const [page] = await db
    .select({ id: websitePages.id, published: websitePages.published, version: websitePages.publishedVersion, brandKitId: websitePages.brandKitId })
    .from(websitePages)
    .where(
      and(eq(websitePages.workspaceId, workspace.id), eq(websitePages.slug, pageSlug), eq(websitePages.status, "published"), isNotNull(websitePages.published)),
    )
    .limit(1);
  if (!page?.published) return { missing: true, workspaceId: workspace.id, pageSlug };
  // A system read of the page's kit: the visitor is no member, the page's own workspace is the tenant.
  const reader: Tenant = { workspaceId: workspace.id, userId: "00000000-0000-0000-0000-000000000000", role: "viewer" };
  const kit = page.brandKitId ? await getBrandKit(db, reader, page.brandKitId).catch(() => null) : null;
  const data = page.published as PageData;
  const url = workspace.pageUrl(pageSlug);
  const banner = await getConsentBanner(db, workspace.id);
  const { html, csp } = renderHostedPage({
    data,
    pageId: page.id,
    workspaceSlug: workspace.slug,
    ...pageLook(kit?.kit ?? null),
    url,
    fallbackOgImage: `${siteUrl()}/api/og?title=${encodeURIComponent(data.root.props.title || "")}`,
    beaconUrl: `/api/public/pages/${page.id}/cta`,
    isDemo: workspace.isDemo,
    siteScriptUrl: installSnippet(workspace.slug).scriptUrl,
    consent: { banner, workspaceSlug: workspace.slug, cookiePaths: workspace.cookiePaths, source: "page" },
  });
  // The banner's settings are part of the page: a change to them is a new ETag.
  const bannerTag = createHash("sha256")
    .update(JSON.stringify([banner.enabled, banner.version, banner.position]))
    .digest("base64url")
    .slice(0, 6);
  return {
    workspaceId: workspace.id,
    pageId: page.id,
    pageSlug,
    version: page.version,
    html,
    csp,
    etag: `"${page.id.slice(0, 8)}-${page.version}-${bannerTag}"`,
  };
}

/**
 * A first-party anonymous visitor id without cookies: a hash of the address, the browser's
 * user-agent, the day and a server secret, as cookieless analytics do. It counts a visitor once a
 * day per workspace and can't be reversed or followed across days.
 */
export function anonymousVisitorId(workspaceId: string, ip: string | null, userAgent: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return `anon_${createHash("sha256")
    .update(`${env.NEXTAUTH_SECRET}|${day}|${workspaceId}|${ip ?? ""}|${userAgent.slice(0, 300)}`)
    .digest("base64url")
    .slice(0, 22)}`;
}

/** The landing URL's utm_* parameters (at most 8, each bounded), as event properties. */
export function utmProperties(search: URLSearchParams | Record<string, unknown>): Record<string, string> {
  const entries = search instanceof URLSearchParams ? [...search.entries()] : Object.entries(search);
  const utm: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (Object.keys(utm).length >= 8) break;
    if (/^utm_[a-z]{1,20}$/.test(key) && typeof value === "string" && value) utm[key] = value.slice(0, 100);
  }
  return utm;
}

function notFound(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Page not found</title></head><body><h1>Page not found</h1><p>This page doesn't exist or isn't published.</p></body></html>`;
  return new Response(html, {
    status: 404,
    headers: {
      ...baseHeaders,
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=10",
      "Content-Security-Policy": hostedPagePolicy("'none'"),
    },
  });
}

/** The response of /p/<workspace>/<page>: the published snapshot, from the cache when it holds it, and its $pageview. */
export async function serveHostedPage(db: Db, request: HostedRequest, ifNoneMatch: string | null): Promise<Response> {
  let entry = cachedHostedPage(request.workspaceSlug, request.pageSlug);
  if (!entry) {
    entry = await loadHostedPage(db, request.workspaceSlug, request.pageSlug);
    rememberHostedPage(request.workspaceSlug, request.pageSlug, entry);
  }
  if ("missing" in entry) return notFound();
  try {
    capture({
      workspaceId: entry.workspaceId,
      event: SITE_EVENTS.pageView,
      distinctId: anonymousVisitorId(entry.workspaceId, request.ip, request.userAgent),
      source: "page",
      properties: { page_id: entry.pageId, ...utmProperties(request.search) },
    });
  } catch (error) {
    // A full event buffer loses this view; the visitor still gets the page.
    getLogger().warn({ err: error }, "a landing page view was not recorded");
  }
  const headers = { ...baseHeaders, "Cache-Control": PAGE_CACHE_CONTROL, ETag: entry.etag, "Content-Security-Policy": entry.csp };
  if (ifNoneMatch === entry.etag) return new Response(null, { status: 304, headers });
  return new Response(entry.html, { status: 200, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
