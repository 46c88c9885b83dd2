import type { TRPCError } from "@trpc/server";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { waitFor } from "~tests/support/wait";
import { addMember, makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { startBoss } from "./boss";
import { defineJob } from "./registry";
import { executeRun, openRun } from "./runs.service";

type CountJob = { workspaceId: string; key: string; items: number };
const effects: string[] = [];

defineJob<CountJob>({
  name: "test.count",
  run: async (data) => {
    await executeRun(handle.db, data, "test.count", data.key, async (report) => {
      for (let i = 1; i <= data.items; i++) await report({ done: i, total: data.items, message: `Counted ${i} of ${data.items}` });
      effects.push(data.key);
      return { counted: data.items };
    });
  },
});

let handle: DbHandle;
let boss: PgBoss;
beforeAll(async () => {
  handle = await createTestDb();
  boss = await startBoss(handle, { work: true });
});
afterAll(async () => {
  await boss.stop({ graceful: false, close: false, wait: true });
  await handle.close();
});

describe("background jobs on the app's own database", () => {
  it("runs a queued job through pg-boss and reports its progress where the UI reads it", async () => {
    const { owner, workspace, tenant } = await makeWorkspace(handle.db);
    const { run } = await openRun(handle.db, tenant, "test.count", "first", 4);
    await boss.send("test.count", { workspaceId: workspace.id, key: "first", items: 4 });
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    const finished = await waitFor(
      () => caller.jobs.runs.get({ id: run.id }),
      (r) => r.status === "succeeded",
    );
    expect(finished).toMatchObject({ status: "succeeded", done: 4, total: 4, result: { counted: 4 } });
    expect(finished.finishedAt).toBeInstanceOf(Date);
  });

  it("does a job's work once when it is delivered twice", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const data = { workspaceId: workspace.id, key: `twice-${workspace.id}`, items: 2 };
    await boss.send("test.count", data);
    await waitFor(
      async () => effects.filter((k) => k === data.key).length,
      (n) => n === 1,
    );
    const again = (await boss.send("test.count", data))!;
    // The second delivery has run to its end (pg-boss marks it completed) without doing the work again.
    const job = await waitFor(
      () => boss.getJobById("test.count", again),
      (j) => j?.state === "completed",
    );
    expect(job?.state).toBe("completed");
    expect(effects.filter((k) => k === data.key)).toHaveLength(1);
  });

  it("hides a workspace's runs from another workspace: NOT_FOUND", async () => {
    const mine = await makeWorkspace(handle.db);
    const theirs = await makeWorkspace(handle.db);
    const { run } = await openRun(handle.db, theirs.tenant, "test.count", "private", 1);
    const caller = callerFor(handle.db, { userId: mine.owner.id, workspaceId: mine.workspace.id });
    await expect(caller.jobs.runs.get({ id: run.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await caller.jobs.runs.list({})).map((r) => r.id)).not.toContain(run.id);
  });

  it("lets a viewer follow progress", async () => {
    const { workspace, tenant } = await makeWorkspace(handle.db);
    const viewer = await addMember(handle.db, workspace.id, "viewer");
    const { run } = await openRun(handle.db, tenant, "test.count", "visible", 1);
    const got = await callerFor(handle.db, { userId: viewer.user.id, workspaceId: workspace.id }).jobs.runs.get({ id: run.id });
    expect(got.id).toBe(run.id);
  });

  it("rejects a malformed id with BAD_REQUEST", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const error = await callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id })
      .jobs.runs.get({ id: "not-a-uuid" })
      .catch((e: unknown) => e);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
  });
});
