import "server-only";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { env } from "@/env";
import { checkLimit, recordUsage } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { AppError, InvalidError } from "@/server/errors";
import type { ProgressReporter } from "@/server/jobs/runs.service";
import { contacts } from "../db/contacts.table";
import { imports } from "../db/imports.table";
import { CsvError, CsvParser, type CsvRecord } from "@/lib/csv-parser";
import type { FileEncoding } from "@/lib/csv-encoding";
import { compileRowPlan, type RowPlan } from "../import/rows";
import { recordActivity } from "./activities.service";
import { BatchConflict, writeBatch, type BatchCounts, type BatchState, type PreparedRow } from "./imports-batch";
import { columnsFor, copyTail, emailHashOf, type ColumnSpec } from "./imports-columns";
import { importContext } from "./imports-context";
import { importOf, type ImportRow } from "./imports.service";

export type RunImportOptions = {
  report?: ProgressReporter;
  /** Rows per transaction. Larger batches mean fewer, larger statements (what PGlite likes best). */
  batchSize?: number;
  /** Where uploads are kept (DATA_DIR by default). */
  dataDir?: string;
  /** Called after each committed batch with the rows done so far (tests throw here to simulate a crash). */
  afterBatch?: (committedRows: number) => void | Promise<void>;
};

export type ImportOutcome = Pick<ImportRow, "status" | "created" | "updated" | "skipped" | "invalid" | "committedRows" | "totalRows">;

/**
 * Rows per transaction by default. PGlite likes few, large statements. On PostgreSQL the next batch
 * is read while this one is written, so two batches are alive at once; smaller batches keep less
 * alive across each young-generation GC, and less is promoted to the old generation, which is what
 * grows the heap (a million rows: heap +151 MB with 5,000-row batches and 1 MB reads, +107 MB with
 * 2,000 and 64 KB reads, medians of 3), while COPY still takes thousands of rows per statement.
 */
export const DEFAULT_BATCH_ROWS = { pglite: 5_000, postgres: 2_000 } as const;
const ANALYZE_AFTER_ROWS = 10_000;
const READ_CHUNK_BYTES = 64 * 1024;

const outcomeOf = (row: ImportRow): ImportOutcome => ({
  status: row.status,
  created: row.created,
  updated: row.updated,
  skipped: row.skipped,
  invalid: row.invalid,
  committedRows: row.committedRows,
  totalRows: row.totalRows,
});

/**
 * Reads rows from `offset` on, `size` at a time, and checks each against the plan. The stream
 * pauses while a batch is written; the next batch is read while the previous one is being written.
 */
async function* preparedBatches(
  file: string,
  opts: { offset: number; rowsBefore: number; delimiter: string; encoding: FileEncoding; size: number; plan: RowPlan; copyColumns: ColumnSpec[] | null },
): AsyncGenerator<{ rows: PreparedRow[]; end: number }> {
  const parser = new CsvParser({ delimiter: opts.delimiter, encoding: opts.encoding, offset: opts.offset });
  let rowNumber = opts.rowsBefore + 1;
  let pending: CsvRecord[] = [];
  const prepare = (records: CsvRecord[]) => ({
    rows: records.map((r): PreparedRow => {
      const result = opts.plan(r.fields);
      const emailHash = result.ok && result.values.email ? emailHashOf(result.values.email) : null;
      const prepared: PreparedRow = { rowNumber: ++rowNumber, fields: r.fields, result, emailHash };
      if (result.ok && opts.copyColumns)
        prepared.copyTail = copyTail(opts.copyColumns, emailHash ? Object.assign(result.values, { emailHash }) : result.values);
      return prepared;
    }),
    end: records.at(-1)!.end,
  });
  // Small reads: a chunk's records wait in `pending` until a batch is full, so a 1 MB chunk kept
  // ~10,000 parsed rows alive beside the two batches in flight (more live memory, and V8 lets the
  // heap grow in proportion to what survives).
  for await (const chunk of createReadStream(file, { start: opts.offset, highWaterMark: READ_CHUNK_BYTES })) {
    for (const record of parser.push(chunk as Buffer)) {
      pending.push(record);
      if (pending.length >= opts.size) {
        yield prepare(pending);
        pending = [];
      }
    }
  }
  pending.push(...parser.end());
  for (let i = 0; i < pending.length; i += opts.size) yield prepare(pending.slice(i, i + opts.size));
}

