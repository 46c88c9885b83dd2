/**
 * Site forms' fixed vocabularies and limits (zod-free: the builder, the hosted page's renderer and
 * the submission checks share them).
 */

export const formFieldTypes = ["text", "email", "phone", "number", "select", "multi_select", "checkbox", "date", "hidden", "consent"] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

export const formFieldTypeLabels: Record<FormFieldType, string> = {
  text: "Text",
  email: "Email",
  phone: "Phone",
  number: "Number",
  select: "Dropdown",
  multi_select: "Multiple choice",
  checkbox: "Checkbox",
  date: "Date",
  hidden: "Hidden value",
  consent: "Consent",
};

/** The CRM contact fields a form field can fill (a custom field is `custom:<key>`). */
export const contactFieldTargets = ["email", "firstName", "lastName", "phone", "companyName", "jobTitle", "country"] as const;
export type ContactFieldTarget = (typeof contactFieldTargets)[number];

export const contactFieldLabels: Record<ContactFieldTarget, string> = {
  email: "Email",
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone",
  companyName: "Company",
  jobTitle: "Job title",
  country: "Country",
};

export const formStatuses = ["draft", "published", "archived"] as const;
export type FormStatus = (typeof formStatuses)[number];

export const submissionStatuses = ["received", "processed", "rejected", "failed"] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

export const MAX_FORM_FIELDS = 40;
export const MAX_FORM_STEPS = 10;
export const MAX_FIELD_OPTIONS = 50;
/** An answer of a text-like field: at most this many characters. */
export const MAX_ANSWER_LENGTH = 2000;
/** A submission's body: at most this many bytes. */
export const MAX_SUBMISSION_BYTES = 32 * 1024;
/** A person can't honestly fill a form faster than this after it was shown. */
export const MIN_FILL_MS = 1500;
/** A render token older than this is refused (reload the form). */
export const MAX_FILL_MS = 24 * 60 * 60 * 1000;
/** Submissions per minute from one address, and into one form from everyone. */
export const PER_IP_PER_MINUTE = 20;
export const PER_FORM_PER_MINUTE = 20_000;
/** The hidden field a person never sees (a bot fills it). */
export const HONEYPOT_FIELD = "_hp_website";
export const SUBMISSION_KEY_FIELD = "_submission";
export const RENDER_TOKEN_FIELD = "_ts";
/** Submissions per page in the dashboard. */
export const SUBMISSIONS_PAGE_SIZE = 50;
