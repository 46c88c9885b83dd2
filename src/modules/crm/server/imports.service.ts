import "server-only";
import { rm } from "node:fs/promises";
import path from "node:path";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { env } from "@/env";
import { regionName } from "@/lib/country";
import { checkLimit } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError, LimitReachedError, NotFoundError } from "@/server/errors";
import { openRun } from "@/server/jobs/runs.service";
import { imports, importErrors } from "../db/imports.table";
import { lists } from "../db/lists.table";
import { suggestMapping } from "../import/auto-match";
import { standardTargets, type Mapping } from "../import/fields";
import { mappingProblems, type ImportErrorsInput, type ListImportsInput, type SetMappingInput, type StartImportInput } from "../import/imports.contracts";
import { compileRowPlan } from "../import/rows";
import { importContext, type ImportContext } from "./imports-context";

export const IMPORT_RUN_KIND = "crm.import";

export type ImportRow = typeof imports.$inferSelect;

/** The import of this workspace, or NOT_FOUND. */
export async function importOf(db: Db, tenant: Pick<Tenant, "workspaceId">, id: string): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.workspaceId, tenant.workspaceId), eq(imports.id, id)));
  if (!row) throw new NotFoundError("Import");
  return row;
}

const summaryColumns = {
  id: imports.id,
  fileName: imports.fileName,
  byteSize: imports.byteSize,
  status: imports.status,
  totalRows: imports.totalRows,
  committedRows: imports.committedRows,
  created: imports.created,
  updated: imports.updated,
  skipped: imports.skipped,
  invalid: imports.invalid,
  mergeMode: imports.mergeMode,
  jobRunId: imports.jobRunId,
  error: imports.error,
  createdAt: imports.createdAt,
  startedAt: imports.startedAt,
  finishedAt: imports.finishedAt,
};

/** Recent imports, newest first, with their counters. */
export function listImports(db: Db, tenant: Tenant, input: ListImportsInput) {
  return db.select(summaryColumns).from(imports).where(eq(imports.workspaceId, tenant.workspaceId)).orderBy(desc(imports.createdAt)).limit(input.limit);
}

/** Whether each preview row would import with this mapping, and why not. */
function checkPreview(row: ImportRow, mapping: Mapping, ctx: ImportContext) {
  const plan = compileRowPlan(mapping, ctx.rows);
  return row.preview.map((fields) => {
    const result = plan(fields);
    return result.ok ? { ok: true as const, reason: null } : { ok: false as const, reason: result.reason };
  });
}

const editable = (status: ImportRow["status"]) => status === "uploaded";
const startable = (status: ImportRow["status"]) => status === "uploaded" || status === "failed";

/**
 * One import as the wizard and the summary show it: status and counters, the file's columns with
 * the mapping (the saved one, or a suggestion), the preview rows checked against it, the fields a
 * column can fill, and, before it starts, whether the plan can hold every row.
 */
export async function getImport(db: Db, tenant: Tenant, id: string) {
  const row = await importOf(db, tenant, id);
  const ctx = await importContext(db, tenant);
  const mapping = row.mapping ?? suggestMapping(row.headers, ctx.custom);
  const remaining = Math.max(0, row.totalRows - row.committedRows);
  const limit = startable(row.status) ? await checkLimit(db, tenant, "contacts", remaining) : null;
  const { storedPath: _stored, ...visible } = row;
  return {
    ...visible,
    mapping,
    mappingSaved: row.mapping !== null,
    previewChecks: checkPreview(row, mapping, ctx),
    targets: { standard: standardTargets, custom: ctx.custom },
    /** Where numbers without a country code are read when the row has no country and its company none either. */
    phoneRegion: ctx.rows.region ? { code: ctx.rows.region, name: regionName(ctx.rows.region) } : null,
    limit,
  };
}

/** Saves the mapping, duplicate mode and list; answers with the preview rows checked against it. */
export async function setImportMapping(db: Db, tenant: Tenant, input: SetMappingInput) {
  const row = await importOf(db, tenant, input.importId);
  if (!editable(row.status)) throw new InvalidError("This import has started: its mapping can't change.");
  const ctx = await importContext(db, tenant);
  const problems = mappingProblems(input.mapping, row.headers.length, ctx.custom);
  if (Object.keys(problems).length > 0) throw new InvalidError(problems.mapping ?? Object.values(problems)[0]!, problems);
  if (input.listId) {
    const [list] = await db
      .select({ id: lists.id })
      .from(lists)
      .where(and(eq(lists.workspaceId, tenant.workspaceId), eq(lists.id, input.listId), eq(lists.kind, "static")));
    if (!list) throw new NotFoundError("List");
  }
  await db
    .update(imports)
    .set({ mapping: input.mapping, mergeMode: input.mergeMode, listId: input.listId ?? null, linkCompanies: input.linkCompanies })
    .where(and(eq(imports.workspaceId, tenant.workspaceId), eq(imports.id, row.id)));
  return { previewChecks: checkPreview(row, input.mapping, ctx) };
}

