/**
 * The embedded database's thread (node:worker_threads): one PGlite, answering the messages of
 * `openPgliteThread` (src/server/db/pglite-thread.ts) so that PostgreSQL's work (parse, plan,
 * execute, in WASM) runs beside the web server's thread instead of on it. Plain JavaScript: Node
 * loads it as it is, in `npm start`, the tests and the scripts alike.
 *
 * Every call is `{ id, op, args }`; every answer `{ id, result }` or `{ id, error }`, with a
 * database error's own fields (code, constraint, detail…) copied, since a structured clone of an
 * Error keeps only its message. Rows are parsed here with PGlite's own type parsers (Date, bytea as
 * Uint8Array, json) and cross as a structured clone. PGlite's locks stay where they are today: an
 * open transaction holds its mutex, so other queries wait in this thread until it ends.
 */
/* global Blob, structuredClone -- Node's own (eslint gives src/ the browser's and no Node globals to .mjs files) */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const { dataDir, loadDataDir, migrationsFolder } = workerData ?? {};
const pg = new PGlite({ dataDir, loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined });
/**
 * Opened, and migrated when given a folder (the server: drizzle's PGlite migrator, as migrateDb
 * runs it), before any call is answered: the web server can take requests while this thread opens
 * the database, and none of them reads a schema that isn't current.
 */
const opened = (async () => {
  await pg.waitReady;
  if (migrationsFolder) await migrate(drizzle({ client: pg }), { migrationsFolder });
})();
/** @type {Map<number, import("@electric-sql/pglite").Transaction>} open transactions by id */
const open = new Map();
/** @type {Map<number, { end: (commit: boolean) => void, done: Promise<unknown> }>} */
const ending = new Map();
/** @type {Map<string, () => Promise<void>>} one PGlite listener per channel */
const listening = new Map();

const raw = (value) => value;

/** Query options as they cross: rowMode, and the type ids whose text is kept as it is (Drizzle's dates). */
function optionsOf(wire) {
  if (!wire) return undefined;
  const { rawTypes, ...rest } = wire;
  return rawTypes ? { ...rest, parsers: Object.fromEntries(rawTypes.map((oid) => [oid, raw])) } : rest;
}

function errorOf(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    // A failing query's own text and values stay in this thread's error only where they're cloneable.
    try {
      structuredClone(value);
      fields[key] = value;
    } catch {
      // not cloneable: left out
    }
  }
  return { ...fields, name: error.name, message: error.message, stack: error.stack };
}

const target = (txId) => {
  if (txId === undefined) return pg;
  const tx = open.get(txId);
  if (!tx) throw new Error("Transaction is closed");
  return tx;
};

const ops = {
  query: (text, params, options, txId) => target(txId).query(text, params, optionsOf(options)),
  exec: (text, options, txId) => target(txId).exec(text, optionsOf(options)),
  /** Opens a transaction and holds it (and PGlite's transaction lock) until `end`. */
  begin: (txId) =>
    new Promise((resolve, reject) => {
      let end;
      const ended = new Promise((r) => (end = r));
      const done = pg.transaction(async (tx) => {
        open.set(txId, tx);
        resolve(undefined);
        const commit = await ended;
        open.delete(txId);
        if (!commit) await tx.rollback();
      });
      ending.set(txId, { end, done });
      // BEGIN itself failed: the callback never ran.
      done.catch((error) => {
        if (!open.has(txId)) ending.delete(txId);
        reject(error);
      });
    }),
  /** Commits (`true`) or rolls back a transaction `begin` opened; a failed COMMIT answers its error. */
  end: async (txId, commit) => {
    const t = ending.get(txId);
    if (!t) throw new Error("Transaction is closed");
    ending.delete(txId);
    t.end(commit);
    await t.done;
  },
  listen: async (channel) => {
    if (listening.has(channel)) return;
    listening.set(channel, await pg.listen(channel, (payload) => parentPort.postMessage({ notify: channel, payload })));
  },
  unlisten: async (channel) => {
    const stop = listening.get(channel);
    listening.delete(channel);
    await stop?.();
  },
  dumpDataDir: async (compression) => new Uint8Array(await (await pg.dumpDataDir(compression)).arrayBuffer()),
  close: async () => {
    if (!pg.closed) await pg.close();
  },
};

parentPort.on("message", async ({ id, op, args }) => {
  try {
    await opened;
    const result = await ops[op](...args);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: errorOf(error) });
  }
});
