import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { contacts } from "@/modules/crm/db/contacts.table";
import { lists } from "@/modules/crm/db/lists.table";
import { users } from "@/modules/identity/db/users.table";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import { verificationScopes, verificationStatuses, type EmailVerdict } from "../contracts/messaging-enums";
import type { ReasonCode } from "../contracts/verification.contracts";

export const verificationStatus = pgEnum("messaging_verification_status", verificationStatuses);
export const verificationScope = pgEnum("messaging_verification_scope", verificationScopes);

/** An email verification run over one address, a list or segment, or every contact, with its progress. */
export const verifications = pgTable(
  "messaging_verifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    scope: verificationScope().notNull(),
    listId: uuid().references(() => lists.id, { onDelete: "set null" }),
    /** The list's name or the address, kept for the history after the list is gone. */
    label: text().notNull(),
    status: verificationStatus().notNull().default("queued"),
    probeSmtp: boolean().notNull().default(false),
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    valid: integer().notNull().default(0),
    risky: integer().notNull().default(0),
    invalid: integer().notNull().default(0),
    error: text(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("messaging_verifications_ws_created_idx").on(t.workspaceId, t.createdAt),
    // One list, segment or all-contacts run at a time per workspace (single addresses run inline, beside it).
    uniqueIndex("messaging_verifications_ws_active_uq")
      .on(t.workspaceId)
      .where(sql`status in ('queued', 'running') and scope <> 'single'`),
  ],
);

/**
 * One contact's result in a run: the run's table, filters and CSV read these. The highest contact id
 * stored is where a resumed run goes on from (contacts are walked in id order, a batch is stored in
 * one transaction). The address is read from the contact, so an erased or deleted contact's address
 * isn't kept here.
 */
export const verificationResults = pgTable(
  "messaging_verification_results",
  {
    workspaceId: workspaceId(),
    verificationId: uuid()
      .notNull()
      .references(() => verifications.id, { onDelete: "cascade" }),
    contactId: uuid()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    verdict: text().$type<EmailVerdict>().notNull(),
    /** Why, as a code the run's summary groups by; `reason` says it in words, with the details. */
    reasonCode: text().$type<ReasonCode>().notNull(),
    reason: text().notNull(),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.verificationId, t.contactId] }),
    index("messaging_verification_results_ws_run_verdict_idx").on(t.workspaceId, t.verificationId, t.verdict, t.contactId),
  ],
);
