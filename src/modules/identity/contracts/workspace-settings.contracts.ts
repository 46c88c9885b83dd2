import { z } from "zod";
import { workspaceNameField } from "./identity.contracts";
import { text } from "@/lib/text";
import { canonicalLocale, currencies, dateFormats, timeZones, weekStarts } from "./workspace-settings.constants";

export {
  canonicalLocale,
  commonLocales,
  currencies,
  dateFormats,
  formatDateAs,
  timeZones,
  weekStarts,
  type DateFormat,
  type WeekStart,
} from "./workspace-settings.constants";

const timeZoneSet = new Set(timeZones);
const currencySet = new Set(currencies);

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
