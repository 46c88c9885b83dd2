import "server-only";
import type { Db } from "@/server/db/client";
import { sendJob } from "@/server/jobs/boss";
import { defineJob } from "@/server/jobs/registry";
import { executeRun } from "@/server/jobs/runs.service";
import { runImport, type RunImportOptions } from "../server/imports-engine";
import { IMPORT_RUN_KIND } from "../server/imports.service";

export const IMPORT_JOB = "crm.import";

export type ImportJob = { workspaceId: string; importId: string };

/**
 * Runs a contacts import under its job run (progress for the UI, done once). Delivered twice or
 * retried after a crash, it resumes after the last committed batch.
 */
export async function runImportJob(db: Db, data: ImportJob, opts: Omit<RunImportOptions, "report"> = {}) {
  return executeRun(db, data, IMPORT_RUN_KIND, data.importId, async (report) => {
    const outcome = await runImport(db, data, { ...opts, report });
    return { ...outcome };
  });
}

export const importJob = defineJob<ImportJob>({
  name: IMPORT_JOB,
  run: async (data, { db }) => {
    await runImportJob(db, data);
  },
});

/** Queues an import; retried (it resumes where it stopped), at most one queued per import. */
export async function enqueueImport(data: ImportJob): Promise<void> {
  await sendJob(IMPORT_JOB, data, { retryLimit: 3, retryDelay: 10, retryBackoff: true, singletonKey: data.importId });
}
