import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { MAX_DIMENSION_VALUE_LENGTH, ROLLUP_PROPERTY_DIMENSIONS } from "../contracts/events.constants";
import { analyticsDaily, analyticsDailyVisitors } from "../db/daily.table";
import { analyticsEvents, analyticsIdentities, analyticsRollupPending } from "../db/events.table";

const propertyDimensions = sql.raw(`array[${ROLLUP_PROPERTY_DIMENSIONS.map((d) => `'${d}'`).join(", ")}]::text[]`);

/**
 * Rolls one (workspace, UTC day) up again from its raw events: that day's rows of analytics_daily
 * and of its visitor sets are replaced whole, so running it twice changes nothing. A visitor is the
 * identified person when known (on the event, or linked by identify()), else the distinct id.
 */
export async function recomputeDay(db: Db, workspaceId: string, day: string): Promise<void> {
  const e = analyticsEvents;
  const i = analyticsIdentities;
  const d = analyticsDaily;
  const v = analyticsDailyVisitors;
  // The visitor sets first, found through the day's rollup rows (their key's prefix), then those rows.
  await db.execute(sql`
    delete from ${v} using ${d}
    where ${d.workspaceId} = ${workspaceId} and ${d.day} = ${day}
      and ${v.workspaceId} = ${workspaceId} and ${v.event} = ${d.event} and ${v.dimKey} = ${d.dimKey} and ${v.dimValue} = ${d.dimValue} and ${v.day} = ${day}`);
  await db.delete(d).where(and(eq(d.workspaceId, workspaceId), eq(d.day, day)));
  await db.execute(sql`
    with ev as (
      select ${e.event} as event, ${e.source} as source, ${e.properties} as properties,
             coalesce(${e.personId}, ${i.personId}, ${e.distinctId}) as visitor
      from ${e} left join ${i} on ${i.workspaceId} = ${e.workspaceId} and ${i.distinctId} = ${e.distinctId}
      where ${e.workspaceId} = ${workspaceId}
        and ${e.occurredAt} >= (${day}::date)::timestamp at time zone 'UTC'
        and ${e.occurredAt} < (${day}::date + 1)::timestamp at time zone 'UTC'
    ), dims as (
      select event, '' as dim_key, '' as dim_value, visitor from ev
      union all
      select event, 'source', source, visitor from ev
      union all
      select ev.event, k.key, ev.properties ->> k.key, ev.visitor
      from ev cross join unnest(${propertyDimensions}) as k(key)
      where jsonb_typeof(ev.properties -> k.key) in ('string', 'number')
        and length(ev.properties ->> k.key) between 1 and ${MAX_DIMENSION_VALUE_LENGTH}
    ), visitors as (
      insert into ${v} (workspace_id, day, event, dim_key, dim_value, visitor)
      select distinct ${workspaceId}::uuid, ${day}::date, event, dim_key, dim_value, visitor from dims
    )
    insert into ${d} (workspace_id, day, event, dim_key, dim_value, count, uniques)
    select ${workspaceId}::uuid, ${day}::date, event, dim_key, dim_value, count(*), count(distinct visitor)
    from dims group by event, dim_key, dim_value`);
}

/**
 * Brings every pending (workspace, day) up to date: each in its own transaction, which holds the
 * pending row (skipped if another run holds it) while it recomputes the day and then deletes it; a
 * flush that marks the day meanwhile waits and marks it again. Returns how many days it rolled up.
 */
export async function rollupNow(db: Db, { maxDays = Number.POSITIVE_INFINITY }: { maxDays?: number } = {}): Promise<number> {
  const p = analyticsRollupPending;
  let done = 0;
  while (done < maxDays) {
    const pending = await db
      .select({ workspaceId: p.workspaceId, day: p.day })
      .from(p)
      .orderBy(asc(p.workspaceId), asc(p.day))
      .limit(Math.min(100, maxDays - done));
    let rolled = 0;
    for (const { workspaceId, day } of pending) {
      const held = await db.transaction(async (tx) => {
        const row = await tx.execute(sql`select 1 from ${p} where ${p.workspaceId} = ${workspaceId} and ${p.day} = ${day} for update skip locked`);
        if (row.rows.length === 0) return false;
        await recomputeDay(tx, workspaceId, day);
        await tx.delete(p).where(and(eq(p.workspaceId, workspaceId), eq(p.day, day)));
        return true;
      });
      if (held) rolled++;
    }
    done += rolled;
    // Nothing left, or only days another run is rolling up now.
    if (rolled === 0) break;
  }
  return done;
}
