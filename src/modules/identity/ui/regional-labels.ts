import { currencies, dateFormats, formatDateAs, timeZones, type DateFormat, type WeekStart } from "../contracts/workspace-settings.constants";

/** People-facing names of the regional settings (English, like the rest of the interface). */
export type Option = { value: string; label: string };

const EXAMPLE_DATE = new Date(2025, 2, 14);

function offsetOf(timeZone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName");
    return part?.value === "GMT" ? "GMT+00:00" : (part?.value ?? "");
  } catch {
    return "";
  }
}

export function timeZoneLabel(timeZone: string, at = new Date()): string {
  const offset = offsetOf(timeZone, at);
  const name = timeZone.replaceAll("_", " ");
  return offset ? `${name} (${offset})` : name;
}

export function currencyLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames(["en"], { type: "currency" }).of(code);
    return name && name !== code ? `${code}: ${name}` : code;
  } catch {
    return code;
  }
}

export function localeLabel(tag: string): string {
  try {
    const name = new Intl.DisplayNames(["en"], { type: "language" }).of(tag);
    return name && name !== tag ? `${name} (${tag})` : tag;
  } catch {
    return tag;
  }
}

export const weekStartLabel: Record<WeekStart, string> = { monday: "Monday", sunday: "Sunday" };

export const dateFormatLabel = (format: DateFormat) => `${formatDateAs(EXAMPLE_DATE, format)} (${format})`;

/** `list` as options, with `current` kept even when this browser doesn't list it. */
function withCurrent(list: readonly string[], current: string, label: (v: string) => string): Option[] {
  const values = list.includes(current) ? list : [current, ...list];
  return values.map((value) => ({ value, label: label(value) }));
}

export const timeZoneOptions = (current: string): Option[] => {
  const now = new Date();
  return withCurrent(timeZones, current, (tz) => timeZoneLabel(tz, now));
};
export const currencyOptions = (current: string): Option[] => withCurrent(currencies, current, currencyLabel);
export const localeOptions = (current: string, offered: readonly string[]): Option[] => withCurrent(offered, current, localeLabel);
export const dateFormatOptions: Option[] = dateFormats.map((f) => ({ value: f, label: dateFormatLabel(f) }));
