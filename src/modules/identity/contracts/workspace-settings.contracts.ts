import { z } from "zod";
import { workspaceNameField } from "./identity.contracts";
import { text } from "@/lib/text";

export const weekStarts = ["monday", "sunday"] as const;
export type WeekStart = (typeof weekStarts)[number];

export const dateFormats = ["YYYY-MM-DD", "DD/MM/YYYY", "MM/DD/YYYY", "DD.MM.YYYY"] as const;
export type DateFormat = (typeof dateFormats)[number];

/** IANA time zones of this runtime, plus UTC (V8 lists it only as an alias, but it is the default). */
export const timeZones: readonly string[] = ["UTC", ...Intl.supportedValuesOf("timeZone").filter((tz) => tz !== "UTC")];
const timeZoneSet = new Set(timeZones);

/** ISO 4217 currency codes of this runtime. */
export const currencies: readonly string[] = Intl.supportedValuesOf("currency");
const currencySet = new Set(currencies);

/** Locales offered in the form (any valid BCP 47 tag is accepted). */
export const commonLocales = [
  "en-US", "en-GB", "en-CA", "en-AU", "en-IE", "en-IN", "en-NZ", "en-ZA",
  "fr-FR", "fr-CA", "fr-BE", "fr-CH", "de-DE", "de-AT", "de-CH", "es-ES", "es-MX", "es-AR",
  "it-IT", "nl-NL", "nl-BE", "pt-BR", "pt-PT", "sv-SE", "da-DK", "nb-NO", "fi-FI", "pl-PL",
  "cs-CZ", "tr-TR", "el-GR", "ro-RO", "hu-HU", "uk-UA", "ru-RU", "ar-AE", "he-IL", "hi-IN",
  "id-ID", "th-TH", "vi-VN", "ja-JP", "ko-KR", "zh-CN", "zh-TW",
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

export const slugField = text()
  .trim()
  .toLowerCase()
  .min(3, { error: "Use at least 3 characters" })
  .max(48, { error: "Use at most 48 characters" })
  .regex(/^[a-z0-9-]+$/, { error: "Use only lowercase letters, digits and dashes" })
  .regex(/^[a-z0-9].*[a-z0-9]$/, { error: "Start and end with a letter or a digit" });

export const workspaceSettingsInput = z.object({
  name: workspaceNameField,
  slug: slugField,
  timeZone: text({ error: "Choose a time zone" }).refine((tz) => timeZoneSet.has(tz), { error: "Choose a time zone from the list" }),
  currency: text({ error: "Choose a currency" })
    .trim()
    .toUpperCase()
    .refine((code) => currencySet.has(code), { error: "Choose a currency from the list (an ISO 4217 code such as EUR)" }),
  locale: text({ error: "Choose a language and region" })
    .trim()
    .refine((tag) => canonicalLocale(tag) !== null, { error: "Choose a language and region from the list (such as en-GB)" })
    .transform((tag) => canonicalLocale(tag)!),
  weekStart: z.enum(weekStarts, { error: "Choose Monday or Sunday" }),
  dateFormat: z.enum(dateFormats, { error: "Choose a date format from the list" }),
});
export type WorkspaceSettingsInput = z.infer<typeof workspaceSettingsInput>;
export type WorkspaceSettings = z.output<typeof workspaceSettingsInput>;

export const deleteWorkspaceInput = z.object({
  confirmName: text({ error: "Type the workspace's name to confirm" }).max(200, { error: "That doesn't match the workspace's name" }),
});
export type DeleteWorkspaceInput = z.infer<typeof deleteWorkspaceInput>;

export const leaveWorkspaceInput = z.object({ workspaceId: z.uuid({ error: "Unknown workspace" }) });
export type LeaveWorkspaceInput = z.infer<typeof leaveWorkspaceInput>;

/** How a date looks in a format: `formatDateAs(new Date(2025, 2, 14), "DD/MM/YYYY")` → "14/03/2025". */
export function formatDateAs(date: Date, format: DateFormat): string {
  const parts = { YYYY: String(date.getFullYear()), MM: String(date.getMonth() + 1).padStart(2, "0"), DD: String(date.getDate()).padStart(2, "0") };
  return format.replace(/YYYY|MM|DD/g, (token) => parts[token as keyof typeof parts]);
}
