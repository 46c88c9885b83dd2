import "server-only";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import type { MergeMode } from "../contracts/crm-enums";
import { contacts } from "../db/contacts.table";
import { runImportJob } from "../jobs/import.job";
import { receiveUpload } from "./imports-upload";

/**
 * What the import integration tests share: a test database with the process's queue on it (`start`
 * queues there; nothing works it: each test runs the job itself, as a worker would), a folder for
 * uploads, and helpers to upload, map, start and run an import.
 */
export function importTestKit() {
  const kit = {} as { handle: DbHandle; boss: PgBoss; dataDir: string };
  beforeAll(async () => {
    kit.handle = await createTestDb();
    kit.boss = await getBoss(kit.handle, { work: false });
    kit.dataDir = await mkdtemp(path.join(tmpdir(), "amt-imports-"));
  });
  afterAll(async () => {
    await kit.boss.stop({ graceful: false, close: false, wait: true });
    await kit.handle.close();
    await rm(kit.dataDir, { recursive: true, force: true });
  });

  const db = () => kit.handle.db;

  async function workspace() {
    const ws = await makeWorkspace(db());
    return { ...ws, caller: callerFor(db(), { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
  }
  type Ws = Awaited<ReturnType<typeof workspace>>;

  async function uploadCsv(ws: Ws, csv: string | Buffer, fileName = "people.csv") {
    const bytes = typeof csv === "string" ? Buffer.from(csv) : csv;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(bytes));
        controller.close();
      },
    });
    return (await receiveUpload(db(), ws.tenant, { body, fileName }, kit.dataDir)).importId;
  }

  /** Upload → map (the suggestion unless given) → start → run the job to its end. */
  async function importCsv(
    ws: Ws,
    csv: string | Buffer,
    opts: { mergeMode?: MergeMode; mapping?: (string | null)[]; listId?: string; batchSize?: number } = {},
  ) {
    const importId = await uploadCsv(ws, csv);
    const got = await ws.caller.crm.imports.get({ importId });
    await ws.caller.crm.imports.setMapping({ importId, mapping: opts.mapping ?? got.mapping, mergeMode: opts.mergeMode ?? "fill_empty", listId: opts.listId });
    const { jobRunId } = await ws.caller.crm.imports.start({ importId });
    await runImportJob(db(), { workspaceId: ws.workspace.id, importId }, { dataDir: kit.dataDir, batchSize: opts.batchSize });
    return { importId, jobRunId, result: await ws.caller.crm.imports.get({ importId }) };
  }

  const contactsOf = (ws: Ws) => db().select().from(contacts).where(eq(contacts.workspaceId, ws.workspace.id)).orderBy(asc(contacts.email));

  return { kit, db, workspace, uploadCsv, importCsv, contactsOf, exists: existsSync };
}

/** A CSV of `n` people: email, first name, last name. */
export const people = (n: number, from = 0) =>
  ["email,first name,last name", ...Array.from({ length: n }, (_, i) => `p${from + i}@example.com,P${from + i},Person`)].join("\n");

export function fixture(name: string) {
  return readFileSync(path.join(import.meta.dirname, "../import/fixtures", name));
}
