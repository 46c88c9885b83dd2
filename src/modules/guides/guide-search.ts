import type { Guide } from "./guide-file";

/**
 * The words of a guide's Markdown without its markup (heading and list markers, fences, emphasis,
 * code ticks, link addresses, escapes): what a reader sees, for searching. A few patterns over the
 * source are enough for search; the page itself is drawn by react-markdown (markdown.tsx), on the server.
 */
export function markdownText(source: string): string {
  return source
    .replace(/\r\n?/g, "\n")
    .replace(/^ {0,3}(`{3,}|~{3,}).*$/gm, "")
    .replace(/^ {0,3}#{1,6}(\s+|$)/gm, "")
    .replace(/^ {0,3}(?:[-*+]|\d{1,9}[.)])\s+/gm, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(?<!\\)(\*+|`+)|(?<![\w\\])_+|_+(?!\w)/g, "")
    .replace(/\\([!-/:-@[-`{-~])/g, "$1")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/** Lower case, accents folded, runs of spaces as one: "Théme  Dark" → "theme dark". */
export function normalize(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

export type SearchableGuide = Guide & { searchText: string };

/** Each guide with the words a reader sees in it (title, summary and body without markup). */
export function indexGuides(guides: Guide[]): SearchableGuide[] {
  return guides.map((g) => ({ ...g, searchText: normalize([g.title, g.summary, markdownText(g.body)].join(" \n ")) }));
}

/** The guides in which every word of `query` appears (in any order); all of them for an empty query. */
export function filterGuides<G extends SearchableGuide>(guides: G[], query: string): G[] {
  const words = normalize(query).split(" ").filter(Boolean);
  if (words.length === 0) return guides;
  return guides.filter((g) => words.every((w) => g.searchText.includes(w)));
}

/** Guides grouped by area, areas in the order their first guide appears. */
export function groupByArea<G extends Pick<Guide, "area">>(guides: G[]): { area: string; guides: G[] }[] {
  const groups = new Map<string, G[]>();
  for (const guide of guides) {
    const list = groups.get(guide.area);
    if (list) list.push(guide);
    else groups.set(guide.area, [guide]);
  }
  return [...groups].map(([area, list]) => ({ area, guides: list }));
}
