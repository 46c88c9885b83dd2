/**
 * Exact decimal arithmetic for money and fractional counts: values become whole numbers of
 * 10^-scale units (BigInt), are summed as such, and are written back as decimal strings. Platforms
 * send money as strings ("38.12"), micros ("2500000") or JSON doubles (120.5); none of it goes
 * through float arithmetic here.
 */

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * A decimal string (or a JSON number, read through its shortest round-trip text, exponent included)
 * as a count of 10^-scale units, rounded half away from zero past `scale` places.
 */
export function toUnits(value: string | number, scale = 6): bigint {
  const text = typeof value === "number" ? numberText(value) : value.trim();
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === "" && (m[3] ?? "") === "")) throw new Error(`Not a decimal number: ${JSON.stringify(value)}`);
  const negative = m[1] === "-";
  let digits = `${m[2]}${m[3] ?? ""}`;
  // Position of the decimal point counted from the right end of `digits`.
  let fraction = (m[3] ?? "").length - Number(m[4] ?? 0);
  if (fraction < 0) {
    digits += "0".repeat(-fraction);
    fraction = 0;
  }
  let units: bigint;
  if (fraction <= scale) units = BigInt(digits || "0") * 10n ** BigInt(scale - fraction);
  else {
    const cut = fraction - scale;
    const kept = digits.length > cut ? digits.slice(0, digits.length - cut) : "0";
    const dropped = digits.length > cut ? digits.slice(digits.length - cut) : digits.padStart(cut, "0");
    units = BigInt(kept) + (dropped[0]! >= "5" ? 1n : 0n);
  }
  return negative ? -units : units;
}

/** Units back to a decimal string without trailing zeros ("12.5", "0", "-0.000001"). */
export function fromUnits(units: bigint, scale = 6): string {
  const negative = units < 0n;
  const abs = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const whole = abs.slice(0, abs.length - scale);
  const fraction = abs.slice(abs.length - scale).replace(/0+$/, "");
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && units !== 0n ? `-${text}` : text;
}

/** A decimal string in its shortest form ("12.50" → "12.5", "007" → "7"), for comparing. */
export const normalizeDecimal = (value: string | number, scale = 6): string => fromUnits(toUnits(value, scale), scale);

function numberText(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`Not a finite number: ${n}`);
  return String(n);
}
