/**
 * Exact decimal arithmetic for money and fractional counts that arrive as strings: parsed into
 * integer micro-units (6 places, the warehouse's scale) with BigInt, summed, and written back as a
 * decimal string. Never a float.
 */

const SCALE = 6;
const ONE = 10n ** BigInt(SCALE);

/** A decimal string (or number) in micro-units; digits past the 6th place round half away from zero. */
export function toMicros(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined || value === "") return 0n;
  const text = typeof value === "number" ? numberText(value) : value.trim();
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === "" && !m[3])) throw new Error(`Not a decimal number: "${text}"`);
  const [, sign, whole = "", frac = ""] = m;
  const kept = (frac + "0".repeat(SCALE)).slice(0, SCALE);
  let micros = BigInt(whole || "0") * ONE + BigInt(kept);
  if ((frac[SCALE] ?? "0") >= "5") micros += 1n;
  return sign === "-" ? -micros : micros;
}

/** Numbers written without exponent (1e-7 → "0.0000001"), so they parse like the strings do. */
function numberText(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`Not a decimal number: ${n}`);
  const plain = String(n);
  return /e/i.test(plain) ? n.toFixed(20).replace(/0+$/, "") : plain;
}

/** Micro-units as a decimal string: trailing zeros dropped, at least two places ("12.5" → "12.50"). */
export function fromMicros(micros: bigint): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const whole = abs / ONE;
  let frac = (abs % ONE).toString().padStart(SCALE, "0").replace(/0+$/, "");
  if (frac.length < 2) frac = frac.padEnd(2, "0");
  return `${negative ? "-" : ""}${whole}.${frac}`;
}

/** The exact sum of decimal strings. */
export function sumDecimals(values: readonly (string | number | null | undefined)[]): string {
  return fromMicros(values.reduce<bigint>((acc, v) => acc + toMicros(v), 0n));
}

/** One decimal string in the canonical form above (rounded to 6 places), e.g. "450.0" → "450.00". */
export const normalizeDecimal = (value: string | number | null | undefined): string => fromMicros(toMicros(value));

/** A count the platform sends as a string or a number ("1234" → 1234); missing → 0. */
export function toCount(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === "") return 0;
  const n = typeof value === "number" ? value : Number(value.trim());
  if (!Number.isSafeInteger(n)) throw new Error(`Not a whole number: "${value}"`);
  return n;
}
