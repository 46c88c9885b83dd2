import { z } from "zod";
import { text } from "@/lib/text";
import { contactFieldTargets, formFieldTypes, formStatuses, MAX_FIELD_OPTIONS, MAX_FORM_FIELDS, MAX_FORM_STEPS, submissionStatuses } from "./forms.constants";

/** Inputs of website.forms.*: the form definition the builder edits and the hosted page renders. */

const label = text().trim().min(1, { error: "Give the field a label" }).max(200, { error: "Keep the label under 200 characters" });
const fieldKey = text()
  .trim()
  .min(1, { error: "Give the field a key" })
  .max(60, { error: "Keep the key under 60 characters" })
  .regex(/^[a-z][a-z0-9_]*$/, { error: "Use lower-case letters, digits and _ in the key, starting with a letter" });
const optionalLine = (max: number, what: string) =>
  text()
    .trim()
    .max(max, { error: `Keep the ${what} under ${max} characters` })
    .default("");

/** Where an answer goes in the CRM: a contact field, a custom field (`custom:<key>`), or nowhere. */
export const fieldMapping = z.union([
  z.enum(contactFieldTargets),
  text().regex(/^custom:[a-z][a-z0-9_]{0,59}$/, { error: "Choose a custom field" }),
  z.literal(""),
]);

export const formField = z.object({
  key: fieldKey,
  type: z.enum(formFieldTypes),
  label,
  required: z.boolean().default(false),
  placeholder: optionalLine(200, "placeholder"),
  help: optionalLine(500, "help text"),
  options: z
    .array(text().trim().min(1, { error: "An option can't be empty" }).max(200, { error: "Keep each option under 200 characters" }))
    .max(MAX_FIELD_OPTIONS, { error: `At most ${MAX_FIELD_OPTIONS} options` })
    .default([]),
  /** The value a hidden field carries. */
  defaultValue: optionalLine(500, "value"),
  mapping: fieldMapping.default(""),
  /** The exact sentence a consent box shows (kept with the consent in the CRM). */
  consentText: optionalLine(1000, "consent wording"),
  /** Which step (0-based) shows the field. */
  step: z.number().int().min(0).default(0),
});
export type FormField = z.infer<typeof formField>;
export type FormFieldInput = z.input<typeof formField>;

const httpUrl = text()
  .trim()
  .max(2000, { error: "Keep the address under 2,000 characters" })
  .refine(
    (v) => {
      if (v === "") return true;
      try {
        const url = new URL(v);
        return url.protocol === "https:" || url.protocol === "http:";
      } catch {
        return false;
      }
    },
    { error: "Enter a web address starting with https:// or http://" },
  );

export const formDefinition = z
  .object({
    fields: z
      .array(formField)
      .min(1, { error: "Add at least one field" })
      .max(MAX_FORM_FIELDS, { error: `At most ${MAX_FORM_FIELDS} fields` }),
    steps: z
      .array(z.object({ title: optionalLine(200, "step title") }))
      .min(1)
      .max(MAX_FORM_STEPS, { error: `At most ${MAX_FORM_STEPS} steps` })
      .default([{ title: "" }]),
    submitLabel: optionalLine(60, "button text").default("Send"),
    afterSubmit: z
      .object({
        kind: z.enum(["message", "redirect"]).default("message"),
        message: optionalLine(2000, "thank-you message").default("Thank you! We received your answers."),
        redirectUrl: httpUrl.default(""),
      })
      .default({ kind: "message", message: "Thank you! We received your answers.", redirectUrl: "" }),
    doubleOptIn: z
      .object({
        enabled: z.boolean().default(false),
        /** The From name of the confirmation mail (the workspace's sending domain sends it). */
        fromName: optionalLine(200, "sender name"),
        replyTo: z.union([z.email({ error: "Enter a valid reply-to address" }), z.literal("")]).default(""),
      })
      .default({ enabled: false, fromName: "", replyTo: "" }),
    /** A static CRM list every new contact joins, or "" for none. */
    listId: z.union([z.uuid({ error: "Choose a list" }), z.literal("")]).default(""),
  })
  .superRefine((def, ctx) => {
    const seen = new Set<string>();
    def.fields.forEach((field, index) => {
      if (seen.has(field.key)) ctx.addIssue({ code: "custom", path: ["fields", index, "key"], message: "Another field already uses this key" });
      seen.add(field.key);
      if (field.step >= def.steps.length) ctx.addIssue({ code: "custom", path: ["fields", index, "step"], message: "Choose one of the form's steps" });
      if ((field.type === "select" || field.type === "multi_select") && field.options.length === 0)
        ctx.addIssue({ code: "custom", path: ["fields", index, "options"], message: "Add at least one option" });
      if (field.type === "consent" && field.consentText === "")
        ctx.addIssue({ code: "custom", path: ["fields", index, "consentText"], message: "Write what the person agrees to" });
    });
    const mapped = new Set<string>();
    def.fields.forEach((field, index) => {
      if (field.mapping === "") return;
      if (mapped.has(field.mapping))
        ctx.addIssue({ code: "custom", path: ["fields", index, "mapping"], message: "Another field already fills this CRM field" });
      mapped.add(field.mapping);
    });
    if (!def.fields.some((f) => f.type === "email"))
      ctx.addIssue({ code: "custom", path: ["fields"], message: "Add an email field: it's how the CRM knows the person" });
    if (def.afterSubmit.kind === "redirect" && def.afterSubmit.redirectUrl === "")
      ctx.addIssue({ code: "custom", path: ["afterSubmit", "redirectUrl"], message: "Enter the address to send people to" });
    if (def.doubleOptIn.enabled && !def.fields.some((f) => f.type === "consent"))
      ctx.addIssue({ code: "custom", path: ["doubleOptIn", "enabled"], message: "Add a consent field: double opt-in confirms it" });
  });
export type FormDefinition = z.infer<typeof formDefinition>;
export type FormDefinitionInput = z.input<typeof formDefinition>;

const formName = text().trim().min(1, { error: "Name the form" }).max(120, { error: "Keep the name under 120 characters" });
const formId = z.uuid({ error: "Choose a form" });

export const formIdInput = z.object({ id: formId });

export const createFormInput = z.object({ name: formName });
export type CreateFormInput = z.infer<typeof createFormInput>;

/** A save from the editor: the whole definition and the version it started from (`expectedUpdatedAt`). */
export const updateFormInput = z.object({
  id: formId,
  name: formName,
  status: z.enum(formStatuses),
  definition: formDefinition,
  expectedUpdatedAt: z.coerce.date(),
});
export type UpdateFormInput = z.infer<typeof updateFormInput>;

export const deleteFormInput = z.object({ id: formId, confirm: z.literal("DELETE", { error: "Type DELETE to confirm" }) });

export const listSubmissionsInput = z.object({
  formId,
  status: z.enum(submissionStatuses).optional(),
  /** The submission's received time of the last row of the previous page (keyset paging). */
  cursor: z.object({ receivedAt: z.coerce.date(), id: z.uuid() }).optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
});
export type ListSubmissionsInput = z.infer<typeof listSubmissionsInput>;

export const submissionIdInput = z.object({ id: z.uuid({ error: "Choose a submission" }) });
