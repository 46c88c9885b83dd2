import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { defineJob } from "@/server/jobs/registry";
import { claimableSql } from "../engine/claim";
import { completeIfDone } from "../engine/send-state";
import { enqueueDeliver } from "./deliver.job";

export const SWEEP_JOB = "messaging.sweep";

/**
 * Once a minute: every send still `sending` with rows due now (a retry's backoff or a rate limit's
 * wait has passed, or a crashed worker's lease ran out) gets a delivery run; one with no row left
 * queued or sending is completed (its last worker died after writing its last outcome).
 */
export async function sweepSends(db: Db): Promise<{ queued: number; completed: number }> {
  const active = await db.execute<{ id: string; workspace_id: string; due: boolean }>(sql`
    select s.id, s.workspace_id, exists (select 1 from messaging_outbox where ${claimableSql(sql`s.workspace_id`, sql`s.id`)}) as due
    from messaging_sends s where s.status = 'sending'`);
  let queued = 0;
  let completed = 0;
  for (const send of active.rows) {
    if (send.due) {
      await enqueueDeliver({ workspaceId: send.workspace_id, sendId: send.id }, { throttle: true });
      queued++;
    } else if (await completeIfDone(db, send.workspace_id, send.id)) completed++;
  }
  return { queued, completed };
}

export const sweepJob = defineJob<Record<string, never>>({
  name: SWEEP_JOB,
  cron: "* * * * *",
  run: async (_data, { db }) => {
    await sweepSends(db);
  },
});
