import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { analyticsEvents, analyticsRollupPending } from "../db/events.table";

export type EventRow = typeof analyticsEvents.$inferInsert & { occurredAt: Date; receivedAt: Date };

/** The UTC day of a time, as `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Marks (workspace, day) pairs as behind their raw events, for the rollup job. `version` grows on
 * every mark, so a rollup that read the pair before a later mark leaves it pending.
 */
export async function markPending(db: Db, pairs: { workspaceId: string; day: string }[]): Promise<void> {
  if (pairs.length === 0) return;
  await db
    .insert(analyticsRollupPending)
    .values(pairs)
    .onConflictDoUpdate({
      target: [analyticsRollupPending.workspaceId, analyticsRollupPending.day],
      set: { version: sql`${analyticsRollupPending.version} + 1` },
    });
}

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
 * Writes one batch in one transaction: the events (an event whose uuid the workspace already has is
 * skipped, so a batch written again lands once) and the days they touch. Returns how many were new.
 */
export async function writeEvents(db: Db, rows: EventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(analyticsEvents).values(rows).onConflictDoNothing().returning({ uuid: analyticsEvents.uuid });
    await markPending(tx, pairsOf(rows));
    return inserted.length;
  });
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
