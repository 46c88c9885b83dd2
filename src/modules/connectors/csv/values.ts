/**
 * Cells of a platform export read as numbers and days. Exports write numbers for people ("1,234.50",
 * "$1,234.50", "€1.234,50", "(12.00)", "--") and days in the account's locale ("11/05/2024",
 * "Nov 5, 2024", "20241105", an Excel serial). Numbers come back as exact decimal text, never floats.
 * Pure, no I/O; shared by the browser preview and the server.
 */
import { isDecimal, normalizeDecimal } from "@/lib/decimal";

export type Cell<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Cells that mean "nothing here" in exports (Google Ads writes `--`). */
const BLANK = /^(?:|-|--|—|–|n\/a|null|none)$/i;
export const isBlankCell = (raw: string): boolean => BLANK.test(raw.trim());

const PLAIN = /^\d+(?:\.\d+)?$/;
const SPACES = /[\s\u00a0\u2007\u202f']/g;
const CURRENCY = /\p{Sc}/gu;
const CODE = /^[A-Z]{3}(?=[\d(+-])|(?<=[\d)])[A-Z]{3}$/;

/**
 * A number as exact decimal text. Thousands separators (`,` `.` space `'`), currency symbols and
 * codes, a leading `+`, negatives as `-12` or `(12)` and scientific notation are accepted. With both
 * `,` and `.`, the last one is the decimal mark; a lone `,` followed by exactly three digits groups
 * thousands ("1,234"), otherwise it is the decimal mark ("12,5").
 */
export function parseNumber(raw: string): Cell<string> {
  const trimmed = raw.trim();
  if (PLAIN.test(trimmed)) return { ok: true, value: normalizeDecimal(trimmed) };
  let s = trimmed.replace(SPACES, "").replace(CURRENCY, "").replace(CODE, "");
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.startsWith("-")) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.startsWith("+")) s = s.slice(1);
  s = s.replace(CURRENCY, "").replace(CODE, "");
  if (s.endsWith("%")) return { ok: false, reason: `“${raw.trim()}” is a percentage, not a number` };
  const sci = /^(\d+(?:\.\d+)?)e([+-]?\d{1,3})$/i.exec(s);
  if (sci) return { ok: true, value: sign(negative, shift(sci[1]!, Number(sci[2]))) };
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  let canonical: string;
  if (lastComma >= 0 && lastDot >= 0) {
    canonical = lastComma > lastDot ? ungroup(s, ".", ",") : ungroup(s, ",", ".");
  } else if (lastComma >= 0) {
    const commas = s.split(",").length - 1;
    canonical = commas > 1 || /^\d{1,3},\d{3}$/.test(s) ? ungroup(s, ",", null) : s.replace(",", ".");
  } else if (lastDot >= 0 && s.split(".").length > 2) {
    canonical = ungroup(s, ".", null);
  } else canonical = s;
  if (canonical.startsWith(".")) canonical = `0${canonical}`;
  if (!isDecimal(canonical)) return { ok: false, reason: `“${raw.trim()}” isn't a number` };
  return { ok: true, value: sign(negative, normalizeDecimal(canonical)) };
}

/** Removes a thousands separator (only between groups of three digits) and makes `decimal` a dot. */
function ungroup(s: string, group: string, decimal: string | null): string {
  const [int, frac, ...rest] = decimal ? s.split(decimal) : [s];
  if (rest.length > 0 || int === undefined) return "x";
  const groups = int.split(group);
  if (groups.length > 1 && !(/^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g)))) return "x";
  return frac === undefined ? groups.join("") : `${groups.join("")}.${frac}`;
}

/** Moves the decimal point of digits by `exp` places. */
function shift(digits: string, exp: number): string {
  const [int, frac = ""] = digits.split(".");
  const all = int! + frac;
  const point = int!.length + exp;
  const text =
    point <= 0 ? `0.${"0".repeat(-point)}${all}` : point >= all.length ? all + "0".repeat(point - all.length) : `${all.slice(0, point)}.${all.slice(point)}`;
  return normalizeDecimal(text);
}

