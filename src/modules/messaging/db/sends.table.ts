import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { contacts } from "@/modules/crm/db/contacts.table";
import { lists } from "@/modules/crm/db/lists.table";
import { users } from "@/modules/identity/db/users.table";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import { channels, messageEventKinds, outboxStates, sendKinds, sendStatuses, suppressReasons } from "../contracts/messaging-enums";
import { sendingDomains } from "./domains.table";
import { topics } from "./preferences.table";

export const channel = pgEnum("messaging_channel", channels);
export const sendKind = pgEnum("messaging_send_kind", sendKinds);
export const sendStatus = pgEnum("messaging_send_status", sendStatuses);
export const outboxState = pgEnum("messaging_outbox_state", outboxStates);
export const suppressReason = pgEnum("messaging_suppress_reason", suppressReasons);
export const messageEventKind = pgEnum("messaging_event_kind", messageEventKinds);

/**
 * One message to many recipients (a campaign), one step of a sequence, or a transactional message.
 * The templates use the merge-tag language; counters are kept by the worker as rows change state.
 */
export const sends = pgTable(
  "messaging_sends",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    kind: sendKind().notNull(),
    channel: channel().notNull(),
    name: text().notNull(),
    status: sendStatus().notNull().default("preparing"),
    /** Marketing messages carry unsubscribe headers and a footer and count towards the frequency cap. */
    marketing: boolean().notNull().default(true),
    /** The audience: a CRM list or segment (null for transactional messages to named contacts). */
    listId: uuid().references(() => lists.id, { onDelete: "set null" }),
    topicId: uuid().references(() => topics.id, { onDelete: "set null" }),
    domainId: uuid().references(() => sendingDomains.id, { onDelete: "set null" }),
    fromName: text(),
    /** The local part of the From address at the domain: "news" in news@mail.example.com. */
    fromLocal: text(),
    replyTo: text(),
    subject: text(),
    html: text(),
    text: text(),
    /** An SMS send's body and sender number. */
    smsBody: text(),
    smsFrom: text(),
    trackOpens: boolean().notNull().default(true),
    trackClicks: boolean().notNull().default(true),
    excludeInvalid: boolean().notNull().default(true),
    /** Why the send paused or failed, in words. */
    statusReason: text(),
    total: integer().notNull().default(0),
    sent: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    bounced: integer().notNull().default(0),
    suppressed: integer().notNull().default(0),
    opened: integer().notNull().default(0),
    clicked: integer().notNull().default(0),
    complained: integer().notNull().default(0),
    unsubscribed: integer().notNull().default(0),
    /** Free data of the caller (a sequence's step, a launch's id, workspace mail's purpose). */
    meta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Workspace mail (an invitation, a scheduled report): to addresses, not CRM contacts; its subject
     * and bodies are final text, not merge-tag templates; sent from the workspace's sending domain, or
     * with no domain (`domain_id` null) from the server's own mail settings.
     */
    system: boolean().notNull().default(false),
    /** The caller's key for this send (a report run, an invitation's version): asking again returns the same send. */
    idempotencyKey: text(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("messaging_sends_ws_created_idx").on(t.workspaceId, t.createdAt),
    index("messaging_sends_ws_status_idx").on(t.workspaceId, t.status),
    uniqueIndex("messaging_sends_ws_idempotency_uq").on(t.workspaceId, t.idempotencyKey),
  ],
);

/**
 * One row per recipient of a send, keyed by (send, contact), or for workspace mail (no contact) by
 * (send, address). Its Message-ID is deterministic, so a retry after a crash sends the same message
 * again and receivers see one message.
 */
export const outbox = pgTable(
  "messaging_outbox",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    workspaceId: workspaceId(),
    sendId: uuid()
      .notNull()
      .references(() => sends.id, { onDelete: "cascade" }),
    /** Null for workspace mail, which goes to an address (an invitee, a report's recipient), not a contact. */
    contactId: uuid().references(() => contacts.id, { onDelete: "cascade" }),
    channel: channel().notNull(),
    /** The email address or E.164 phone number, as it was when the outbox was written. */
    address: text().notNull(),
    /** The part after @, for per-domain rate limits (null for SMS). */
    receivingDomain: text(),
    /**
     * `<send id>.<contact id>@<sending domain>` (`<send id>.<16 hex of sha256(lower(address))>@…` for an
     * address row): a bounce or complaint names the row by it.
     */
    messageId: text().notNull(),
    state: outboxState().notNull().default("queued"),
    reason: suppressReason(),
    attempts: integer().notNull().default(0),
    /** Not before: a retry's backoff, a rate limit's or quiet hours' deferral. */
    notBefore: timestamp({ withTimezone: true }),
    /** While `sending`: the claim expires then, and a restarted worker takes the row again. */
    leaseUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /** The provider's id (an SMS's Twilio SID). */
    providerId: text(),
    sentAt: timestamp({ withTimezone: true }),
    openedAt: timestamp({ withTimezone: true }),
    clickedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("messaging_outbox_ws_send_contact_uq").on(t.workspaceId, t.sendId, t.contactId),
    uniqueIndex("messaging_outbox_ws_send_address_uq")
      .on(t.workspaceId, t.sendId, t.address)
      .where(sql`${t.contactId} is null`),
    index("messaging_outbox_ws_send_state_idx").on(t.workspaceId, t.sendId, t.state),
    // The frequency cap counts a contact's marketing messages sent in the last N days.
    index("messaging_outbox_ws_contact_sent_idx").on(t.workspaceId, t.contactId, t.sentAt),
  ],
);

/** Every delivery and engagement event of a message: the send's report and the contact's timeline read them. */
export const messageEvents = pgTable(
  "messaging_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    workspaceId: workspaceId(),
    sendId: uuid()
      .notNull()
      .references(() => sends.id, { onDelete: "cascade" }),
    outboxId: bigint({ mode: "number" }),
    contactId: uuid().references(() => contacts.id, { onDelete: "cascade" }),
    kind: messageEventKind().notNull(),
    /** A click's destination, a bounce's status code and diagnostic… */
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messaging_events_ws_send_kind_idx").on(t.workspaceId, t.sendId, t.kind),
    index("messaging_events_ws_contact_idx").on(t.workspaceId, t.contactId, t.occurredAt),
  ],
);
