/**
 * Text folded for phrase matching: lower case, diacritics dropped ("Crème" → "creme"), dashes and
 * runs of white space as one space, with a map from each folded position back to the original text
 * (UTF-16 offsets), so a finding can underline exactly what the person typed.
 * Kit phrases are matched as plain strings (no patterns are built from them), so a kit entry like
 * ".*" or "ignore previous instructions" is only ever those characters.
 */

export type Folded = { text: string; /** original offset of each folded code unit, plus one past the end */ map: number[] };

const MARK = /\p{M}/u;
const SPACE = /[\s\u2010-\u2015-]/u;

export function fold(original: string): Folded {
  let text = "";
  const map: number[] = [];
  let i = 0;
  for (const ch of original) {
    const code = ch.charCodeAt(0);
    if (code < 0x80 && code !== 0x2d && code > 0x20) {
      // ASCII fast path: no marks to drop, lower case by code.
      text += code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : ch;
      map.push(i);
      i += 1;
      continue;
    }
    if (SPACE.test(ch)) {
      if (!text.endsWith(" ")) {
        text += " ";
        map.push(i);
      }
    } else {
      for (const part of ch.normalize("NFD")) {
        if (MARK.test(part)) continue;
        const lower = part.toLowerCase();
        for (let k = 0; k < lower.length; k++) map.push(i);
        text += lower;
      }
    }
    i += ch.length;
  }
  map.push(original.length);
  return { text, map };
}

/** A phrase folded the same way, trimmed. */
export const foldPhrase = (phrase: string) => fold(phrase).text.trim();

const WORD = /[\p{L}\p{N}_]/u;
const isWordAt = (s: string, at: number) => at >= 0 && at < s.length && WORD.test(s[at]!);

export type Match = { start: number; end: number };

/**
 * Every whole-word occurrence of `phrase` (folded) in `folded`, as original offsets. "best" matches
 * "Best!" and "the best" but not "bestselling" or "Bestie"; a phrase edge that isn't a letter or
 * digit ("#1") needs no boundary on that side.
 */
export const findPhrase = (folded: Folded, phrase: string): Match[] => findFolded(folded, foldPhrase(phrase));

/** `findPhrase` for a phrase folded already (kit words and claim terms are folded once). */
export function findFolded(folded: Folded, p: string): Match[] {
  if (!p) return [];
  const out: Match[] = [];
  const needStart = WORD.test(p[0]!);
  const needEnd = WORD.test(p[p.length - 1]!);
  for (let at = folded.text.indexOf(p); at !== -1; at = folded.text.indexOf(p, at + 1)) {
    const end = at + p.length;
    if (needStart && isWordAt(folded.text, at - 1)) continue;
    if (needEnd && isWordAt(folded.text, end)) continue;
    out.push({ start: folded.map[at]!, end: end < folded.map.length - 1 ? folded.map[end]! : folded.map[folded.map.length - 1]! });
  }
  return out;
}
