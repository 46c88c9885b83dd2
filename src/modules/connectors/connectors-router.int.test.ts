import { TRPCError } from "@trpc/server";
import { eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { connect, useFake } from "~tests/support/connectors";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { setPlatformConfig } from "./core/config";
import { syncRuns } from "./db/connectors.table";
import type { FakeServer } from "./fakes/kit";
import { advertiserIds } from "./platforms/google-ads/fake-data";
import { startGoogleAdsFake } from "./platforms/google-ads/fake-server";

let handle: DbHandle;
let fake: FakeServer;
let boss: PgBoss;
beforeAll(async () => {
  handle = await createTestDb();
  // The process's queue on the test database, not worked: runs the procedures plan stay queued.
  boss = await getBoss(handle, { work: false });
  fake = await startGoogleAdsFake();
  useFake("google-ads", fake.url, { developerToken: "fake-dev-token" });
});
afterAll(async () => {
  setPlatformConfig("google-ads", undefined);
  await boss.stop({ graceful: false, close: false, wait: true });
  await fake.close();
  await handle.close();
});

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: unknown) => (e instanceof TRPCError ? e.code : `unexpected: ${String(e)}`),
  );

/** A workspace connected to the Google Ads stand-in through OAuth, with one account added as a source by its owner. */
async function connectedWorkspace() {
  const ws = await makeWorkspace(handle.db);
  const owner = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  const { connectionId } = await connect(handle.db, "google-ads", { tenant: ws.tenant });
  const { runs } = await owner.connectors.sources.add({ connectionId, accountIds: [advertiserIds[0]!] });
  // The backfill stays queued (nothing works the queue): finish it so later syncs may start.
  await handle.db.update(syncRuns).set({ status: "succeeded", finishedAt: new Date() }).where(eq(syncRuns.id, runs[0]!));
  const overview = await owner.connectors.overview();
  const source = overview.sources[0]!;
  const as = async (role: "member" | "viewer") => {
    const person = await addMember(handle.db, ws.workspace.id, role);
    return callerFor(handle.db, { userId: person.user.id, workspaceId: ws.workspace.id });
  };
  return { ...ws, owner, connectionId, sourceId: source.id, runId: runs[0]!, as };
}

/** The workspace's connector rows, to prove a refused call changed nothing. */
async function rowsOf(workspaceId: string) {
  const q = async (table: string) =>
    (await handle.db.execute(sql`select * from ${sql.identifier(table)} where workspace_id = ${workspaceId} order by id`)).rows;
  return JSON.stringify([await q("connectors_connections"), await q("connectors_sources"), await q("connectors_sync_runs")]);
}

/** Every write a person who only reads must be refused. */
function manageCalls(c: TestCaller, ids: { connectionId: string; sourceId: string }) {
  return {
    "connections.start": () => c.connectors.connections.start({ platform: "google-ads" }),
    "connections.start (reconnect)": () => c.connectors.connections.start({ platform: "google-ads", connectionId: ids.connectionId }),
    "connections.accounts": () => c.connectors.connections.accounts({ connectionId: ids.connectionId }),
    "connections.disconnect": () => c.connectors.connections.disconnect({ connectionId: ids.connectionId }),
    "sources.add": () => c.connectors.sources.add({ connectionId: ids.connectionId, accountIds: [advertiserIds[1]!] }),
    "sources.remove": () => c.connectors.sources.remove({ sourceId: ids.sourceId }),
  };
}
function syncCalls(c: TestCaller, ids: { sourceId: string }) {
  return {
    "sources.sync": () => c.connectors.sources.sync({ sourceId: ids.sourceId }),
    "sources.resync": () => c.connectors.sources.resync({ sourceId: ids.sourceId, start: "2026-01-01", end: "2026-01-10" }),
    "sources.setPaused": () => c.connectors.sources.setPaused({ sourceId: ids.sourceId, paused: true }),
  };
}
async function codes(calls: Record<string, () => Promise<unknown>>) {
  const out: Record<string, string> = {};
  for (const [name, call] of Object.entries(calls)) out[name] = await codeOf(call());
  return out;
}
const all = (names: Record<string, unknown>, code: string) => Object.fromEntries(Object.keys(names).map((n) => [n, code]));

