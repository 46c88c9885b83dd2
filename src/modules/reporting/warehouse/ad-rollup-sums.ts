import type { FactBatch } from "@/modules/connectors";
import { monthStart } from "@/lib/days";

/**
 * The paid-media rollups of a window summed in JavaScript from the rows being written, in exact
 * whole millionths (plain numbers: integers below 2^53 are exact), so the warehouse writer needn't
 * read its facts back. Pure.
 */

/** One rollup row's sums: a day of a source (campaignId "") or of a campaign. */
export type AdTotals = { date: string; campaignId: string; impressions: number; clicks: number; spend: number; conversions: number; conversionValue: number };

const SCALE = [1_000_000, 100_000, 10_000, 1_000, 100, 10, 1];
/**
 * A decimal `-?\d+(\.\d{1,6})?` as whole millionths, first rounded (half away from zero, as
 * PostgreSQL's numeric does) to the `dp` places its column keeps, so sums equal the stored facts'.
 * Exact while below 2^53 (~9 billion major units); null otherwise or for any other text. Read
 * character by character: three per fact row, a million rows a backfill.
 */
function micros(text: string, dp = 6): number | null {
  const negative = text.charCodeAt(0) === 45;
  const first = negative ? 1 : 0;
  if (text.length <= first) return null;
  let int = 0;
  let frac = 0;
  let places = -1;
  for (let i = first; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch >= 48 && ch <= 57) {
      if (places < 0) int = int * 10 + (ch - 48);
      else if (++places > 6) return null;
      else frac = frac * 10 + (ch - 48);
    } else if (ch === 46 && places < 0 && i > first) places = 0;
    else return null;
  }
  if (places === 0) return null;
  let units = int * 1_000_000 + (places < 0 ? 0 : frac * SCALE[places]!);
  if (dp < 6) {
    const step = 10 ** (6 - dp);
    units = Math.floor(units / step) * step + (units % step >= step / 2 ? step : 0);
  }
  return Number.isSafeInteger(units) ? (negative ? -units : units) : null;
}
/** Whole millionths as decimal text with 6 places (the rollups' numeric columns). */
export function fromMicros(units: number): string {
  const abs = units < 0 ? -units : units;
  const frac = abs % 1_000_000;
  // (abs - frac) ÷ 10^6 is exact; abs ÷ 10^6 could round up to the next integer near 2^53. The
  // fraction's six digits are those of 1,000,000 + frac after its leading 1 (a third faster than
  // padStart; three per rollup row).
  return (units < 0 ? "-" : "") + (abs - frac) / 1_000_000 + "." + String(frac + 1_000_000).slice(1);
}

/**
 * The two paid-media rollups of a window, summed from the rows being written (exact, in millionths),
 * or null when an amount has more than 6 places or is too large, and SQL must sum instead.
 */
export function adRollups(rows: NonNullable<FactBatch["ad"]>): { sourceDay: AdTotals[]; campaignDay: AdTotals[] } | null {
  const byDay = new Map<string, AdTotals>();
  const byCampaign = new Map<string, AdTotals>();
  const bump = (
    map: Map<string, AdTotals>,
    key: string,
    date: string,
    campaignId: string,
    r: NonNullable<FactBatch["ad"]>[number],
    m: [number, number, number],
  ) => {
    let t = map.get(key);
    if (!t) map.set(key, (t = { date, campaignId, impressions: 0, clicks: 0, spend: 0, conversions: 0, conversionValue: 0 }));
    t.impressions += r.impressions;
    t.clicks += r.clicks;
    t.spend += m[0];
    t.conversions += m[1];
    t.conversionValue += m[2];
  };
  for (const r of rows) {
    const spend = micros(r.spend);
    const conversions = micros(r.conversions, 4);
    const value = micros(r.conversionValue);
    if (spend === null || conversions === null || value === null) return null;
    const m: [number, number, number] = [spend, conversions, value];
    bump(byDay, r.date, r.date, "", r, m);
    bump(byCampaign, `${r.date}|${r.campaignId}`, r.date, r.campaignId, r, m);
  }
  const all = [...byDay.values(), ...byCampaign.values()];
  if (!all.every((t) => Number.isSafeInteger(t.spend) && Number.isSafeInteger(t.conversions) && Number.isSafeInteger(t.conversionValue))) return null;
  return { sourceDay: [...byDay.values()], campaignDay: [...byCampaign.values()] };
}

/**
 * A window's campaign-day sums per campaign and calendar month (`date` is the month's first day).
 * Whole millionths add exactly; the day rows already hold conversions rounded to their 4 places.
 */
export function monthSums(campaignDay: AdTotals[]): AdTotals[] {
  const byMonth = new Map<string, AdTotals>();
  for (const d of campaignDay) {
    const month = monthStart(d.date);
    const key = `${month}|${d.campaignId}`;
    let t = byMonth.get(key);
    if (!t) byMonth.set(key, (t = { date: month, campaignId: d.campaignId, impressions: 0, clicks: 0, spend: 0, conversions: 0, conversionValue: 0 }));
    t.impressions += d.impressions;
    t.clicks += d.clicks;
    t.spend += d.spend;
    t.conversions += d.conversions;
    t.conversionValue += d.conversionValue;
  }
  return [...byMonth.values()];
}
