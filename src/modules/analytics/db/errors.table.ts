import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { workspaceId } from "@/server/db/workspace-id";
import type { ErrorLevel, ErrorStatus } from "../contracts/errors.constants";

/** One frame of a stored stack: where, never the source lines or local variables. */
export type StoredFrame = { function?: string; filename?: string; lineno?: number; colno?: number; inApp?: boolean };

/**
 * Errors the product's own receiver took (the SDK's envelopes), grouped by fingerprint (the event's
 * own, or the exception type and its top in-app frames). A repeat raises the count and replaces the
 * "last event" columns; resolving a group and seeing it again opens it again. Kept
 * ERROR_RETENTION_DAYS after it was last seen.
 */
export const analyticsErrorGroups = pgTable(
  "analytics_error_groups",
  {
    workspaceId: workspaceId(),
    id: uuid().notNull().defaultRandom(),
    fingerprint: text().notNull(),
    /** "TypeError: x is undefined", or the message of a message event. */
    title: text().notNull(),
    /** The top in-app frame ("render (src/app/page.tsx)"). */
    culprit: text(),
    level: text().$type<ErrorLevel>().notNull(),
    status: text().$type<ErrorStatus>().notNull().default("open"),
    count: integer().notNull().default(1),
    firstSeen: timestamp({ withTimezone: true }).notNull(),
    lastSeen: timestamp({ withTimezone: true }).notNull(),
    release: text(),
    environment: text(),
    /** Where it happened: "browser" or "server" (the SDK's platform). */
    platform: text(),
    lastEventId: text().notNull(),
    lastMessage: text(),
    /** The last event's stack, top frame first, scrubbed (StoredFrame). */
    lastStack: jsonb().$type<StoredFrame[]>().notNull().default([]),
    /** The last event's page (no query string) and person (the product's user id). */
    lastUrl: text(),
    lastUserId: text(),
    lastReplayId: text(),
  },
  (t) => [
    primaryKey({ name: "analytics_error_groups_pk", columns: [t.workspaceId, t.id] }),
    unique("analytics_error_groups_fingerprint_uq").on(t.workspaceId, t.fingerprint),
    index("analytics_error_groups_ws_last_idx").on(t.workspaceId, t.lastSeen),
    check("analytics_error_groups_status_ck", sql`${t.status} in ('open', 'resolved', 'ignored')`),
  ],
);

/** Each event a group took (a short row: the group holds the last stack). */
export const analyticsErrorEvents = pgTable(
  "analytics_error_events",
  {
    workspaceId: workspaceId(),
    eventId: text().notNull(),
    groupId: uuid().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    level: text().$type<ErrorLevel>().notNull(),
    release: text(),
    environment: text(),
    userId: text(),
    replayId: text(),
  },
  (t) => [
    primaryKey({ name: "analytics_error_events_pk", columns: [t.workspaceId, t.eventId] }),
    index("analytics_error_events_ws_group_idx").on(t.workspaceId, t.groupId, t.occurredAt),
  ],
);

/** A session replay's metadata only: the recorded page itself (the DOM segments) is never kept. */
export const analyticsErrorReplays = pgTable(
  "analytics_error_replays",
  {
    workspaceId: workspaceId(),
    replayId: text().notNull(),
    /** "session" (the 10% sample) or "buffer" (kept because an error happened). */
    replayType: text(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    lastSegmentAt: timestamp({ withTimezone: true }).notNull(),
    segments: integer().notNull().default(0),
    /** Error event ids the SDK linked to this replay. */
    errorIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ name: "analytics_error_replays_pk", columns: [t.workspaceId, t.replayId] })],
);
