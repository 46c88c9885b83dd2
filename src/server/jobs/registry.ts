/**
 * Background jobs are declared by the modules that own them (`defineJob` in a module's jobs/ folder)
 * and listed here, so the web process and `npm run worker` start the same set.
 */
import type { Db } from "@/server/db/client";

/** What a running job gets besides its data: the database of the queue that delivered it. */
export type JobContext = { db: Db };

export type JobDefinition<T = unknown> = {
  /** Queue name: `<module>.<verb>`, e.g. `crm.import`. */
  name: string;
  /** How many of these a process works on at once (default 1): e.g. syncs of different sources. */
  concurrency?: number;
  /** A cron expression (UTC) when the job also runs on a schedule. */
  cron?: string;
  /** Idempotent: a job may run twice; its effect happens once. */
  run: (data: T, ctx: JobContext) => Promise<void>;
};

const definitions = new Map<string, JobDefinition>();

export function defineJob<T>(job: JobDefinition<T>): JobDefinition<T> {
  definitions.set(job.name, job as JobDefinition);
  return job;
}

export const jobDefinitions = (): JobDefinition[] => [...definitions.values()];
