/**
 * Email addresses as the CRM stores and shows them. An internationalised domain (zoe@exämple.se) is
 * stored in its ASCII (IDNA, "xn--") form, the form mail servers and DNS use, so one address has one
 * spelling and the unique key holds; it is shown in Unicode again. Pure, runs in the browser too
 * (the URL parser does the IDNA mapping in both).
 */

/** The part before the @: the characters zod's email pattern accepts (the contact form's rule). */
const LOCAL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]$/;
/** The domain once in ASCII: labels of letters, digits and hyphens, a top-level name of letters (or xn--). */
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A domain in its ASCII (IDNA) form ("exämple.se" → "xn--exmple-cua.se"), or null when it can't be one. */
export function domainToAscii(domain: string): string | null {
  if (!domain || /[\s/\\?#@:%]/.test(domain)) return null;
  if (/^[\x21-\x7e]+$/.test(domain)) return domain.toLowerCase();
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
}

const ASCII = /^[\x20-\x7e]*$/;

/**
 * What someone typed to find addresses, as stored addresses spell it: lower case, with each
 * non-ASCII label of the domain part (after the @, or all of it without one) in IDNA form:
 * "Zoe@Exämple" → "zoe@xn--exmple-cua", "exämple.se" → "xn--exmple-cua.se". A converted label
 * matches only whole (IDNA of part of a label is another word). Text with nothing to convert comes
 * back lower-cased and trimmed.
 */
export function emailSearchText(text: string): string {
  const s = text.trim().toLowerCase();
  if (ASCII.test(s)) return s;
  const at = s.lastIndexOf("@");
  const domain = s.slice(at + 1);
  const ascii = domain
    .split(".")
    .map((label) => (ASCII.test(label) ? label : (domainToAscii(label) ?? label)))
    .join(".");
  return `${s.slice(0, at + 1)}${ascii}`;
}

/**
 * A trimmed, lower-cased address with its domain in IDNA form, or null when it isn't an address
 * ("mailto:" in front is dropped, as spreadsheets keep it from links).
 */
export function normalizeEmailAddress(raw: string): string | null {
  const s = raw
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, "");
  const at = s.lastIndexOf("@");
  if (at <= 0) return null;
  const local = s.slice(0, at);
  const domain = domainToAscii(s.slice(at + 1));
  if (!LOCAL.test(local) || domain === null || !DOMAIN.test(domain)) return null;
  const email = `${local}@${domain}`;
  return email.length <= 254 ? email : null;
}

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / 700) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + 38));
}

const digitOf = (c: number) => (c >= 48 && c <= 57 ? c - 22 : c >= 65 && c <= 90 ? c - 65 : c >= 97 && c <= 122 ? c - 97 : BASE);

/** One Punycode label (without its "xn--") decoded, RFC 3492; null when it isn't valid Punycode. */
function decodeLabel(input: string): string | null {
  const out: number[] = [];
  const basic = Math.max(0, input.lastIndexOf("-"));
  for (let j = 0; j < basic; j++) out.push(input.charCodeAt(j));
  let n = 128;
  let i = 0;
  let bias = 72;
  for (let index = basic > 0 ? basic + 1 : 0; index < input.length;) {
    const old = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (index >= input.length) return null;
      const digit = digitOf(input.charCodeAt(index++));
      if (digit >= BASE) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    const length = out.length + 1;
    bias = adapt(i - old, length, old === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff) return null;
    out.splice(i++, 0, n);
  }
  return String.fromCodePoint(...out);
}

/** A domain for people to read: its "xn--" labels in Unicode ("xn--exmple-cua.se" → "exämple.se"). */
export function domainToUnicode(domain: string): string {
  return domain
    .split(".")
    .map((label) => (label.toLowerCase().startsWith("xn--") ? (decodeLabel(label.slice(4)) ?? label) : label))
    .join(".");
}

/** An address for people to read: as stored, with an IDNA domain shown in Unicode. */
export function displayEmail(email: string): string;
export function displayEmail(email: string | null | undefined): string | null;
export function displayEmail(email: string | null | undefined): string | null {
  if (!email) return email ?? null;
  const at = email.lastIndexOf("@");
  if (at < 0 || !email.includes("xn--")) return email;
  return `${email.slice(0, at)}@${domainToUnicode(email.slice(at + 1))}`;
}
