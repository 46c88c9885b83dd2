import { z } from "zod";
import { crmObjects, customFieldTypes } from "./crm-enums";
import { text } from "@/lib/text";
import { requireChange } from "@/lib/patch";

const stageOption = z.object({
  key: text()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,59}$/, { error: "Use lower-case letters, digits and _" }),
  label: text().trim().min(1, { error: "Name it" }).max(60, { error: "Keep it under 60 characters" }),
});

const uniqueKeys = (options: Array<{ key: string }>) => new Set(options.map((o) => o.key)).size === options.length;

export const crmSettingsInput = z.object({
  lifecycleStages: z.array(stageOption).min(1, { error: "Keep at least one lifecycle stage" }).max(30).refine(uniqueKeys, { error: "Two stages share a key" }),
  leadStatuses: z.array(stageOption).min(1, { error: "Keep at least one lead status" }).max(30).refine(uniqueKeys, { error: "Two statuses share a key" }),
  duplicateRules: z.object({ contactMatch: z.enum(["email", "email_or_phone"]), companyMatch: z.enum(["domain", "domain_or_name"]) }),
});
export type CrmSettingsInput = z.infer<typeof crmSettingsInput>;

/** The editor of one list of options (lifecycle stages or lead statuses); saved as that field of crmSettingsInput. */
export const settingsOptionsFormInput = {
  lifecycleStages: z.object({ options: crmSettingsInput.shape.lifecycleStages }),
  leadStatuses: z.object({ options: crmSettingsInput.shape.leadStatuses }),
};

const options = z
  .array(text().trim().min(1, { error: "Options can't be empty" }).max(100))
  .max(200, { error: "At most 200 options" })
  .refine((o) => new Set(o).size === o.length, { error: "Two options are the same" });

export const createCustomFieldInput = z
  .object({
    object: z.enum(crmObjects),
    label: text().trim().min(1, { error: "Name the field" }).max(60, { error: "Keep the name under 60 characters" }),
    type: z.enum(customFieldTypes, { error: "Choose a type" }),
    options: options.default([]),
  })
  .refine((f) => !["select", "multi_select"].includes(f.type) || f.options.length > 0, { error: "Add at least one option", path: ["options"] });
export type CreateCustomFieldInput = z.infer<typeof createCustomFieldInput>;

export const updateCustomFieldInput = requireChange(
  z.object({
    id: z.uuid({ error: "Unknown field" }),
    label: text().trim().min(1, { error: "Name the field" }).max(60).optional(),
    options: options.optional(),
    position: z.number().int().min(0).max(1000).optional(),
  }),
);
export type UpdateCustomFieldInput = z.infer<typeof updateCustomFieldInput>;

/** Options as typed in a box: one per line, or separated by commas. */
export const splitOptions = (typed: string) =>
  typed
    .split(/\n|,/)
    .map((o) => o.trim())
    .filter(Boolean);
const hasOptions = (type: string) => type === "select" || type === "multi_select";

/** The "add a custom field" form: the options typed in a box (kept only for dropdowns); parses to createCustomFieldInput. */
export const customFieldFormInput = z
  .object({ object: z.enum(crmObjects), label: z.string(), type: z.enum(customFieldTypes, { error: "Choose a type" }), options: z.string() })
  .transform((f): z.input<typeof createCustomFieldInput> => ({ ...f, options: hasOptions(f.type) ? splitOptions(f.options) : [] }))
  .pipe(createCustomFieldInput);
export type CustomFieldFormInput = z.input<typeof customFieldFormInput>;

/** The "edit a custom field" form (name, and options of a dropdown); parses to updateCustomFieldInput. */
export const editCustomFieldFormInput = z
  .object({ id: z.string(), type: z.enum(customFieldTypes), label: z.string(), options: z.string() })
  .transform(({ id, type, label, options }): z.input<typeof updateCustomFieldInput> => ({
    id,
    label,
    ...(hasOptions(type) ? { options: splitOptions(options) } : {}),
  }))
  .pipe(updateCustomFieldInput);
export type EditCustomFieldFormInput = z.input<typeof editCustomFieldFormInput>;

export const customFieldIdInput = z.object({ id: z.uuid({ error: "Unknown field" }) });
export const crmObjectInput = z.object({ object: z.enum(crmObjects) });

export const savedViewInput = z.object({
  object: z.enum(crmObjects),
  name: text().trim().min(1, { error: "Name the view" }).max(60, { error: "Keep the name under 60 characters" }),
  shared: z.boolean().default(false),
  /** Filters (segment rules for contacts, field filters for companies and deals), search, sort and visible columns. */
  config: z.object({
    rules: z.unknown().optional(),
    filters: z.record(text().max(60), z.unknown()).optional(),
    search: text().max(200).optional(),
    sort: z.object({ field: text().max(60), dir: z.enum(["asc", "desc"]) }).optional(),
    columns: z.array(text().max(80)).max(60).optional(),
  }),
});
export type SavedViewInput = z.infer<typeof savedViewInput>;
export const savedViewIdInput = z.object({ id: z.uuid({ error: "Unknown view" }) });
