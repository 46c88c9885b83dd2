/**
 * An email body (HTML) as the blocks an opened message shows: headings, paragraphs, list items,
 * buttons (a link standing alone), images (as a frame: nothing is fetched) and rules. Only text comes
 * out, rendered by React as text, so nothing in the HTML can run or load.
 */

export type EmailBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "item"; text: string }
  | { kind: "button"; text: string }
  | { kind: "image"; alt: string }
  | { kind: "rule" };

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  rsquo: "’",
  lsquo: "‘",
  ldquo: "“",
  rdquo: "”",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
};

/** Decodes the HTML entities of a text (named ones email uses, and numeric ones). */
export function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

const clean = (html: string) =>
  decode(html.replace(/<br\s*\/?>/gi, "\n").replace(/<[^>]*>/g, ""))
    .replace(/[ \t\r\f]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .trim();

const BLOCK = /<(h[1-6]|p|li|a|img|hr|td|div|blockquote)\b([^>]*)>|<\/(h[1-6]|p|li|a|td|div|blockquote)\s*>/gi;

/** The blocks of an email body, in order; text outside any block becomes a paragraph. */
export function emailBlocks(html: string): EmailBlock[] {
  const source = html.replace(/<(style|script|head|title)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi, "");
  const out: EmailBlock[] = [];
  const add = (kind: "heading" | "paragraph" | "item" | "button", raw: string) => {
    const text = clean(raw);
    if (text) out.push({ kind, text });
  };
  let open: { tag: string; from: number } | null = null;
  let last = 0;
  for (const m of source.matchAll(BLOCK)) {
    const [whole, openTag, attrs = "", closeTag] = m;
    const at = m.index;
    if (openTag) {
      const tag = openTag.toLowerCase();
      if (tag === "img" || tag === "hr") {
        if (!open) add("paragraph", source.slice(last, at));
        if (tag === "hr") out.push({ kind: "rule" });
        else
          out.push({
            kind: "image",
            alt: clean(
              /\balt\s*=\s*("([^"]*)"|'([^']*)')/i
                .exec(attrs)
                ?.slice(2)
                .find((v) => v !== undefined) ?? "",
            ),
          });
        if (!open) last = at + whole.length;
        continue;
      }
      // A link inside a paragraph is part of its text; only a link on its own is a button.
      if (tag === "a" && open) continue;
      if (open) add(kindOf(open.tag), source.slice(open.from, at));
      else add("paragraph", source.slice(last, at));
      open = { tag, from: at + whole.length };
      continue;
    }
    const tag = closeTag!.toLowerCase();
    if (!open || (tag === "a" && open.tag !== "a")) continue;
    add(kindOf(open.tag), source.slice(open.from, at));
    open = null;
    last = at + whole.length;
  }
  add(open ? kindOf(open.tag) : "paragraph", source.slice(open ? open.from : last));
  return out;
}

function kindOf(tag: string): "heading" | "paragraph" | "item" | "button" {
  if (/^h[1-6]$/.test(tag)) return "heading";
  if (tag === "li") return "item";
  if (tag === "a") return "button";
  return "paragraph";
}
