/**
 * A small Markdown parser for the guides: source text in, a plain tree out (no HTML strings).
 * Supported: headings (`##`, `###`), paragraphs, ordered and unordered lists, fenced code blocks,
 * `**bold**`, `*italic*` / `_italic_`, `` `inline code` ``, `[links](https://…)` and `\` escapes.
 * HTML is not a construct here: `<b>` stays the text "<b>". A link whose address isn't http(s) or a
 * same-site path stays its text. Pure and isomorphic: the renderer (markdown.tsx) turns the tree
 * into React elements, which escape every text node.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "heading"; level: 2 | 3; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; start: number; items: Inline[][] }
  | { type: "code"; language: string | null; text: string };

/** Characters a browser strips or folds when it reads an address (controls, spaces, backslashes). */
function hasUnsafeChar(href: string): boolean {
  for (const ch of href) {
    const code = ch.codePointAt(0)!;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || ch === "\\") return true;
  }
  return false;
}

/**
 * The address a link may point to, or null: `https:` and `http:` URLs, and same-site paths that
 * start with a single `/` (`//host` and `/\host` leave the site, so they don't count).
 */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (href === "" || hasUnsafeChar(href)) return null;
  if (href.startsWith("/")) return href.startsWith("//") ? null : href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  return url.protocol === "https:" || url.protocol === "http:" ? href : null;
}

// ---------------------------------------------------------------------------------------------
// Blocks

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+#.-]*)\s*$/;
const HEADING = /^ {0,3}(#{1,6})(?:\s+(.*?))?\s*$/;
const BULLET = /^ {0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^ {0,3}(\d{1,9})[.)]\s+(.*)$/;
const BLANK = /^\s*$/;

type ListItemMatch = { ordered: boolean; number: number; text: string };

function listItem(line: string): ListItemMatch | null {
  const bullet = BULLET.exec(line);
  if (bullet) return { ordered: false, number: 1, text: bullet[1] ?? "" };
  const numbered = NUMBERED.exec(line);
  if (numbered) return { ordered: true, number: Number(numbered[1]), text: numbered[2] ?? "" };
  return null;
}

const startsBlock = (line: string) => FENCE.test(line) || HEADING.test(line) || listItem(line) !== null;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;

  while (i < lines.length) {
    const line = lines[i]!;
    if (BLANK.test(line)) {
      i++;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      i++;
      while (i < lines.length && !isClosingFence(lines[i]!, marker)) body.push(lines[i++]!);
      i++; // the closing fence (or the end of the text when it is missing)
      blocks.push({ type: "code", language: fence[2] || null, text: body.join("\n") });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length <= 2 ? 2 : 3;
      const text = (heading[2] ?? "").replace(/\s+#+$/, "");
      blocks.push({ type: "heading", level, children: parseInline(text) });
      i++;
      continue;
    }

    const first = listItem(line);
    if (first) {
      const items: string[] = [first.text];
      i++;
      while (i < lines.length) {
        const next = lines[i]!;
        const item = listItem(next);
        if (item) {
          if (item.ordered !== first.ordered) break;
          items.push(item.text);
          i++;
          continue;
        }
        if (BLANK.test(next)) {
          // A blank line ends the list unless the next item of the same kind follows it.
          let j = i;
          while (j < lines.length && BLANK.test(lines[j]!)) j++;
          const after = j < lines.length ? listItem(lines[j]!) : null;
          if (after && after.ordered === first.ordered) {
            i = j;
            continue;
          }
          break;
        }
        if (FENCE.test(next) || HEADING.test(next)) break;
        // A continuation line (indented or lazy) belongs to the current item.
        items[items.length - 1] += ` ${next.trim()}`;
        i++;
      }
      blocks.push({ type: "list", ordered: first.ordered, start: first.number, items: items.map((t) => parseInline(t.trim())) });
      continue;
    }

    const paragraph: string[] = [line.trim()];
    i++;
    while (i < lines.length && !BLANK.test(lines[i]!) && !startsBlock(lines[i]!)) paragraph.push(lines[i++]!.trim());
    blocks.push({ type: "paragraph", children: parseInline(paragraph.join(" ")) });
  }
  return blocks;
}

function isClosingFence(line: string, marker: string): boolean {
  const trimmed = line.trim();
  return trimmed.length >= marker.length && new RegExp(`^\\${marker[0]}{${marker.length},}$`).test(trimmed);
}

// ---------------------------------------------------------------------------------------------
// Inlines

const ESCAPABLE = "\\`*_[]()#+-.!<>~|";
const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer) out.push({ type: "text", text: buffer });
    buffer = "";
  };
  const push = (node: Inline) => {
    flush();
    out.push(node);
  };

  let i = 0;
  while (i < text.length) {
    const c = text[i]!;

    if (c === "\\" && i + 1 < text.length && ESCAPABLE.includes(text[i + 1]!)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }

    if (c === "`") {
      let run = 1;
      while (text[i + run] === "`") run++;
      const ticks = "`".repeat(run);
      const close = findCodeClose(text, i + run, ticks);
      if (close !== -1) {
        push({ type: "code", text: stripCodeSpaces(text.slice(i + run, close)) });
        i = close + run;
      } else {
        buffer += ticks;
        i += run;
      }
      continue;
    }

    if (c === "*" && text[i + 1] === "*" && !isSpace(text[i + 2])) {
      const close = findDelimiterClose(text, i + 2, "**");
      if (close !== -1) {
        push({ type: "strong", children: parseInline(text.slice(i + 2, close)) });
        i = close + 2;
        continue;
      }
      buffer += "**";
      i += 2;
      continue;
    }

    if ((c === "*" || c === "_") && !isSpace(text[i + 1]) && text[i + 1] !== c && !(c === "_" && isWordChar(text[i - 1]))) {
      const close = findDelimiterClose(text, i + 1, c);
      if (close !== -1) {
        push({ type: "em", children: parseInline(text.slice(i + 1, close)) });
        i = close + 1;
        continue;
      }
    }

    if (c === "[") {
      const link = readLink(text, i);
      if (link) {
        const children = parseInline(link.label);
        const href = safeHref(link.href);
        if (href) push({ type: "link", href, children });
        else {
          // An address we don't follow: the words stay, the link goes.
          flush();
          out.push(...children);
        }
        i = link.end;
        continue;
      }
    }

    buffer += c;
    i++;
  }
  flush();
  return mergeText(out);
}

