/**
 * Phone numbers as the CRM stores them: E.164 (+33612345678). A number typed without its country
 * code is read in one region (the contact's country, its company's, or the workspace's) and must be
 * a valid number there; nothing is guessed silently. The regions are the ones workspaces use, each
 * with its calling code, its trunk prefix (the 0 dialled before a national number) and the shape of
 * its national numbers (lengths and leading digits, after the trunk prefix). Pure.
 */

export type PhoneRegion = { code: string; name: string; callingCode: string; trunk: string | null; national: RegExp; example: string };

const region = (code: string, name: string, callingCode: string, trunk: string | null, national: RegExp, example: string): PhoneRegion => ({
  code,
  name,
  callingCode,
  trunk,
  national,
  example,
});

/** North American numbers: area code and exchange don't start with 0 or 1. */
const NANP = /^[2-9]\d{2}[2-9]\d{6}$/;

export const phoneRegions: readonly PhoneRegion[] = [
  region("US", "the United States", "1", "1", NANP, "+1 415 555 0123"),
  region("CA", "Canada", "1", "1", NANP, "+1 416 555 0123"),
  region("GB", "the United Kingdom", "44", "0", /^[1-9]\d{8,9}$/, "+44 20 7946 0958"),
  region("IE", "Ireland", "353", "0", /^[1-9]\d{6,9}$/, "+353 1 234 5678"),
  region("FR", "France", "33", "0", /^[1-9]\d{8}$/, "+33 6 12 34 56 78"),
  region("DE", "Germany", "49", "0", /^[1-9]\d{5,13}$/, "+49 30 1234567"),
  region("ES", "Spain", "34", null, /^[5-9]\d{8}$/, "+34 612 34 56 78"),
  region("IT", "Italy", "39", null, /^(?:0\d{5,10}|3\d{8,9})$/, "+39 312 345 6789"),
  region("NL", "the Netherlands", "31", "0", /^[1-9]\d{8}$/, "+31 6 12345678"),
  region("BE", "Belgium", "32", "0", /^[1-9]\d{7,8}$/, "+32 470 12 34 56"),
  region("PT", "Portugal", "351", null, /^[2-9]\d{8}$/, "+351 912 345 678"),
  region("CH", "Switzerland", "41", "0", /^[1-9]\d{8}$/, "+41 78 123 45 67"),
  region("AT", "Austria", "43", "0", /^[1-9]\d{3,12}$/, "+43 664 123456"),
  region("SE", "Sweden", "46", "0", /^[1-9]\d{6,9}$/, "+46 70 123 45 67"),
  region("NO", "Norway", "47", null, /^[2-9]\d{7}$/, "+47 412 34 567"),
  region("DK", "Denmark", "45", null, /^[2-9]\d{7}$/, "+45 20 12 34 56"),
  region("FI", "Finland", "358", "0", /^[1-9]\d{4,11}$/, "+358 40 1234567"),
  region("PL", "Poland", "48", null, /^[1-9]\d{8}$/, "+48 512 345 678"),
  region("CZ", "the Czech Republic", "420", null, /^[2-9]\d{8}$/, "+420 601 123 456"),
  region("AU", "Australia", "61", "0", /^[1-9]\d{8}$/, "+61 412 345 678"),
  region("NZ", "New Zealand", "64", "0", /^[2-9]\d{7,9}$/, "+64 21 123 4567"),
  region("IN", "India", "91", "0", /^[1-9]\d{9}$/, "+91 98765 43210"),
  region("JP", "Japan", "81", "0", /^[1-9]\d{8,9}$/, "+81 90 1234 5678"),
  region("BR", "Brazil", "55", "0", /^[1-9]{2}\d{8,9}$/, "+55 11 91234 5678"),
  region("MX", "Mexico", "52", null, /^[1-9]\d{9}$/, "+52 55 1234 5678"),
  region("ZA", "South Africa", "27", "0", /^[1-9]\d{8}$/, "+27 82 123 4567"),
  region("SG", "Singapore", "65", null, /^[36-9]\d{7}$/, "+65 8123 4567"),
  region("AE", "the United Arab Emirates", "971", "0", /^[2-9]\d{7,8}$/, "+971 50 123 4567"),
];

const byCode = new Map(phoneRegions.map((r) => [r.code, r]));
const byCallingCode = new Map<string, PhoneRegion[]>();
for (const r of phoneRegions) byCallingCode.set(r.callingCode, [...(byCallingCode.get(r.callingCode) ?? []), r]);

export const phoneRegionOf = (code: string | null | undefined): PhoneRegion | null => (code ? (byCode.get(code.toUpperCase()) ?? null) : null);

/** The region a workspace locale names ("en-GB" → GB), or null when it names none we know. */
export function regionOfLocale(locale: string | null | undefined): string | null {
  const code = locale?.split(/[-_]/)[1]?.toUpperCase();
  return code && byCode.has(code) ? code : null;
}

