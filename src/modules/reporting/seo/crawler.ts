/**
 * The SEO crawler: robots.txt first (its rules and Crawl-delay apply to every page), the sitemaps,
 * then breadth first from the start URL within the same host, up to the page and depth limits, a
 * few requests at a time; pages only the sitemap lists come after the linked ones. Then each
 * distinct external link is checked once (HEAD, GET when HEAD isn't answered), up to a cap. Every
 * request goes through the SSRF guard.
 */
import { egressAgents } from "@/server/egress";
import { guardedFetch, type FetchErrorKind, type FetchOptions, type Hop } from "./fetch";
import { currentPolicy, type GuardPolicy } from "./guard";
import { extractPage, type PageFacts } from "./html";
import { isAllowed } from "./robots";
import { readRobots, readSitemaps } from "./site-files";

export const CRAWL_DEFAULTS = { maxDepth: 10, concurrency: 4, maxExternalLinks: 200, externalConcurrency: 4, crawlDelayCapSeconds: 2 };

export type CrawledPage = {
  url: string;
  depth: number;
  /** Status of the first answer (a 3xx when the URL redirects); null when none came. */
  status: number | null;
  finalUrl: string;
  finalStatus: number | null;
  redirects: Hop[];
  error: { kind: FetchErrorKind; message: string } | null;
  contentType: string;
  bytes: number;
  tooLarge: boolean;
  timeMs: number;
  noindexHeader: boolean;
  /** Read from the HTML of a 200 answer at this very URL (not through a redirect). */
  facts: PageFacts | null;
};

export type ExternalCheck = { url: string; status: number | null; error: string | null; blocked: boolean };

export type CrawlResult = {
  startUrl: string;
  pages: CrawledPage[];
  robots: { status: number | null; error: string | null; crawlDelay: number | null; disallowedCount: number; disallowed: string[] };
  sitemap: { read: string[]; failed: Array<{ url: string; reason: string }>; urls: string[] };
  external: ExternalCheck[];
  externalTotal: number;
  /** Internal URLs found but not crawled because the page limit was reached. */
  notCrawled: number;
  cancelled: boolean;
  /** The SSRF guard refused the site itself (nothing was crawled), and why. */
  refused: string | null;
};

export type CrawlOptions = {
  startUrl: string;
  maxPages: number;
  maxDepth?: number;
  concurrency?: number;
  maxExternalLinks?: number;
  crawlDelayCapSeconds?: number;
  timeoutMs?: number;
  maxBytes?: number;
  policy?: GuardPolicy;
  /** Extra trusted CA (PEM), for the local HTTPS test site. */
  ca?: string;
  signal?: AbortSignal;
  onPage?: (crawled: number, limit: number) => void | Promise<void>;
};

