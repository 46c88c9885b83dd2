import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { headerProblem } from "@/lib/csv-file-check";
import { assertWithinLimit, recordUsage } from "@/modules/billing";
import { recordAudit, workspaces, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import type { FactKind } from "../catalog";
import type { CreateCsvSourceInput, CsvPreviewInput, CsvUploadInput } from "../contracts/csv.contracts";
import { warehouse } from "../core/warehouse";
import { currencyWarnings, factKindLabels, suggestMapping, type CsvMapping } from "../csv/fields";
import { CsvTextError, readCsvTable, type CsvTable } from "../csv/parse-csv";
import { checkMapping, convertRows, type RowProblem } from "../csv/rows";
import { guessDateFormat, type DateFormat } from "../csv/values";
import { sources, syncRuns } from "../db/connectors.table";

/** What a CSV source keeps between uploads: what it holds, and the last upload's choices. */
export type CsvSettings = { fact: FactKind; mapping?: CsvMapping; dateFormat?: DateFormat };

const PREVIEW_ROWS = 20;
/** Invalid rows sent back; the count says how many there were in all. */
const INVALID_SHOWN = 200;

const settingsOf = (source: typeof sources.$inferSelect) => source.settings as CsvSettings;

async function ownCsvSource(db: Db, tenant: Tenant, sourceId: string) {
  const [row] = await db
    .select()
    .from(sources)
    .where(and(eq(sources.workspaceId, tenant.workspaceId), eq(sources.id, sourceId), eq(sources.platform, "csv")));
  if (!row) throw new NotFoundError("CSV source");
  return row;
}

/** The file's table; a header past the CRM import's caps (columns, length of a name) refuses it as there. */
function readTable(text: string, partial = false): CsvTable {
  try {
    const table = readCsvTable(text, { partial });
    const header = headerProblem(table.headers);
    if (header) throw new InvalidError(header);
    if (table.headers.length < 2) throw new InvalidError("The file has a single column. Save it as CSV with commas, semicolons or tabs between the columns.");
    return table;
  } catch (error) {
    if (error instanceof CsvTextError) throw new InvalidError(error.message);
    throw error;
  }
}

/** The workspace's CSV sources with their last upload, and the workspace's currency and zone for new ones. */
export async function listCsvSources(db: Db, tenant: Tenant) {
  const rows = await db
    .select()
    .from(sources)
    .where(and(eq(sources.workspaceId, tenant.workspaceId), eq(sources.platform, "csv")))
    .orderBy(sources.name);
  const ids = rows.map((r) => r.id);
  const uploads =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([syncRuns.sourceId])
          .from(syncRuns)
          .where(and(eq(syncRuns.workspaceId, tenant.workspaceId), inArray(syncRuns.sourceId, ids), eq(syncRuns.kind, "upload")))
          .orderBy(syncRuns.sourceId, desc(syncRuns.createdAt));
  const lastOf = new Map(uploads.map((u) => [u.sourceId, u]));
  const [workspace] = await db
    .select({ currency: workspaces.currency, timeZone: workspaces.timeZone })
    .from(workspaces)
    .where(eq(workspaces.id, tenant.workspaceId));
  return {
    defaults: { currency: workspace?.currency ?? "USD", timeZone: workspace?.timeZone ?? "UTC" },
    sources: rows.map((s) => {
      const run = lastOf.get(s.id);
      return {
        id: s.id,
        name: s.name,
        fact: settingsOf(s).fact,
        currency: s.currency ?? "USD",
        timeZone: s.timeZone ?? "UTC",
        dataFrom: s.dataFrom,
        lastUpload: run
          ? { at: run.finishedAt ?? run.createdAt, rowsWritten: run.rowsWritten, message: run.message, start: run.rangeStart, end: run.rangeEnd }
          : null,
      };
    }),
  };
}

/** A CSV source counts against the plan's sources, like a platform account. */
export async function createCsvSource(db: Db, tenant: Tenant, input: CreateCsvSourceInput) {
  return db.transaction(async (tx) => {
    await assertWithinLimit(tx, tenant, "sources", 1);
    const [taken] = await tx
      .select({ id: sources.id })
      .from(sources)
      .where(and(eq(sources.workspaceId, tenant.workspaceId), eq(sources.platform, "csv"), sql`lower(${sources.name}) = lower(${input.name})`));
    if (taken) throw new InvalidError(`You already have a CSV source named “${input.name}”.`, { name: "Choose a name no other CSV source has" });
    const settings: CsvSettings = { fact: input.fact };
    const [row] = await tx
      .insert(sources)
      .values({
        workspaceId: tenant.workspaceId,
        platform: "csv",
        externalAccountId: randomUUID(),
        name: input.name,
        currency: input.currency,
        timeZone: input.timeZone,
        settings,
      })
      .returning();
    await recordUsage(tx, tenant, "sources", 1);
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "connectors.source_added",
      subject: "CSV upload",
      details: { summary: `${row!.name} (${factKindLabels[input.fact]})` },
    });
    return { id: row!.id, name: row!.name, fact: input.fact, currency: row!.currency!, timeZone: row!.timeZone! };
  });
}

