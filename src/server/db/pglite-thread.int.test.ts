import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { migratedPglite } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { ConflictError } from "@/server/errors";
import { openPgliteThread, type DbHandle } from "./client";
import { domainErrorOfDbError, sqlStateOf } from "./errors";
import type { PgliteThread } from "./pglite-thread";

// The server process's driver (PGlite in a worker thread), whatever TEST_DATABASE_URL says: the
// rest of the suite runs on PGlite in the test's own thread or on PostgreSQL.
let handle: DbHandle;
let thread: PgliteThread;
beforeAll(async () => {
  handle = openPgliteThread(undefined, { loadDataDir: new Uint8Array(await (await migratedPglite()).arrayBuffer()) });
  thread = (handle.db as unknown as { $client: PgliteThread }).$client;
  await thread.ready;
  await handle.db.execute(sql`create table thread_probe (id int primary key, body bytea, at timestamptz, doc jsonb)`);
});
afterAll(async () => {
  await handle.close();
});

const count = async (db = handle.db) =>
  ((await db.execute(sql`select count(*)::int as n from thread_probe`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe("PGlite on its own thread", () => {
  it("answers procedures through the tRPC caller, with a unique violation's domain error on the field", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    const contact = await caller.crm.contacts.create({ email: "Lee@Example.TEST", firstName: "Lee" });
    expect(contact).toMatchObject({ email: "lee@example.test", firstName: "Lee" });
    expect(contact.createdAt).toBeInstanceOf(Date);
    await expect(caller.crm.contacts.create({ email: "lee@example.test" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("keeps a database error's SQLSTATE and constraint, which the domain mapping reads", async () => {
    await handle.db.execute(sql`insert into thread_probe (id) values (1)`);
    const error = await handle.db.execute(sql`insert into thread_probe (id) values (1)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(sqlStateOf(error)).toBe("23505");
    expect((error as { cause?: { constraint?: string } }).cause?.constraint).toBe("thread_probe_pkey");
    expect(domainErrorOfDbError(error)).toBeInstanceOf(ConflictError);
    await handle.db.execute(sql`delete from thread_probe`);
  });

  it("carries bytea, timestamps and json both ways, through Drizzle and through pg-boss's raw executor", async () => {
    const body = new Uint8Array([0, 1, 2, 254, 255]);
    const at = new Date("2026-03-04T05:06:07.089Z");
    await handle.db.execute(
      sql`insert into thread_probe (id, body, at, doc) values (2, ${Buffer.from(body)}, ${at.toISOString()}, ${JSON.stringify({ a: [1, "two"] })}::jsonb)`,
    );
    const { rows } = await handle.executeSql("select body, at, doc from thread_probe where id = $1", [2]);
    expect(rows[0]).toEqual({ body, at, doc: { a: [1, "two"] } });
    // pg-boss sends several statements in one string; the last one's rows come back.
    const multi = await handle.executeSql("select 1 as one; select id from thread_probe");
    expect(multi.rows).toEqual([{ id: 2 }]);
    await handle.db.execute(sql`delete from thread_probe`);
  });

  it("commits a transaction on the one connection, and other queries wait until it ends", async () => {
    const order: string[] = [];
    let outside: Promise<number> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id) values (3)`);
      outside = count().then((n) => (order.push("outside"), n));
      await new Promise((r) => setTimeout(r, 50));
      expect(await count(tx)).toBe(1);
      order.push("commit");
    });
    expect(await outside).toBe(1);
    expect(order).toEqual(["commit", "outside"]);
    await handle.db.execute(sql`delete from thread_probe`);
  });

  it("rolls back a failed transaction, and a failed savepoint without its outer transaction", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe (id) values (4)`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await count()).toBe(0);

    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id) values (5)`);
      await tx
        .transaction(async (inner) => inner.execute(sql`insert into thread_probe (id) values (5)`))
        .catch((e: unknown) => expect(sqlStateOf(e)).toBe("23505"));
    });
    expect(await count()).toBe(1);
    // Drizzle's tx.rollback() throws its own error, and nothing is written.
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe (id) values (6)`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(1);
    await handle.db.execute(sql`delete from thread_probe`);
  });

  it("delivers NOTIFY to a listener on the web server's side, after the transaction that sent it commits", async () => {
    const heard: string[] = [];
    const stop = await thread.listen("thread_probe_changes", (payload) => heard.push(payload));
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('thread_probe_changes', 'seq 7')`);
      await new Promise((r) => setTimeout(r, 30));
      expect(heard).toEqual([]);
    });
    await handle.db.execute(sql`select 1`);
    await expect.poll(() => heard).toEqual(["seq 7"]);
    await stop();
    await handle.db.execute(sql`select pg_notify('thread_probe_changes', 'seq 8')`);
    await new Promise((r) => setTimeout(r, 30));
    expect(heard).toEqual(["seq 7"]);
  });

  it("dumps its data directory, which a new PGlite opens with the same rows", async () => {
    await handle.db.execute(sql`insert into thread_probe (id) values (9)`);
    const archive = await thread.dumpDataDir("none");
    const copy = openPgliteThread(undefined, { loadDataDir: new Uint8Array(await archive.arrayBuffer()) });
    try {
      expect(await count(copy.db)).toBe(1);
    } finally {
      await copy.close();
    }
    await handle.db.execute(sql`delete from thread_probe`);
  });
});
