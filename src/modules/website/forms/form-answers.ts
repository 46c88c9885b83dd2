/**
 * A submission's answers checked against its form (pure: the submission endpoint and the tests use
 * it; the hosted page's script repeats the simple checks in the browser). Every refusal names its
 * field with a sentence for the visitor.
 */
import type { FormDefinition, FormField } from "../contracts/forms.contracts";
import { MAX_ANSWER_LENGTH, type ContactFieldTarget } from "../contracts/forms.constants";

export type Answer = string | string[] | boolean;
export type Answers = Record<string, Answer>;
export type AnswersCheck = { ok: true; answers: Answers } | { ok: false; fieldErrors: Record<string, string> };

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
const PHONE = /^\+?[0-9 ().-]{6,30}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const asText = (raw: unknown): string | null => {
  if (typeof raw === "string") return raw.trim();
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  if (Array.isArray(raw) && raw.length === 1) return asText(raw[0]);
  return null;
};
const asList = (raw: unknown): string[] | null => {
  if (raw === undefined || raw === null || raw === "") return [];
  if (typeof raw === "string") return [raw];
  if (Array.isArray(raw) && raw.every((v) => typeof v === "string")) return raw as string[];
  return null;
};
const asBool = (raw: unknown): boolean => raw === true || raw === "true" || raw === "on" || raw === "1" || raw === "yes";

/** One field's answer, or the sentence telling the visitor what's wrong. */
function checkField(field: FormField, raw: unknown): { value: Answer | undefined } | { error: string } {
  if (field.type === "hidden") return { value: field.defaultValue || undefined };
  if (field.type === "checkbox" || field.type === "consent") {
    const on = asBool(raw);
    if (field.required && !on) return { error: field.type === "consent" ? "Tick this box to continue" : "Tick this box" };
    return { value: on };
  }
  if (field.type === "multi_select") {
    const list = asList(raw);
    if (list === null) return { error: "Choose from the options" };
    const chosen = [...new Set(list)];
    if (chosen.some((v) => !field.options.includes(v))) return { error: "Choose from the options" };
    if (field.required && chosen.length === 0) return { error: "Choose at least one option" };
    return { value: chosen.length ? chosen : undefined };
  }
  const value = raw === undefined || raw === null ? "" : asText(raw);
  if (value === null) return { error: "Enter a single value" };
  if (value === "") return field.required ? { error: field.type === "select" ? "Choose an option" : "Fill in this field" } : { value: undefined };
  if (value.length > MAX_ANSWER_LENGTH) return { error: `Keep this under ${MAX_ANSWER_LENGTH.toLocaleString("en")} characters` };
  switch (field.type) {
    case "email":
      return EMAIL.test(value) && value.length <= 254 ? { value: value.toLowerCase() } : { error: "Enter a valid email address, like name@example.com" };
    case "phone":
      return PHONE.test(value) && value.replace(/\D/g, "").length >= 6 ? { value } : { error: "Enter a valid phone number" };
    case "number":
      return /^-?\d+(\.\d+)?$/.test(value) && value.length <= 30 ? { value } : { error: "Enter a number" };
    case "date":
      return DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? { value } : { error: "Enter a date as YYYY-MM-DD" };
    case "select":
      return field.options.includes(value) ? { value } : { error: "Choose one of the options" };
    default:
      return { value };
  }
}

/** Checks every field of the form; answers to keys the form doesn't have are dropped. */
export function checkAnswers(definition: FormDefinition, raw: Record<string, unknown>): AnswersCheck {
  const answers: Answers = {};
  const fieldErrors: Record<string, string> = {};
  for (const field of definition.fields) {
    const result = checkField(field, raw[field.key]);
    if ("error" in result) fieldErrors[field.key] = result.error;
    else if (result.value !== undefined) answers[field.key] = result.value;
  }
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, answers };
}

/** What a submission gives the CRM: contact fields, custom fields, and the consents ticked with their exact wording. */
export type ContactValues = {
  fields: Partial<Record<ContactFieldTarget, string>>;
  custom: Record<string, Answer>;
  consents: { key: string; text: string }[];
};

export function contactValuesOf(definition: FormDefinition, answers: Answers): ContactValues {
  const out: ContactValues = { fields: {}, custom: {}, consents: [] };
  for (const field of definition.fields) {
    const value = answers[field.key];
    if (field.type === "consent") {
      if (value === true) out.consents.push({ key: field.key, text: field.consentText });
      continue;
    }
    if (value === undefined || field.mapping === "") continue;
    if (field.mapping.startsWith("custom:")) out.custom[field.mapping.slice("custom:".length)] = value;
    else out.fields[field.mapping as ContactFieldTarget] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  if (!out.fields.email) {
    const email = definition.fields.find((f) => f.type === "email" && typeof answers[f.key] === "string");
    if (email) out.fields.email = answers[email.key] as string;
  }
  return out;
}