/** The head of a file: its columns, first rows, the columns suggested for each field and how the first rows read. */
export async function previewCsv(db: Db, tenant: Tenant, input: CsvPreviewInput) {
  const source = await ownCsvSource(db, tenant, input.sourceId);
  const settings = settingsOf(source);
  const table = readTable(input.sample, input.partial);
  const rows = table.rows.slice(0, PREVIEW_ROWS).map((r) => ({ row: r.row, fields: table.headers.map((_, i) => r.fields[i] ?? "") }));
  const suggestions = suggestMapping(settings.fact, table.headers, settings.mapping);
  const dateHeader = suggestions.date ?? suggestions.sendDate;
  const at = dateHeader ? table.headers.indexOf(dateHeader) : -1;
  const guess = at < 0 ? { format: settings.dateFormat ?? "iso", ambiguous: false } : guessDateFormat(table.rows.slice(0, 200).map((r) => r.fields[at] ?? ""));
  const converted = convertRows(settings.fact, table.headers, rows, suggestions, guess.format, source.currency ?? "USD");
  return {
    source: { id: source.id, name: source.name, fact: settings.fact, currency: source.currency ?? "USD", timeZone: source.timeZone ?? "UTC" },
    delimiter: table.delimiter,
    headers: table.headers,
    rows,
    skippedAbove: table.skippedAbove,
    suggestions,
    dateFormat: guess.format,
    dateFormatAmbiguous: guess.ambiguous,
    mappingErrors: checkMapping(settings.fact, table.headers, suggestions),
    invalid: converted.invalid,
    warnings: currencyWarnings(settings.fact, suggestions, source.currency ?? "USD"),
  };
}

export type UploadResult = {
  written: boolean;
  runId: string | null;
  rowsRead: number;
  rowsWritten: number;
  skipped: number;
  invalid: RowProblem[];
  invalidCount: number;
  range: { start: string; end: string };
  message: string;
};

/**
 * Reads the whole file through the mapping and replaces what the warehouse holds for the source over
 * the file's first..last day with it (so uploading a file again replaces, never adds), with the run
 * recorded, in one transaction. Any invalid row stops it, unless `skipInvalid`.
 */
export async function uploadCsv(db: Db, tenant: Tenant, input: CsvUploadInput): Promise<UploadResult> {
  const source = await ownCsvSource(db, tenant, input.sourceId);
  const settings = settingsOf(source);
  const table = readTable(input.csv);
  const mapping = Object.fromEntries(Object.entries(input.mapping).filter(([, header]) => header)) as CsvMapping;
  const problems = checkMapping(settings.fact, table.headers, mapping);
  if (Object.keys(problems).length > 0) throw new InvalidError(problems.form ?? "Some fields need a column of the file.", problems);
  const currency = source.currency ?? "USD";
  const result = convertRows(settings.fact, table.headers, table.rows, mapping, input.dateFormat, currency);
  if (!result.range) {
    const first = result.invalid[0];
    throw new InvalidError(first ? `No row of the file could be read. Row ${first.row}: ${first.reason}.` : "The file has no rows to upload.");
  }
  const base = {
    rowsRead: result.valid,
    skipped: result.skipped,
    invalid: result.invalid.slice(0, INVALID_SHOWN),
    invalidCount: result.invalid.length,
    range: result.range,
  };
  if (result.invalid.length > 0 && !input.skipInvalid) {
    const n = result.invalid.length;
    return { ...base, written: false, runId: null, rowsWritten: 0, message: `${n} ${n === 1 ? "row" : "rows"} can't be read. Nothing was written.` };
  }
  const fileName = input.fileName || "The file";
  const started = new Date();
  return db.transaction(async (tx) => {
    // One upload of a source at a time: a second one waits, then replaces the same days.
    await tx.select({ id: sources.id }).from(sources).where(eq(sources.id, source.id)).for("update");
    const owner = {
      workspaceId: tenant.workspaceId,
      sourceId: source.id,
      platform: "csv",
      accountId: source.externalAccountId,
      currency,
      timeZone: source.timeZone ?? "UTC",
    };
    const written = await warehouse().replaceWindow(tx, settings.fact, owner, result.range!, result.batch);
    const message = [
      `${fileName}: ${result.valid} ${result.valid === 1 ? "row" : "rows"} read, ${written} written for ${result.range!.start} to ${result.range!.end}`,
      result.invalid.length > 0 ? `${result.invalid.length} invalid skipped` : null,
      result.skipped > 0 ? `${result.skipped} blank, summary or repeated order lines skipped` : null,
    ]
      .filter(Boolean)
      .join("; ");
    const now = new Date();
    const [run] = await tx
      .insert(syncRuns)
      .values({
        workspaceId: tenant.workspaceId,
        sourceId: source.id,
        kind: "upload",
        status: "succeeded",
        rangeStart: result.range!.start,
        rangeEnd: result.range!.end,
        cursor: result.range!.end,
        chunksDone: 1,
        chunksTotal: 1,
        rowsWritten: written,
        attempts: 1,
        message,
        requestedBy: tenant.userId,
        startedAt: started,
        finishedAt: now,
      })
      .returning({ id: syncRuns.id });
    const nextSettings: CsvSettings = { ...settings, mapping, dateFormat: input.dateFormat };
    await tx
      .update(sources)
      .set({
        status: "active",
        lastError: null,
        lastSyncAt: now,
        lastSuccessAt: now,
        dataFrom: source.dataFrom && source.dataFrom < result.range!.start ? source.dataFrom : result.range!.start,
        settings: nextSettings,
      })
      .where(and(eq(sources.workspaceId, tenant.workspaceId), eq(sources.id, source.id)));
    return { ...base, written: true, runId: run!.id, rowsWritten: written, message };
  });
}
