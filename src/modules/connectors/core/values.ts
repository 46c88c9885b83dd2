/** A count a platform sends as a string or a number ("1234" → 1234); missing → 0. Throws on a fraction. */
export function toCount(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === "") return 0;
  const n = typeof value === "number" ? value : Number(value.trim());
  if (!Number.isSafeInteger(n)) throw new Error(`Not a whole number: "${value}"`);
  return n;
}
