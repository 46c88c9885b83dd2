/**
 * What an SEO audit reads from a page, found by a small hand-written tokenizer (no DOM, no
 * dependency): title, meta description and robots, canonicals, H1s, images without alt, links,
 * sub-resources (for mixed content) and structured data. Pure.
 */

export type PageFacts = {
  titles: string[];
  descriptions: string[];
  robots: string[];
  /** href values of rel=canonical links, as written. */
  canonicals: string[];
  h1Count: number;
  /** src of images with no alt attribute at all (alt="" marks a decorative image and is fine). */
  imagesWithoutAlt: string[];
  /** Absolute URLs of a[href] (http and https only), fragment removed. */
  links: string[];
  /** Absolute URLs of sub-resources the page loads (images, scripts, styles, frames, media). */
  resources: string[];
  structuredData: boolean;
};

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributes(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!out.has(name)) out.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ""));
  }
  return out;
}

const RAW_TEXT = new Set(["script", "style", "title", "textarea", "noscript", "template"]);
const RESOURCE_ATTRS: Record<string, string[]> = {
  img: ["src"],
  script: ["src"],
  iframe: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  source: ["src"],
  embed: ["src"],
  object: ["data"],
  track: ["src"],
};

/** Resolves a reference against the page; null for what isn't a web address (mailto:, javascript:, bad syntax). */
export function resolveHref(href: string, base: string): string | null {
  const trimmed = href.trim();
  if (!trimmed || trimmed.startsWith("#")) return null;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    return url.href;
  } catch {
    return null;
  }
}

/** Reads the facts of an HTML page served at `pageUrl`. */
export function extractPage(html: string, pageUrl: string): PageFacts {
  const facts: PageFacts = {
    titles: [],
    descriptions: [],
    robots: [],
    canonicals: [],
    h1Count: 0,
    imagesWithoutAlt: [],
    links: [],
    resources: [],
    structuredData: false,
  };
  let base = pageUrl;
  const hrefs: string[] = [];
  const resourceRefs: string[] = [];
  let i = 0;
  const length = html.length;
  const lower = html.toLowerCase();
  while (i < length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) break;
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end < 0 ? length : end + 3;
      continue;
    }
    const nameMatch = /^<([a-zA-Z][a-zA-Z0-9:-]*)/.exec(html.slice(lt, lt + 40));
    if (!nameMatch) {
      i = lt + 1;
      continue;
    }
    const name = nameMatch[1]!.toLowerCase();
    const gt = tagEnd(html, lt + nameMatch[0].length);
    const attrs = attributes(html.slice(lt + nameMatch[0].length, gt));
    i = gt + 1;
    if (attrs.has("itemscope")) facts.structuredData = true;
    if (RAW_TEXT.has(name)) {
      const close = lower.indexOf(`</${name}`, i);
      const inner = html.slice(i, close < 0 ? length : close);
      if (name === "title") facts.titles.push(decodeEntities(inner).replace(/\s+/g, " ").trim());
      if (name === "script" && /^application\/ld\+json$/i.test((attrs.get("type") ?? "").trim()) && inner.trim()) facts.structuredData = true;
      if (name === "script" && attrs.has("src")) resourceRefs.push(attrs.get("src")!);
      i = close < 0 ? length : close;
      continue;
    }
    switch (name) {
      case "base":
        if (attrs.get("href")) base = resolveHref(attrs.get("href")!, pageUrl) ?? base;
        break;
      case "meta": {
        const key = (attrs.get("name") ?? "").toLowerCase();
        const content = (attrs.get("content") ?? "").trim();
        if (key === "description") facts.descriptions.push(content.replace(/\s+/g, " "));
        if (key === "robots" || key === "aimarketingtoolsbot") facts.robots.push(content.toLowerCase());
        break;
      }
      case "link": {
        const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
        if (rel.includes("canonical")) facts.canonicals.push(attrs.get("href") ?? "");
        if ((rel.includes("stylesheet") || rel.includes("icon") || rel.includes("preload")) && attrs.get("href")) resourceRefs.push(attrs.get("href")!);
        break;
      }
      case "h1":
        facts.h1Count++;
        break;
      case "a":
        if (attrs.has("href")) hrefs.push(attrs.get("href")!);
        break;
      case "img":
        if (!attrs.has("alt")) facts.imagesWithoutAlt.push(attrs.get("src") ?? "(no src)");
        break;
    }
    for (const attr of RESOURCE_ATTRS[name] ?? []) if (attrs.get(attr)) resourceRefs.push(attrs.get(attr)!);
  }
  facts.links = [...new Set(hrefs.map((h) => resolveHref(h, base)).filter((u): u is string => u !== null))];
  facts.resources = [...new Set(resourceRefs.map((h) => resolveHref(h, base)).filter((u): u is string => u !== null))];
  facts.imagesWithoutAlt = facts.imagesWithoutAlt.map((src) => resolveHref(src, base) ?? src);
  return facts;
}

/** The index of the `>` closing a tag, skipping quoted attribute values. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let j = from; j < html.length; j++) {
    const c = html[j]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === ">") return j;
  }
  return html.length - 1;
}