const sign = (negative: boolean, value: string) => (negative && /[1-9]/.test(value) ? `-${value}` : value);

export const dateFormats = ["iso", "dmy", "mdy", "excel"] as const;
export type DateFormat = (typeof dateFormats)[number];
export const dateFormatLabels: Record<DateFormat, string> = {
  iso: "Year-month-day (2026-11-05, 20261105)",
  dmy: "Day/month/year (05/11/2026)",
  mdy: "Month/day/year (11/05/2026)",
  excel: "Excel serial number (46331)",
};

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const NUMERIC = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?:[T\s,].*)?$/;
const MONTH_FIRST = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:\b.*)?$/i;
const DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,9})\.?[\s,-]+(\d{4}|\d{2})(?:\b.*)?$/i;

function day(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2200) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** A real calendar day written `YYYY-MM-DD`. */
export const isIsoDay = (s: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(s) && parseDay(s, "iso") === s;

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
const monthOf = (name: string) => {
  const i = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return i < 0 ? 0 : i + 1;
};

/**
 * A day as `YYYY-MM-DD`, or null. A time after the day is ignored (the day is the one written, in
 * the account's time zone). Year-first days and days with a month name are read in every format;
 * `dmy` / `mdy` decide what `05/11/2026` means; `excel` reads serial numbers (1 = 1900-01-01).
 */
export function parseDay(raw: string, format: DateFormat): string | null {
  const s = raw.trim().replace(/^"|"$/g, "");
  let m = ISO.exec(s) ?? COMPACT.exec(s);
  if (m) return day(Number(m[1]), Number(m[2]), Number(m[3]));
  m = MONTH_FIRST.exec(s);
  if (m) return day(Number(m[3]), monthOf(m[1]!), Number(m[2]));
  m = DAY_FIRST.exec(s);
  if (m) return day(fullYear(m[3]!), monthOf(m[2]!), Number(m[1]));
  if (format === "dmy" || format === "mdy") {
    m = NUMERIC.exec(s);
    if (!m) return null;
    const [a, b] = [Number(m[1]), Number(m[2])];
    return format === "dmy" ? day(fullYear(m[3]!), b, a) : day(fullYear(m[3]!), a, b);
  }
  if (format === "excel" && /^\d{1,6}(?:\.\d+)?$/.test(s)) {
    const serial = Math.floor(Number(s));
    if (serial < 1) return null;
    // Excel counts 1900-02-29, which never was: from serial 61 on, day 0 is 1899-12-30.
    const base = serial >= 61 ? Date.UTC(1899, 11, 30) : Date.UTC(1899, 11, 31);
    const date = new Date(base + serial * 86_400_000);
    return day(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  return null;
}

/**
 * The format that reads the sample's days: numeric days with a first part above 12 are D/M/Y, with
 * a second part above 12 M/D/Y; when nothing tells them apart the guess is M/D/Y and `ambiguous`.
 */
export function guessDateFormat(samples: string[]): { format: DateFormat; ambiguous: boolean } {
  const values = samples.map((s) => s.trim()).filter((s) => !isBlankCell(s));
  if (values.length === 0) return { format: "iso", ambiguous: false };
  if (values.every((v) => parseDay(v, "iso") !== null)) return { format: "iso", ambiguous: false };
  if (values.every((v) => /^\d{3,6}(?:\.\d+)?$/.test(v))) return { format: "excel", ambiguous: false };
  const numeric = values.map((v) => NUMERIC.exec(v)).filter((m) => m !== null);
  if (numeric.some((m) => Number(m[1]) > 12)) return { format: "dmy", ambiguous: false };
  if (numeric.some((m) => Number(m[2]) > 12)) return { format: "mdy", ambiguous: false };
  return { format: "mdy", ambiguous: numeric.length > 0 };
}