/**
 * Starts (or, after a failure, resumes) an import: checks the plan can hold the rows still to
 * import (each could be a new contact) unless the person accepted a partial import, then queues
 * the job. Returns the job run whose progress the UI follows.
 */
export async function startImport(
  db: Db,
  tenant: Tenant,
  input: StartImportInput,
  enqueue: (data: { workspaceId: string; importId: string }) => Promise<void>,
) {
  const row = await importOf(db, tenant, input.importId);
  if (!startable(row.status))
    throw new InvalidError(row.status === "completed" ? "This import is already done." : "This import is already running or was cancelled.");
  if (!row.mapping) throw new InvalidError("Map the columns before starting the import.");
  const remaining = Math.max(0, row.totalRows - row.committedRows);
  const check = await checkLimit(db, tenant, "contacts", remaining);
  if (!check.allowed && !input.acceptPartial) throw new LimitReachedError(check.message!, "contacts");
  const runId = await db.transaction(async (tx) => {
    const { run } = await openRun(tx as unknown as Db, tenant, IMPORT_RUN_KIND, row.id, row.totalRows);
    const [started] = await tx
      .update(imports)
      .set({ status: "queued", acceptPartial: input.acceptPartial, jobRunId: run.id, error: null })
      .where(and(eq(imports.workspaceId, tenant.workspaceId), eq(imports.id, row.id), inArray(imports.status, ["uploaded", "failed"])))
      .returning({ id: imports.id });
    if (!started) throw new InvalidError("This import is already running or was cancelled.");
    return run.id;
  });
  await enqueue({ workspaceId: tenant.workspaceId, importId: row.id });
  return { jobRunId: runId };
}

/**
 * Cancels an import that hasn't finished. A batch being written completes first (it holds the
 * import's row); the job stops before the next one, so no batch is ever half-written.
 */
export async function cancelImport(db: Db, tenant: Tenant, id: string) {
  const row = await importOf(db, tenant, id);
  const [cancelled] = await db
    .update(imports)
    .set({ status: "cancelled", finishedAt: new Date() })
    .where(and(eq(imports.workspaceId, tenant.workspaceId), eq(imports.id, row.id), inArray(imports.status, ["uploaded", "queued", "running", "failed"])))
    .returning({ id: imports.id, status: imports.status });
  if (!cancelled) throw new InvalidError("This import has already finished.");
  return cancelled;
}

const discardable = (status: ImportRow["status"]) => status === "uploaded" || status === "failed" || status === "cancelled";

/**
 * Discards an import that won't be finished (waiting for its mapping, stopped or cancelled): its
 * stored file, its mapping and its list of rows not imported go; contacts it already imported stay.
 */
export async function discardImport(db: Db, tenant: Tenant, id: string, dataDir: string = env.DATA_DIR) {
  const row = await importOf(db, tenant, id);
  if (!discardable(row.status))
    throw new InvalidError(row.status === "completed" ? "This import is done: it stays in the list." : "This import is running: cancel it first.");
  const [gone] = await db
    .delete(imports)
    .where(and(eq(imports.workspaceId, tenant.workspaceId), eq(imports.id, row.id), inArray(imports.status, ["uploaded", "failed", "cancelled"])))
    .returning({ id: imports.id });
  if (!gone) throw new InvalidError("This import started meanwhile: cancel it first.");
  const file = path.resolve(dataDir, row.storedPath);
  await Promise.all([rm(file, { force: true }), rm(`${file}.part`, { force: true })]);
  return gone;
}

/** Rows the import couldn't take, with the reason, a page at a time (by row number). */
export async function listImportErrors(db: Db, tenant: Tenant, input: ImportErrorsInput) {
  const row = await importOf(db, tenant, input.importId);
  const items = await db
    .select({ rowNumber: importErrors.rowNumber, kind: importErrors.kind, reason: importErrors.reason, row: importErrors.row })
    .from(importErrors)
    .where(
      and(
        eq(importErrors.workspaceId, tenant.workspaceId),
        eq(importErrors.importId, row.id),
        input.cursor ? gt(importErrors.rowNumber, input.cursor) : undefined,
      ),
    )
    .orderBy(asc(importErrors.rowNumber))
    .limit(input.limit + 1);
  const more = items.length > input.limit;
  const page = more ? items.slice(0, input.limit) : items;
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(importErrors)
    .where(and(eq(importErrors.workspaceId, tenant.workspaceId), eq(importErrors.importId, row.id)))) as [{ total: number }];
  return { items: page, nextCursor: more ? page.at(-1)!.rowNumber : null, total, headers: row.headers };
}
