import { displayEmail } from "@/lib/email-address";
import type { UpdateContactInput } from "../../contracts/contacts.contracts";
import type { CustomFieldType } from "../../contracts/crm-enums";

/** What the edit form holds: text boxes hold strings; custom values hold what their control gives. */
export type ContactFormValues = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  companyName: string;
  companyId: string | null;
  jobTitle: string;
  lifecycleStage: string;
  leadStatus: string;
  ownerId: string;
  source: string;
  leadScore: string;
  tags: string[];
  custom: Record<string, CustomInputValue>;
};
export type CustomInputValue = string | boolean | string[] | null;

type EditableContact = {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  country?: string | null;
  companyName: string | null;
  companyId: string | null;
  jobTitle: string | null;
  lifecycleStage: string | null;
  leadStatus: string | null;
  ownerId: string | null;
  source: string | null;
  leadScore: number;
  tags: string[];
  custom: Record<string, unknown>;
};

type FieldLike = { key: string; type: CustomFieldType };

/** A stored custom value as its control shows it. */
export function customInputOf(type: CustomFieldType, value: unknown): CustomInputValue {
  if (value === null || value === undefined) return type === "multi_select" ? [] : type === "boolean" ? null : "";
  if (type === "boolean") return typeof value === "boolean" ? value : null;
  if (type === "multi_select") return Array.isArray(value) ? value.map(String) : [];
  return String(value);
}

export function toFormValues(c: EditableContact, fields: readonly FieldLike[]): ContactFormValues {
  return {
    email: displayEmail(c.email) ?? "",
    firstName: c.firstName ?? "",
    lastName: c.lastName ?? "",
    phone: c.phone ?? "",
    country: c.country ?? "",
    companyName: c.companyName ?? "",
    companyId: c.companyId,
    jobTitle: c.jobTitle ?? "",
    lifecycleStage: c.lifecycleStage ?? "",
    leadStatus: c.leadStatus ?? "",
    ownerId: c.ownerId ?? "",
    source: c.source ?? "",
    leadScore: String(c.leadScore),
    tags: [...c.tags],
    custom: Object.fromEntries(fields.map((f) => [f.key, customInputOf(f.type, c.custom[f.key])])),
  };
}

const textKeys = [
  "email",
  "firstName",
  "lastName",
  "phone",
  "country",
  "companyName",
  "jobTitle",
  "lifecycleStage",
  "leadStatus",
  "ownerId",
  "source",
] as const;

const sameCustom = (a: CustomInputValue, b: CustomInputValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Only what changed, as `contacts.update` takes it: an emptied box clears (null), the score as a
 * number, and custom values by key ("" or [] clears). A score that isn't a whole number stays text,
 * so the shared contract names the problem.
 */
export function patchFrom(values: ContactFormValues, initial: ContactFormValues): UpdateContactInput["patch"] {
  const patch: Record<string, unknown> = {};
  for (const key of textKeys) {
    if (values[key].trim() !== initial[key].trim()) patch[key] = values[key].trim() === "" ? null : values[key];
  }
  if (values.companyId !== initial.companyId) patch.companyId = values.companyId;
  if (values.leadScore.trim() !== initial.leadScore.trim()) {
    const n = Number(values.leadScore.trim());
    patch.leadScore = values.leadScore.trim() !== "" && Number.isFinite(n) ? n : values.leadScore;
  }
  if (JSON.stringify(values.tags) !== JSON.stringify(initial.tags)) patch.tags = values.tags;
  const custom: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values.custom)) {
    if (!sameCustom(value, initial.custom[key] ?? null)) custom[key] = value === "" || (Array.isArray(value) && value.length === 0) ? null : value;
  }
  if (Object.keys(custom).length > 0) patch.custom = custom;
  return patch as UpdateContactInput["patch"];
}
