/**
 * Daily exchange rates: the FX_RATES setting's format, which stored rate converts an amount on a
 * day, and the conversion itself, exact (BigInt decimals, never floats). Pure, no I/O.
 *
 * FX_RATES: `2026-11-01 EUR/USD=1.08 GBP/USD=1.27; 2026-11-02 EUR/USD=1.09`: days separated by `;`
 * (or line breaks), each a day then pairs `BASE/QUOTE=RATE`, meaning 1 BASE = RATE QUOTE.
 */
import { addDays, isDay, type DayRange } from "@/lib/days";
import { divDecimal, isDecimal, mulDecimal, normalizeDecimal } from "@/lib/decimal";

export type FxRate = { date: string; base: string; quote: string; rate: string };
export type FxOrigin = "config" | "manual";
export type StoredRate = FxRate & { origin: FxOrigin };

export class FxSettingError extends Error {}

const PAIR = /^([A-Za-z]{3})\/([A-Za-z]{3})=(.+)$/;
/** What the rate column holds: numeric(24, 10). */
export const RATE_MAX_DP = 10;
const RATE_MAX_INT_DIGITS = 14;

/** Why a rate's text can't be stored, or null. */
export function rateProblem(rate: string): string | null {
  if (!isDecimal(rate) || rate.startsWith("-")) return "must be a positive number such as 1.0825";
  const [int, frac = ""] = rate.split(".");
  if (!/[1-9]/.test(rate)) return "must be more than 0";
  if (frac.length > RATE_MAX_DP) return `can have at most ${RATE_MAX_DP} decimals`;
  if (int!.replace(/^0+/, "").length > RATE_MAX_INT_DIGITS) return "is too large";
  return null;
}

/** The rates of the setting. Throws FxSettingError naming the entry and what is wrong with it. */
export function parseFxSetting(text: string | undefined, isCurrency: (code: string) => boolean): FxRate[] {
  if (!text || text.trim() === "") return [];
  const out: FxRate[] = [];
  const seen = new Set<string>();
  const entries = text
    .split(/[;\n]/)
    .map((e) => e.trim())
    .filter(Boolean);
  entries.forEach((entry, i) => {
    const fail = (problem: string): never => {
      throw new FxSettingError(
        `FX_RATES can't be read: entry ${i + 1} (“${entry}”) ${problem}. Write days as \`2026-11-01 EUR/USD=1.08 GBP/USD=1.27; 2026-11-02 EUR/USD=1.09\`.`,
      );
    };
    const [day, ...pairs] = entry.split(/\s+/);
    if (!isDay(day!)) fail(`starts with “${day}”, not a day as YYYY-MM-DD`);
    if (pairs.length === 0) fail("has no rate after its day");
    for (const pair of pairs) {
      const m = PAIR.exec(pair);
      if (!m) fail(`has “${pair}”, not a rate as BASE/QUOTE=RATE`);
      const [base, quote, rate] = [m![1]!.toUpperCase(), m![2]!.toUpperCase(), m![3]!];
      if (!isCurrency(base)) fail(`names ${base}, not an ISO 4217 currency`);
      if (!isCurrency(quote)) fail(`names ${quote}, not an ISO 4217 currency`);
      if (base === quote) fail(`converts ${base} to itself`);
      const problem = rateProblem(rate);
      if (problem) fail(`gives ${base}/${quote} the rate “${rate}”, which ${problem}`);
      const key = `${day} ${base}/${quote}`;
      if (seen.has(key)) fail(`repeats ${base}/${quote} for ${day}`);
      seen.add(key);
      out.push({ date: day!, base, quote, rate: normalizeDecimal(rate) });
    }
  });
  return out;
}

export type ChosenRate = { rate: string; rateDate: string; origin: FxOrigin; inverse: boolean };

/**
 * The rate that converts `from` into `to` on `date`: the latest on or before the day. On one day a
 * manual rate beats the configured one, and the pair as asked beats its inverse, which is used when
 * only the inverse pair was given (manual direct, config direct, manual inverse, config inverse).
 */
export function chooseRate(rates: StoredRate[], from: string, to: string, date: string): ChosenRate | null {
  let best: { r: StoredRate; inverse: boolean; rank: number } | null = null;
  for (const r of rates) {
    if (r.date > date) continue;
    const inverse = r.base === to && r.quote === from;
    if (!inverse && !(r.base === from && r.quote === to)) continue;
    const rank = (inverse ? 2 : 0) + (r.origin === "manual" ? 0 : 1);
    if (!best || r.date > best.r.date || (r.date === best.r.date && rank < best.rank)) best = { r, inverse, rank };
  }
  return best ? { rate: best.r.rate, rateDate: best.r.date, origin: best.r.origin, inverse: best.inverse } : null;
}

/** Converted amounts keep 2 to 6 decimals; rates shown keep up to 10. */
export const AMOUNT_MAX_DP = 6;
export const AMOUNT_MIN_DP = 2;

/** amount × rate (or ÷ the inverse pair's rate), exact to 6 decimals; and the rate that was applied. */
export function applyRate(amount: string, chosen: Pick<ChosenRate, "rate" | "inverse">): { amount: string; rate: string } {
  if (!chosen.inverse) return { amount: mulDecimal(amount, chosen.rate, AMOUNT_MAX_DP, AMOUNT_MIN_DP), rate: normalizeDecimal(chosen.rate) };
  return { amount: divDecimal(amount, chosen.rate, AMOUNT_MAX_DP, AMOUNT_MIN_DP), rate: divDecimal("1", chosen.rate, RATE_MAX_DP) };
}

/** Days sharing one chosen rate: amounts in `currency` on `start`…`end` convert with `rate` (divided by it when `inverse`). */
export type RateRun = { currency: string; start: string; end: string; rate: string; inverse: boolean };

/** The days of some ranges as disjoint ranges in order (overlapping or touching ones merged). */
export function unionOfDays(ranges: readonly DayRange[]): DayRange[] {
  const out: DayRange[] = [];
  for (const r of [...ranges].sort((a, b) => a.start.localeCompare(b.start))) {
    const last = out.at(-1);
    if (last && r.start <= addDays(last.end, 1)) {
      if (r.end > last.end) last.end = r.end;
    } else out.push({ ...r });
  }
  return out;
}
