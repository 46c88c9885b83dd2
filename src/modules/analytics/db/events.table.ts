import { sql } from "drizzle-orm";
import { bigint, check, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { workspaceId } from "@/server/db/workspace-id";
import { eventSources, type EventSource } from "../contracts/events.constants";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * First-party events, raw: what capture() writes, in batches (server/event-writer.ts). An event's id
 * is its uuid (the sender's, PostHog sends v7; or one capture() made, also v7, so new rows land at
 * the right edge of the key): the primary key (workspace_id, uuid) makes a batch sent again land
 * once. Rows are never updated; identify() links ids in analytics_identities instead, and the
 * rollups resolve a visitor through it. Kept RAW_EVENT_RETENTION_DAYS days.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    workspaceId: workspaceId(),
    uuid: uuid().notNull(),
    /** When it happened (the sender's clock, checked at capture). Days are UTC days of this. */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    /** When capture() took it. */
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    event: text().notNull(),
    /** Who did it: anonymous (a cookie, a device) or identified. */
    distinctId: text().notNull(),
    /** The identified person when the sender knew it. */
    personId: text(),
    sessionId: text(),
    source: text().$type<EventSource>().notNull(),
    /** At most MAX_PROPERTIES_BYTES of JSON (checked at capture). */
    properties: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ name: "analytics_events_pk", columns: [t.workspaceId, t.uuid] }),
    // Rollups recompute a workspace's day from it; retention deletes a workspace's old days.
    index("analytics_events_ws_occurred_idx").on(t.workspaceId, t.occurredAt),
    // identify(): the days an anonymous id was seen on.
    index("analytics_events_ws_distinct_idx").on(t.workspaceId, t.distinctId),
    check("analytics_events_source_ck", sql`${t.source} in (${inList(eventSources)})`),
  ],
);

/**
 * Anonymous → identified: a distinct id that turned out to be this person (identify()). Rollups
 * count a visitor as `coalesce(event.person_id, link.person_id, event.distinct_id)`, so an
 * anonymous visitor who signs up later is one unique visitor, on every day, once the touched days
 * are rolled up again.
 */
export const analyticsIdentities = pgTable(
  "analytics_identities",
  {
    workspaceId: workspaceId(),
    distinctId: text().notNull(),
    personId: text().notNull(),
    linkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "analytics_identities_pk", columns: [t.workspaceId, t.distinctId] })],
);

/**
 * The (workspace, day) pairs whose rollups are behind their raw events: written in the same
 * transaction as the events (or the identity link) that touched them, so none is lost; the rollup
 * job recomputes each from raw and deletes it unless it was touched again meanwhile (`version`).
 */
export const analyticsRollupPending = pgTable(
  "analytics_rollup_pending",
  {
    workspaceId: workspaceId(),
    day: date({ mode: "string" }).notNull(),
    version: bigint({ mode: "number" }).notNull().default(1),
  },
  (t) => [primaryKey({ name: "analytics_rollup_pending_pk", columns: [t.workspaceId, t.day] })],
);
