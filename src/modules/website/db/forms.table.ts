import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userRef } from "@/server/db/user-ref";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import type { FormDefinition } from "../contracts/forms.contracts";
import type { FormStatus, SubmissionStatus } from "../contracts/forms.constants";

/**
 * A site form: its fields, steps, what happens after a submission, consent and double opt-in, as one
 * jsonb document checked by `formDefinition` before every write. Only a published form takes answers.
 */
export const websiteForms = pgTable(
  "website_forms",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text().notNull(),
    status: text().$type<FormStatus>().notNull().default("draft"),
    definition: jsonb().$type<FormDefinition>().notNull(),
    createdBy: userRef(),
    updatedBy: userRef(),
    ...timestamps,
  },
  (t) => [index("website_forms_ws_updated_idx").on(t.workspaceId, t.updatedAt)],
);

/** Where a submission came from: the host page or pop-up, the campaign, the referrer. */
export type SubmissionContext = {
  pageId?: string;
  popupId?: string;
  utm?: Record<string, string>;
  referrer?: string;
};

/**
 * One answer to a form, stored first (one insert, idempotent on the visitor's submission key) and
 * then processed by the `website.form-submission` job into the CRM: the contact, its consent, a
 * timeline entry, the list, and the double opt-in mail. `confirmedAt` is set when the person clicks
 * the confirmation link.
 */
export const websiteFormSubmissions = pgTable(
  "website_form_submissions",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    formId: uuid()
      .notNull()
      .references(() => websiteForms.id, { onDelete: "cascade" }),
    submissionKey: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answers: jsonb().$type<Record<string, string | string[] | boolean>>().notNull(),
    pageId: text(),
    popupId: text(),
    utm: jsonb().$type<Record<string, string>>().notNull().default({}),
    referrer: text(),
    /** SHA-256 of the visitor's address with the server's secret: counts repeats without keeping the address. */
    ipHash: text(),
    status: text().$type<SubmissionStatus>().notNull().default("received"),
    attempts: integer().notNull().default(0),
    /** Why processing failed or was refused, as a class ("suppressed", "limit", "invalid", "error"). */
    errorClass: text(),
    /** The CRM contact (crm_contacts.id) the submission created or updated. */
    contactId: uuid(),
    processedAt: timestamp({ withTimezone: true }),
    confirmationSentAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("website_form_submissions_form_key_uq").on(t.formId, t.submissionKey),
    index("website_form_submissions_ws_form_received_idx").on(t.workspaceId, t.formId, t.receivedAt.desc(), t.id.desc()),
    index("website_form_submissions_pending_idx")
      .on(t.receivedAt)
      .where(sql`${t.status} = 'received'`),
  ],
);
