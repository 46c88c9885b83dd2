import { z } from "zod";
import { countryField, optionalText } from "./fields";
import { consentChannels, consentStatuses } from "./crm-enums";
import { segmentRules, type contactFields } from "./segments.contracts";
import { normalizeEmailAddress } from "@/lib/email-address";
import { text } from "@/lib/text";
import { requireChange } from "@/lib/patch";

/** An email as typed: stored trimmed, lower-cased, an internationalised domain (zoe@exämple.se) in IDNA form. */
export const emailField = text()
  .trim()
  .max(254, { error: "Keep the email under 254 characters" })
  .transform((v, ctx) => {
    if (v === "") return null;
    const email = normalizeEmailAddress(v);
    if (email === null) {
      ctx.addIssue({ code: "custom", message: "Enter a valid email" });
      return z.NEVER;
    }
    return email;
  })
  .nullish();

export const tagsField = z
  .array(text().trim().min(1).max(100, { error: "Keep each tag under 100 characters" }))
  .max(100, { error: "At most 100 tags" })
  .transform((tags) => [...new Set(tags)]);

const touch = z
  .object({
    source: text().max(200).optional(),
    medium: text().max(200).optional(),
    campaign: text().max(200).optional(),
    term: text().max(200).optional(),
    content: text().max(200).optional(),
    landingPage: text().max(2000).optional(),
    at: text().max(40).optional(),
  })
  .nullish();

/** A contact's editable fields. The phone is typed freely and stored in E.164 by the service. */
export const contactFieldsInput = z.object({
  email: emailField,
  firstName: optionalText(100, "first name"),
  lastName: optionalText(100, "last name"),
  phone: optionalText(40, "phone"),
  companyId: z.uuid({ error: "Unknown company" }).nullish(),
  companyName: optionalText(200, "company"),
  jobTitle: optionalText(200, "job title"),
  /** Where the phone is read when typed without a country code (else the company's country, else the workspace's region). */
  country: countryField,
  lifecycleStage: optionalText(60, "lifecycle stage"),
  leadStatus: optionalText(60, "lead status"),
  ownerId: z.uuid({ error: "Unknown owner" }).nullish(),
  source: optionalText(200, "source"),
  firstTouch: touch,
  lastTouch: touch,
  tags: tagsField.optional(),
  custom: z.record(text().max(63), z.unknown()).optional(),
  leadScore: z.number({ error: "Enter a number" }).int({ error: "Enter a whole number" }).min(-100_000).max(100_000).optional(),
});

/**
 * The contact drawer's form: every editable field as its control holds it (text boxes give "", the
 * owner picker "" for none, the score box text), checked by the same rules as `contactFieldsInput`.
 * The form sends only what changed, as `updateContactInput`'s patch.
 */
export const contactFormInput = contactFieldsInput.extend({
  ownerId: text()
    .transform((v) => (v === "" ? null : v))
    .pipe(z.uuid({ error: "Unknown owner" }).nullable()),
  leadScore: text()
    .trim()
    .transform((v) => (v === "" ? Number.NaN : Number(v)))
    .pipe(z.number({ error: "Enter a number" }).int({ error: "Enter a whole number" }).min(-100_000).max(100_000)),
});

/** Someone needs a way to be recognised: an email, a phone or a name. */
const identifiable = (c: { email?: string | null; phone?: string | null; firstName?: string | null; lastName?: string | null }) =>
  !!(c.email || c.phone || c.firstName || c.lastName);

export const createContactInput = contactFieldsInput
  .extend({
    emailConsent: z.enum(consentStatuses).optional(),
    smsConsent: z.enum(consentStatuses).optional(),
    /** Where the consent came from, kept in its history ("Trade show sign-up sheet"). */
    consentSource: optionalText(200, "consent source"),
  })
  .refine(identifiable, { error: "Enter an email, a phone or a name", path: ["email"] });
export type CreateContactInput = z.infer<typeof createContactInput>;

export const contactIdInput = z.object({ id: z.uuid({ error: "Unknown contact" }) });

export const updateContactInput = requireChange(z.object({ id: z.uuid({ error: "Unknown contact" }), patch: contactFieldsInput.partial() }), "patch");
export type UpdateContactInput = z.infer<typeof updateContactInput>;

export const sortableContactFields = [
  "createdAt",
  "updatedAt",
  "lastActivityAt",
  "email",
  "firstName",
  "lastName",
  "companyName",
  "lifecycleStage",
  "leadScore",
] as const satisfies readonly (typeof contactFields)[number][];

export const listContactsInput = z.object({
  rules: segmentRules.optional(),
  search: text().trim().max(200).optional(),
  sort: z.object({ field: z.enum(sortableContactFields), dir: z.enum(["asc", "desc"]) }).default({ field: "createdAt", dir: "desc" }),
  /**
   * The offset: rows to skip, as the table asks page after page while it scrolls. (Named `cursor`
   * because tRPC's infinite queries pass their page parameter under that name.)
   */
  cursor: z.number().int().min(0).max(10_000_000).nullish(),
  limit: z.number().int().min(1).max(500).default(100),
});
export type ListContactsInput = z.infer<typeof listContactsInput>;

/** Which contacts a bulk action applies to: picked ids, or everyone the current filter matches. */
export const contactSelection = z.union([
  z.object({
    ids: z
      .array(z.uuid())
      .min(1, { error: "Select at least one contact" })
      .max(10_000, { error: "Select at most 10,000 contacts, or apply to the whole filter" }),
  }),
  z.object({ rules: segmentRules, search: text().trim().max(200).optional() }),
]);
export type ContactSelection = z.infer<typeof contactSelection>;

/**
 * The "Add to list" dialog: a list and the bulk selection, parsed to what `crm.lists.addContacts`
 * takes (picked ids, or the filter and search).
 */
export const addToListFormInput = z
  .object({ listId: z.uuid({ error: "Choose a list" }), selection: contactSelection })
  .transform(({ listId, selection }) =>
    "ids" in selection ? { listId, contactIds: selection.ids } : { listId, rules: selection.rules, search: selection.search },
  );

export const bulkUpdateInput = z.object({
  selection: contactSelection,
  set: z
    .object({
      lifecycleStage: optionalText(60, "lifecycle stage"),
      leadStatus: optionalText(60, "lead status"),
      ownerId: z.uuid().nullish(),
    })
    .default({}),
  addTags: tagsField.default([]),
  removeTags: tagsField.default([]),
});
export type BulkUpdateInput = z.infer<typeof bulkUpdateInput>;

export const bulkDeleteInput = z.object({ selection: contactSelection });

export const setConsentInput = z.object({
  id: z.uuid({ error: "Unknown contact" }),
  channel: z.enum(consentChannels),
  status: z.enum(consentStatuses),
  source: optionalText(200, "source"),
});
export type SetConsentInput = z.infer<typeof setConsentInput>;

export const eraseContactInput = z.object({ id: z.uuid({ error: "Unknown contact" }), confirm: z.literal("ERASE", { error: "Type ERASE to confirm" }) });
