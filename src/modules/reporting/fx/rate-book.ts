/**
 * Which rate converts one currency into another on a day, with every kind of rate a workspace has:
 * its own (entered here, or the FX_RATES setting: overrides) and the reference rates (the European
 * Central Bank's, per euro, crossed through the euro). Pure, no I/O.
 *
 * - A rate applies to every day from its date on, until the next rate of its kind.
 * - An override wins over the reference rates for its pair from its date on.
 * - Days before the first rate of a pair use that first rate, and say so (`beforeFirst`).
 */
import { addDays, type DayRange } from "@/lib/days";
import { divDecimal, normalizeDecimal } from "@/lib/decimal";
import { chooseRate, RATE_MAX_DP, type StoredRate } from "./fx-rates";

export type RateOrigin = "manual" | "config" | "reference" | "feed";
export type ChosenRate = { rate: string; rateDate: string; origin: RateOrigin; inverse: boolean; beforeFirst: boolean };

/** One currency's reference rates: units per euro, by day, oldest first. */
export type ReferenceSeries = { dates: string[]; perEur: string[]; sources: ("reference" | "feed")[] };
export type ReferenceBook = ReadonlyMap<string, ReferenceSeries>;

/** A calendar day (YYYY-MM-DD) in a workspace's date format: "2026-11-03" → "03/11/2026" for DD/MM/YYYY. */
export function formatDayAs(day: string, dateFormat: string): string {
  const [y = "", m = "", d = ""] = day.split("-");
  return dateFormat.replace(/YYYY|MM|DD/g, (t) => (t === "YYYY" ? y : t === "MM" ? m : d));
}

/** Index of the last entry on or before `date` (binary search), or -1. */
export function lastOnOrBefore(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (dates[mid]! <= date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The rates converting `from` into `to`: the pair's overrides (either direction) and the reference book. */
export class PairRates {
  private readonly overrides: StoredRate[];
  private readonly refFrom: ReferenceSeries | null | undefined;
  private readonly refTo: ReferenceSeries | null | undefined;
  private first: ChosenRate | null | undefined;

  constructor(
    readonly from: string,
    readonly to: string,
    overrides: readonly StoredRate[],
    book: ReferenceBook,
  ) {
    this.overrides = overrides.filter((r) => (r.base === from && r.quote === to) || (r.base === to && r.quote === from));
    // The euro is 1 per euro (null); a currency the book doesn't hold has no reference rate (undefined).
    this.refFrom = from === "EUR" ? null : book.get(from);
    this.refTo = to === "EUR" ? null : book.get(to);
  }

  private hasReference(): boolean {
    return this.refFrom !== undefined && this.refTo !== undefined && (this.refFrom !== null || this.refTo !== null);
  }

  /** The cross rate through the euro on `date` (each side's latest on or before it), or null. */
  private reference(date: string): ChosenRate | null {
    if (!this.hasReference()) return null;
    const side = (s: ReferenceSeries | null) => {
      if (s === null) return { perEur: "1", date: "", source: "reference" as const };
      const i = lastOnOrBefore(s.dates, date);
      return i < 0 ? null : { perEur: s.perEur[i]!, date: s.dates[i]!, source: s.sources[i]! };
    };
    const a = side(this.refFrom!);
    const b = side(this.refTo!);
    if (!a || !b) return null;
    const rate = normalizeDecimal(divDecimal(b.perEur, a.perEur, RATE_MAX_DP));
    const rateDate = a.date > b.date ? a.date : b.date;
    const origin = a.source === "feed" || b.source === "feed" ? "feed" : "reference";
    return { rate, rateDate, origin, inverse: false, beforeFirst: false };
  }

  private override(date: string): ChosenRate | null {
    const c = chooseRate(this.overrides, this.from, this.to, date);
    return c ? { ...c, beforeFirst: false } : null;
  }

  /** The first rate the pair has (the earliest; an override on the same day as the first reference one). */
  private firstRate(): ChosenRate | null {
    if (this.first !== undefined) return this.first;
    const firstOverride = this.overrides.length ? this.override(this.overrides.reduce((a, r) => (r.date < a ? r.date : a), this.overrides[0]!.date)) : null;
    let firstReference: ChosenRate | null = null;
    if (this.hasReference()) {
      const starts = [this.refFrom, this.refTo].filter((s): s is ReferenceSeries => !!s && s.dates.length > 0).map((s) => s.dates[0]!);
      if (starts.length > 0) firstReference = this.reference(starts.reduce((a, b) => (a > b ? a : b)));
    }
    const pick = firstOverride && (!firstReference || firstOverride.rateDate <= firstReference.rateDate) ? firstOverride : firstReference;
    this.first = pick ? { ...pick, beforeFirst: true } : null;
    return this.first;
  }

  /** The rate for `date`: the pair's override from its date on, else the reference rate, else the first rate (marked). */
  at(date: string): ChosenRate | null {
    const own = this.override(date);
    if (own) return own;
    const ref = this.reference(date);
    if (ref) return ref;
    const first = this.firstRate();
    return first && date < first.rateDate ? first : null;
  }

  /** The days (sorted, distinct) on which the choice can change: where any rate of the pair starts. */
  changeDays(): string[] {
    const days = new Set(this.overrides.map((r) => r.date));
    for (const s of [this.refFrom, this.refTo]) if (s) for (const d of s.dates) days.add(d);
    return [...days].sort();
  }
}

/** Days sharing one chosen rate: amounts in `currency` on `start`…`end` convert with `rate` (divided by it when `inverse`). */
export type PairRun = { currency: string; start: string; end: string; chosen: ChosenRate };

/**
 * The rate each day of `days` (disjoint, in order) converts each pair with, as runs of days sharing
 * one choice; a day no rate converts is in no run. The choice can only change on a day some rate of
 * the pair starts, so the pair is asked on those days and the ranges' first days, never day by day.
 */
export function pairRuns(pairs: readonly PairRates[], days: readonly DayRange[]): PairRun[] {
  const runs: PairRun[] = [];
  for (const pair of pairs) {
    const changes = pair.changeDays();
    for (const range of days) {
      const from = lastOnOrBefore(changes, range.start) + 1;
      const starts = [range.start];
      for (let i = from; i < changes.length && changes[i]! <= range.end; i++) if (changes[i]! > range.start) starts.push(changes[i]!);
      starts.forEach((start, i) => {
        const chosen = pair.at(start);
        if (!chosen) return;
        const end = i + 1 < starts.length ? addDays(starts[i + 1]!, -1) : range.end;
        const last = runs.at(-1);
        if (
          last &&
          last.currency === pair.from &&
          last.chosen.rate === chosen.rate &&
          last.chosen.inverse === chosen.inverse &&
          last.chosen.beforeFirst === chosen.beforeFirst &&
          addDays(last.end, 1) === start
        )
          last.end = end;
        else runs.push({ currency: pair.from, start, end, chosen });
      });
    }
  }
  return runs;
}