describe("connectors router: roles", () => {
  it("lets a viewer read the overview, history and metrics, and refuses every sync and manage call with FORBIDDEN, changing nothing", async () => {
    const ws = await connectedWorkspace();
    const viewer = await ws.as("viewer");
    const overview = await viewer.connectors.overview();
    expect(overview.connections.map((c) => c.id)).toEqual([ws.connectionId]);
    expect(overview.sources.map((s) => s.id)).toEqual([ws.sourceId]);
    expect((await viewer.connectors.sources.runs({ sourceId: ws.sourceId })).map((r) => r.id)).toEqual([ws.runId]);
    expect((await viewer.connectors.sources.run({ runId: ws.runId })).kind).toBe("backfill");
    expect(await codeOf(viewer.connectors.sources.metrics({ sourceId: ws.sourceId, start: "2026-01-01", end: "2026-01-02" }))).toBe("OK");

    const before = await rowsOf(ws.workspace.id);
    const calls = { ...manageCalls(viewer, ws), ...syncCalls(viewer, ws) };
    expect(await codes(calls)).toEqual(all(calls, "FORBIDDEN"));
    expect(await rowsOf(ws.workspace.id)).toBe(before);
  });

  it("lets a member sync, re-sync, pause and resume, but not connect, add, remove or disconnect", async () => {
    const ws = await connectedWorkspace();
    const member = await ws.as("member");
    const before = await rowsOf(ws.workspace.id);
    const manage = manageCalls(member, ws);
    expect(await codes(manage)).toEqual(all(manage, "FORBIDDEN"));
    expect(await rowsOf(ws.workspace.id)).toBe(before);

    const run = await member.connectors.sources.sync({ sourceId: ws.sourceId });
    expect(run).toMatchObject({ kind: "manual", status: "queued", sourceId: ws.sourceId });
    let source = (await member.connectors.overview()).sources[0]!;
    expect(source.health).toBe("syncing");
    expect(source.latestRun).toMatchObject({ id: run.id, chunksDone: 0 });
    // One sync at a time per source.
    expect(await codeOf(member.connectors.sources.resync({ sourceId: ws.sourceId, start: "2026-01-01", end: "2026-01-10" }))).toBe("CONFLICT");
    await handle.db.update(syncRuns).set({ status: "succeeded", finishedAt: new Date() }).where(eq(syncRuns.id, run.id));
    const resync = await member.connectors.sources.resync({ sourceId: ws.sourceId, start: "2026-01-01", end: "2026-01-10" });
    expect(resync).toMatchObject({ kind: "resync", rangeStart: "2026-01-01", rangeEnd: "2026-01-10" });

    expect(await member.connectors.sources.setPaused({ sourceId: ws.sourceId, paused: true })).toMatchObject({ status: "paused" });
    source = (await member.connectors.overview()).sources[0]!;
    expect(source).toMatchObject({ health: "paused", nextSyncAt: null });
    expect(await member.connectors.sources.setPaused({ sourceId: ws.sourceId, paused: false })).toMatchObject({ status: "active" });
  });

  it("lets an admin connect, pick accounts (already added ones marked), and disconnect, which removes the sources", async () => {
    const ws = await connectedWorkspace();
    const admin = await (async () => {
      const person = await addMember(handle.db, ws.workspace.id, "admin");
      return callerFor(handle.db, { userId: person.user.id, workspaceId: ws.workspace.id });
    })();
    const { url } = await admin.connectors.connections.start({ platform: "google-ads", connectionId: ws.connectionId });
    expect(new URL(url).searchParams.get("state")).toBeTruthy();
    const accounts = await admin.connectors.connections.accounts({ connectionId: ws.connectionId });
    expect(accounts.filter((a) => a.added).map((a) => a.id)).toEqual([advertiserIds[0]]);
    await admin.connectors.connections.disconnect({ connectionId: ws.connectionId });
    const overview = await admin.connectors.overview();
    expect(overview.connections).toEqual([]);
    expect(overview.sources).toEqual([]);
  });

  it("says which platforms have no OAuth client and refuses to start connecting them", async () => {
    const ws = await makeWorkspace(handle.db);
    const owner = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    const { platforms } = await owner.connectors.overview();
    expect(platforms.find((p) => p.id === "google-ads")).toMatchObject({ enabled: true, demo: false });
    expect(platforms.find((p) => p.id === "microsoft-ads")).toMatchObject({ enabled: false });
    expect(await codeOf(owner.connectors.connections.start({ platform: "microsoft-ads" }))).toBe("BAD_REQUEST");
  });
});

describe("connectors router: isolation", () => {
  it("answers NOT_FOUND to another workspace's connection, source and run ids, and changes nothing there", async () => {
    const victim = await connectedWorkspace();
    const attacker = await makeWorkspace(handle.db);
    const as = callerFor(handle.db, { userId: attacker.owner.id, workspaceId: attacker.workspace.id });
    const before = await rowsOf(victim.workspace.id);
    const calls = {
      ...manageCalls(as, victim),
      ...syncCalls(as, victim),
      "sources.runs": () => as.connectors.sources.runs({ sourceId: victim.sourceId }),
      "sources.run": () => as.connectors.sources.run({ runId: victim.runId }),
      "sources.metrics": () => as.connectors.sources.metrics({ sourceId: victim.sourceId, start: "2026-01-01", end: "2026-01-02" }),
    };
    delete (calls as Record<string, unknown>)["connections.start"];
    expect(await codes(calls)).toEqual(all(calls, "NOT_FOUND"));
    expect(await rowsOf(victim.workspace.id)).toBe(before);
    const overview = await as.connectors.overview();
    expect(overview.connections).toEqual([]);
    expect(overview.sources).toEqual([]);
  });

  it("refuses a reconnect naming another workspace's connection even for a platform this server can't connect", async () => {
    const victim = await connectedWorkspace();
    const attacker = await makeWorkspace(handle.db);
    const as = callerFor(handle.db, { userId: attacker.owner.id, workspaceId: attacker.workspace.id });
    expect(await codeOf(as.connectors.connections.start({ platform: "microsoft-ads", connectionId: victim.connectionId }))).toBe("NOT_FOUND");
  });
});
