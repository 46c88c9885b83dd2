/**
 * Rest.li 2.0 query syntax as LinkedIn's Marketing API reads it: structures in parentheses, lists as
 * List(...), URNs percent-encoded inside them while the parentheses, colons and commas stay bare.
 * Pure; shared by the connector and the stand-in.
 */
import { addDays, daysBetween } from "@/lib/days";
import type { DayRange } from "../../core/types";

export const LINKEDIN_VERSION = "202606";
export const REST = "https://api.linkedin.com/rest";

/** LinkedIn's analytics answers hold at most this many elements, without paging. */
export const MAX_ELEMENTS = 15_000;

export type RestliDate = { year: number; month: number; day: number };

const dateOf = (day: string): RestliDate => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) });
export const dayOf = (d: RestliDate): string => `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
const restliDate = (day: string) => {
  const d = dateOf(day);
  return `(year:${d.year},month:${d.month},day:${d.day})`;
};

/** `(start:(year:2026,month:9,day:1),end:(year:2026,month:9,day:7))` */
export const restliDateRange = (window: DayRange) => `(start:${restliDate(window.start)},end:${restliDate(window.end)})`;

/** `List(urn%3Ali%3AsponsoredAccount%3A502840441)` */
export const restliUrnList = (urns: readonly string[]) => `List(${urns.map(encodeURIComponent).join(",")})`;

/** Parses the dateRange parameter back (the stand-in reads what the connector sends). */
export function parseRestliDateRange(value: string): DayRange | null {
  const m = /^\(start:\(year:(\d{4}),month:(\d{1,2}),day:(\d{1,2})\),end:\(year:(\d{4}),month:(\d{1,2}),day:(\d{1,2})\)\)$/.exec(value);
  if (!m) return null;
  const n = m.slice(1).map(Number);
  return { start: dayOf({ year: n[0]!, month: n[1]!, day: n[2]! }), end: dayOf({ year: n[3]!, month: n[4]!, day: n[5]! }) };
}

/** The items of a `List(a,b)` parameter, decoded; null when it isn't one. */
export function parseRestliList(value: string): string[] | null {
  const m = /^List\((.*)\)$/.exec(value);
  return m ? m[1]!.split(",").filter(Boolean).map(decodeURIComponent) : null;
}

/** The numeric id at the end of a URN: `urn:li:sponsoredCampaign:612345001` → "612345001". */
export const urnId = (urn: string): string => urn.slice(urn.lastIndexOf(":") + 1);

/**
 * A window cut so that each request stays under the element cap: daily rows × campaigns
 * ≤ MAX_ELEMENTS (LinkedIn has no paging for analytics, it silently stops at the cap).
 */
export function windowsUnderCap(window: DayRange, campaigns: number, cap = MAX_ELEMENTS): DayRange[] {
  const days = Math.max(1, Math.floor(cap / Math.max(1, campaigns)));
  const out: DayRange[] = [];
  for (let start = window.start; start <= window.end; start = addDays(start, days)) {
    const end = addDays(start, days - 1);
    out.push({ start, end: end < window.end ? end : window.end });
  }
  return out;
}

/** The two halves of a window (for an answer that hit the cap anyway). */
export function halves(window: DayRange): [DayRange, DayRange] {
  const mid = addDays(window.start, Math.floor(daysBetween(window.start, window.end) / 2));
  return [
    { start: window.start, end: mid },
    { start: addDays(mid, 1), end: window.end },
  ];
}