function findCodeClose(text: string, from: number, ticks: string): number {
  let at = text.indexOf(ticks, from);
  while (at !== -1) {
    // The closing run must be exactly as long as the opening one.
    if (text[at + ticks.length] !== "`" && text[at - 1] !== "`") return at;
    let end = at;
    while (text[end] === "`") end++;
    at = text.indexOf(ticks, end);
  }
  return -1;
}

const stripCodeSpaces = (code: string) => (code.length > 2 && code.startsWith(" ") && code.endsWith(" ") && code.trim() ? code.slice(1, -1) : code);

/** The index of the delimiter that closes an emphasis opened before `from`, or -1. */
function findDelimiterClose(text: string, from: number, delimiter: "**" | "*" | "_"): number {
  let i = from;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "\\") {
      i += 2;
      continue;
    }
    if (c === "`") {
      // Code spans are opaque: a delimiter inside one doesn't close anything.
      let run = 1;
      while (text[i + run] === "`") run++;
      const close = findCodeClose(text, i + run, "`".repeat(run));
      i = close === -1 ? i + run : close + run;
      continue;
    }
    if (delimiter === "*" && text.startsWith("**", i)) {
      i += 2; // a strong marker inside the emphasis, not its end
      continue;
    }
    if (text.startsWith(delimiter, i) && i > from && !isSpace(text[i - 1])) {
      if (delimiter === "_" && isWordChar(text[i + 1])) {
        i++;
        continue;
      }
      return i;
    }
    i++;
  }
  return -1;
}

/**
 * `[label](href)` starting at `start`: brackets may nest in the label; the address has no spaces
 * and may hold balanced parentheses (so `javascript:alert(1)` is read whole, then refused).
 */
function readLink(text: string, start: number): { label: string; href: string; end: number } | null {
  let depth = 0;
  let i = start;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "[") depth++;
    else if (c === "]" && --depth === 0) break;
  }
  if (i >= text.length || text[i + 1] !== "(") return null;
  let parens = 0;
  let close = i + 2;
  for (; close < text.length; close++) {
    const c = text[close]!;
    if (c === "\\") close++;
    else if (c === "(") parens++;
    else if (c === ")" && parens-- === 0) break;
  }
  if (close >= text.length) return null;
  const href = text.slice(i + 2, close).trim();
  if (/\s/.test(href)) return null;
  return { label: text.slice(start + 1, i), href, end: close + 1 };
}

function mergeText(nodes: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === "text" && last?.type === "text") last.text += node.text;
    else merged.push(node.type === "text" ? { ...node } : node);
  }
  return merged;
}

// ---------------------------------------------------------------------------------------------
// Plain text (for search)

export function inlineText(nodes: Inline[]): string {
  return nodes.map((n) => (n.type === "text" || n.type === "code" ? n.text : inlineText(n.children))).join("");
}

/** The words of a document without its markup: what a reader sees, for searching. */
export function plainText(blocks: Block[]): string {
  return blocks
    .map((b) => {
      if (b.type === "code") return b.text;
      if (b.type === "list") return b.items.map(inlineText).join("\n");
      return inlineText(b.children);
    })
    .join("\n");
}
