import { randomBytes } from "node:crypto";
import { cpSync, createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { callerFor } from "~tests/support/caller";
import { makeInstall, snapshot, type Install } from "~tests/support/backup";
import { databaseKind } from "~tests/support/db";
import { makeAudience, makeSendingDomain, setSendingSettings } from "~tests/support/messaging";
import { connectDemoWorkspace, enqueueSync, executeSync, stopDemoPlatforms } from "@/modules/connectors";
import { memberships } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { migrateDb } from "@/server/db/migrate";
import { getBoss } from "@/server/jobs/boss";
import "@/server/jobs/all-jobs";
import { seedDemoIfEmpty } from "@/server/seed/demo";
import { createBackup } from "./backup";
import { dataDirFiles } from "./data-dir";
import { BackupError, findPgTool } from "./database";
import { restoreBackup } from "./restore";
import { readTar, TarWriter } from "./tar";
import type { Manifest } from "./manifest";

// The demo seed, the demo platforms' secret and the token vault's key live in DATA_DIR: the
// source install's folder, named before anything reads the settings.
const source = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/amt-backup-source-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});

const root = path.resolve(import.meta.dirname, "../../..");
const migrations = path.join(root, "drizzle");
const installs: Install[] = [];
const install = async (label: string, dataDir?: string) => {
  const made = await makeInstall(label, dataDir);
  installs.push(made);
  return made;
};

let origin: Install;
let backupFile: string;

/** Data in every module, made through the modules' own code: the demo workspace and its twelve sources, a report schedule, a campaign. */
async function fill(handle: DbHandle) {
  const boss = await getBoss(handle, { work: false });
  await seedDemoIfEmpty(handle.db);
  const [owner] = await handle.db.select().from(memberships);
  const queued: { workspaceId: string; runId: string }[] = [];
  // Connecting puts the workspace on a plan (billing), adds sources and queues their first syncs (jobs).
  await connectDemoWorkspace(handle.db, async (run) => {
    queued.push(run);
    await enqueueSync(run);
  });
  await handle.executeSql("update connectors_sync_runs set range_start = range_end - 5 where id = $1", [queued[0]!.runId]);
  expect((await executeSync(handle.db, queued[0]!))?.status).toBe("succeeded");
  const caller = callerFor(handle.db, { userId: owner!.userId, workspaceId: owner!.workspaceId });
  await caller.reporting.schedules.create({
    path: "/marketing-dashboard/ppc-dashboard/google-ads",
    query: "range=last7",
    frequency: "weekly",
    weekday: 1,
    hour: 8,
    recipients: ["boss@example.test"],
  });
  await setSendingSettings(handle.db, owner!.workspaceId);
  const domain = await makeSendingDomain(handle.db, owner!.workspaceId, { smtpPort: 2525 });
  const { listId } = await makeAudience(handle.db, owner!.workspaceId, [{ email: "ada@a.test", firstName: "Ada" }]);
  await caller.messaging.sends.createEmail({
    name: "November news",
    fromName: "Acme",
    fromLocal: "news",
    subject: "Hello",
    html: "<p>Hi</p>",
    listId,
    domainId: domain.id,
  });
  await boss.stop({ graceful: false, wait: true });
  await stopDemoPlatforms();
}

