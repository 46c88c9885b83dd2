/**
 * The files a crawl reads before any page: robots.txt (its rules apply to every later request)
 * and the sitemaps (sitemap.xml, those robots.txt names, and those a sitemap index lists).
 */
import { gunzipSync } from "node:zlib";
import { guardedFetch, USER_AGENT_TOKEN, type FetchOptions } from "./fetch";
import { allowAll, disallowAll, parseRobots, type Robots } from "./robots";
import { parseSitemap } from "./sitemap";

const ROBOTS_MAX_BYTES = 512 * 1024;
const SITEMAP_MAX_BYTES = 10 * 1024 * 1024;
/** Sitemaps read at most (an index and its children), and URLs kept from them. */
export const MAX_SITEMAPS = 25;
export const MAX_SITEMAP_URLS = 50_000;

export type RobotsFile = { robots: Robots; status: number | null; error: string | null; blocked: boolean };

/**
 * robots.txt of the site. As RFC 9309 says: missing (4xx) allows everything; a server error or no
 * answer means everything is disallowed.
 */
export async function readRobots(origin: string, opts: FetchOptions): Promise<RobotsFile> {
  const res = await guardedFetch(`${origin}/robots.txt`, { ...opts, maxBytes: ROBOTS_MAX_BYTES, accept: "text/plain,*/*;q=0.5" });
  if (res.error?.kind === "blocked") return { robots: disallowAll(), status: null, error: res.error.message, blocked: true };
  if (res.status === null) return { robots: disallowAll(), status: null, error: res.error?.message ?? "No answer.", blocked: false };
  if (res.status >= 500) return { robots: disallowAll(), status: res.status, error: `robots.txt answered ${res.status}.`, blocked: false };
  if (res.status >= 400 || !res.body) return { robots: allowAll(), status: res.status, error: null, blocked: false };
  return { robots: parseRobots(res.body.toString("utf8"), USER_AGENT_TOKEN), status: res.status, error: null, blocked: false };
}

export type SitemapFiles = {
  /** Sitemaps that were read, with their URL count. */
  read: Array<{ url: string; urls: number }>;
  /** Sitemaps that couldn't be read, with why. */
  failed: Array<{ url: string; reason: string }>;
  /** Page URLs listed, as written (normalized by the caller). */
  urls: string[];
};

function bodyText(body: Buffer): string {
  return body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body, { maxOutputLength: SITEMAP_MAX_BYTES }).toString("utf8") : body.toString("utf8");
}

/** Reads the sitemaps breadth first from the given starting points, within the caps. */
export async function readSitemaps(starts: string[], opts: FetchOptions): Promise<SitemapFiles> {
  const out: SitemapFiles = { read: [], failed: [], urls: [] };
  const queue = [...new Set(starts)];
  const seen = new Set(queue);
  while (queue.length > 0 && out.read.length + out.failed.length < MAX_SITEMAPS) {
    const url = queue.shift()!;
    const res = await guardedFetch(url, { ...opts, maxBytes: SITEMAP_MAX_BYTES, accept: "application/xml,text/xml,*/*;q=0.5" });
    if (res.error || res.status !== 200 || !res.body) {
      out.failed.push({ url, reason: res.error?.message ?? (res.tooLarge ? "Larger than 10 MB." : `Answered ${res.status}.`) });
      continue;
    }
    let parsed;
    try {
      parsed = parseSitemap(bodyText(res.body));
    } catch {
      out.failed.push({ url, reason: "Couldn't be decompressed." });
      continue;
    }
    if (parsed.kind === "unknown") {
      out.failed.push({ url, reason: "Isn't a sitemap (no urlset or sitemapindex)." });
      continue;
    }
    out.read.push({ url, urls: parsed.kind === "urlset" ? parsed.locs.length : 0 });
    if (parsed.kind === "index") {
      for (const loc of parsed.locs) {
        if (!seen.has(loc)) {
          seen.add(loc);
          queue.push(loc);
        }
      }
    } else {
      out.urls.push(...parsed.locs.slice(0, Math.max(0, MAX_SITEMAP_URLS - out.urls.length)));
    }
  }
  return out;
}
