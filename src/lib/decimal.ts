/**
 * Exact decimal arithmetic on strings, with BigInt: money, conversion values and exchange rates are
 * never floats. A decimal here is canonical text, `-?\d+(\.\d+)?` ("1234.5", "-0.07"). Pure, no I/O.
 */

const CANONICAL = /^-?\d+(?:\.\d+)?$/;

export const isDecimal = (text: string): boolean => CANONICAL.test(text);

/** Integer division rounded half away from zero. */
function roundDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  const twice = (r < 0n ? -r : r) * 2n;
  const abs = d < 0n ? -d : d;
  if (twice < abs) return q;
  return n < 0n !== d < 0n ? q - 1n : q + 1n;
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** The value × 10^scale as an integer, rounded half away from zero. Throws on text that isn't a decimal. */
export function toScaled(text: string, scale: number): bigint {
  if (!CANONICAL.test(text)) throw new RangeError(`Not a decimal: ${text}`);
  const negative = text.startsWith("-");
  const [int, frac = ""] = (negative ? text.slice(1) : text).split(".");
  const digits = BigInt(int! + frac);
  const value = frac.length <= scale ? digits * pow10(scale - frac.length) : roundDiv(digits, pow10(frac.length - scale));
  return negative ? -value : value;
}

/** Text of an integer scaled by 10^scale, with trailing zeros trimmed down to `minDp` decimals. */
export function fromScaled(value: bigint, scale: number, minDp = 0): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, "0");
  const int = digits.slice(0, digits.length - scale);
  let frac = digits.slice(digits.length - scale);
  while (frac.length > minDp && frac.endsWith("0")) frac = frac.slice(0, -1);
  const text = frac ? `${int}.${frac}` : int;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

const scaleOf = (text: string): number => (text.includes(".") ? text.length - text.indexOf(".") - 1 : 0);

/** Canonical text: no leading zeros, no trailing fractional zeros below `minDp`, at most `maxDp` decimals (rounded). */
export function normalizeDecimal(text: string, opts: { minDp?: number; maxDp?: number } = {}): string {
  const minDp = opts.minDp ?? 0;
  if (scaleOf(text) <= (opts.maxDp ?? Infinity) && CANONICAL.test(text)) {
    // No rounding needed: trim the text itself (uploads normalise hundreds of thousands of cells).
    const negative = text.startsWith("-");
    const [int, frac = ""] = (negative ? text.slice(1) : text).split(".");
    let f = frac;
    while (f.length > minDp && f.endsWith("0")) f = f.slice(0, -1);
    f = f.padEnd(minDp, "0");
    const i = int!.replace(/^0+(?=\d)/, "");
    const out = f ? `${i}.${f}` : i;
    return negative && /[1-9]/.test(out) ? `-${out}` : out;
  }
  const scale = Math.min(scaleOf(text), opts.maxDp ?? Infinity);
  return fromScaled(toScaled(text, Math.max(scale, minDp)), Math.max(scale, minDp), minDp);
}

/** a + b, exactly. */
export function addDecimal(a: string, b: string): string {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  return fromScaled(toScaled(a, scale) + toScaled(b, scale), scale);
}

/** a × b rounded to `dp` decimals (half away from zero), trailing zeros trimmed down to `minDp`. */
export function mulDecimal(a: string, b: string, dp: number, minDp = 0): string {
  const sa = scaleOf(a);
  const sb = scaleOf(b);
  const exact = toScaled(a, sa) * toScaled(b, sb);
  const scale = sa + sb;
  const rounded = scale <= dp ? exact * pow10(dp - scale) : roundDiv(exact, pow10(scale - dp));
  return fromScaled(rounded, dp, minDp);
}

/** a ÷ b rounded to `dp` decimals (half away from zero). Throws on a zero divisor. */
export function divDecimal(a: string, b: string, dp: number, minDp = 0): string {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  const divisor = toScaled(b, scale);
  if (divisor === 0n) throw new RangeError("Division by zero");
  return fromScaled(roundDiv(toScaled(a, scale) * pow10(dp), divisor), dp, minDp);
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  const d = toScaled(a, scale) - toScaled(b, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/**
 * What platforms send, as value × 10^scale: decimal strings ("38.12", ".5", "+3", "1.5E3"), JSON
 * numbers (read through their shortest round-trip text, exponent included) and nothing at all
 * (null, undefined or "" are 0: proto3 and most APIs leave zero metrics out). Rounded half away
 * from zero past `scale` places, as PostgreSQL's numeric does. Throws on anything else.
 */
export function parseScaled(value: string | number | null | undefined, scale: number): bigint {
  if (value === null || value === undefined) return 0n;
  if (typeof value === "number" && !Number.isFinite(value)) throw new RangeError(`Not a decimal: ${value}`);
  const text = typeof value === "number" ? String(value) : value.trim();
  if (text === "") return 0n;
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) throw new RangeError(`Not a decimal: ${JSON.stringify(value)}`);
  let digits = `${m[2]}${m[3] ?? ""}`;
  // Places after the decimal point, once the exponent is applied.
  let places = (m[3] ?? "").length - Number(m[4] ?? 0);
  if (places < 0) {
    digits += "0".repeat(-places);
    places = 0;
  }
  const units = places <= scale ? BigInt(digits || "0") * pow10(scale - places) : roundDiv(BigInt(digits || "0"), pow10(places - scale));
  return m[1] === "-" ? -units : units;
}

/** Platform input in millionths, the warehouse's money scale (see parseScaled). */
export const toMicros = (value: string | number | null | undefined): bigint => parseScaled(value, 6);

/** Millionths as decimal text, trailing zeros trimmed down to `minDp` places ("12.5", or "12.50" with 2). */
export const fromMicros = (micros: bigint, minDp = 0): string => fromScaled(micros, 6, minDp);

/** The exact sum of platform values, to 6 places, with at least `minDp` decimals. */
export function sumDecimals(values: readonly (string | number | null | undefined)[], minDp = 2): string {
  return fromMicros(
    values.reduce<bigint>((sum, v) => sum + toMicros(v), 0n),
    minDp,
  );
}
