/**
 * SMS length rules (pure, isomorphic): which encoding a text needs, how many parts it is sent in,
 * and the opt-out line of marketing messages.
 *
 * A text made only of the GSM 03.38 alphabet goes out as GSM-7: 160 septets in one part, 153 per
 * part once split (7 septets carry the concatenation header). The extension-table characters cost
 * an escape plus the character, 2 septets. Any other character switches the whole message to UCS-2:
 * 70 UTF-16 code units in one part, 67 per part; an emoji outside the BMP is a surrogate pair, 2 units.
 * Like the handsets and Twilio, a part never ends between an escape and its character, nor between
 * the two halves of a surrogate pair: those move whole to the next part.
 */

/** GSM 03.38 default alphabet, in code order (0x1B, the escape to the extension table, left out). */
const GSM_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** GSM 03.38 extension table: form feed ^ { } \ [ ~ ] | €, each sent as ESC + character. */
const GSM_EXTENSION = "\f^{}\\[~]|€";

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = "GSM-7" | "UCS-2";

export const SMS_LIMITS = {
  "GSM-7": { single: 160, multi: 153 },
  "UCS-2": { single: 70, multi: 67 },
} as const;

export type SegmentCount = {
  encoding: SmsEncoding;
  /** GSM-7: septets (extension characters count 2). UCS-2: UTF-16 code units. */
  characters: number;
  /** Parts the message is sent in (0 for an empty text). */
  segments: number;
  /** Room of one part: 160 / 153 for GSM-7, 70 / 67 for UCS-2. */
  perSegment: number;
  /** What still fits in the current (last) part. */
  remaining: number;
  /** The characters outside the GSM alphabet that made the text UCS-2, each once, in order. */
  unicodeCharacters: string[];
};

/** Whether a character (one code point) is in the GSM 03.38 basic or extension table. */
export const isGsmCharacter = (ch: string): boolean => basic.has(ch) || extension.has(ch);

/** The septets (GSM-7) or code units (UCS-2) of each character, in order. */
function costs(text: string, encoding: SmsEncoding): number[] {
  const out: number[] = [];
  for (const ch of text) out.push(encoding === "GSM-7" ? (extension.has(ch) ? 2 : 1) : ch.length);
  return out;
}

/** Fills parts of `size` units without splitting a character, and returns how full each part is. */
function pack(units: number[], size: number): number[] {
  const parts: number[] = [];
  let fill = 0;
  for (const u of units) {
    if (fill + u > size) {
      parts.push(fill);
      fill = 0;
    }
    fill += u;
  }
  if (fill > 0) parts.push(fill);
  return parts;
}

/** Encoding, length and parts of an SMS text, as the compose dialog shows them while writing. */
export function countSegments(text: string): SegmentCount {
  const unicode: string[] = [];
  for (const ch of text) if (!isGsmCharacter(ch) && !unicode.includes(ch)) unicode.push(ch);
  const encoding: SmsEncoding = unicode.length > 0 ? "UCS-2" : "GSM-7";
  const units = costs(text, encoding);
  const characters = units.reduce((a, b) => a + b, 0);
  const limits = SMS_LIMITS[encoding];
  if (characters <= limits.single) {
    return {
      encoding,
      characters,
      segments: characters === 0 ? 0 : 1,
      perSegment: limits.single,
      remaining: limits.single - characters,
      unicodeCharacters: unicode,
    };
  }
  const parts = pack(units, limits.multi);
  return {
    encoding,
    characters,
    segments: parts.length,
    perSegment: limits.multi,
    remaining: limits.multi - parts[parts.length - 1]!,
    unicodeCharacters: unicode,
  };
}

/** The line every marketing SMS ends with, so the recipient knows how to opt out. */
export const STOP_FOOTER = "Reply STOP to opt out";

/**
 * The text as sent: a marketing message gets "Reply STOP to opt out" on a new line, unless it
 * already tells the reader about STOP. Transactional messages go as written.
 */
export function smsText(body: string, options: { marketing: boolean }): string {
  if (!options.marketing || /\bSTOP\b/i.test(body)) return body;
  return `${body.trimEnd()}\n${STOP_FOOTER}`;
}

/** Look-alikes that word processors and phones put in without asking, named so the writer can find them. */
const lookAlikes: Record<string, string> = {
  "\u2018": "curly apostrophe",
  "\u2019": "curly apostrophe",
  "\u201c": "curly quote",
  "\u201d": "curly quote",
  "\u2013": "en dash",
  "\u2014": "em dash",
  "\u2026": "ellipsis",
  "\u00a0": "non-breaking space",
  "\u200b": "zero-width space",
  "\t": "tab",
};

/** How a character is named in the compose dialog's warning: itself (or its code point when invisible), and what it is. */
export function describeCharacter(ch: string): string {
  const cp = ch.codePointAt(0)!;
  const shown = /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(ch) ? ch : `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  const name = lookAlikes[ch];
  return name ? `${shown} (${name})` : shown;
}

/** The counter's line: "142 / 160 · 1 segment · GSM-7". */
export function counterLine(count: SegmentCount): string {
  const capacity = count.characters + count.remaining;
  return `${count.characters} / ${capacity} · ${count.segments} ${count.segments === 1 ? "segment" : "segments"} · ${count.encoding}`;
}
