/**
 * The audit's checks, pure over a crawl: each finding names its check, its severity, every affected
 * URL (a capped list, an exact count) with a short detail. Thresholds and fixes are in catalog.ts.
 */
import {
  checks,
  DESCRIPTION_MAX,
  LARGE_PAGE_BYTES,
  SLOW_RESPONSE_MS,
  TITLE_MAX,
  URLS_PER_FINDING,
  severityOrder,
  type CheckId,
  type Severity,
} from "./catalog";
import { normalize, type CrawledPage, type CrawlResult } from "./crawler";
import { countOf } from "@/lib/count-words";

export type FindingUrl = { url: string; detail?: string };
export type Finding = { check: CheckId; severity: Severity; count: number; urls: FindingUrl[] };

const isNoindex = (p: CrawledPage) => p.noindexHeader || (p.facts?.robots ?? []).some((r) => /(^|[\s,])(noindex|none)($|[\s,])/.test(r));
const broken = (p: CrawledPage) => (p.error !== null && p.error.kind !== "cancelled") || (p.finalStatus ?? 0) >= 400;
const statusText = (p: CrawledPage) => (p.error ? p.error.message : String(p.finalStatus));
const list = (urls: string[], max = 3) => urls.slice(0, max).join(", ") + (urls.length > max ? ` and ${urls.length - max} more` : "");

export function runChecks(crawl: CrawlResult): Finding[] {
  const found = new Map<CheckId, Map<string, string | undefined>>();
  const add = (check: CheckId, url: string, detail?: string) => {
    let urls = found.get(check);
    if (!urls) found.set(check, (urls = new Map()));
    if (!urls.has(url)) urls.set(url, detail);
  };
  const byUrl = new Map(crawl.pages.map((p) => [p.url, p]));
  const docs = crawl.pages.filter((p) => p.facts !== null);
  const origin = new URL(crawl.startUrl).origin;

  // Site-wide files.
  if (crawl.robots.error) add("robots-unreachable", `${origin}/robots.txt`, crawl.robots.error);
  else if (crawl.pages.length === 0 && crawl.robots.disallowed.includes(crawl.startUrl)) add("start-disallowed", crawl.startUrl);
  if (crawl.sitemap.read.length === 0 && !crawl.robots.error)
    add("sitemap-missing", `${origin}/sitemap.xml`, crawl.sitemap.failed.map((f) => f.reason).join(" ") || undefined);

  // Links: who links to what (a redirecting target counts as linking to where it lands).
  const linkedFrom = new Map<string, string[]>();
  for (const doc of docs) {
    for (const link of doc.facts!.links) {
      const from = linkedFrom.get(link);
      if (from) from.push(doc.url);
      else linkedFrom.set(link, [doc.url]);
    }
  }
  const linked = new Set(linkedFrom.keys());
  for (const p of crawl.pages) if (p.redirects.length > 0 && linked.has(p.url)) linked.add(normalize(p.finalUrl) ?? p.finalUrl);
  const referrers = (url: string) => {
    const from = linkedFrom.get(url) ?? [];
    return from.length ? ` · linked from ${countOf(from.length, "page")}` : "";
  };

  // Answers.
  for (const p of crawl.pages) {
    if (p.error?.kind === "redirect-loop" || p.error?.kind === "too-many-redirects") add("redirect-loop", p.url, p.error.message);
    else if (p.error && p.error.kind !== "cancelled") add("unreachable", p.url, p.error.message);
    else if (p.redirects.length === 0 && p.status !== null && p.status >= 500) add("status-5xx", p.url, `${p.status}${referrers(p.url)}`);
    else if (p.redirects.length === 0 && p.status !== null && p.status >= 400) add("status-4xx", p.url, `${p.status}${referrers(p.url)}`);
    if (!p.error && p.redirects.length > 1)
      add(
        "redirect-chain",
        p.url,
        `${p.redirects.length} redirects: ${[...p.redirects.map((h) => `${h.status}`), String(p.finalStatus)].join(" → ")} to ${p.finalUrl}`,
      );
    if (!p.error && p.redirects.length === 0 && p.timeMs > SLOW_RESPONSE_MS) add("slow-response", p.url, `${(p.timeMs / 1000).toFixed(1)} s`);
    if (p.tooLarge) add("page-too-large", p.url, "Over 5 MB: not read past that");
    else if (p.facts && p.bytes > LARGE_PAGE_BYTES) add("page-too-large", p.url, `${(p.bytes / 1024 / 1024).toFixed(1)} MB`);
  }

  // Broken links, listed on the pages that hold them.
  const externalBroken = new Map(
    crawl.external.filter((e) => !e.blocked && (e.status === null || e.status >= 400)).map((e) => [e.url, e.error ?? String(e.status)]),
  );
  for (const doc of docs) {
    const internalBroken: string[] = [];
    const externalOut: string[] = [];
    for (const link of doc.facts!.links) {
      const target = byUrl.get(link);
      if (target && broken(target)) internalBroken.push(`${link} (${statusText(target)})`);
      if (externalBroken.has(link)) externalOut.push(`${link} (${externalBroken.get(link)})`);
    }
    if (internalBroken.length) add("broken-internal-link", doc.url, `Links to ${list(internalBroken)}`);
    if (externalOut.length) add("broken-external-link", doc.url, `Links to ${list(externalOut)}`);
  }

  // Page content.
  const canonicalOf = new Map<string, string | null>();
  for (const doc of docs) {
    const f = doc.facts!;
    const title = f.titles[0] ?? "";
    if (!title) add("title-missing", doc.url);
    else if (title.length > TITLE_MAX) add("title-too-long", doc.url, `${title.length} characters: “${title}”`);
    const description = f.descriptions[0] ?? "";
    if (!description) add("description-missing", doc.url);
    else if (description.length > DESCRIPTION_MAX) add("description-too-long", doc.url, `${description.length} characters`);
    if (f.h1Count === 0) add("h1-missing", doc.url);
    else if (f.h1Count > 1) add("h1-multiple", doc.url, `${f.h1Count} H1 headings`);
    if (f.imagesWithoutAlt.length) add("img-alt-missing", doc.url, `${countOf(f.imagesWithoutAlt.length, "image")}: ${list(f.imagesWithoutAlt)}`);
    if (doc.url.startsWith("https:")) {
      const insecure = f.resources.filter((r) => r.startsWith("http:"));
      if (insecure.length) add("mixed-content", doc.url, `Loads ${list(insecure)}`);
    }
    if (isNoindex(doc)) add("noindex", doc.url, doc.noindexHeader ? "X-Robots-Tag header" : "robots meta tag");
    else if (!f.structuredData) add("structured-data-missing", doc.url);
    canonicalOf.set(doc.url, checkCanonical(doc, byUrl, add));
  }

  // Duplicates among the pages meant to be indexed as themselves.
  const indexable = docs.filter((d) => !isNoindex(d) && (canonicalOf.get(d.url) ?? d.url) === d.url);
  duplicates(
    indexable,
    (d) => d.facts!.titles[0] ?? "",
    (url, n) => add("title-duplicate", url, `Same title as ${countOf(n, "other page")}`),
  );
  duplicates(
    indexable,
    (d) => d.facts!.descriptions[0] ?? "",
    (url, n) => add("description-duplicate", url, `Same description as ${countOf(n, "other page")}`),
  );

  // The sitemap against the crawl.
  if (crawl.sitemap.read.length > 0) {
    const inSitemap = new Set(crawl.sitemap.urls);
    for (const doc of indexable) if (doc.finalStatus === 200 && !inSitemap.has(doc.url)) add("sitemap-missing-page", doc.url);
    for (const url of crawl.sitemap.urls)
      if (url !== crawl.startUrl && !linked.has(url)) add("orphan-page", url, "Listed in the sitemap; no crawled page links to it");
  }

  return [...found.entries()]
    .map(([check, urls]) => ({
      check,
      severity: checks[check].severity as Severity,
      count: urls.size,
      urls: [...urls.entries()].slice(0, URLS_PER_FINDING).map(([url, detail]) => (detail ? { url, detail } : { url })),
    }))
    .sort((a, b) => severityOrder.indexOf(a.severity) - severityOrder.indexOf(b.severity) || b.count - a.count || a.check.localeCompare(b.check));
}

