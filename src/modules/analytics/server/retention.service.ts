import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { RAW_EVENT_RETENTION_DAYS } from "../contracts/events.constants";
import { analyticsEvents } from "../db/events.table";

/**
 * Deletes raw events older than RAW_EVENT_RETENTION_DAYS, a workspace at a time (each delete walks
 * the workspace's (workspace_id, occurred_at) index) in chunks, so no statement holds many rows. The
 * daily rollups and their visitor sets stay: reports of older days keep their figures. Returns how
 * many events went.
 */
export async function deleteExpiredEvents(db: Db, now = new Date(), chunk = 5000): Promise<number> {
  const cutoff = new Date(now.getTime() - RAW_EVENT_RETENTION_DAYS * 86_400_000);
  const e = analyticsEvents;
  // The workspaces that have events: a loose index scan (one index probe per workspace).
  const workspaces = await db.execute<{ workspace_id: string }>(sql`
    with recursive w as (
      (select ${e.workspaceId} as id from ${e} order by ${e.workspaceId} limit 1)
      union all
      select (select x.workspace_id from ${e} x where x.workspace_id > w.id order by x.workspace_id limit 1) from w where w.id is not null
    )
    select id as workspace_id from w where id is not null`);
  let deleted = 0;
  for (const { workspace_id: workspaceId } of workspaces.rows) {
    for (;;) {
      const gone = await db.execute(sql`
        delete from ${e} where ${e.workspaceId} = ${workspaceId} and ${e.uuid} in (
          select x.uuid from ${e} x where x.workspace_id = ${workspaceId} and x.occurred_at < ${cutoff.toISOString()}::timestamptz limit ${chunk})
        returning 1`);
      deleted += gone.rows.length;
      if (gone.rows.length < chunk) break;
    }
  }
  return deleted;
}
