/** Sitemaps (sitemaps.org): a urlset lists pages, a sitemapindex lists more sitemaps. Pure. */
import { decodeEntities } from "./html";

export type ParsedSitemap = { kind: "urlset" | "index" | "unknown"; locs: string[] };

export function parseSitemap(xml: string): ParsedSitemap {
  const head = xml.slice(0, 4096).toLowerCase();
  const kind = /<(\w+:)?sitemapindex[\s>]/.test(head) ? "index" : /<(\w+:)?urlset[\s>]/.test(head) ? "urlset" : "unknown";
  const locs: string[] = [];
  for (const m of xml.matchAll(/<(?:\w+:)?loc>\s*(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?\s*<\/(?:\w+:)?loc>/gi)) {
    const loc = decodeEntities(m[1]!.trim());
    if (loc) locs.push(loc);
  }
  return { kind, locs };
}
