import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { MAX_ID_LENGTH } from "../contracts/events.constants";
import { analyticsEvents, analyticsIdentities, analyticsRollupPending } from "../db/events.table";

/**
 * Links an anonymous id to the person it turned out to be (a sign-up, a form submission by a known
 * contact): from now on the rollups count that id's events, past and future, as the person's. The
 * days the anonymous id was seen on are marked for the rollup job in the same transaction. Linking
 * again to another person moves the link. Returns how many days were marked.
 */
export async function identify(db: Db, workspaceId: string, anonymousId: string, personId: string): Promise<{ daysMarked: number }> {
  for (const [what, value] of [
    ["visitor id", anonymousId],
    ["person id", personId],
  ] as const) {
    if (value.trim().length === 0 || value.length > MAX_ID_LENGTH) throw new InvalidError(`Give a ${what} of 1 to ${MAX_ID_LENGTH} characters.`);
  }
  if (anonymousId === personId) return { daysMarked: 0 };
  const i = analyticsIdentities;
  const e = analyticsEvents;
  const p = analyticsRollupPending;
  return db.transaction(async (tx) => {
    await tx
      .insert(i)
      .values({ workspaceId, distinctId: anonymousId, personId })
      .onConflictDoUpdate({ target: [i.workspaceId, i.distinctId], set: { personId, linkedAt: sql`now()` } });
    const marked = await tx.execute(sql`
      insert into ${p} (workspace_id, day)
      select distinct ${e.workspaceId}, (${e.occurredAt} at time zone 'UTC')::date
      from ${e} where ${e.workspaceId} = ${workspaceId} and ${e.distinctId} = ${anonymousId}
      order by 2
      on conflict (workspace_id, day) do update set version = ${p}.version + 1
      returning 1`);
    return { daysMarked: marked.rows.length };
  });
}