/** PostgreSQL (a node-postgres pool) takes new contacts by COPY; PGlite by INSERT … unnest(). */
const usesCopy = (db: Db) => typeof (db as unknown as { $client?: { totalCount?: unknown } }).$client?.totalCount === "number";

/** Addresses erased on request in this workspace (their hashes): imports skip them. */
async function tombstoneHashes(db: Db, tenant: Pick<Tenant, "workspaceId">): Promise<Set<string>> {
  const rows = await db
    .select({ hash: contacts.emailHash })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, tenant.workspaceId), isNotNull(contacts.erasedAt), isNotNull(contacts.emailHash)));
  return new Set(rows.map((r) => r.hash!));
}

/** Whether the workspace has a live contact with an email that this import didn't create. */
async function hasOtherContacts(db: Db, tenant: Pick<Tenant, "workspaceId">, importId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (select 1 from crm_contacts where workspace_id = ${tenant.workspaceId} and email is not null and erased_at is null and import_id is distinct from ${importId}) as found`);
  return Boolean((result.rows[0] as { found?: boolean } | undefined)?.found);
}

/** How many more contacts the plan takes now (none while the account is limited). */
async function planCapacity(db: Db, tenant: Pick<Tenant, "workspaceId">): Promise<number> {
  const check = await checkLimit(db, tenant, "contacts", 1);
  return check.allowed ? check.remaining : 0;
}

type Commit = { stop: "cancelled" | "moved" } | { counts: BatchCounts };

/**
 * One batch in one transaction: the import's row is locked first (a cancel waits for the batch;
 * a second runner of the same import finds the offset moved and stops), then the contacts, the
 * usage meter, the counters and the new offset are written together.
 */
async function commitBatch(db: Db, state: BatchState, rows: PreparedRow[], expectedOffset: number, endOffset: number): Promise<Commit> {
  const tenant = { workspaceId: state.workspaceId };
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [lock] = (
          await tx.execute(
            sql`select status, committed_offset from crm_imports where workspace_id = ${state.workspaceId} and id = ${state.importId} for update`,
          )
        ).rows as { status: string; committed_offset: string | number }[];
        if (!lock || lock.status === "cancelled") return { stop: "cancelled" as const };
        if (Number(lock.committed_offset) !== expectedOffset) return { stop: "moved" as const };
        const counts = await writeBatch(tx, state, rows);
        await recordUsage(tx, tenant, "contacts", counts.created);
        await tx
          .update(imports)
          .set({
            committedOffset: endOffset,
            committedRows: sql`${imports.committedRows} + ${rows.length}`,
            created: sql`${imports.created} + ${counts.created}`,
            updated: sql`${imports.updated} + ${counts.updated}`,
            skipped: sql`${imports.skipped} + ${counts.skipped}`,
            invalid: sql`${imports.invalid} + ${counts.invalid}`,
          })
          .where(and(eq(imports.workspaceId, state.workspaceId), eq(imports.id, state.importId)));
        return { counts };
      });
    } catch (error) {
      if (error instanceof BatchConflict && state.optimistic) {
        state.optimistic = false;
        attempt--;
        continue;
      }
      if (error instanceof BatchConflict && attempt < 3) continue;
      throw error;
    }
  }
}

async function finish(db: Db, row: ImportRow): Promise<ImportRow> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(imports)
      .set({ status: "completed", finishedAt: new Date() })
      .where(and(eq(imports.workspaceId, row.workspaceId), eq(imports.id, row.id), eq(imports.status, "running")))
      .returning();
    if (!done)
      return (
        await tx
          .select()
          .from(imports)
          .where(and(eq(imports.workspaceId, row.workspaceId), eq(imports.id, row.id)))
      )[0]!;
    const parts = [`${done.created} created`, `${done.updated} updated`, `${done.skipped} skipped`, `${done.invalid} invalid`];
    await recordActivity(
      tx,
      { workspaceId: row.workspaceId },
      {
        kind: "import",
        actorId: row.createdBy,
        title: `Imported contacts from ${row.fileName}`,
        body: parts.join(", "),
        data: { importId: row.id, fileName: row.fileName, created: done.created, updated: done.updated, skipped: done.skipped, invalid: done.invalid },
      },
    );
    return done;
  });
}

/** The message a failed import shows: ours as written, anything unexpected in a plain sentence. */
const failureMessage = (error: unknown) =>
  error instanceof AppError || error instanceof CsvError
    ? error.message
    : `The import stopped unexpectedly (${error instanceof Error ? error.message.slice(0, 200) : "unknown error"}). Start it again to resume where it stopped.`;

/**
 * Runs an import from its last committed batch to the end of the file. Safe to run twice: a
 * finished or cancelled import returns at once, and two runners of the same import can't both
 * write a batch (the offset check under the row lock). Returns the import's final counters.
 */
export async function runImport(db: Db, ref: { workspaceId: string; importId: string }, opts: RunImportOptions = {}): Promise<ImportOutcome> {
  const tenant = { workspaceId: ref.workspaceId };
  const row = await importOf(db, tenant, ref.importId);
  if (row.status === "completed" || row.status === "cancelled") return outcomeOf(row);
  if (!row.mapping) throw new InvalidError("Map the columns before starting the import.");
  const [running] = await db
    .update(imports)
    .set({ status: "running", error: null, startedAt: sql`coalesce(${imports.startedAt}, now())` })
    .where(and(eq(imports.workspaceId, row.workspaceId), eq(imports.id, row.id), inArray(imports.status, ["uploaded", "queued", "running", "failed"])))
    .returning();
  if (!running) return outcomeOf(await importOf(db, tenant, row.id));
  const file = path.resolve(opts.dataDir ?? env.DATA_DIR, row.storedPath);
  let batches: AsyncGenerator<unknown> | null = null;
  try {
    const ctx = await importContext(db, tenant);
    const state: BatchState = {
      workspaceId: row.workspaceId,
      importId: row.id,
      fileName: row.fileName,
      actorId: row.createdBy,
      headers: row.headers,
      mergeMode: row.mergeMode,
      listId: row.listId,
      contactMatch: ctx.contactMatch,
      tombstones: await tombstoneHashes(db, tenant),
      capacity: await planCapacity(db, tenant),
      optimistic: ctx.contactMatch === "email" && !(await hasOtherContacts(db, tenant, row.id)),
      columns: columnsFor(row.mapping),
      linkCompanies: row.linkCompanies,
    };
    let offset = running.committedOffset;
    let done = running.committedRows;
    const reader = preparedBatches(file, {
      offset,
      rowsBefore: done,
      delimiter: row.delimiter ?? ",",
      encoding: (row.encoding as FileEncoding | null) ?? "utf-8",
      size: opts.batchSize ?? (usesCopy(db) ? DEFAULT_BATCH_ROWS.postgres : DEFAULT_BATCH_ROWS.pglite),
      plan: compileRowPlan(row.mapping, ctx.rows),
      copyColumns: usesCopy(db) ? state.columns : null,
    });
    batches = reader;
    let next = reader.next();
    for (;;) {
      const batch = await next;
      if (batch.done) break;
      // Read and check the next batch while this one is written (PostgreSQL works on its own core).
      next = reader.next();
      next.catch(() => undefined);
      const commit = await commitBatch(db, state, batch.value.rows, offset, batch.value.end);
      if ("stop" in commit) {
        await next.catch(() => undefined);
        await reader.return(undefined);
        if (commit.stop === "cancelled") await rm(file, { force: true });
        return outcomeOf(await importOf(db, tenant, row.id));
      }
      state.capacity -= commit.counts.created;
      offset = batch.value.end;
      done += batch.value.rows.length;
      await opts.report?.({ done, total: row.totalRows, message: `${done.toLocaleString("en-US")} of ${row.totalRows.toLocaleString("en-US")} rows` });
      await opts.afterBatch?.(done);
    }
    const finished = await finish(db, running);
    if (finished.status === "completed" || finished.status === "cancelled") await rm(file, { force: true });
    // Fresh planner statistics after a big import (PGlite runs no autovacuum): lists, segments and
    // the contacts table plan their queries on them.
    if (finished.created + finished.updated >= ANALYZE_AFTER_ROWS) await db.execute(sql`analyze crm_contacts`);
    return outcomeOf(finished);
  } catch (error) {
    // Close the file: the batch read ahead is dropped, the next run reads it again.
    await batches?.return(undefined).catch(() => undefined);
    await db
      .update(imports)
      .set({ status: "failed", error: failureMessage(error) })
      .where(and(eq(imports.workspaceId, row.workspaceId), eq(imports.id, row.id), eq(imports.status, "running")));
    throw error;
  }
}
