/**
 * Lenient readers for the values spreadsheets write: Excel dates (serials, m/d/yyyy, d.m.yyyy,
 * ISO, month names), yes/no in its many spellings, numbers with thousands separators, tag lists and
 * consent words. Each returns null when the text can't be read. Pure.
 */
import { normalizeEmailAddress } from "@/lib/email-address";
import type { ConsentStatus } from "../contracts/crm-enums";

const pad = (n: number) => String(n).padStart(2, "0");

function isoDate(y: number, m: number, d: number): string | null {
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** Two-digit years as Excel reads them: 00–29 → 2000s, 30–99 → 1900s. */
const fullYear = (y: string) => (y.length === 2 ? (Number(y) < 30 ? 2000 + Number(y) : 1900 + Number(y)) : Number(y));

const months: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};

/** Excel's day 0 is 1899-12-30 (its 1900 leap-year bug makes serials from March 1900 on count from there). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY = 86_400_000;

/**
 * A date as YYYY-MM-DD. Reads ISO (with or without a time), Excel serial numbers (45292 → 2024-01-01),
 * m/d/yyyy (d/m/yyyy when the first number can't be a month), d.m.yyyy, yyyy/mm/dd and month names
 * ("Jan 5, 2024", "5 January 2024").
 */
export function parseDate(raw: string): string | null {
  const s = raw.trim();
  if (!s) return null;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/.exec(s);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp][Mm])?)?$/.exec(s);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const y = fullYear(m[4]!);
    // Dots are the European order (d.m.yyyy); slashes and dashes are Excel's US order unless impossible.
    if (m[2] === ".") return isoDate(y, b, a);
    return a > 12 ? isoDate(y, b, a) : isoDate(y, a, b);
  }
  m = /^(\d+(?:\.\d+)?)$/.exec(s);
  if (m) {
    const serial = Number(m[1]);
    if (serial < 1 || serial > 2_958_465) return null;
    const date = new Date(EXCEL_EPOCH + Math.floor(serial) * DAY);
    return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(s);
  if (m && months[m[1]!.toLowerCase()]) return isoDate(Number(m[3]), months[m[1]!.toLowerCase()]!, Number(m[2]));
  m = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([A-Za-z]{3,9})\.?[\s-]+(\d{4}|\d{2})$/.exec(s);
  if (m && months[m[2]!.toLowerCase()]) return isoDate(fullYear(m[3]!), months[m[2]!.toLowerCase()]!, Number(m[1]));
  return null;
}

const TRUE = new Set(["yes", "y", "true", "t", "1", "x", "on", "checked", "oui", "ja", "si", "sí"]);
const FALSE = new Set(["no", "n", "false", "f", "0", "off", "unchecked", "non", "nein"]);

/** yes/no/true/false/1/0/x (and friends) → boolean; empty or anything else → null. */
export function parseBoolean(raw: string): boolean | null {
  const s = raw.trim().toLowerCase();
  if (TRUE.has(s)) return true;
  if (FALSE.has(s)) return false;
  return null;
}

/**
 * A number written as people write them: "1,234.5", "1.234,5", "1 234", "1'234", "-12", "$1,200",
 * "45%". The last of "," and "." is the decimal mark when both appear; a lone "," followed by
 * exactly three digits groups thousands (1,234), otherwise it is a decimal comma (12,5).
 */
export function parseNumber(raw: string): number | null {
  let s = raw.trim().replace(/[\s\u00a0\u202f']/g, "");
  s = s.replace(/^([-+]?)[$€£¥]/, "$1").replace(/[$€£¥%]$/, "");
  if (/^\(.*\)$/.test(s)) s = `-${s.slice(1, -1)}`;
  if (!/^[-+]?[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const comma = s.lastIndexOf(",");
  const dot = s.lastIndexOf(".");
  if (comma >= 0 && dot >= 0) {
    s = comma > dot ? s.replace(/\./g, "").replace(",", ".") : s.replace(/,/g, "");
  } else if (comma >= 0) {
    s = /^[-+]?\d{1,3}(,\d{3})+$/.test(s) ? s.replace(/,/g, "") : /^[-+]?\d+,\d+$/.test(s) ? s.replace(",", ".") : "x";
  } else if (dot >= 0 && /^[-+]?\d{1,3}(\.\d{3}){2,}$/.test(s)) {
    s = s.replace(/\./g, "");
  }
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** Tags from "vip; newsletter, 2024" → ["vip", "newsletter", "2024"]: trimmed, de-duplicated, in order. */
export function splitTags(raw: string): string[] {
  const out: string[] = [];
  // Google Contacts separates its labels with " ::: " and marks its system groups ("* myContacts") with "* ".
  for (const part of raw.split(/[;,|]|:::/)) {
    if (part.trim().startsWith("* ")) continue;
    const tag = part.trim().replace(/^"|"$/g, "").trim();
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

const SUBSCRIBED = new Set([
  "subscribed",
  "subscribe",
  "yes",
  "y",
  "true",
  "1",
  "x",
  "optedin",
  "optin",
  "in",
  "granted",
  "consented",
  "consent",
  "confirmed",
  "active",
  "opted in",
]);
const UNSUBSCRIBED = new Set([
  "unsubscribed",
  "unsubscribe",
  "no",
  "n",
  "false",
  "0",
  "optedout",
  "optout",
  "out",
  "declined",
  "revoked",
  "withdrawn",
  "cleaned",
  "nonsubscribed",
  "notsubscribed",
  "donotemail",
  "donotcontact",
]);
const UNKNOWN = new Set(["unknown", "pending", "notset", "none", "na", "n/a", "-"]);

/**
 * A consent column's word → status. "subscribed", "opted in", "yes"… → subscribed; "unsubscribed",
 * "opted out", "cleaned", "no"… → unsubscribed; "unknown"/"pending"/empty → null (leave as is).
 * Anything else is `undefined`: the row is invalid, the value can't be guessed.
 */
export function parseConsent(raw: string): ConsentStatus | null | undefined {
  const s = raw.trim().toLowerCase();
  if (!s || UNKNOWN.has(s)) return null;
  const compact = s.replace(/[^a-z0-9]/g, "");
  if (SUBSCRIBED.has(s) || SUBSCRIBED.has(compact)) return "subscribed";
  if (UNSUBSCRIBED.has(s) || UNSUBSCRIBED.has(compact)) return "unsubscribed";
  return undefined;
}

/** A trimmed, lower-cased email (an internationalised domain in IDNA form), or null when it isn't one: the contact form's rule. */
export const normalizeEmail = normalizeEmailAddress;

/** A web address, with https:// added when the scheme is missing ("acme.com/pricing"). */
export function parseUrl(raw: string): string | null {
  const s = raw.trim();
  const withScheme = /^https?:\/\//i.test(s) ? s : `https://${s}`;
  return /^https?:\/\/[^\s/$.?#][^\s.]*\.[^\s]+$/i.test(withScheme) ? withScheme : null;
}
