import "server-only";
import type { Tx } from "@/server/db/client";

/**
 * COPY … FROM STDIN over node-postgres, for bulk writes on PostgreSQL (CRM imports, warehouse facts): the server's
 * bulk path (multi-row heap inserts, no statement per row), the one `psql \copy` takes. node-postgres
 * runs "submittable" objects that answer the protocol's messages; this one sends the rows as
 * CopyData and ends with CopyDone. (pg-copy-streams does the same for streams; the import has each
 * batch in memory already.) PGlite has no such connection: callers fall back to INSERT … unnest().
 */

type PgConnection = { stream: { write: (chunk: Buffer) => boolean } };
export type CopyClient = { query: (submittable: object) => unknown; connection: PgConnection };

/** The node-postgres client under a drizzle transaction, or null (PGlite). */
export function copyClientOf(tx: Tx): CopyClient | null {
  const client = (tx as unknown as { session?: { client?: Partial<CopyClient> } }).session?.client;
  return client && typeof client.query === "function" && typeof client.connection?.stream?.write === "function" ? (client as CopyClient) : null;
}

/** A value in COPY's text format: NULL as \N; backslash, tab, newline and carriage return escaped. */
export function copyValue(value: string | number | null): string {
  if (value === null) return "\\N";
  if (typeof value === "number") return String(value);
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => (c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r")) : value;
}

/**
 * The statement and its rows as one write of protocol messages: Query, one CopyData, CopyDone. The
 * rows needn't wait for the server's CopyInResponse (a round trip, and on a busy event loop a wait
 * for the turn that answers it): the server reads them once it is in copy mode, and should the
 * statement fail before that, it ignores CopyData and CopyDone, as the protocol says a server must.
 */
export function copyMessages(statement: string, data: string): Buffer {
  const queryBytes = Buffer.byteLength(statement, "utf8");
  const dataBytes = Buffer.byteLength(data, "utf8");
  const buffer = Buffer.allocUnsafe(1 + 4 + queryBytes + 1 + (1 + 4 + dataBytes) + (1 + 4));
  let at = 0;
  at = buffer.writeUInt8(0x51, at); // 'Q'
  at = buffer.writeInt32BE(4 + queryBytes + 1, at);
  at += buffer.write(statement, at, "utf8");
  at = buffer.writeUInt8(0, at);
  at = buffer.writeUInt8(0x64, at); // 'd'
  at = buffer.writeInt32BE(4 + dataBytes, at);
  at += buffer.write(data, at, "utf8");
  at = buffer.writeUInt8(0x63, at); // 'c'
  buffer.writeInt32BE(4, at);
  return buffer;
}

/** Runs `copy <table> (<columns>) from stdin` with the rows given as COPY text; resolves with the row count. */
export function copyIn(client: CopyClient, statement: string, data: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let rows = 0;
    let failed = false;
    client.query({
      // node-postgres takes whatever submit returns as an error: answer nothing.
      submit: (connection: PgConnection) => {
        connection.stream.write(copyMessages(statement, data));
      },
      // The rows went with the statement.
      handleCopyInResponse: () => undefined,
      handleCommandComplete: (msg: { text?: string }) => {
        rows = Number(msg.text?.split(" ")[1] ?? 0);
      },
      // node-postgres drops the active query on an error (ReadyForQuery then reaches no one).
      handleError: (error: unknown) => {
        failed = true;
        reject(error);
      },
      handleReadyForQuery: () => {
        if (!failed) resolve(rows);
      },
      handleRowDescription: () => undefined,
      handleDataRow: () => undefined,
      handleEmptyQuery: () => undefined,
      handlePortalSuspended: () => undefined,
      handleCopyData: () => undefined,
    });
  });
}
