/**
 * Flesch–Kincaid grade level of English text: 0.39 × words per sentence + 11.8 × syllables per word
 * − 15.59. Syllables by a vowel-group heuristic (about 90% right on English words), which is what
 * every readability checker without a dictionary does. Only meaningful from about 20 words.
 */

export const MIN_WORDS_FOR_GRADE = 20;

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Syllables of one English word (at least 1). */
export function syllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (!w) return 1;
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (m) => m[0]!);
  w = w.replace(/^y/, "");
  const groups = w.match(/[aeiouy]+/g)?.length ?? 0;
  return Math.max(1, groups);
}

export type Readability = { words: number; sentences: number; syllables: number; grade: number };

/** Words, sentences, syllables and the grade; grade is null when the text is too short or not mostly Latin letters. */
export function readability(text: string): Readability | null {
  const words = text.match(WORD) ?? [];
  if (words.length < MIN_WORDS_FOR_GRADE) return null;
  const latin = words.filter((w) => /^[A-Za-z'’\u00C0-\u024F]+$/.test(w)).length;
  if (latin < words.length * 0.8) return null;
  const sentences = Math.max(1, text.split(/[.!?…]+(?=\s|$)|\n\s*\n/u).filter((s) => /[\p{L}\p{N}]/u.test(s)).length);
  const syl = words.reduce((n, w) => n + syllables(w), 0);
  const grade = 0.39 * (words.length / sentences) + 11.8 * (syl / words.length) - 15.59;
  return { words: words.length, sentences, syllables: syl, grade: Math.round(grade * 10) / 10 };
}
