import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { imports } from "../db/imports.table";
import { CsvError } from "@/lib/csv-parser";
import { FileRefusedError } from "@/lib/csv-file-check";
import { UploadGate } from "@/lib/csv-upload-gate";
import { CsvInspector } from "../import/sniff";

/** The largest file and the most rows an import takes (the ceiling the best-known CRM publishes). */
export const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 1_048_576;

/** A refused upload: the HTTP status and a sentence for the person. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** "../../Contacts export (1).csv" → "Contacts export (1).csv": a name to show, never a path. */
export function cleanFileName(raw: string | null): string {
  let name = raw ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not percent-encoded: keep it as sent.
  }
  name = name
    .replace(/[\\/]/g, "/")
    .split("/")
    .pop()!
    .split("")
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && !'"<>|:*?'.includes(c))
    .join("")
    .trim()
    .slice(0, 200);
  return name && name !== "." && name !== ".." ? name : "contacts.csv";
}

/** Where an import's file lives, relative to DATA_DIR. */
export const storedPathOf = (workspaceId: string, importId: string) => path.join("imports", workspaceId, `${importId}.csv`);

/**
 * Streams an uploaded CSV to `DATA_DIR/imports/<workspace>/<import>.csv`, never holding it in
 * memory: each chunk passes the gate (text, not binary; UTF-16/32 turned into UTF-8, see
 * lib/csv-file-check.ts) and is written as it arrives while the inspector sniffs the delimiter and the
 * encoding, counts the rows and keeps the header and the first rows. A file that isn't text, a header
 * too wide or too long, past 512 MB (or 1,048,576 rows): the partial file is removed and the upload
 * refused, nothing created. Otherwise creates the import, status "uploaded".
 */
export async function receiveUpload(
  db: Db,
  tenant: Tenant,
  upload: { body: ReadableStream<Uint8Array>; fileName: string },
  dataDir: string,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<{ importId: string }> {
  const importId = randomUUID();
  const storedPath = storedPathOf(tenant.workspaceId, importId);
  const finalPath = path.resolve(dataDir, storedPath);
  const partPath = `${finalPath}.part`;
  await mkdir(path.dirname(finalPath), { recursive: true });
  const file = await open(partPath, "w");
  const inspector = new CsvInspector();
  const gate = new UploadGate();
  const keep = async (chunks: Buffer[]) => {
    for (const chunk of chunks) {
      inspector.push(chunk);
      await file.write(chunk);
    }
  };
  let bytes = 0;
  let closed = false;
  const reader = upload.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new UploadError(413, "This file is larger than 512 MB. Split it into smaller files and import each one.");
      }
      await keep(gate.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength)));
    }
    await keep(gate.end());
    await file.close();
    closed = true;
    const facts = inspector.finish();
    if (facts.headers.length === 0) throw new UploadError(400, "This file is empty.");
    if (facts.rows === 0) throw new UploadError(400, "This file has a header row but no contacts under it.");
    if (facts.rows > MAX_IMPORT_ROWS)
      throw new UploadError(413, `This file has ${facts.rows.toLocaleString("en-US")} rows; an import takes at most 1,048,576. Split it and import each part.`);
    await rename(partPath, finalPath);
    await db.insert(imports).values({
      id: importId,
      workspaceId: tenant.workspaceId,
      fileName: upload.fileName,
      storedPath,
      byteSize: bytes,
      delimiter: facts.delimiter,
      encoding: facts.encoding,
      headers: facts.headers,
      preview: facts.preview,
      totalRows: facts.rows,
      dataOffset: facts.dataOffset,
      committedOffset: facts.dataOffset,
      createdBy: tenant.userId,
    });
    return { importId };
  } catch (error) {
    // A refusal mid-stream: stop reading the rest of the body.
    await reader.cancel().catch(() => undefined);
    if (!closed) await file.close().catch(() => undefined);
    await rm(partPath, { force: true });
    await rm(finalPath, { force: true });
    if (error instanceof FileRefusedError) throw new UploadError(error.status, error.message);
    if (error instanceof CsvError) throw new UploadError(400, `This file can't be read as CSV: ${error.message}`);
    throw error;
  }
}