const isHtml = (type: string) => /text\/html|application\/xhtml\+xml/i.test(type);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `work` over `items` with at most `n` at once. */
export async function pool<T>(items: T[], n: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export async function crawl(opts: CrawlOptions): Promise<CrawlResult> {
  const start = new URL(opts.startUrl);
  start.hash = "";
  const policy = opts.policy ?? currentPolicy();
  const agents = egressAgents(opts.concurrency ?? CRAWL_DEFAULTS.concurrency, opts.ca);
  const fetchOpts: FetchOptions = { policy, agents, signal: opts.signal, timeoutMs: opts.timeoutMs, maxBytes: opts.maxBytes, ca: opts.ca };
  const internal = (u: URL) => u.hostname === start.hostname && u.port === start.port;
  const maxDepth = opts.maxDepth ?? CRAWL_DEFAULTS.maxDepth;
  try {
    const robotsFile = await readRobots(start.origin, fetchOpts);
    const { robots } = robotsFile;
    if (robotsFile.blocked) {
      return {
        startUrl: start.href,
        pages: [],
        robots: { status: null, error: null, crawlDelay: null, disallowedCount: 0, disallowed: [] },
        sitemap: { read: [], failed: [], urls: [] },
        external: [],
        externalTotal: 0,
        notCrawled: 0,
        cancelled: false,
        refused: robotsFile.error,
      };
    }
    const delayMs = robots.crawlDelay ? Math.min(robots.crawlDelay, opts.crawlDelayCapSeconds ?? CRAWL_DEFAULTS.crawlDelayCapSeconds) * 1000 : 0;
    const sitemapStarts = robots.disallowAll ? [] : [...robots.sitemaps, `${start.origin}/sitemap.xml`];
    const sitemaps = await readSitemaps(sitemapStarts, fetchOpts);
    const sitemapUrls = [...new Set(sitemaps.urls.map((u) => normalize(u)).filter((u): u is string => u !== null && internal(new URL(u))))];

    const pages: CrawledPage[] = [];
    const seen = new Set<string>();
    const disallowed: string[] = [];
    let disallowedCount = 0;
    let notCrawled = 0;
    const linkQueue: Array<{ url: string; depth: number }> = [];
    const sitemapQueue: Array<{ url: string; depth: number }> = [];
    const admit = (url: string, depth: number, into: Array<{ url: string; depth: number }>) => {
      if (seen.has(url)) return;
      seen.add(url);
      const u = new URL(url);
      if (!isAllowed(robots, `${u.pathname}${u.search}`)) {
        disallowedCount++;
        if (disallowed.length < 100) disallowed.push(url);
        return;
      }
      into.push({ url, depth });
    };
    admit(start.href, 0, linkQueue);
    for (const url of sitemapUrls) admit(url, 1, sitemapQueue);

    let inFlight = 0;
    const waiting: Array<() => void> = [];
    let lastStart = 0;
    const record = (page: CrawledPage) => {
      pages.push(page);
      void opts.onPage?.(pages.length, opts.maxPages);
    };
    const visit = async (item: { url: string; depth: number }) => {
      if (delayMs) {
        const wait = lastStart + delayMs - Date.now();
        lastStart = Math.max(Date.now(), lastStart + delayMs);
        if (wait > 0) await sleep(wait);
      }
      const res = await guardedFetch(item.url, { ...fetchOpts, readBody: (status, type) => status === 200 && (isHtml(type) || type === "") });
      const html = res.body && res.status === 200 && (isHtml(res.contentType) || /^\s*<(!doctype html|html)/i.test(res.body.subarray(0, 200).toString("utf8")));
      const xRobots = String(res.headers["x-robots-tag"] ?? "").toLowerCase();
      const base = {
        depth: item.depth,
        finalUrl: res.finalUrl,
        finalStatus: res.status,
        redirects: res.redirects,
        error: res.error,
        contentType: res.contentType,
        bytes: res.bytes,
        tooLarge: res.tooLarge,
        timeMs: res.timeMs,
        noindexHeader: /(^|[\s,:])(noindex|none)\b/.test(xRobots),
      };
      const facts = html ? extractPage(res.body!.toString("utf8"), res.finalUrl) : null;
      if (res.redirects.length > 0) {
        record({ ...base, url: item.url, status: res.redirects[0]!.status, facts: null });
        // The page the redirects end on is read once, as itself, when it is on this site.
        const landed = normalize(res.finalUrl);
        if (!res.error && landed && internal(new URL(landed)) && !seen.has(landed) && pages.length < opts.maxPages) {
          seen.add(landed);
          record({ ...base, url: landed, status: res.status, redirects: [], facts });
          follow(facts, landed, item.depth);
        }
      } else {
        record({ ...base, url: item.url, status: res.status, facts });
        follow(facts, item.url, item.depth);
      }
    };
    const follow = (facts: PageFacts | null, pageUrl: string, depth: number) => {
      if (!facts || depth >= maxDepth) return;
      for (const link of [...facts.links, ...facts.canonicals]) {
        const url = normalize(link, pageUrl);
        if (url && internal(new URL(url))) admit(url, depth + 1, linkQueue);
      }
    };
    const worker = async () => {
      for (;;) {
        if (opts.signal?.aborted) return;
        const item = linkQueue.shift() ?? sitemapQueue.shift();
        if (!item) {
          if (inFlight === 0) return;
          await new Promise<void>((r) => waiting.push(r));
          continue;
        }
        if (pages.length + inFlight >= opts.maxPages) {
          notCrawled++;
          continue;
        }
        inFlight++;
        try {
          await visit(item);
        } finally {
          inFlight--;
          for (const wake of waiting.splice(0)) wake();
        }
      }
    };
    const lanes = delayMs ? 1 : (opts.concurrency ?? CRAWL_DEFAULTS.concurrency);
    await Promise.all(Array.from({ length: lanes }, worker));
    notCrawled += linkQueue.length + sitemapQueue.length;

    const external = opts.signal?.aborted
      ? { checks: [], total: 0 }
      : await checkExternal(pages, internal, opts.maxExternalLinks ?? CRAWL_DEFAULTS.maxExternalLinks, fetchOpts);
    return {
      startUrl: start.href,
      pages,
      robots: { status: robotsFile.status, error: robotsFile.error, crawlDelay: robots.crawlDelay, disallowedCount, disallowed },
      sitemap: { read: sitemaps.read.map((s) => s.url), failed: sitemaps.failed, urls: sitemapUrls },
      external: external.checks,
      externalTotal: external.total,
      notCrawled,
      cancelled: Boolean(opts.signal?.aborted),
      refused: null,
    };
  } finally {
    agents.http.destroy();
    agents.https.destroy();
  }
}

/** Each distinct external link once, up to the cap: HEAD, then GET when HEAD fails or isn't allowed. */
async function checkExternal(pages: CrawledPage[], internal: (u: URL) => boolean, cap: number, fetchOpts: FetchOptions) {
  const all = new Set<string>();
  for (const page of pages) for (const link of page.facts?.links ?? []) if (!internal(new URL(link))) all.add(link);
  const targets = [...all].slice(0, cap);
  const checks: ExternalCheck[] = [];
  const opts: FetchOptions = { ...fetchOpts, agents: undefined, readBody: () => false };
  await pool(targets, CRAWL_DEFAULTS.externalConcurrency, async (url) => {
    if (fetchOpts.signal?.aborted) return;
    let res = await guardedFetch(url, { ...opts, method: "HEAD" });
    if (res.error?.kind !== "blocked" && (res.status === null || res.status >= 400)) res = await guardedFetch(url, { ...opts, method: "GET" });
    checks.push({ url, status: res.status, error: res.error?.message ?? null, blocked: res.error?.kind === "blocked" });
  });
  return { checks, total: all.size };
}

/** A URL as the crawler keys it: absolute http(s), no fragment; null for anything else. */
export function normalize(url: string, base?: string): string | null {
  try {
    const u = new URL(url, base);
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    u.hash = "";
    return u.href;
  } catch {
    return null;
  }
}
