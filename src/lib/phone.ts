import "server-only";
import { isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js";
import metadata from "libphonenumber-js/min/metadata";
import { regionFromCountry, regionName } from "./country";

/**
 * Phone numbers as the CRM stores them: E.164 (+33612345678). A number typed without its country
 * code is read in one region (the contact's country, its company's, or the workspace's) and must be
 * a valid number there; nothing is guessed silently. Validity is libphonenumber-js's, for every
 * region it knows. Server code only: its metadata stays out of the browser (forms use `./country`).
 */

export { regionFromCountry, regionOfLocale, storedCountry } from "./country";

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
  return `${regionName(choice.code).replace(/^the /, "")}, ${sourceWords[choice.source]}`;
}

export type PhoneResult = { ok: true; phone: string } | { ok: false; reason: string };

const callingCodes = metadata.country_calling_codes as Record<string, string[] | undefined>;
const nonGeographic = new Set(Object.keys(metadata.nonGeographic ?? {}));

/** The country code a number starts with and the regions sharing it, the main one first ("1" → US, AG, …, CA, …). */
function callingCodeOf(international: string): { callingCode: string; regions: string[] } | null {
  for (const length of [1, 2, 3]) {
    const callingCode = international.slice(0, length);
    const regions = callingCodes[callingCode] ?? (nonGeographic.has(callingCode) ? [] : null);
    if (regions) return { callingCode, regions };
  }
  return null;
}

/** "in France (country code +33)", "in the United States or another place with country code +1", "with country code +800". */
function whereCallingCode({ callingCode, regions }: { callingCode: string; regions: string[] }): string {
  if (regions.length === 0) return `with country code +${callingCode}`;
  if (regions.length <= 2) return `in ${regions.map(regionName).join(" or ")} (country code +${callingCode})`;
  return `in ${regionName(regions[0]!)} or another place with country code +${callingCode}`;
}

/**
 * A typed phone number in E.164, or the reason it can't be one. "+" or "00" give the country and
 * the number must be valid there; otherwise the number is read in the chosen region (its trunk
 * prefix dropped) and must be valid there. Spaces, dots, dashes, brackets and an extension after
 * "x"/"ext" are dropped.
 */
export function normalizePhone(raw: string, choice: RegionChoice | null): PhoneResult {
  const typed = raw.trim();
  const trimmed = typed.replace(/\s*(?:x|ext\.?|#)\s*\d+$/i, "");
  if (!/^[+\d\s().\-/]+$/.test(trimmed) || !/\d/.test(trimmed)) return { ok: false, reason: `"${typed}" isn't a phone number` };
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+") || digits.startsWith("00")) {
    const international = trimmed.startsWith("+") ? digits : digits.slice(2);
    if (!/^[1-9]\d{6,14}$/.test(international)) return { ok: false, reason: `"${typed}" isn't a phone number: too short or too long` };
    const parsed = parsePhoneNumberFromString(`+${international}`);
    if (parsed?.isValid()) return { ok: true, phone: parsed.number };
    const code = callingCodeOf(international);
    if (!code) return { ok: false, reason: `"${typed}" isn't a phone number: it doesn't start with a country code` };
    return { ok: false, reason: `"${typed}" isn't a valid phone number ${whereCallingCode(code)}` };
  }
  if (!choice || !isSupportedCountry(choice.code))
    return { ok: false, reason: `"${typed}" has no country code and no country to read it in: write it with its country code, such as +33 6 12 34 56 78` };
  const parsed = parsePhoneNumberFromString(digits, choice.code);
  if (!parsed?.isValid())
    return {
      ok: false,
      reason: `"${typed}" isn't a valid phone number in ${regionName(choice.code)} (region used: ${describeRegion(choice)}). Write it with its country code, such as +44 or +33`,
    };
  return { ok: true, phone: parsed.number };
}

/** A region whose numbers we can read ("France" → FR), or null. */
const phoneRegionFrom = (country: string | null | undefined): string | null => {
  const code = regionFromCountry(country);
  return code && isSupportedCountry(code) ? code : null;
};

/** The region to read a national number in: the contact's country, else its company's, else the workspace's. */
export function chooseRegion(sources: { country?: string | null; company?: string | null; workspace?: string | null }): RegionChoice | null {
  const country = phoneRegionFrom(sources.country);
  if (country) return { code: country, source: "country" };
  const company = phoneRegionFrom(sources.company);
  if (company) return { code: company, source: "company" };
  const workspace = phoneRegionFrom(sources.workspace);
  return workspace ? { code: workspace, source: "workspace" } : null;
}
