import "server-only";
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { contacts } from "@/modules/crm";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import type { ProgressReporter } from "@/server/jobs/runs.service";
import { verificationResults, verifications } from "../db/verifications.table";
import { verifyAddress, type VerifyContext } from "../verify/checks";
import { mapLimit } from "../verify/concurrency";
import { verifyContext } from "./verification-context";
import { audienceWhere, storeBatch, verificationOf, type CheckedContact, type VerificationRow } from "./verification-store";

export type VerifyJob = { workspaceId: string; verificationId: string };

/** Contacts read and stored per batch: DNS checks are quick; probes take seconds each, so their batches are smaller. */
const BATCH = { dns: 200, probe: 40 };
const CONCURRENCY = { dns: 16, probe: 8 };
/**
 * A running run whose counters moved within this long has a live worker (a batch takes well under
 * it): a second delivery of the job waits instead of checking the same contacts twice, and takes
 * over once the first one has gone quiet (its worker crashed).
 */
export const LEASE_MS = 3 * 60_000;
const WATCH_EVERY_MS = 5_000;

export type RunOptions = {
  /** Replaces the configured DNS and probe (tests). */
  context?: VerifyContext;
  batchSize?: number;
  leaseMs?: number;
  /** Called after each stored batch (tests stop a run there, as a crash would). */
  afterBatch?: (done: number) => Promise<void> | void;
};

const isActive = (status: VerificationRow["status"]) => status === "queued" || status === "running";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks and stores the run's remaining contacts, a batch at a time, after the last stored one. */
async function walk(db: Db, data: VerifyJob, run: VerificationRow, where: SQL, report: ProgressReporter, options: RunOptions): Promise<"done" | "cancelled"> {
  const context = options.context ?? verifyContext(run.probeSmtp);
  const batchSize = options.batchSize ?? (run.probeSmtp ? BATCH.probe : BATCH.dns);
  const concurrency = run.probeSmtp ? CONCURRENCY.probe : CONCURRENCY.dns;
  // PostgreSQL has no max(uuid): the last stored contact is read backwards along the results' primary key.
  const [last] = await db
    .select({ id: verificationResults.contactId })
    .from(verificationResults)
    .where(and(eq(verificationResults.workspaceId, run.workspaceId), eq(verificationResults.verificationId, run.id)))
    .orderBy(desc(verificationResults.contactId))
    .limit(1);
  let cursor = last?.id ?? null;
  for (;;) {
    const batch = await db
      .select({ id: contacts.id, email: contacts.email })
      .from(contacts)
      .where(and(where, cursor ? gt(contacts.id, cursor) : undefined))
      .orderBy(asc(contacts.id))
      .limit(batchSize);
    if (batch.length === 0) return "done";
    const checked = await mapLimit(batch, concurrency, async (c): Promise<CheckedContact> => {
      const result = await verifyAddress(c.email!, context);
      return { contactId: c.id, email: c.email!, verdict: result.verdict, reasonCode: result.reasonCode, reason: result.reason };
    });
    if (!(await storeBatch(db, run, checked))) return "cancelled";
    cursor = batch.at(-1)!.id;
    const now = await verificationOf(db, data, run.id);
    const total = Math.max(now.total, now.done);
    await report({ done: now.done, total, message: `Checked ${now.done} of ${total} addresses` });
    await options.afterBatch?.(now.done);
  }
}

/** Waits while another worker is visibly busy with the run; then says whether this one should go on. */
async function takeLease(db: Db, data: VerifyJob, leaseMs: number): Promise<VerificationRow | null> {
  for (;;) {
    const run = await verificationOf(db, data, data.verificationId);
    if (!isActive(run.status)) return null;
    if (run.status === "queued" || Date.now() - run.updatedAt.getTime() >= leaseMs) return run;
    await sleep(Math.min(WATCH_EVERY_MS, leaseMs));
  }
}

async function endRun(db: Db, run: VerificationRow, set: PgUpdateSetSource<typeof verifications>) {
  await db
    .update(verifications)
    .set({ finishedAt: new Date(), updatedAt: new Date(), ...set })
    .where(and(eq(verifications.workspaceId, run.workspaceId), eq(verifications.id, run.id), inArray(verifications.status, ["queued", "running"])));
}

/**
 * Walks the run's contacts in id order, a batch at a time: checks each address (bounded
 * concurrency, DNS answers shared per domain), then stores the batch's results, the verdicts on the
 * contacts and the counters in one transaction. Resumes after the last stored batch (the highest
 * contact id among the run's results), so a crash or a second delivery never checks a stored batch
 * again. A cancel is noticed at the next batch, whose results are then not kept.
 */
export async function runVerification(db: Db, data: VerifyJob, report: ProgressReporter, options: RunOptions = {}): Promise<Record<string, unknown>> {
  const leaseMs = options.leaseMs ?? LEASE_MS;
  let run: VerificationRow | null;
  try {
    run = await takeLease(db, data, leaseMs);
  } catch (error) {
    if (error instanceof NotFoundError) return { status: "gone" };
    throw error;
  }
  if (!run) return { status: "finished" };
  await db
    .update(verifications)
    .set({ status: "running", startedAt: sql`coalesce(${verifications.startedAt}, now())`, updatedAt: new Date() })
    .where(and(eq(verifications.workspaceId, run.workspaceId), eq(verifications.id, run.id), inArray(verifications.status, ["queued", "running"])));

  let where: SQL;
  try {
    ({ where } = await audienceWhere(db, data, run));
  } catch (error) {
    if (!(error instanceof NotFoundError || error instanceof InvalidError)) throw error;
    const message = error instanceof NotFoundError ? "The list was deleted before its verification finished." : error.message;
    await endRun(db, run, { status: "failed", error: message });
    return { status: "failed", error: message };
  }

  try {
    if ((await walk(db, data, run, where, report, options)) === "cancelled") return { status: "cancelled" };
  } catch (error) {
    // This worker stops but lives on: its lease is given up, so the job's retry goes on at once instead of waiting it out.
    await db
      .update(verifications)
      .set({ updatedAt: new Date(Date.now() - leaseMs) })
      .where(and(eq(verifications.workspaceId, run.workspaceId), eq(verifications.id, run.id), eq(verifications.status, "running")))
      .catch(() => undefined);
    throw error;
  }
  await endRun(db, run, { status: "completed", total: sql`${verifications.done}` });
  const finished = await verificationOf(db, data, run.id);
  return { status: finished.status, done: finished.done, valid: finished.valid, risky: finished.risky, invalid: finished.invalid };
}
