import { displayEmail } from "@/lib/email-address";
import type { sortableContactFields } from "../../contracts/contacts.contracts";
import type { ConsentChannel, ConsentStatus } from "../../contracts/crm-enums";
import {
  columnsWithCustom,
  customColumnId,
  formatCustomValue,
  formatDate,
  pickColumns,
  switchColumn,
  type ColumnDef as GenericColumnDef,
  type CustomFieldLike,
} from "../table/columns";

export type SortField = (typeof sortableContactFields)[number];
export type SortDir = "asc" | "desc";
export type SortState = { field: SortField; dir: SortDir };

/** A column of the contacts table. Custom fields' columns are `custom:<key>`. */
export type ColumnDef = GenericColumnDef<SortField>;
export type { CustomFieldLike };
export { customColumnId, formatCustomValue, formatDate };

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

/** Every column that can be shown: the standard ones, then one per custom field. */
export function availableColumns(customFields: readonly CustomFieldLike[]): ColumnDef[] {
  return columnsWithCustom(standardColumns, customFields);
}

/** The columns to draw, in the order of `ids`, dropping ids that no longer exist (a deleted custom field). */
export function resolveColumns(ids: readonly string[], customFields: readonly CustomFieldLike[]): ColumnDef[] {
  return pickColumns(nameColumn, availableColumns(customFields), ids);
}

/** Turns a column on or off, keeping the standard order for standard columns and custom ones after. */
export function toggleColumn(ids: readonly string[], id: string, on: boolean, customFields: readonly CustomFieldLike[]): string[] {
  return switchColumn(ids, id, on, availableColumns(customFields));
}

/** "Dana Ray", else the email, else the phone. */
export function displayName(c: { firstName?: string | null; lastName?: string | null; email?: string | null; phone?: string | null }): string {
  const name = [c.firstName, c.lastName].filter(Boolean).join(" ").trim();
  return name || displayEmail(c.email) || c.phone || "Unnamed contact";
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
export const consentChannelLabel: Record<ConsentChannel, string> = { email: "Email", sms: "SMS" };
