/**
 * The text work of the copy previews, pure and light (no counters: those load on demand): where a
 * feed folds a text behind “See more”, its links, hashtags and mentions as parts, and a link as X
 * shows it. Folds count user-perceived characters, so an emoji is never cut in half.
 */

let segmenter: Intl.Segmenter | undefined;

/** The first `n` user-perceived characters of a text (only a prefix is segmented, however long the text). */
function firstGraphemes(text: string, n: number): { head: string; cut: boolean } {
  segmenter ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  // A cluster is rarely longer than 8 code units; 16 leaves room for long emoji sequences.
  const prefix = text.slice(0, n * 16 + 16);
  let head = "";
  let count = 0;
  for (const { segment } of segmenter.segment(prefix)) {
    if (count === n) return { head, cut: true };
    head += segment;
    count += 1;
  }
  return { head, cut: prefix.length < text.length };
}

export type Folded = { visible: string; folded: boolean };

/**
 * A text as a feed shows it before “See more”: at most `chars` characters and `lines` lines. A cut
 * inside a word goes back to the word's start (unless that loses more than a fifth of the room), and
 * trailing spaces go, as the platforms do.
 */
export function foldText(text: string, fold: { chars: number; lines?: number }): Folded {
  const normal = text.normalize("NFC").trimEnd();
  let visible = normal;
  let folded = false;
  if (fold.lines !== undefined) {
    const lines = visible.split("\n");
    if (lines.length > fold.lines) {
      visible = lines.slice(0, fold.lines).join("\n");
      folded = true;
    }
  }
  const { head, cut } = firstGraphemes(visible, fold.chars);
  if (cut) {
    const space = head.search(/\s\S*$/);
    visible = space > head.length * 0.8 ? head.slice(0, space) : head;
    folded = true;
  }
  return { visible: visible.trimEnd(), folded };
}

export type TextPart = { kind: "text" | "link" | "hashtag" | "mention"; text: string };

const TOKEN =
  /(https?:\/\/[^\s<>"]+|www\.[^\s<>"]+)|(?<![\p{L}\p{N}_&/])([#＃][\p{L}\p{M}\p{N}_]*[\p{L}\p{M}_][\p{L}\p{M}\p{N}_]*)|(?<![\p{L}\p{N}_])(@[A-Za-z0-9_]{1,30})/gu;
const TRAILING = /[.,;:!?)\]'"”’]+$/;

/** A text split into plain runs, links, hashtags and @mentions, in order (a link's closing punctuation stays text). */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (kind: TextPart["kind"], value: string) => {
    if (!value) return;
    const prev = parts.at(-1);
    if (kind === "text" && prev?.kind === "text") prev.text += value;
    else parts.push({ kind, text: value });
  };
  for (const m of text.matchAll(TOKEN)) {
    push("text", text.slice(last, m.index));
    if (m[1]) {
      const tail = TRAILING.exec(m[1])?.[0] ?? "";
      push("link", m[1].slice(0, m[1].length - tail.length));
      push("text", tail);
    } else push(m[2] ? "hashtag" : "mention", m[0]);
    last = m.index + m[0].length;
  }
  push("text", text.slice(last));
  return parts;
}

/** How long a link looks on X: every link is a t.co link of 23 characters, shown as its address cut to that. */
export const X_LINK_LENGTH = 23;

/** A link as X shows it: without `https://` and `www.`, cut with “…” to the t.co length. */
export function xDisplayUrl(url: string): string {
  const bare = url.replace(/^https?:\/\//i, "").replace(/^www\./i, "");
  return Array.from(bare).length <= X_LINK_LENGTH
    ? bare
    : `${Array.from(bare)
        .slice(0, X_LINK_LENGTH - 1)
        .join("")}…`;
}

/** The host of an address without `www.` ("shop.example.com"), or null when it isn't one. */
export function hostOf(url: string): string | null {
  const value = url.trim();
  if (!value) return null;
  try {
    const parsed = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
    return parsed.hostname.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/** The non-empty lines of a text list field ("" and spaces dropped). */
export const filled = (values: unknown): string[] => (Array.isArray(values) ? values : []).filter((v): v is string => typeof v === "string" && v.trim() !== "");
