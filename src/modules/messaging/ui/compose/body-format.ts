/**
 * Pure text edits of the compose dialog: plain text to HTML (merge tags kept as they are), wrapping a
 * selection in tags for the toolbar, and inserting a merge tag at the caret.
 */

const TAG = /\{\{[\s\S]*?\}\}/g;
const URL = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Escapes a run of plain text and turns its web addresses into links. */
function inline(text: string): string {
  let out = "";
  let last = 0;
  for (const m of text.matchAll(URL)) {
    out += escapeHtml(text.slice(last, m.index));
    const href = escapeHtml(m[0]);
    out += `<a href="${href}">${href}</a>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** Escapes the text between merge tags; the tags themselves stay intact so the template engine sees them. */
function withTags(text: string): string {
  let out = "";
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    out += inline(text.slice(last, m.index));
    out += m[0];
    last = m.index + m[0].length;
  }
  return out + inline(text.slice(last));
}

/**
 * Plain text as simple HTML: a blank line starts a paragraph, a single line break stays a line break,
 * web addresses become links, `<`/`&` are escaped, and merge tags pass through untouched.
 */
export function textToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs.map((p) => `<p>${p.split("\n").map(withTags).join("<br>\n")}</p>`).join("\n");
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/**
 * HTML back to plain text, for switching the editor to plain-text mode: block ends become line breaks,
 * links keep their address, other markup goes, entities are decoded; merge tags survive.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => (label.trim() === href ? href : `${label} (${href})`))
    .replace(/<br\s*\/?>\n?/gi, "\n")
    .replace(/<li[^>]*>/gi, "- ")
    .replace(/<\/(p|h[1-6]|div|ul|ol|blockquote|table)>\n?/gi, "\n\n")
    .replace(/<\/(li|tr)>\n?/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export type TextEdit = { value: string; selectionStart: number; selectionEnd: number };

/** Puts `before`/`after` around the selection (or an empty pair at the caret), keeping the selection inside. */
export function wrapSelection(value: string, start: number, end: number, before: string, after: string): TextEdit {
  const [from, to] = start <= end ? [start, end] : [end, start];
  const next = value.slice(0, from) + before + value.slice(from, to) + after + value.slice(to);
  return { value: next, selectionStart: from + before.length, selectionEnd: to + before.length };
}

/** Replaces the selection with `text`; the caret lands after it. */
export function insertText(value: string, start: number, end: number, text: string): TextEdit {
  const [from, to] = start <= end ? [start, end] : [end, start];
  const caret = from + text.length;
  return { value: value.slice(0, from) + text + value.slice(to), selectionStart: caret, selectionEnd: caret };
}

/** The toolbar's formats: what each wraps the selection in. */
export const htmlFormats = [
  { id: "bold", label: "Bold", before: "<strong>", after: "</strong>" },
  { id: "italic", label: "Italic", before: "<em>", after: "</em>" },
  { id: "heading", label: "Heading", before: "<h2>", after: "</h2>" },
  { id: "paragraph", label: "Paragraph", before: "<p>", after: "</p>" },
  { id: "list", label: "Bulleted list", before: "<ul>\n  <li>", after: "</li>\n</ul>" },
  { id: "link", label: "Link", before: '<a href="https://">', after: "</a>" },
] as const;
export type HtmlFormat = (typeof htmlFormats)[number]["id"];
