import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import { CSV_BOM, csvDisposition, csvLine } from "@/lib/csv";
import { jsonAnswer as json, requestTenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import { checkSameOrigin } from "@/server/http/same-origin";
import { getLogger } from "@/server/log";
import { importErrors } from "../db/imports.table";
import { importOf } from "./imports.service";
import { cleanFileName, MAX_UPLOAD_BYTES, receiveUpload, UploadError } from "./imports-upload";

/**
 * The import's two HTTP endpoints (route handlers, not tRPC: a 512 MB file is streamed, and the
 * invalid rows come back as a CSV download). They resolve the session, the workspace and the role
 * exactly as the tRPC context does, from the request's own headers.
 */

/** POST /api/crm/imports: the CSV as the body, its name in `x-file-name`. Answers `{ importId }`. */
export async function handleUpload(req: Request, deps: { db: Db; dataDir: string; maxBytes?: number }): Promise<Response> {
  const maxBytes = deps.maxBytes ?? MAX_UPLOAD_BYTES;
  // The body is a CSV, not JSON: only the origin half of the tRPC rule applies.
  if (!checkSameOrigin(req.headers).ok) return json(403, { message: "Uploads must come from this site." });
  const tenant = await requestTenant(req, deps.db, "crm.write");
  if (tenant instanceof Response) return tenant;
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return json(413, { message: "This file is larger than 512 MB. Split it into smaller files and import each one." });
  if (!req.body) return json(400, { message: "Choose a CSV file to upload." });
  try {
    const result = await receiveUpload(deps.db, tenant, { body: req.body, fileName: cleanFileName(req.headers.get("x-file-name")) }, deps.dataDir, maxBytes);
    return json(201, result);
  } catch (error) {
    if (error instanceof UploadError) return json(error.status, { message: error.message });
    getLogger().error({ err: error }, "import upload failed");
    return json(500, { message: "The upload failed. Try again." });
  }
}

const PAGE = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/crm/imports/<id>/errors: the rows the import couldn't take, as a CSV (row number, what
 * was wrong, then the row's own columns), read from the database a page at a time.
 */
export async function handleErrorsDownload(req: Request, importId: string, deps: { db: Db }): Promise<Response> {
  // The rows hold names and emails: contact data, so the export permission, like every such download.
  const tenant = await requestTenant(req, deps.db, "crm.export");
  if (tenant instanceof Response) return tenant;
  const { db } = deps;
  const notFound = () => json(404, { message: "Import not found." });
  if (!UUID.test(importId)) return notFound();
  const row = await importOf(db, tenant, importId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!row) return notFound();
  const headers = row.headers;
  const encoder = new TextEncoder();
  let cursor = 0;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(["Row", "Problem", ...headers])));
        return;
      }
      const page = await db
        .select({ rowNumber: importErrors.rowNumber, reason: importErrors.reason, row: importErrors.row })
        .from(importErrors)
        .where(and(eq(importErrors.workspaceId, tenant.workspaceId), eq(importErrors.importId, row.id), gt(importErrors.rowNumber, cursor)))
        .orderBy(asc(importErrors.rowNumber))
        .limit(PAGE);
      if (page.length === 0) {
        controller.close();
        return;
      }
      cursor = page.at(-1)!.rowNumber;
      const lines = page.map((e) => csvLine([e.rowNumber, e.reason, ...headers.map((h) => e.row[h] ?? "")]));
      controller.enqueue(encoder.encode(lines.join("")));
    },
  });
  const base = row.fileName.replace(/\.(csv|tsv|txt)$/i, "");
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": csvDisposition(`${base} - rows not imported`, null),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
