import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/db/users.table";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import { importStatuses, mergeModes } from "../contracts/crm-enums";
import { lists } from "./lists.table";

export const importStatus = pgEnum("crm_import_status", importStatuses);
export const mergeMode = pgEnum("crm_merge_mode", mergeModes);

/**
 * A contacts import: the uploaded CSV (kept on disk under DATA_DIR), how its columns map, how
 * duplicates merge, and where it got to. Batches commit with `committedOffset`, so a resumed job
 * continues after the last committed batch.
 */
export const imports = pgTable(
  "crm_imports",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    fileName: text().notNull(),
    /** Path of the stored upload, relative to DATA_DIR. */
    storedPath: text().notNull(),
    byteSize: bigint({ mode: "number" }).notNull(),
    delimiter: text(),
    encoding: text(),
    /** The header row (cleaned: blanks named, duplicates numbered) and the first rows, read at upload. */
    headers: jsonb().$type<string[]>().notNull().default([]),
    preview: jsonb().$type<string[][]>().notNull().default([]),
    /** Data rows in the file (blank lines not counted), and the byte offset where they start. */
    totalRows: integer().notNull().default(0),
    dataOffset: bigint({ mode: "number" }).notNull().default(0),
    /** One destination per column, in the file's order ("email", "firstName", "custom.plan", "tags"…), or null to skip. */
    mapping: jsonb().$type<(string | null)[]>(),
    mergeMode: mergeMode().notNull().default("fill_empty"),
    /** A "Company name" column links each contact to the company of that name, created when missing. */
    linkCompanies: boolean().notNull().default(true),
    /** Also add every imported contact to this static list. */
    listId: uuid().references(() => lists.id, { onDelete: "set null" }),
    status: importStatus().notNull().default("uploaded"),
    /** Byte offset in the file after the last committed batch, and rows read up to there. */
    committedOffset: bigint({ mode: "number" }).notNull().default(0),
    committedRows: integer().notNull().default(0),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    invalid: integer().notNull().default(0),
    /** The person accepted that rows past the plan's contacts limit are skipped. */
    acceptPartial: boolean().notNull().default(false),
    /** The job run that shows progress. */
    jobRunId: uuid(),
    error: text(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("crm_imports_ws_created_idx").on(t.workspaceId, t.createdAt)],
);

/** Rows an import could not take, with the reason, for the downloadable report. */
export const importErrors = pgTable(
  "crm_import_errors",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    importId: uuid()
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    rowNumber: integer().notNull(),
    /** "invalid" (the row can't be read) or "skipped" (read, but not imported: erased on request, plan limit). */
    kind: text().$type<"invalid" | "skipped">().notNull().default("invalid"),
    reason: text().notNull(),
    row: jsonb().$type<Record<string, string>>().notNull(),
  },
  (t) => [index("crm_import_errors_ws_import_idx").on(t.workspaceId, t.importId, t.rowNumber)],
);
