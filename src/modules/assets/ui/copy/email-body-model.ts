/**
 * The email body (stored as HTML) as editable blocks, pure: headings, paragraphs, bulleted lists,
 * buttons and dividers, plus an "HTML" block for anything else, kept as written. Text is read with the
 * previews' parser (`emailBlocks`); a part only becomes a block when writing that block back gives the
 * same HTML, and an unedited block writes back its original HTML, so parse → serialize never loses
 * anything. Text is escaped on the way out; a button only links to http(s) or mailto addresses.
 */
import { decode, emailBlocks } from "./previews/email-blocks";

type Common = { id: string; gap?: string; raw?: string };
export type BodyBlock = Common &
  (
    | { kind: "heading"; level: number; text: string }
    | { kind: "paragraph"; text: string }
    | { kind: "list"; text: string }
    | { kind: "button"; label: string; url: string; wrapped: boolean }
    | { kind: "divider" }
    | { kind: "html"; html: string }
  );
export type BlockKind = BodyBlock["kind"];
export type BodyDoc = { blocks: BodyBlock[]; tail: string };

let seq = 0;
const nextId = () => `b${++seq}`;

/** Text as HTML text: `&`, `<`, `>` and quotes escaped, so a paragraph can't inject markup. */
export const escapeText = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** Whether a button may link to this address: http(s) or mailto only. */
export function isSafeUrl(url: string): boolean {
  const value = url.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(value) || /[\s"<>]/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** One block as HTML; an unedited block gives back the HTML it was read from. */
export function blockHtml(block: BodyBlock): string {
  if (block.raw !== undefined) return block.raw;
  switch (block.kind) {
    case "heading":
      return `<h${block.level}>${escapeText(block.text.trim())}</h${block.level}>`;
    case "paragraph":
      return `<p>${lines(block.text).map(escapeText).join("<br>\n")}</p>`;
    case "list":
      return `<ul>${lines(block.text)
        .map((l) => `<li>${escapeText(l)}</li>`)
        .join("")}</ul>`;
    case "button": {
      const link = `<a href="${isSafeUrl(block.url) ? escapeText(block.url.trim()) : ""}">${escapeText(block.label.trim())}</a>`;
      return block.wrapped ? `<p>${link}</p>` : link;
    }
    case "divider":
      return "<hr>";
    case "html":
      return block.html;
  }
}

/** The body as HTML: the blocks in order, each after its original spacing (a line break for new ones). */
export function serializeBody(doc: BodyDoc): string {
  return doc.blocks.map((b, i) => (b.gap ?? (i === 0 ? "" : "\n")) + blockHtml(b)).join("") + doc.tail;
}

/** A new, empty block of a kind. */
export function newBlock(kind: BlockKind): BodyBlock {
  const id = nextId();
  switch (kind) {
    case "heading":
      return { id, kind, level: 2, text: "" };
    case "paragraph":
    case "list":
      return { id, kind, text: "" };
    case "button":
      return { id, kind, label: "", url: "https://", wrapped: false };
    case "divider":
      return { id, kind };
    case "html":
      return { id, kind, html: "" };
  }
}

/** A block with some fields changed: no longer its original HTML. */
export function editBlock<B extends BodyBlock>(block: B, patch: Partial<B>): B {
  return { ...block, ...patch, raw: undefined };
}

/** The blocks with one moved from `from` to `to`; the blocks that shifted take the default spacing. */
export function moveBlock(blocks: readonly BodyBlock[], from: number, to: number): BodyBlock[] {
  const next = blocks.map((b) => ({ ...b }));
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  for (let i = 0; i <= Math.max(from, to); i++) if (i === 0 || i >= Math.min(from, to)) next[i] = { ...next[i]!, gap: undefined };
  return next;
}

/** The blocks without the one at `index`. */
export function removeBlock(blocks: readonly BodyBlock[], index: number): BodyBlock[] {
  const next = blocks.filter((_, i) => i !== index);
  if (index === 0 && next[0]) next[0] = { ...next[0], gap: undefined };
  return next;
}

export type BodyEdit =
  | { type: "add"; block: BodyBlock }
  | { type: "edit"; index: number; patch: Partial<BodyBlock> }
  | { type: "move"; from: number; to: number }
  | { type: "remove"; index: number }
  | { type: "restore"; index: number; block: BodyBlock };

/** One edit of the editor: the blocks after it and the body as HTML that `onChange` receives. */
export function applyEdit(doc: BodyDoc, edit: BodyEdit): { doc: BodyDoc; html: string } {
  const { blocks } = doc;
  let next: BodyBlock[];
  switch (edit.type) {
    case "add":
      next = [...blocks, edit.block];
      break;
    case "edit":
      next = blocks.map((b, i) => (i === edit.index ? editBlock(b, edit.patch as never) : b));
      break;
    case "move":
      next = moveBlock(blocks, edit.from, edit.to);
      break;
    case "remove":
      next = removeBlock(blocks, edit.index);
      break;
    case "restore":
      next = [...blocks];
      next.splice(Math.min(edit.index, next.length), 0, edit.block);
      break;
  }
  const out = { ...doc, blocks: next };
  return { doc: out, html: serializeBody(out) };
}

// ---- parsing ----

const VOID = new Set(["hr", "br", "img", "meta", "link", "input", "col", "area", "base", "wbr", "source"]);
const TAG = /<(\/?)([a-zA-Z][\w:-]*)\b[^>]*>|<!--[\s\S]*?-->|<![^>]*>/g;

/** The body's top-level parts (an element with its content, a comment, a run of text), each with the spacing before it. */
function chunks(html: string): { gap: string; text: string; tag: string | null }[] {
  const out: { gap: string; text: string; tag: string | null }[] = [];
  let at = 0;
  while (at < html.length) {
    const start = html.slice(at).search(/\S/);
    if (start < 0) break;
    const gap = html.slice(at, at + start);
    at += start;
    TAG.lastIndex = at;
    const first = html[at] === "<" ? TAG.exec(html) : null;
    if (!first || first.index !== at || first[1]) {
      // Text (or a stray closing tag) up to the next line that starts a tag.
      const next = html.slice(at + 1).search(/\n\s*</);
      const end = next < 0 ? html.length : at + 1 + next;
      out.push({ gap, text: html.slice(at, end).trimEnd(), tag: null });
      at += html.slice(at, end).trimEnd().length;
      continue;
    }
    const name = first[2]?.toLowerCase();
    if (!name || VOID.has(name) || first[0].endsWith("/>")) {
      out.push({ gap, text: first[0], tag: name ?? null });
      at += first[0].length;
      continue;
    }
    // The matching closing tag, counting nested ones of the same name.
    const same = new RegExp(`<(/?)${name}\\b[^>]*>`, "gi");
    same.lastIndex = at + first[0].length;
    let depth = 1;
    let end = html.length;
    for (let m = same.exec(html); m; m = same.exec(html)) {
      depth += m[1] ? -1 : 1;
      if (depth === 0) {
        end = m.index + m[0].length;
        break;
      }
    }
    out.push({ gap, text: html.slice(at, end), tag: depth === 0 ? name : null });
    at = end;
  }
  return out;
}

/** Quotes written as entities or not read the same. */
const loose = (html: string) => html.replace(/&#0*39;|&#x0*27;|&apos;/gi, "'").replace(/&#0*34;|&#x0*22;/gi, "&quot;");

type Draft = BodyBlock extends infer B ? (B extends BodyBlock ? Omit<B, "id"> : never) : never;

/** The blocks a part could be, from the previews' reading of its text. */
function candidates(text: string, tag: string): Draft[] {
  const read = emailBlocks(text);
  const only = read.length === 1 ? read[0]! : null;
  const plain = read.length === 0 ? "" : only && "text" in only ? only.text : null;
  const href = (s: string) => decode(/^<a\s+href="([^"]*)">/i.exec(s)?.[1] ?? "");
  if (/^h[1-6]$/.test(tag) && plain !== null) return [{ kind: "heading", level: Number(tag[1]), text: plain }];
  if (tag === "hr") return [{ kind: "divider" }];
  if (tag === "ul" && read.every((b) => b.kind === "item")) return [{ kind: "list", text: read.map((b) => ("text" in b ? b.text : "")).join("\n") }];
  if (tag === "a" && plain !== null) return [{ kind: "button", label: plain, url: href(text), wrapped: false }];
  if (tag === "p" && plain !== null) {
    const inner = text.slice(3, -4);
    return [
      { kind: "paragraph", text: plain.replace(/\n\n/g, "\n") },
      ...(/^<a\b[^>]*>[^<]*<\/a>$/i.test(inner) ? [{ kind: "button" as const, label: plain, url: href(inner), wrapped: true }] : []),
    ];
  }
  return [];
}

/** The body's blocks; whatever isn't one of the known blocks, written exactly as the editor writes it, stays HTML. */
export function parseBody(html: string): BodyDoc {
  const blocks: BodyBlock[] = [];
  for (const part of chunks(html)) {
    const match = part.tag ? candidates(part.text, part.tag).find((c) => loose(blockHtml(c as BodyBlock)) === loose(part.text)) : undefined;
    const last = blocks[blocks.length - 1];
    if (match) blocks.push({ ...match, id: nextId(), gap: part.gap, raw: part.text } as BodyBlock);
    else if (last?.kind === "html") blocks[blocks.length - 1] = { ...last, html: last.html + part.gap + part.text, raw: undefined };
    else blocks.push({ id: nextId(), kind: "html", html: part.text, gap: part.gap });
  }
  const used = serializeBody({ blocks, tail: "" }).length;
  return { blocks, tail: html.slice(used) };
}
