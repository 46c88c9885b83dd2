import "server-only";
import type { Tx } from "@/server/db/client";

/**
 * COPY … FROM STDIN over node-postgres, for bulk writes on PostgreSQL (CRM imports, warehouse facts): the server's
 * bulk path (multi-row heap inserts, no statement per row), the one `psql \copy` takes. node-postgres
 * runs "submittable" objects that answer the protocol's messages; this one sends the rows as
 * CopyData and ends with CopyDone. (pg-copy-streams does the same for streams; the import has each
 * batch in memory already.) PGlite has no such connection: callers fall back to INSERT … unnest().
 */

type PgConnection = { query: (text: string) => void; sendCopyFromChunk: (chunk: Buffer) => void; endCopyFrom: () => void };
export type CopyClient = { query: (submittable: object) => unknown; connection: PgConnection };

/** The node-postgres client under a drizzle transaction, or null (PGlite). */
export function copyClientOf(tx: Tx): CopyClient | null {
  const client = (tx as unknown as { session?: { client?: Partial<CopyClient> } }).session?.client;
  return client && typeof client.query === "function" && typeof client.connection?.sendCopyFromChunk === "function" ? (client as CopyClient) : null;
}

/** A value in COPY's text format: NULL as \N; backslash, tab, newline and carriage return escaped. */
export function copyValue(value: string | number | null): string {
  if (value === null) return "\\N";
  if (typeof value === "number") return String(value);
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => (c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r")) : value;
}

const CHUNK = 64 * 1024;

/** Runs `copy <table> (<columns>) from stdin` with the rows given as COPY text; resolves with the row count. */
export function copyIn(client: CopyClient, statement: string, data: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let rows = 0;
    client.query({
      submit: (connection: PgConnection) => connection.query(statement),
      handleCopyInResponse: (connection: PgConnection) => {
        const bytes = Buffer.from(data, "utf8");
        for (let i = 0; i < bytes.length; i += CHUNK) connection.sendCopyFromChunk(bytes.subarray(i, i + CHUNK));
        connection.endCopyFrom();
      },
      handleCommandComplete: (msg: { text?: string }) => {
        rows = Number(msg.text?.split(" ")[1] ?? 0);
      },
      // node-postgres drops the active query on an error (ReadyForQuery then reaches no one).
      handleError: (error: unknown) => reject(error),
      handleReadyForQuery: () => resolve(rows),
      handleRowDescription: () => undefined,
      handleDataRow: () => undefined,
      handleEmptyQuery: () => undefined,
      handlePortalSuspended: () => undefined,
      handleCopyData: () => undefined,
    });
  });
}
