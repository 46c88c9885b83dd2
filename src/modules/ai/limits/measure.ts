/**
 * Counters, as each platform counts (pure, isomorphic: the browser's live counters use the same).
 * Every counter normalises to NFC first, so "e" + a combining acute counts as the one "é" it shows.
 */
import parseTweet from "twitter-text/dist/parseTweet";
import type { LimitUnit } from "./platform-limits";
import { countSms } from "./sms";

export const nfc = (text: string) => text.normalize("NFC");

let segmenter: Intl.Segmenter | undefined;

const CHUNK = 256;
const PRINTABLE_ASCII = /^[\x20-\x7e\t\n]*$/;
/**
 * Characters that can join a neighbour into one cluster (UAX #29): marks (combining, spacing,
 * variation selectors, viramas), ZWJ/ZWNJ, regional indicators, emoji modifiers, Hangul jamo, CR,
 * tag characters and the Prepend class.
 */
const JOINS =
  /[\p{M}\u200C\u200D\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\r\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u0D4E\u{110BD}\u{110CD}\u{111C2}\u{111C3}\u{1193F}\u{11941}\u{11A3A}\u{11A84}-\u{11A89}\u{11D46}\u{11F02}\u{E0000}-\u{E007F}]/u;

/**
 * User-perceived characters (grapheme clusters): "👩‍👩‍👧" and "🇫🇷" are one each.
 * Node 20's Intl.Segmenter takes quadratic time on one long string (63,000 characters: 24 s), so
 * it runs on chunks: each chunk's last cluster may continue in the next, so the next chunk starts
 * at that cluster (a cluster boundary, where segmentation restarts the same).
 */
export const graphemes = (text: string): string[] => graphemesAsTyped(nfc(text));

/** Grapheme clusters of the text as it is (no NFC), so their lengths add up to offsets in it. */
export function graphemesAsTyped(normal: string): string[] {
  // Printable ASCII (most ad copy) is one cluster a character; only CR LF would join.
  if (PRINTABLE_ASCII.test(normal)) return normal.split("");
  // Without any character that joins a cluster, each code point is one (and Intl.Segmenter costs ~100× more).
  if (!JOINS.test(normal)) return Array.from(normal);
  segmenter ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  const out: string[] = [];
  let pos = 0;
  let size = CHUNK;
  while (pos < normal.length) {
    let end = pos + size;
    // Never cut a surrogate pair: half an emoji would make a cluster of its own.
    if (end < normal.length && /[\uD800-\uDBFF]/.test(normal[end - 1]!)) end -= 1;
    const parts = Array.from(segmenter.segment(normal.slice(pos, end)), (s) => s.segment);
    if (end >= normal.length) {
      out.push(...parts);
      break;
    }
    if (parts.length < 2) {
      size *= 2; // one cluster longer than the chunk (a long run of combining marks)
      continue;
    }
    const last = parts.pop()!;
    out.push(...parts);
    pos = end - last.length;
    size = CHUNK;
  }
  return out;
}

export const countGraphemes = (text: string) => graphemes(text).length;

/** East Asian wide and full-width characters, which Google and Microsoft Advertising count twice. */
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF01-\uFF60\uFFE0-\uFFE6]|[\u{20000}-\u{3FFFD}]/u;

export const isWide = (grapheme: string) => WIDE.test(grapheme);

/** Ad platforms' characters: graphemes, double-width ones counting 2. */
export function countAdCharacters(text: string): number {
  let n = 0;
  for (const g of graphemes(text)) n += isWide(g) ? 2 : 1;
  return n;
}

export type XLength = { weighted: number; valid: boolean };

/** X's weighted length (twitter-text's v3 rules): each URL 23, emoji 2, CJK 2, Latin 1. */
export function countXWeighted(text: string, max = 280): XLength {
  // parseTweet's options replace its whole configuration, so the maximum is compared here.
  const parsed = parseTweet(nfc(text));
  const weighted = parsed.weightedLength;
  // Past 280 parseTweet's own verdict is about length; below it, it also refuses invalid characters (U+FFFE…).
  return { weighted, valid: weighted > 0 && weighted <= max && (parsed.valid || weighted > 280) };
}

export { countSms, type SmsEncoding, type SmsLength } from "./sms";

let encoder: TextEncoder | undefined;

/** UTF-8 bytes, as a mail client downloads them. */
export function countBytes(text: string): number {
  encoder ??= new TextEncoder();
  return encoder.encode(nfc(text)).length;
}

const HASHTAG = /(?:^|[^\p{L}\p{N}_&/])[#＃]([\p{L}\p{M}\p{N}_]*[\p{L}\p{M}_][\p{L}\p{M}\p{N}_]*)/gu;

/** The hashtags of a text, in order ("#1" is not a hashtag: a tag needs a letter). */
export function hashtags(text: string): string[] {
  return Array.from(nfc(text).matchAll(HASHTAG), (m) => m[1]!);
}

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const KEYCAP = /\u20E3/;

/** Whether a grapheme is an emoji (pictographs, flags, keycaps; not plain digits or ©-style symbols without emoji style). */
export function isEmoji(grapheme: string): boolean {
  if (KEYCAP.test(grapheme)) return true;
  if (!EMOJI.test(grapheme)) return false;
  // ©, ®, ™ and a few arrows are Extended_Pictographic but text by default: count them only with the emoji selector.
  const cp = grapheme.codePointAt(0)!;
  return cp > 0x2bff || grapheme.includes("\uFE0F") || (cp >= 0x2600 && cp <= 0x27bf);
}

export const countEmoji = (text: string) => graphemes(text).filter(isEmoji).length;

/** A text's length in a limit's unit (`count`: its graphemes). */
export function measureText(text: string, unit: LimitUnit, options: { xMax?: number } = {}): number {
  switch (unit) {
    case "characters":
      return countAdCharacters(text);
    case "weighted":
      return countXWeighted(text, options.xMax).weighted;
    case "segments":
      return countSms(text).segments;
    case "bytes":
      return countBytes(text);
    case "graphemes":
    case "count":
      return countGraphemes(text);
  }
}