/** Country names and common spellings (English and the country's own) → region code. */
const countryNames: Record<string, string> = {
  "united states": "US",
  "united states of america": "US",
  usa: "US",
  "u.s.": "US",
  "u.s.a.": "US",
  america: "US",
  canada: "CA",
  "united kingdom": "GB",
  uk: "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  ireland: "IE",
  éire: "IE",
  france: "FR",
  germany: "DE",
  deutschland: "DE",
  spain: "ES",
  españa: "ES",
  italy: "IT",
  italia: "IT",
  netherlands: "NL",
  "the netherlands": "NL",
  holland: "NL",
  nederland: "NL",
  belgium: "BE",
  belgique: "BE",
  belgië: "BE",
  portugal: "PT",
  switzerland: "CH",
  schweiz: "CH",
  suisse: "CH",
  austria: "AT",
  österreich: "AT",
  sweden: "SE",
  sverige: "SE",
  norway: "NO",
  norge: "NO",
  denmark: "DK",
  danmark: "DK",
  finland: "FI",
  suomi: "FI",
  poland: "PL",
  polska: "PL",
  "czech republic": "CZ",
  czechia: "CZ",
  australia: "AU",
  "new zealand": "NZ",
  india: "IN",
  japan: "JP",
  brazil: "BR",
  brasil: "BR",
  mexico: "MX",
  méxico: "MX",
  "south africa": "ZA",
  singapore: "SG",
  "united arab emirates": "AE",
  uae: "AE",
};
/** Three-letter codes of the same countries. */
const alpha3: Record<string, string> = {
  USA: "US",
  CAN: "CA",
  GBR: "GB",
  IRL: "IE",
  FRA: "FR",
  DEU: "DE",
  ESP: "ES",
  ITA: "IT",
  NLD: "NL",
  BEL: "BE",
  PRT: "PT",
  CHE: "CH",
  AUT: "AT",
  SWE: "SE",
  NOR: "NO",
  DNK: "DK",
  FIN: "FI",
  POL: "PL",
  CZE: "CZ",
  AUS: "AU",
  NZL: "NZ",
  IND: "IN",
  JPN: "JP",
  BRA: "BR",
  MEX: "MX",
  ZAF: "ZA",
  SGP: "SG",
  ARE: "AE",
};

/** A country as people write it ("France", "FR", "fra", "UK") → its region code, or null when unknown. */
export function regionFromCountry(text: string | null | undefined): string | null {
  const s = (text ?? "").trim().replace(/\s+/g, " ");
  if (!s) return null;
  const upper = s.toUpperCase();
  if (byCode.has(upper)) return upper;
  if (alpha3[upper]) return alpha3[upper];
  return countryNames[s.toLowerCase()] ?? null;
}

/** A country as stored on a contact or company: its code when we know it ("France" → "FR"), else the text as typed. */
export const storedCountry = (text: string | null | undefined): string | null => {
  const s = (text ?? "").trim().replace(/\s+/g, " ");
  return s ? (regionFromCountry(s) ?? s) : null;
};

/** Where the region used to read a number came from, said in the reasons. */
export type RegionSource = "country" | "company" | "workspace";
export type RegionChoice = { code: string; source: RegionSource };

const sourceWords: Record<RegionSource, string> = {
  country: "the contact's country",
  company: "the country of the contact's company",
  workspace: "your workspace's region",
};

/** "France, the contact's country": the region used and why, for reasons and the mapping step. */
export function describeRegion(choice: RegionChoice): string {
  const r = byCode.get(choice.code);
  return `${r ? r.name.replace(/^the /, "") : choice.code}, ${sourceWords[choice.source]}`;
}

export type PhoneResult = { ok: true; phone: string } | { ok: false; reason: string };

/**
 * A typed phone number in E.164, or the reason it can't be one. "+" or "00" give the country;
 * otherwise the number is read in `region` (its trunk prefix dropped) and must have the shape of a
 * number there. Spaces, dots, dashes, brackets and an extension after "x"/"ext" are dropped.
 */
export function normalizePhone(raw: string, choice: RegionChoice | null): PhoneResult {
  const typed = raw.trim();
  const trimmed = typed.replace(/\s*(?:x|ext\.?|#)\s*\d+$/i, "");
  if (!/^[+\d\s().\-/]+$/.test(trimmed) || !/\d/.test(trimmed)) return { ok: false, reason: `"${typed}" isn't a phone number` };
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+") || digits.startsWith("00")) {
    const international = trimmed.startsWith("+") ? digits : digits.slice(2);
    if (!/^[1-9]\d{6,14}$/.test(international)) return { ok: false, reason: `"${typed}" isn't a phone number: too short or too long` };
    for (const length of [1, 2, 3]) {
      const candidates = byCallingCode.get(international.slice(0, length));
      if (!candidates) continue;
      const rest = international.slice(length);
      if (candidates.some((r) => r.national.test(rest))) return { ok: true, phone: `+${international}` };
      return {
        ok: false,
        reason: `"${typed}" isn't a valid phone number in ${candidates.map((r) => r.name).join(" or ")} (country code +${candidates[0]!.callingCode})`,
      };
    }
    return { ok: true, phone: `+${international}` };
  }
  const r = choice ? byCode.get(choice.code) : undefined;
  if (!choice || !r)
    return { ok: false, reason: `"${typed}" has no country code and no country to read it in: write it with its country code, such as +33 6 12 34 56 78` };
  const national = r.trunk && digits.startsWith(r.trunk) && !r.national.test(digits) ? digits.slice(r.trunk.length) : digits;
  if (!r.national.test(national))
    return {
      ok: false,
      reason: `"${typed}" isn't a valid phone number in ${r.name} (region used: ${describeRegion(choice)}). Write it with its country code, such as +44 or +33`,
    };
  return { ok: true, phone: `+${r.callingCode}${national}` };
}

/** The region to read a national number in: the contact's country, else its company's, else the workspace's. */
export function chooseRegion(sources: { country?: string | null; company?: string | null; workspace?: string | null }): RegionChoice | null {
  const country = regionFromCountry(sources.country);
  if (country) return { code: country, source: "country" };
  const company = regionFromCountry(sources.company);
  if (company) return { code: company, source: "company" };
  const workspace = regionFromCountry(sources.workspace);
  return workspace ? { code: workspace, source: "workspace" } : null;
}
