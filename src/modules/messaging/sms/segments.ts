/**
 * SMS wording rules (pure, isomorphic): the opt-out line of marketing messages and how the compose
 * dialog names a text's length. The parts themselves are counted by the ai module's `countSms` (the
 * one SMS counter: GSM-7 160/153 with extension characters counting 2, UCS-2 70/67, a part never
 * ending inside an escape or a surrogate pair).
 */
import type { SmsLength } from "@/modules/ai/client";

/** The line every marketing SMS ends with, so the recipient knows how to opt out. */
export const STOP_FOOTER = "Reply STOP to opt out";

/**
 * The text as sent: a marketing message gets "Reply STOP to opt out" on a new line, unless it
 * already tells the reader about STOP. Transactional messages go as written (in NFC).
 */
export function smsText(body: string, options: { marketing: boolean }): string {
  // NFC, as the counter counts it: "e" + a combining accent goes out as "é", a GSM-7 character.
  const text = body.normalize("NFC");
  if (!options.marketing || /\bSTOP\b/i.test(text)) return text;
  return `${text.trimEnd()}\n${STOP_FOOTER}`;
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
export function counterLine(count: SmsLength): string {
  const capacity = count.units + count.remaining;
  return `${count.units} / ${capacity} · ${count.segments} ${count.segments === 1 ? "segment" : "segments"} · ${count.encoding}`;
}
