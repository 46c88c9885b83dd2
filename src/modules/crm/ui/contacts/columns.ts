import type { sortableContactFields } from "../../contracts/contacts.contracts";
import type { ConsentStatus, CustomFieldType } from "../../contracts/crm-enums";

export type SortField = (typeof sortableContactFields)[number];
export type SortDir = "asc" | "desc";
export type SortState = { field: SortField; dir: SortDir };

/** A column of the contacts table. Custom fields' columns are `custom:<key>`. */
export type ColumnDef = {
  id: string;
  label: string;
  /** Pixels; the table is laid out fixed so rows never jump while scrolling. */
  width: number;
  sort?: SortField;
  align?: "right";
  /** For a custom field's column. */
  custom?: { key: string; type: CustomFieldType };
};

export type CustomFieldLike = { key: string; label: string; type: CustomFieldType };

/** The name column (name and email) is always shown; the others can be picked. */
export const nameColumn: ColumnDef = { id: "name", label: "Name", width: 260, sort: "lastName" };

export const standardColumns: ColumnDef[] = [
  { id: "company", label: "Company", width: 180, sort: "companyName" },
  { id: "jobTitle", label: "Job title", width: 170 },
  { id: "phone", label: "Phone", width: 150 },
  { id: "lifecycleStage", label: "Lifecycle stage", width: 190, sort: "lifecycleStage" },
  { id: "leadStatus", label: "Lead status", width: 160 },
  { id: "owner", label: "Owner", width: 160 },
  { id: "tags", label: "Tags", width: 200 },
  { id: "leadScore", label: "Lead score", width: 110, sort: "leadScore", align: "right" },
  { id: "emailConsent", label: "Email consent", width: 140 },
  { id: "smsConsent", label: "SMS consent", width: 130 },
  { id: "source", label: "Source", width: 150 },
  { id: "createdAt", label: "Created", width: 130, sort: "createdAt" },
  { id: "updatedAt", label: "Updated", width: 130, sort: "updatedAt" },
  { id: "lastActivityAt", label: "Last activity", width: 140, sort: "lastActivityAt" },
];

export const defaultColumnIds = ["company", "lifecycleStage", "leadStatus", "owner", "tags", "leadScore", "emailConsent", "createdAt"];

export const customColumnId = (key: string) => `custom:${key}`;

const customWidth: Record<CustomFieldType, number> = { text: 180, number: 120, date: 130, select: 160, multi_select: 200, boolean: 100, url: 200 };

/** Every column that can be shown: the standard ones, then one per custom field. */
export function availableColumns(customFields: readonly CustomFieldLike[]): ColumnDef[] {
  return [
    ...standardColumns,
    ...customFields.map((f) => ({ id: customColumnId(f.key), label: f.label, width: customWidth[f.type], custom: { key: f.key, type: f.type }, align: f.type === "number" ? ("right" as const) : undefined })),
  ];
}

/** The columns to draw, in the order of `ids`, dropping ids that no longer exist (a deleted custom field). */
export function resolveColumns(ids: readonly string[], customFields: readonly CustomFieldLike[]): ColumnDef[] {
  const byId = new Map(availableColumns(customFields).map((c) => [c.id, c]));
  const seen = new Set<string>();
  const out: ColumnDef[] = [nameColumn];
  for (const id of ids) {
    const column = byId.get(id);
    if (column && !seen.has(id)) {
      seen.add(id);
      out.push(column);
    }
  }
  return out;
}

/** Turns a column on or off, keeping the standard order for standard columns and custom ones after. */
export function toggleColumn(ids: readonly string[], id: string, on: boolean, customFields: readonly CustomFieldLike[]): string[] {
  const wanted = new Set(ids);
  if (on) wanted.add(id);
  else wanted.delete(id);
  return availableColumns(customFields)
    .map((c) => c.id)
    .filter((c) => wanted.has(c));
}

/** "Dana Ray", else the email, else the phone. */
export function displayName(c: { firstName?: string | null; lastName?: string | null; email?: string | null; phone?: string | null }): string {
  const name = [c.firstName, c.lastName].filter(Boolean).join(" ").trim();
  return name || c.email || c.phone || "Unnamed contact";
}

/** Two letters for an avatar. */
export function initialsOf(c: { firstName?: string | null; lastName?: string | null; email?: string | null }): string {
  const letters = [c.firstName?.[0], c.lastName?.[0]].filter(Boolean).join("");
  return (letters || c.email?.[0] || "?").toUpperCase();
}

/** A vocabulary key's label ("mql" → "Marketing qualified lead"); an unknown key shows as itself. */
export function optionLabel(options: ReadonlyArray<{ key: string; label: string }>, key: string | null | undefined): string {
  if (!key) return "";
  return options.find((o) => o.key === key)?.label ?? key;
}

export const consentLabel: Record<ConsentStatus, string> = { subscribed: "Subscribed", unsubscribed: "Unsubscribed", unknown: "Unknown" };

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
