import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/db/users.table";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import { consentChannels, consentMethods, consentStatuses } from "../contracts/crm-enums";
import { companies } from "./companies.table";

export const consentStatus = pgEnum("crm_consent_status", consentStatuses);
export const consentChannel = pgEnum("crm_consent_channel", consentChannels);
export const consentMethod = pgEnum("crm_consent_method", consentMethods);

/** First or last marketing touch: where the person came from (UTM values and the page). */
export type Touch = { source?: string; medium?: string; campaign?: string; term?: string; content?: string; landingPage?: string; at?: string };

/**
 * A person. The email is stored trimmed and lower-cased, unique per workspace. An erased contact
 * keeps only a tombstone: no personal data, the email's SHA-256 so suppression still works.
 */
export const contacts = pgTable(
  "crm_contacts",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    email: text(),
    firstName: text(),
    lastName: text(),
    /** E.164, e.g. +14155550123. */
    phone: text(),
    companyId: uuid().references((): AnyPgColumn => companies.id, { onDelete: "set null" }),
    /** The company as typed or imported, when no company record is linked. */
    companyName: text(),
    jobTitle: text(),
    /** Two-letter country code when known ("FR"), else the country as typed: the region its phone numbers are read in. */
    country: text(),
    lifecycleStage: text(),
    leadStatus: text(),
    ownerId: uuid().references(() => users.id, { onDelete: "set null" }),
    source: text(),
    firstTouch: jsonb().$type<Touch>(),
    lastTouch: jsonb().$type<Touch>(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Custom field values by field key. */
    custom: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    leadScore: integer().notNull().default(0),
    /** IANA time zone (Europe/Paris): SMS quiet hours are kept in it; null uses the workspace's. */
    timeZone: text(),
    /** The last email verification: valid / risky / invalid, why, and when (written by messaging). */
    emailVerdict: text().$type<"valid" | "risky" | "invalid">(),
    emailVerdictReason: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    emailConsent: consentStatus().notNull().default("unknown"),
    smsConsent: consentStatus().notNull().default("unknown"),
    lastActivityAt: timestamp({ withTimezone: true }),
    /** Set when erased on request (GDPR): the row is a tombstone. */
    erasedAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the lower-cased email, kept after erasure so the address stays suppressed. */
    emailHash: text(),
    /** The import that created the row, if any (resumed imports skip what they already wrote). */
    importId: uuid(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("crm_contacts_ws_email_uq").on(t.workspaceId, t.email),
    // The contacts table newest first, unfiltered or by stage: its first page reads 50 index entries. The
    // order must be exactly `created_at desc, id desc` (PostgreSQL's DESC is NULLS FIRST): an index in
    // another nulls order can't serve that ORDER BY and the page sorts the whole workspace instead.
    index("crm_contacts_ws_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("crm_contacts_ws_stage_created_idx").on(t.workspaceId, t.lifecycleStage, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("crm_contacts_ws_score_idx").on(t.workspaceId, t.leadScore),
    // Segments qualify leads by stage and score ("Leads scoring over 50"): both in one index condition,
    // combined with the tags index, a three-rule count over a million contacts reads a tenth of the table.
    index("crm_contacts_ws_stage_score_idx").on(t.workspaceId, t.lifecycleStage, t.leadScore),
    // Partial: contacts are looked up by company only for a given company, and by email hash only
    // among tombstones (suppression). Imports write neither, so a new contact costs these no entry.
    index("crm_contacts_ws_company_idx")
      .on(t.workspaceId, t.companyId)
      .where(sql`${t.companyId} is not null`),
    index("crm_contacts_ws_hash_idx")
      .on(t.workspaceId, t.emailHash)
      .where(sql`${t.erasedAt} is not null`),
    index("crm_contacts_tags_gin").using("gin", t.tags),
  ],
);

/** Every consent change, kept as history: what, when, how and from where. */
export const consentEvents = pgTable(
  "crm_consent_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    contactId: uuid()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    channel: consentChannel().notNull(),
    status: consentStatus().notNull(),
    method: consentMethod().notNull(),
    /** Where: the form's name, the import's file, the campaign of an unsubscribe link. */
    source: text(),
    /** The exact sentence the person agreed to (a form's consent box), when there was one. */
    wording: text(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("crm_consent_events_ws_contact_idx").on(t.workspaceId, t.contactId, t.occurredAt)],
);