/** The app folder of the previous release, as far as backups care: package.json and every migration but the last. */
let previous: Promise<{ root: string; applied: { tag: string }[] }> | undefined;
const previousMigrations = () =>
  (previous ??= (async () => {
    const dir = (await install("previous-release")).dataDir;
    cpSync(migrations, path.join(dir, "drizzle"), { recursive: true });
    cpSync(path.join(root, "package.json"), path.join(dir, "package.json"));
    const journalFile = path.join(dir, "drizzle", "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    journal.entries.pop();
    writeFileSync(journalFile, JSON.stringify(journal));
    return { root: dir, applied: journal.entries };
  })());

const filesOf = (dir: string) => Object.fromEntries(dataDirFiles(dir).map((rel) => [rel, readFileSync(path.join(dir, rel)).toString("base64")]));

/** On PostgreSQL the round trip needs pg_dump and pg_restore; without them the variant can't run. */
function missingPgTools(): string | null {
  if (databaseKind() !== "postgres") return null;
  try {
    findPgTool("pg_dump");
    findPgTool("pg_restore");
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
const missing = missingPgTools();

describe.skipIf(missing)(`backup and restore (${databaseKind()})${missing ? `: skipped, ${missing}` : ""}`, () => {
  beforeAll(async () => {
    mkdirSync(source, { recursive: true });
    origin = await install("origin", source);
    const handle = await origin.create();
    await fill(handle);
    await handle.close();
    // Local file storage: what the storage module will keep under DATA_DIR/storage, bytes of every value.
    mkdirSync(path.join(source, "storage", "ws-1"), { recursive: true });
    writeFileSync(path.join(source, "storage", "ws-1", "logo.png"), randomBytes(70_000));
    writeFileSync(path.join(source, "storage", "ws-1", `${"long-name-".repeat(14)}.txt`), "a name past tar's 100 bytes");
    writeFileSync(path.join(source, "auth-secret"), randomBytes(32).toString("base64url"));
    mkdirSync(path.join(source, "imports", "ws-1"), { recursive: true });
    writeFileSync(path.join(source, "imports", "ws-1", "contacts.csv"), "email\nada@a.test\n");
    backupFile = path.join((await install("files")).dataDir, "full.amt-backup");
    const made = await createBackup({ dataDir: source, databaseUrl: origin.databaseUrl, out: backupFile, root });
    expect(made.file).toBe(backupFile);
  }, 180_000);

  afterAll(async () => {
    for (const i of installs) await i.remove();
  });

  it("brings every table's rows and every local file back on a fresh install, where the app migrates and reads them", async () => {
    const fresh = await install("restored");
    const { manifest, warnings } = await restoreBackup({ file: backupFile, dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl, root });
    expect(manifest.database.kind).toBe(databaseKind());
    expect(manifest.secrets).toEqual({ vault: { source: "data-dir", id: expect.any(String) }, auth: { source: "data-dir", id: expect.any(String) } });
    // The keys came back with the data: nothing to set before starting.
    expect(warnings).toEqual([]);

    const before = origin.open();
    const after = fresh.open();
    try {
      const want = await snapshot(before);
      // Data in every module, the migration bookkeeping and the job queue.
      for (const prefix of [
        "public.identity_",
        "public.billing_",
        "public.crm_",
        "public.connectors_",
        "public.wh_",
        "public.reporting_",
        "public.messaging_",
        "drizzle.",
        "pgboss.job",
      ]) {
        expect(
          Object.entries(want).some(([t, d]) => t.startsWith(prefix) && d.rows > 0),
          prefix,
        ).toBe(true);
      }
      expect(await snapshot(after)).toEqual(want);
      expect(filesOf(fresh.dataDir)).toEqual(filesOf(source));
      expect(Object.keys(filesOf(source))).toEqual(
        expect.arrayContaining(["connectors.key", "demo-sign-in.json", "storage/ws-1/logo.png", "imports/ws-1/contacts.csv"]),
      );

      await migrateDb(after, migrations);
      const [owner] = await after.db.select().from(memberships);
      const caller = callerFor(after.db, { userId: owner!.userId, workspaceId: owner!.workspaceId });
      expect((await caller.crm.contacts.list({ limit: 500 })).rows.length).toBeGreaterThanOrEqual(60);
    } finally {
      await before.close();
      await after.close();
    }
  }, 90_000);

  it("refuses to restore over an install that has data, and replaces it when forced", async () => {
    const target = await install("occupied");
    await (await target.create()).close();
    writeFileSync(path.join(target.dataDir, "stray.txt"), "kept: not part of the backup");
    mkdirSync(path.join(target.dataDir, "storage"), { recursive: true });
    writeFileSync(path.join(target.dataDir, "storage", "old.bin"), "replaced by the backup's storage");

    const refused = await restoreBackup({ file: backupFile, dataDir: target.dataDir, databaseUrl: target.databaseUrl, root }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toMatch(/already has data.*--force/);

    // Settings that override the restored keys would leave the restored secrets unreadable: restore says so.
    const secretSettings = { vault: randomBytes(32).toString("base64"), auth: randomBytes(32).toString("hex") };
    const { warnings } = await restoreBackup({ file: backupFile, dataDir: target.dataDir, databaseUrl: target.databaseUrl, root, force: true, secretSettings });
    expect(warnings).toEqual([
      expect.stringMatching(/^CONNECTORS_ENCRYPTION_KEY is set to another value than the restored DATA_DIR\/connectors.key/),
      expect.stringMatching(/^NEXTAUTH_SECRET is set to another value .* unsubscribe and tracking links/),
    ]);
    expect(existsSync(path.join(target.dataDir, "storage", "old.bin"))).toBe(false);
    const { "stray.txt": stray, ...restored } = filesOf(target.dataDir);
    expect(stray).toBeDefined();
    expect(restored).toEqual(filesOf(source));
    const [before, after] = [origin.open(), target.open()];
    try {
      expect(await snapshot(after)).toEqual(await snapshot(before));
    } finally {
      await before.close();
      await after.close();
    }
  }, 90_000);

  it("refuses a backup whose database is at a migration this version doesn't know, and leaves the install untouched", async () => {
    // The previous release's code (its migrations lack this version's last) gets this version's backup.
    const { root: previousRelease } = await previousMigrations();
    const target = await install("older-code");
    const refused = await restoreBackup({ file: backupFile, dataDir: target.dataDir, databaseUrl: target.databaseUrl, root: previousRelease }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toMatch(
      /newer version of AI Marketing Tools \(1\.0\.0\): its database has changes \(migration \d{4}_\w+\) this version doesn't know/,
    );
    expect(dataDirFiles(target.dataDir)).toEqual([]);
    expect(readdirSync(target.dataDir)).toEqual([]);
    if (target.databaseUrl) {
      const check = target.open();
      expect(await snapshot(check)).toEqual({});
      await check.close();
    }
  });

  it("restores a backup from an older version, whose database the app then migrates forward", async () => {
    const { root: previousRelease, applied } = await previousMigrations();
    const old = await install("old");
    await (await old.create(path.join(previousRelease, "drizzle"))).close();
    const { file, manifest } = await createBackup({ dataDir: old.dataDir, databaseUrl: old.databaseUrl, root: previousRelease });
    expect(manifest.database.migrations).toMatchObject({ count: applied.length, last: { tag: applied.at(-1)!.tag } });

    const fresh = await install("upgraded");
    await restoreBackup({ file, dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl, root });
    const restored = fresh.open();
    try {
      await migrateDb(restored, migrations);
      const { rows } = (await restored.executeSql("select count(*)::int as n from drizzle.__drizzle_migrations", [])) as { rows: { n: number }[] };
      expect(rows[0]!.n).toBe(applied.length + 1);
    } finally {
      await restored.close();
    }
  }, 90_000);

  it("refuses a damaged or cut-short backup before touching the install", async () => {
    const bytes = readFileSync(backupFile);
    const cut = path.join(path.dirname(backupFile), "cut.amt-backup");
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const notOurs = path.join(path.dirname(backupFile), "photo.amt-backup");
    writeFileSync(notOurs, randomBytes(4096));
    // The real backup with one more file, listed in its manifest, that would land on the database folder.
    const intruder = path.join(path.dirname(backupFile), "intruder.amt-backup");
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(intruder));
    const tar = new TarWriter(gzip);
    let manifest: Manifest | undefined;
    for await (const entry of readTar(createReadStream(backupFile).pipe(createGunzip()))) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry.body) chunks.push(chunk);
      const body = Buffer.concat(chunks);
      if (entry.name === "manifest.json") manifest = JSON.parse(body.toString("utf8")) as Manifest;
      else await tar.add(entry.name, body.length, body);
    }
    const planted = { name: "files/pglite/PG_VERSION", size: 2, sha256: await tar.add("files/pglite/PG_VERSION", 2, Buffer.from("17")) };
    const forged = Buffer.from(JSON.stringify({ ...manifest!, parts: [...manifest!.parts, planted] }));
    await tar.add("manifest.json", forged.length, forged);
    await tar.finish();
    await written;
    const target = await install("damaged");
    for (const [file, message] of [
      [cut, /isn't a (readable|complete) backup/],
      [notOurs, /isn't a readable backup/],
      [intruder, /holds something this version doesn't know \(files\/pglite\/PG_VERSION\)/],
    ] as const) {
      const refused = await restoreBackup({ file, dataDir: target.dataDir, databaseUrl: target.databaseUrl, root }).catch((e: unknown) => e);
      expect(refused, file).toBeInstanceOf(BackupError);
      expect((refused as Error).message).toMatch(message);
    }
    expect(dataDirFiles(target.dataDir)).toEqual([]);
  });

  it.runIf(databaseKind() === "pglite")("refuses to back up or restore the embedded database while the app runs on it", async () => {
    const running = await install("running");
    writeFileSync(path.join(running.dataDir, "server.pid"), String(process.pid));
    await expect(createBackup({ dataDir: running.dataDir, root })).rejects.toThrow(/The app \(process \d+\) is running.*Stop it/);
    await expect(restoreBackup({ file: backupFile, dataDir: running.dataDir, root })).rejects.toThrow(/The app \(process \d+\) is running.*Stop it/);
    expect(existsSync(path.join(running.dataDir, "backups"))).toBe(false);
  });
});
