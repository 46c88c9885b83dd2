import type { CustomFieldType } from "../../contracts/crm-enums";

/** A column of a CRM table. Custom fields' columns are `custom:<key>`; `S` is what the table sorts by. */
export type ColumnDef<S extends string = string> = {
  id: string;
  label: string;
  /** Pixels; the table is laid out fixed so rows never jump while scrolling. */
  width: number;
  sort?: S;
  align?: "right";
  /** For a custom field's column. */
  custom?: { key: string; type: CustomFieldType };
};

export type CustomFieldLike = { key: string; label: string; type: CustomFieldType };

export const customColumnId = (key: string) => `custom:${key}`;

const customWidth: Record<CustomFieldType, number> = { text: 180, number: 120, date: 130, select: 160, multi_select: 200, boolean: 100, url: 200 };

/** Every column that can be shown: the standard ones, then one per custom field. */
export function columnsWithCustom<S extends string>(standard: readonly ColumnDef<S>[], customFields: readonly CustomFieldLike[]): ColumnDef<S>[] {
  return [
    ...standard,
    ...customFields.map((f) => ({
      id: customColumnId(f.key),
      label: f.label,
      width: customWidth[f.type],
      custom: { key: f.key, type: f.type },
      align: f.type === "number" ? ("right" as const) : undefined,
    })),
  ];
}

/**
 * The columns to draw: `first` (always shown), then those of `ids` in their order, dropping ids that
 * no longer exist (a deleted custom field) and repeats.
 */
export function pickColumns<S extends string>(first: ColumnDef<S>, available: readonly ColumnDef<S>[], ids: readonly string[]): ColumnDef<S>[] {
  const byId = new Map(available.map((c) => [c.id, c]));
  const seen = new Set<string>();
  const out: ColumnDef<S>[] = [first];
  for (const id of ids) {
    const column = byId.get(id);
    if (column && !seen.has(id)) {
      seen.add(id);
      out.push(column);
    }
  }
  return out;
}

/** Turns a column on or off, keeping the order of `available` (standard columns, then custom ones). */
export function switchColumn(ids: readonly string[], id: string, on: boolean, available: readonly { id: string }[]): string[] {
  const wanted = new Set(ids);
  if (on) wanted.add(id);
  else wanted.delete(id);
  return available.map((c) => c.id).filter((c) => wanted.has(c));
}

/** Where a table's picked columns are remembered in this browser, per workspace ("contacts", "companies"…). */
export const columnsStorageKeyFor = (table: string, workspaceId: string) => `crm:${table}:columns:${workspaceId}`;

/** Remembered columns, only when they are a list of names. */
export function parseStoredColumns(raw: string | null): string[] | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((x) => typeof x === "string") ? (value as string[]) : null;
  } catch {
    return null;
  }
}

/** A date as the reader's locale writes it ("Mar 14, 2025"); empty for none. */
export function formatDate(value: Date | string | null | undefined, locale?: string, timeZone?: string): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(date);
}

/** A custom value for a table cell, by its field's type. */
export function formatCustomValue(type: CustomFieldType, value: unknown, locale?: string): string {
  if (value === null || value === undefined || value === "") return "";
  switch (type) {
    case "number":
      return typeof value === "number" ? new Intl.NumberFormat(locale).format(value) : String(value);
    case "date":
      // Stored as YYYY-MM-DD: a calendar day, shown without shifting it into another zone.
      return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(`${value}T00:00:00Z`, locale, "UTC") : String(value);
    case "boolean":
      return value === true ? "Yes" : value === false ? "No" : "";
    case "multi_select":
      return Array.isArray(value) ? value.join(", ") : String(value);
    default:
      return String(value);
  }
}
