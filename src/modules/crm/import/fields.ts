/**
 * What an import column can fill: the contact's own fields and the workspace's custom fields
 * (`custom.<key>`). Pure data, shared by the server and the mapping step of the wizard.
 */
import type { CustomFieldType } from "../contracts/crm-enums";

export const standardTargets = [
  { key: "email", label: "Email" },
  { key: "firstName", label: "First name" },
  { key: "lastName", label: "Last name" },
  { key: "fullName", label: "Full name (split into first and last)" },
  { key: "phone", label: "Phone" },
  { key: "companyName", label: "Company name" },
  { key: "country", label: "Country" },
  { key: "jobTitle", label: "Job title" },
  { key: "lifecycleStage", label: "Lifecycle stage" },
  { key: "leadStatus", label: "Lead status" },
  { key: "source", label: "Source" },
  { key: "tags", label: "Tags" },
  { key: "leadScore", label: "Lead score" },
  { key: "emailConsent", label: "Email consent" },
  { key: "smsConsent", label: "SMS consent" },
  { key: "utmSource", label: "First touch: UTM source" },
  { key: "utmMedium", label: "First touch: UTM medium" },
  { key: "utmCampaign", label: "First touch: UTM campaign" },
  { key: "notes", label: "Notes (added to the contact's timeline)" },
] as const;

export type StandardTarget = (typeof standardTargets)[number]["key"];
export const standardTargetKeys = standardTargets.map((t) => t.key) as StandardTarget[];

export type CustomTarget = { key: string; label: string; type: CustomFieldType; options: string[] };

/** A column's destination: a standard field, `custom.<key>`, or null (not imported). */
export type Mapping = (string | null)[];

export const CUSTOM_PREFIX = "custom.";

export function isKnownTarget(target: string, custom: readonly Pick<CustomTarget, "key">[]): boolean {
  if ((standardTargetKeys as string[]).includes(target)) return true;
  return target.startsWith(CUSTOM_PREFIX) && custom.some((f) => `${CUSTOM_PREFIX}${f.key}` === target);
}

export function targetLabel(target: string, custom: readonly CustomTarget[]): string {
  const std = standardTargets.find((t) => t.key === target);
  if (std) return std.label;
  const field = custom.find((f) => `${CUSTOM_PREFIX}${f.key}` === target);
  return field ? field.label : target;
}
