/**
 * Deal amounts: kept as whole minor units (cents; yen have none, dinars have three) in an ISO 4217
 * currency. Pure helpers shared by the server and the forms.
 */

/** The largest amount a deal holds, in minor units (well inside a double's exact integers). */
export const MAX_AMOUNT_MINOR = 100_000_000_000_000;

const currencyCodes: ReadonlySet<string> = new Set(Intl.supportedValuesOf("currency"));

export function isCurrencyCode(code: string): boolean {
  return currencyCodes.has(code);
}

/** Digits after the decimal point in a currency's minor unit (USD 2, JPY 0, BHD 3). */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Reads an amount as a person types it ("1,250", "1 250,50", "$1,250.00", "1250.5") into minor units
 * of `currency`. Null when it isn't a non-negative amount with at most the currency's decimals.
 * A lone separator followed by exactly three digits groups thousands ("1,250" = 1250).
 */
export function parseMoney(text: string, currency: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f']/g, "").replace(/^[^\d.,-]+|[^\d.,]+$/g, "");
  if (!/^\d[\d.,]*$/.test(cleaned) && !/^[.,]\d+$/.test(cleaned)) return null;
  const digits = currencyDigits(currency);
  const lastDot = cleaned.lastIndexOf(".");
  const lastComma = cleaned.lastIndexOf(",");
  let decimalAt = -1;
  if (lastDot >= 0 && lastComma >= 0) {
    decimalAt = Math.max(lastDot, lastComma);
  } else {
    const at = Math.max(lastDot, lastComma);
    const separator = cleaned[at];
    const occurrences = at >= 0 ? cleaned.split(separator!).length - 1 : 0;
    const groupsThousands = occurrences > 1 || (at >= 0 && cleaned.length - at - 1 === 3 && at > 0);
    decimalAt = at >= 0 && !groupsThousands ? at : -1;
  }
  const grouped = decimalAt >= 0 ? cleaned.slice(0, decimalAt) : cleaned;
  if (/[.,]/.test(grouped) && !/^\d{1,3}(?:[.,]\d{3})+$/.test(grouped)) return null;
  const whole = grouped.replace(/[.,]/g, "");
  const fraction = decimalAt >= 0 ? cleaned.slice(decimalAt + 1) : "";
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || (whole === "" && fraction === "")) return null;
  if (fraction.length > digits) return null;
  const minor = Number(whole || "0") * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
  return Number.isSafeInteger(minor) && minor <= MAX_AMOUNT_MINOR ? minor : null;
}

/** An amount in minor units as a person reads it: "$1,250", "€1,250.50", "¥3,000"; compact: "$1.3K". */
export function formatMinor(minor: number, currency: string, opts: { locale?: string; compact?: boolean } = {}): string {
  const digits = currencyDigits(currency);
  const major = minor / 10 ** digits;
  try {
    return new Intl.NumberFormat(opts.locale ?? "en-US", {
      style: "currency",
      currency,
      ...(opts.compact
        ? { notation: "compact", maximumFractionDigits: 1 }
        : { minimumFractionDigits: minor % 10 ** digits === 0 ? 0 : digits, maximumFractionDigits: digits }),
    }).format(major);
  } catch {
    return `${major.toFixed(digits)} ${currency}`;
  }
}

/** The amount as typed back into a form ("1250.50"), without grouping or symbol. */
export function minorToInput(minor: number | null | undefined, currency: string): string {
  if (minor === null || minor === undefined) return "";
  const digits = currencyDigits(currency);
  return digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits).replace(/\.0+$/, "");
}

/** The forecast value of an amount at a stage's win probability (0-100), rounded to a minor unit. */
export function weighted(minor: number, probability: number): number {
  return Math.round((minor * probability) / 100);
}

/** An example amount in the currency, for a form's hint and error ("1,250.50", "1,250"). */
export function amountExample(currency: string): string {
  const digits = currencyDigits(currency);
  return digits === 0 ? "1,250" : `1,250.${"5".padEnd(digits, "0")}`;
}
