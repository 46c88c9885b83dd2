import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";

export const jobRunStatus = pgEnum("jobs_run_status", ["queued", "running", "succeeded", "failed"]);

/**
 * One row per piece of long work a person started (an import, a sync, an audit…). Jobs write their
 * progress here; the UI reads it through `jobs.runs.get`. The row is the idempotency key too:
 * (workspace, kind, key) is unique, so a job queued twice runs once.
 */
export const jobRuns = pgTable(
  "jobs_runs",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    kind: text().notNull(),
    key: text().notNull(),
    status: jobRunStatus().notNull().default("queued"),
    done: integer().notNull().default(0),
    total: integer(),
    message: text(),
    error: text(),
    result: jsonb().$type<Record<string, unknown>>(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("jobs_runs_ws_kind_key_uq").on(t.workspaceId, t.kind, t.key), index("jobs_runs_ws_created_idx").on(t.workspaceId, t.createdAt)],
);
