import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import type { analyticsEvents } from "../db/events.table";

export type EventRow = typeof analyticsEvents.$inferInsert & { occurredAt: Date; receivedAt: Date };

/** The UTC day of a time, as `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

const pairsOf = (rows: EventRow[]) => {
  const seen = new Map<string, { workspaceId: string; day: string }>();
  for (const row of rows) {
    const day = utcDay(row.occurredAt);
    seen.set(`${row.workspaceId}/${day}`, { workspaceId: row.workspaceId, day });
  }
  // One order for every writer, so two flushes marking the same pairs can't deadlock on PostgreSQL.
  return [...seen.values()].sort((a, b) => (a.workspaceId + a.day < b.workspaceId + b.day ? -1 : 1));
};

/**
 * Writes one batch as one statement (atomic on its own, so no transaction around it): the events (an
 * event whose uuid the workspace already has is skipped, so a batch written again lands once) and the
 * days they touch. Returns how many were new.
 *
 * The rows travel as one JSON parameter that json_to_recordset unpacks on the server, and the pending
 * days are marked by a second insert in the same statement: one round trip a batch, a statement
 * PostgreSQL parses and plans the same way whatever the batch's size (a VALUES list of 500 rows has
 * 5,000 parameters to bind and a plan of its own each time), on PostgreSQL and PGlite alike.
 */
export async function writeEvents(db: Db, rows: EventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const records = JSON.stringify(
    rows.map((r) => ({
      workspace_id: r.workspaceId,
      uuid: r.uuid,
      occurred_at: r.occurredAt,
      received_at: r.receivedAt,
      event: r.event,
      distinct_id: r.distinctId,
      person_id: r.personId ?? null,
      session_id: r.sessionId ?? null,
      source: r.source,
      properties: r.properties ?? {},
    })),
  );
  const pairs = JSON.stringify(pairsOf(rows).map((p) => ({ workspace_id: p.workspaceId, day: p.day })));
  const result = await db.execute<{ inserted: number }>(sql`
    with batch as (
      select * from json_to_recordset(${records}::json) as r(
        workspace_id uuid, uuid uuid, occurred_at timestamptz, received_at timestamptz, event text,
        distinct_id text, person_id text, session_id text, source text, properties jsonb)
    ), written as (
      insert into analytics_events (workspace_id, uuid, occurred_at, received_at, event, distinct_id, person_id, session_id, source, properties)
      select workspace_id, uuid, occurred_at, received_at, event, distinct_id, person_id, session_id, source, properties from batch
      on conflict do nothing
      returning 1
    ), marked as (
      insert into analytics_rollup_pending (workspace_id, day)
      select workspace_id, day from json_to_recordset(${pairs}::json) as p(workspace_id uuid, day date)
      on conflict (workspace_id, day) do update set version = analytics_rollup_pending.version + 1
    )
    select count(*)::int as inserted from written`);
  return result.rows[0]?.inserted ?? 0;
}

const isForeignKeyViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === "23503") return true;
  return false;
};

/**
 * writeEvents, and when a workspace of the batch is gone (deleted while its events waited), the
 * batch again one workspace at a time, leaving out the events of workspaces that no longer exist.
 */
export async function writeEventsSkippingGone(db: Db, rows: EventRow[]): Promise<{ written: number; dropped: number }> {
  try {
    return { written: await writeEvents(db, rows), dropped: 0 };
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
  let written = 0;
  let dropped = 0;
  const byWorkspace = new Map<string, EventRow[]>();
  for (const row of rows) {
    const group = byWorkspace.get(row.workspaceId);
    if (group) group.push(row);
    else byWorkspace.set(row.workspaceId, [row]);
  }
  for (const group of byWorkspace.values()) {
    try {
      written += await writeEvents(db, group);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      dropped += group.length;
    }
  }
  return { written, dropped };
}
