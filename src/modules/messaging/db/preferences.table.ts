import { boolean, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { contacts } from "@/modules/crm/db/contacts.table";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import { channels, suppressionReasons } from "../contracts/messaging-enums";

export const suppressionReason = pgEnum("messaging_suppression_reason", suppressionReasons);
const prefChannel = pgEnum("messaging_pref_channel", channels);
export { prefChannel };

/**
 * Addresses the workspace never sends marketing to again: hard bounces, complaints, unsubscribes and
 * erased contacts. Keyed by the SHA-256 of the lower-cased email (or of the E.164 phone for SMS), so
 * an erased contact stays suppressed without keeping the address.
 */
export const suppressions = pgTable(
  "messaging_suppressions",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    channel: prefChannel().notNull(),
    addressHash: text().notNull(),
    /** The address itself, for the list page (null once erased). */
    address: text(),
    reason: suppressionReason().notNull(),
    /** Where it came from: the send, the bounce's diagnostic, the person who added it. */
    source: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("messaging_suppressions_ws_channel_hash_uq").on(t.workspaceId, t.channel, t.addressHash)],
);

/** Subscription topics of the preference centre ("Product news", "Offers"). */
export const topics = pgTable(
  "messaging_topics",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text().notNull(),
    description: text().notNull().default(""),
    archivedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("messaging_topics_ws_name_uq").on(t.workspaceId, t.name)],
);

/** A contact's choice per topic and channel; no row means subscribed (when the channel's consent allows). */
export const topicPreferences = pgTable(
  "messaging_topic_preferences",
  {
    workspaceId: workspaceId(),
    contactId: uuid()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    topicId: uuid()
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
    channel: prefChannel().notNull(),
    subscribed: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.contactId, t.topicId, t.channel] }),
    index("messaging_topic_prefs_ws_topic_idx").on(t.workspaceId, t.topicId),
  ],
);
