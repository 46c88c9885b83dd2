/**
 * Exact money arithmetic on decimal strings: amounts become integer millionths (BigInt), are summed
 * and subtracted there, and come back as decimal strings. No float ever touches an amount.
 */
const SCALE = 6;
const FACTOR = 10n ** BigInt(SCALE);

/** "89.90" → 89_900_000n. Accepts what platforms send: "0.0", "-1.5", "12", numbers as strings. */
export function toMicros(amount: string | null | undefined): bigint {
  const value = (amount ?? "0").trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!m) throw new Error(`Not a decimal amount: ${JSON.stringify(amount)}`);
  const fraction = m[3] ?? "";
  if (fraction.length > SCALE && /[1-9]/.test(fraction.slice(SCALE))) throw new Error(`More than ${SCALE} decimals: ${value}`);
  const micros = BigInt(m[2]!) * FACTOR + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, "0"));
  return m[1] ? -micros : micros;
}

/** 89_900_000n → "89.90": at least two decimals, more only when they aren't zero. */
export function fromMicros(micros: bigint): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const fraction = (abs % FACTOR).toString().padStart(SCALE, "0").replace(/0+$/, "").padEnd(2, "0");
  return `${negative ? "-" : ""}${abs / FACTOR}.${fraction}`;
}
