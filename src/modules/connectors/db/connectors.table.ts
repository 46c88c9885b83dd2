import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/db/users.table";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";

export const connectionStatus = pgEnum("connectors_connection_status", ["active", "needs_reconnect"]);
export const sourceStatus = pgEnum("connectors_source_status", ["active", "paused", "error"]);
export const syncRunKind = pgEnum("connectors_run_kind", ["backfill", "daily", "manual", "resync", "upload"]);
export const syncRunStatus = pgEnum("connectors_run_status", ["queued", "running", "succeeded", "failed"]);

/**
 * A connect flow in progress: the `state` sent to the platform, with the PKCE verifier, who started
 * it and where. Used once, by the callback, within 15 minutes.
 */
export const oauthStates = pgTable(
  "connectors_oauth_states",
  {
    state: text().primaryKey(),
    workspaceId: workspaceId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text().notNull(),
    codeVerifier: text(),
    /** The connection being reconnected, when it is a reconnect. */
    connectionId: uuid(),
    /** Extra the platform needs at the callback (e.g. the Shopify shop domain). */
    extra: jsonb().$type<Record<string, string>>().notNull().default({}),
    returnTo: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("connectors_oauth_states_ws_idx").on(t.workspaceId)],
);

/** One OAuth grant of a platform in a workspace. Tokens are encrypted (AES-256-GCM, see vault.ts). */
export const connections = pgTable(
  "connectors_connections",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    platform: text().notNull(),
    /** Who granted it at the platform (user id or e-mail), and a label to show. */
    externalUserId: text().notNull(),
    label: text().notNull(),
    status: connectionStatus().notNull().default("active"),
    accessToken: text().notNull(),
    refreshToken: text(),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    /** When the grant itself ends and someone must reconnect (e.g. a 60-day token with no refresh). */
    grantExpiresAt: timestamp({ withTimezone: true }),
    scopes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What the platform told us at connect time that calls need (Mailchimp's data centre, Shopify's shop). */
    extra: jsonb().$type<Record<string, string>>().notNull().default({}),
    lastError: text(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("connectors_connections_ws_platform_user_uq").on(t.workspaceId, t.platform, t.externalUserId)],
);

/**
 * One account a workspace reads from (an ad account, a property, a site, a page, a store, an
 * audience), or a CSV upload, or the product's own email tool. Counts against the plan's sources.
 */
export const sources = pgTable(
  "connectors_sources",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    platform: text().notNull(),
    connectionId: uuid().references(() => connections.id, { onDelete: "set null" }),
    externalAccountId: text().notNull(),
    name: text().notNull(),
    currency: text(),
    timeZone: text(),
    status: sourceStatus().notNull().default("active"),
    lastSyncAt: timestamp({ withTimezone: true }),
    lastSuccessAt: timestamp({ withTimezone: true }),
    nextSyncAt: timestamp({ withTimezone: true }),
    lastError: text(),
    /** The first day of data the warehouse holds for it (set by the backfill). */
    dataFrom: date({ mode: "string" }),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("connectors_sources_ws_platform_account_uq").on(t.workspaceId, t.platform, t.externalAccountId),
    index("connectors_sources_due_idx").on(t.status, t.nextSyncAt),
  ],
);

/**
 * A sync of one source over a range of days, in chunks. `cursor` is the last day committed: a run
 * that stops part-way resumes after it, so no chunk is written twice or lost.
 */
export const syncRuns = pgTable(
  "connectors_sync_runs",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    sourceId: uuid()
      .notNull()
      .references(() => sources.id, { onDelete: "cascade" }),
    kind: syncRunKind().notNull(),
    status: syncRunStatus().notNull().default("queued"),
    rangeStart: date({ mode: "string" }).notNull(),
    rangeEnd: date({ mode: "string" }).notNull(),
    cursor: date({ mode: "string" }),
    chunksDone: integer().notNull().default(0),
    chunksTotal: integer().notNull().default(0),
    rowsWritten: integer().notNull().default(0),
    attempts: integer().notNull().default(0),
    message: text(),
    error: text(),
    requestedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("connectors_sync_runs_ws_source_created_idx").on(t.workspaceId, t.sourceId, t.createdAt)],
);
