/**
 * A readable plain-text version of an HTML message, for the text/plain part when none was written:
 * paragraphs and headings as blank-line separated blocks, line breaks kept, list items as "- item",
 * links as "text (url)", tables as rows of cells. Pure and isomorphic.
 */

const named: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  copy: "©",
  reg: "®",
  trade: "™",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  middot: "·",
  bull: "•",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  deg: "°",
  times: "×",
  zwnj: "",
  zwj: "",
  shy: "",
};

/** Decodes character references (named ones of the list above, decimal and hex). */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/** An attribute's value as written (entities not decoded). */
const attributeRaw = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : null;
};

const blockTags =
  /^(?:p|div|h[1-6]|table|tbody|thead|tfoot|blockquote|section|article|header|footer|main|nav|aside|ul|ol|dl|pre|form|fieldset|figure|address|center)$/;

/** Marks structure with private-use characters first, then lays the text out from them. */
const BREAK = "\ue000";
const BLOCK = "\ue001";

export function htmlToText(html: string): string {
  let body = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(head|style|script|title|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<!doctype[^>]*>/gi, "")
    .replace(/[\ue000\ue001]/g, "")
    .replace(/\s+/g, " ");

  // Links: "text (url)", or the url alone when the text is the url. Entities are decoded once, at the end.
  body = body.replace(/<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi, (_whole, attrs: string, inner: string) => {
    const label = inner
      .replace(/<[^>]*>/g, "")
      .replace(/\s+/g, " ")
      .trim();
    const href = (attributeRaw(` ${attrs}`, "href") ?? "").trim();
    const url = decodeEntities(href);
    if (!url || url.startsWith("#") || /^javascript:/i.test(url)) return label;
    const target = href.replace(/^mailto:/i, "");
    const shown = decodeEntities(label);
    if (!shown || shown === url || shown === decodeEntities(target)) return target;
    return `${label} (${target})`;
  });

  body = body.replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (tag: string, rawName: string) => {
    const name = rawName.toLowerCase();
    const closing = tag[1] === "/";
    if (name === "br") return BREAK;
    if (name === "li") return closing ? "" : `${BREAK}- `;
    if (name === "tr") return closing ? "" : BREAK;
    if (name === "td" || name === "th") return closing ? " " : "";
    if (name === "hr") return `${BLOCK}----${BLOCK}`;
    if (name === "img") {
      const alt = attributeRaw(tag, "alt")?.trim();
      return alt ? ` ${alt} ` : "";
    }
    return blockTags.test(name) ? BLOCK : "";
  });

  const text = decodeEntities(body.replace(/<[^>]*>/g, ""))
    .replace(/\u00a0/g, " ")
    .replace(/ *\ue001[ \ue000\ue001]*/g, "\n\n")
    .replace(/ *\ue000 */g, "\n")
    .split("\n")
    .map((line) => line.replace(/ {2,}/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return text;
}
