/** Word bigrams of a text, lower case, letters and digits only ("Try it today" → "try it", "it today"). */
export function bigrams(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < 2) return new Set(words);
  const out = new Set<string>();
  for (let i = 0; i < words.length - 1; i++) out.add(`${words[i]} ${words[i + 1]}`);
  return out;
}

/** The Jaccard index of two sets: 0 (nothing shared) to 1 (the same). */
export function jaccard(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  if (left.size === 0 && right.size === 0) return 1;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}

/** How alike two lines read: the Jaccard index of their word bigrams. */
export const similarity = (a: string, b: string): number => jaccard(bigrams(a), bigrams(b));