/** The page's canonical problems; returns the URL it names (null when none or invalid). */
function checkCanonical(doc: CrawledPage, byUrl: Map<string, CrawledPage>, add: (check: CheckId, url: string, detail?: string) => void): string | null {
  const hrefs = doc.facts!.canonicals;
  if (hrefs.length === 0) return null;
  if (hrefs.length > 1) add("canonical-multiple", doc.url, `${hrefs.length} canonical links: ${list(hrefs.map((h) => h || "(empty)"))}`);
  const href = hrefs[0]!.trim();
  const resolved = href ? normalize(href, doc.url) : null;
  if (!resolved) {
    add("canonical-invalid", doc.url, href ? `“${href}” isn't a web address` : "The canonical link has no address");
    return null;
  }
  if (!/^https?:\/\//i.test(href)) add("canonical-invalid", doc.url, `“${href}” is relative: write the full address`);
  if (resolved === doc.url) return resolved;
  add("canonical-elsewhere", doc.url, `Points to ${resolved}`);
  const target = byUrl.get(resolved);
  if (target && (broken(target) || target.redirects.length > 0 || target.finalStatus !== 200)) {
    add("canonical-broken", doc.url, `Points to ${resolved}, which ${target.redirects.length > 0 ? "redirects" : `answered ${statusText(target)}`}`);
  }
  return resolved;
}

function duplicates(pages: CrawledPage[], key: (p: CrawledPage) => string, report: (url: string, others: number) => void) {
  const groups = new Map<string, string[]>();
  for (const p of pages) {
    const k = key(p).trim().toLowerCase();
    if (!k) continue;
    const group = groups.get(k);
    if (group) group.push(p.url);
    else groups.set(k, [p.url]);
  }
  for (const urls of groups.values()) if (urls.length > 1) for (const url of urls) report(url, urls.length - 1);
}
