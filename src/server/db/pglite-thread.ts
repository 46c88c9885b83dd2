import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/**
 * PGlite on its own thread: a worker (pglite-thread.worker.mjs) owns the database, and this side is
 * the part of PGlite's API that Drizzle's PGlite driver, the migrator and pg-boss's adapter use
 * (`query`, `exec`, `transaction`, `listen`, `dumpDataDir`, `close`), each call a message. The web
 * server's thread then only builds queries and reads results; PostgreSQL's own work runs beside it.
 *
 * An interactive transaction is pinned in the worker (PGlite is one connection) and holds PGlite's
 * transaction lock there, so other queries wait until it ends, exactly as on a PGlite in this
 * thread. Query options cross without functions: a parser given for a type must keep the text as
 * it is (Drizzle's dates), and the worker applies it by type id.
 */

type Wire = { rowMode?: QueryOptions["rowMode"]; rawTypes?: number[]; paramTypes?: number[] };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** The worker's file: beside this one in the sources (Next.js runs from the project's folder). */
const workerFile = () => path.join(process.cwd(), "src", "server", "db", "pglite-thread.worker.mjs");

function wireOf(options?: QueryOptions): Wire | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, paramTypes, serializers, blob } = options;
  if (serializers || blob) throw new Error("PGlite on its thread takes no serializers or blobs");
  const rawTypes = parsers
    ? Object.entries(parsers).map(([oid, parse]) => {
        if (parse("2001-02-03 04:05:06", Number(oid)) !== "2001-02-03 04:05:06")
          throw new Error(`PGlite on its thread keeps type ${oid} as text or parses it itself`);
        return Number(oid);
      })
    : undefined;
  return { rowMode, rawTypes, paramTypes };
}

/** An error the worker sent back, with its database fields (code, constraint, detail…) again. */
function errorOf(sent: { name?: string; message: string; stack?: string }): Error {
  const error = new Error(sent.message);
  Object.assign(error, sent);
  return error;
}

export type PgliteThread = Pick<PGlite, "query" | "exec" | "transaction" | "listen" | "unlisten" | "dumpDataDir" | "close"> & {
  readonly closed: boolean;
  /** Resolves once the worker's database is open (and migrated, when asked) and answers. */
  readonly ready: Promise<void>;
};

/**
 * Starts the thread on a data folder (in memory without one). `loadDataDir`: a `dumpDataDir()`
 * archive to start from (moved to the thread, not copied); `migrationsFolder`: migrate before
 * answering anything (`ready` then means migrated).
 */
export function startPgliteThread(dataDir?: string, options: { loadDataDir?: Uint8Array; migrationsFolder?: string } = {}): PgliteThread {
  const { loadDataDir, migrationsFolder } = options;
  const worker = new Worker(workerFile(), {
    workerData: { dataDir, loadDataDir, migrationsFolder },
    transferList: loadDataDir ? [loadDataDir.buffer as ArrayBuffer] : [],
  });
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let seq = 0;
  let broken: Error | null = null;
  let closed = false;

  // Held only while a call is in flight: an idle database thread doesn't keep a script alive.
  worker.unref();
  const settle = (id: number) => {
    const p = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return p;
  };
  worker.on("message", (message: { id?: number; result?: unknown; error?: { message: string }; notify?: string; payload?: string }) => {
    if (message.notify !== undefined) {
      for (const listener of listeners.get(message.notify) ?? []) queueMicrotask(() => listener(message.payload ?? ""));
      return;
    }
    const p = settle(message.id!);
    if (message.error) p?.reject(errorOf(message.error));
    else p?.resolve(message.result);
  });
  const fail = (error: Error) => {
    broken = error;
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The embedded database's thread stopped (exit code ${code})`)));

  const call = <T>(op: string, ...args: unknown[]): Promise<T> => {
    if (broken) return Promise.reject(broken);
    const id = ++seq;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, args });
    });
  };

  const query = <T>(txId: number | undefined, text: string, params?: unknown[], options?: QueryOptions) =>
    call<Results<T>>("query", text, params ?? [], wireOf(options), txId);
  const exec = (txId: number | undefined, text: string, options?: QueryOptions) => call<Results[]>("exec", text, wireOf(options), txId);

  const listen = async (channel: string, callback: (payload: string) => void) => {
    const set = listeners.get(channel) ?? new Set();
    listeners.set(channel, set);
    set.add(callback);
    if (set.size === 1) await call("listen", channel);
    return () => unlisten(channel, callback);
  };
  const unlisten = async (channel: string, callback?: (payload: string) => void) => {
    const set = listeners.get(channel);
    if (callback) set?.delete(callback);
    else set?.clear();
    if (set && set.size === 0) {
      listeners.delete(channel);
      await call("unlisten", channel);
    }
  };

  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const txId = ++seq;
    await call("begin", txId);
    let ended = false;
    const open = () => {
      if (ended) throw new Error("Transaction is closed");
    };
    const tx: Transaction = {
      query: async (text, params, options) => (open(), query(txId, text, params, options)),
      sql: async () => {
        throw new Error("PGlite on its thread: use query() inside a transaction");
      },
      exec: async (text, options) => (open(), exec(txId, text, options)),
      rollback: async () => {
        open();
        ended = true;
        await call("end", txId, false);
      },
      listen: async (channel, callback) => (open(), listen(channel, callback)),
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!ended) {
        ended = true;
        // The callback's error is the one to report, even should the rollback fail too.
        await call("end", txId, false).catch(() => {});
      }
      throw error;
    }
    if (!ended) {
      ended = true;
      await call("end", txId, true);
    }
    return result;
  };

  const ready = call<Results>("query", "select 1", [], undefined, undefined).then(() => undefined);
  // A failure here is answered to the first real query too; don't report it twice.
  ready.catch(() => {});

  const thread = {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) => query<T>(undefined, text, params, options),
    exec: (text: string, options?: QueryOptions) => exec(undefined, text, options),
    transaction,
    listen,
    unlisten,
    dumpDataDir: async (compression?: "none" | "gzip" | "auto") => new Blob([await call<Uint8Array<ArrayBuffer>>("dumpDataDir", compression)]),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await call("close");
      } finally {
        await worker.terminate();
      }
    },
    get closed() {
      return closed;
    },
    ready,
  };
  return thread as unknown as PgliteThread;
}
