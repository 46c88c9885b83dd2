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
 * One statement of a multi-statement Query: a COPY … FROM STDIN with its rows as COPY text (a
 * string, or its UTF-8 bytes), or, without `data`, any other statement (no parameters).
 */
export type CopyPart = { statement: string; data?: string | Buffer };

const CHUNK = 16_384;

/**
 * COPY text built a line at a time, straight into UTF-8 bytes: lines gather in a short string that
 * is written out every 16 k characters. Appending a window's lines to one string leaves a rope of
 * tens of thousands of pieces, which V8 flattens before it can measure or encode it; for a backfill's
 * million rows that flattening cost about a second (`Buffer.byteLength`).
 */
export class CopyText {
  private buffer: Buffer;
  private at = 0;
  private chunk = "";

  constructor(expectedBytes = CHUNK * 3) {
    this.buffer = Buffer.allocUnsafe(Math.max(expectedBytes, CHUNK * 3));
  }

  /** Adds a line (its values already COPY text, tab-separated); the newline is added here. */
  line(text: string): void {
    this.chunk += text + "\n";
    if (this.chunk.length >= CHUNK) this.flush();
  }

  /** The text so far, as bytes (a view of the builder's buffer). */
  bytes(): Buffer {
    this.flush();
    return this.buffer.subarray(0, this.at);
  }

  private flush(): void {
    if (this.chunk.length === 0) return;
    // A UTF-16 code unit takes at most 3 bytes in UTF-8.
    const need = this.at + this.chunk.length * 3;
    if (need > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(need, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.at);
      this.buffer = grown;
    }
    this.at += this.buffer.write(this.chunk, this.at, "utf8");
    this.chunk = "";
  }
}

/**
 * Statements and their COPY rows as one write of protocol messages: one Query holding the statements
 * (";"-separated), then each COPY statement's rows as CopyData and its CopyDone, in order. The rows
 * needn't wait for the server's CopyInResponse (a round trip, and on a busy event loop a wait for the
 * turn that answers it): the server reads them once it is in copy mode, and should a statement fail
 * before that, it ignores the CopyData and CopyDone that follow, as the protocol says a server must.
 */
export function copyMessages(parts: readonly CopyPart[]): Buffer {
  const statement = parts.map((p) => p.statement).join("; ");
  const queryBytes = Buffer.byteLength(statement, "utf8");
  const copies = parts.filter((p): p is CopyPart & { data: string | Buffer } => p.data !== undefined);
  const dataBytes = copies.map((p) => (typeof p.data === "string" ? Buffer.byteLength(p.data, "utf8") : p.data.length));
  const buffer = Buffer.allocUnsafe(1 + 4 + queryBytes + 1 + dataBytes.reduce((sum, n) => sum + (1 + 4 + n) + (1 + 4), 0));
  let at = 0;
  at = buffer.writeUInt8(0x51, at); // 'Q'
  at = buffer.writeInt32BE(4 + queryBytes + 1, at);
  at += buffer.write(statement, at, "utf8");
  at = buffer.writeUInt8(0, at);
  copies.forEach((p, i) => {
    at = buffer.writeUInt8(0x64, at); // 'd'
    at = buffer.writeInt32BE(4 + dataBytes[i]!, at);
    at += typeof p.data === "string" ? buffer.write(p.data, at, "utf8") : p.data.copy(buffer, at);
    at = buffer.writeUInt8(0x63, at); // 'c'
    at = buffer.writeInt32BE(4, at);
  });
  return buffer;
}

/**
 * Runs statements, COPY … FROM STDIN ones with their rows, in one round trip, in the caller's
 * transaction; resolves with each one's count (a COPY's rows; the second word of the command tag).
 * Should one fail, the rest don't run (the transaction is then aborted).
 */
export function copyInAll(client: CopyClient, parts: readonly CopyPart[]): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const counts: number[] = [];
    let failed = false;
    client.query({
      // node-postgres takes whatever submit returns as an error: answer nothing.
      submit: (connection: PgConnection) => {
        connection.stream.write(copyMessages(parts));
      },
      // The rows went with the statements.
      handleCopyInResponse: () => undefined,
      handleCommandComplete: (msg: { text?: string }) => {
        counts.push(Number(msg.text?.split(" ")[1] ?? 0));
      },
      // node-postgres drops the active query on an error (ReadyForQuery then reaches no one).
      handleError: (error: unknown) => {
        failed = true;
        reject(error);
      },
      handleReadyForQuery: () => {
        if (!failed) resolve(counts);
      },
      handleRowDescription: () => undefined,
      handleDataRow: () => undefined,
      handleEmptyQuery: () => undefined,
      handlePortalSuspended: () => undefined,
      handleCopyData: () => undefined,
    });
  });
}

/** Runs `copy <table> (<columns>) from stdin` with the rows given as COPY text; resolves with the row count. */
export async function copyIn(client: CopyClient, statement: string, data: string): Promise<number> {
  return (await copyInAll(client, [{ statement, data }]))[0] ?? 0;
}
