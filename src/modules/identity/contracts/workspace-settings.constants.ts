/** The workspace settings' choices. Without zod, so the browser can show them before the contract loads. */

export const weekStarts = ["monday", "sunday"] as const;
export type WeekStart = (typeof weekStarts)[number];

export const dateFormats = ["YYYY-MM-DD", "DD/MM/YYYY", "MM/DD/YYYY", "DD.MM.YYYY"] as const;
export type DateFormat = (typeof dateFormats)[number];

/** IANA time zones of this runtime, plus UTC (V8 lists it only as an alias, but it is the default). */
export const timeZones: readonly string[] = ["UTC", ...Intl.supportedValuesOf("timeZone").filter((tz) => tz !== "UTC")];

/** ISO 4217 currency codes of this runtime. */
export const currencies: readonly string[] = Intl.supportedValuesOf("currency");

/** Locales offered in the form (any valid BCP 47 tag is accepted). */
export const commonLocales = [
  "en-US",
  "en-GB",
  "en-CA",
  "en-AU",
  "en-IE",
  "en-IN",
  "en-NZ",
  "en-ZA",
  "fr-FR",
  "fr-CA",
  "fr-BE",
  "fr-CH",
  "de-DE",
  "de-AT",
  "de-CH",
  "es-ES",
  "es-MX",
  "es-AR",
  "it-IT",
  "nl-NL",
  "nl-BE",
  "pt-BR",
  "pt-PT",
  "sv-SE",
  "da-DK",
  "nb-NO",
  "fi-FI",
  "pl-PL",
  "cs-CZ",
  "tr-TR",
  "el-GR",
  "ro-RO",
  "hu-HU",
  "uk-UA",
  "ru-RU",
  "ar-AE",
  "he-IL",
  "hi-IN",
  "id-ID",
  "th-TH",
  "vi-VN",
  "ja-JP",
  "ko-KR",
  "zh-CN",
  "zh-TW",
] as const;

/** The canonical form of a BCP 47 tag the runtime can format dates in, or null. */
export function canonicalLocale(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical && Intl.DateTimeFormat.supportedLocalesOf(canonical).length > 0 ? canonical : null;
  } catch {
    return null;
  }
}

/** How a date looks in a format: `formatDateAs(new Date(2025, 2, 14), "DD/MM/YYYY")` → "14/03/2025". */
export function formatDateAs(date: Date, format: DateFormat): string {
  const parts = { YYYY: String(date.getFullYear()), MM: String(date.getMonth() + 1).padStart(2, "0"), DD: String(date.getDate()).padStart(2, "0") };
  return format.replace(/YYYY|MM|DD/g, (token) => parts[token as keyof typeof parts]);
}
