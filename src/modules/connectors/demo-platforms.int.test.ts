import { mkdirSync, rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { flushEvents } from "@/modules/analytics";
import { seedDemoIfEmpty } from "@/server/seed/demo";
import type { DbHandle } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
// Syncs write through the warehouse port, which the composition root fills.
import "@/server/compose";
import { platforms } from "./catalog";
import { runtime } from "./core/config";
import { fakeStarters } from "./fakes/all";
import "./platforms";
import { startConnect } from "./server/connect.service";
import { connectDemoWorkspace, startDemoPlatforms, stopDemoPlatforms } from "./server/demo-platforms";
import { connectionsOverview } from "./server/sources.service";
import { executeSync } from "./server/sync.service";

const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/amt-demo-platforms-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});

let handle: DbHandle;
// The events a connection records (the product funnel's connector_connected) are written through the
// process's database: this test's, not one opened in DATA_DIR while the folder is being removed.
const globalDb = globalThis as { __amtDb?: DbHandle };
beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true });
  runtime.maxRetryDelayMs = 20;
  handle = await createTestDb();
  globalDb.__amtDb = handle;
});
afterAll(async () => {
  await stopDemoPlatforms();
  await flushEvents();
  delete globalDb.__amtDb;
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the demo workspace's platforms", () => {
  it("connects the demo workspace to every stand-in through OAuth, and fills the warehouse only through syncs", async () => {
    const demo = await seedDemoIfEmpty(handle.db);
    expect(demo).not.toBeNull();
    const running = await startDemoPlatforms();
    expect(running.sort()).toEqual(Object.keys(fakeStarters).sort());
    const queued: { workspaceId: string; runId: string }[] = [];
    const added = await connectDemoWorkspace(handle.db, async (run) => void queued.push(run));
    expect(added).toBe(running.length);
    expect(queued).toHaveLength(running.length);
    const before = (
      await handle.db.execute(
        sql`select (select count(*) from wh_ad_daily) + (select count(*) from wh_web_daily) + (select count(*) from wh_search_daily) + (select count(*) from wh_social_daily) + (select count(*) from wh_email_campaigns) + (select count(*) from wh_store_daily) as n`,
      )
    ).rows[0] as { n: string };
    expect(Number(before.n)).toBe(0);
    // One source's 2-year backfill, run as the worker would run it.
    await handle.db.execute(sql`update connectors_sync_runs set range_start = range_end - 20 where id = ${queued[0]!.runId}`);
    const run = await executeSync(handle.db, queued[0]!);
    expect(run?.status).toBe("succeeded");
    expect(run!.rowsWritten).toBeGreaterThan(0);
    expect(await connectDemoWorkspace(handle.db, async () => undefined)).toBe(0);
  }, 60_000);

  it("offers the stand-ins to demo workspaces only", async () => {
    const { tenant } = await makeWorkspace(handle.db);
    const overview = await connectionsOverview(handle.db, tenant);
    expect(overview.platforms.filter((p) => p.demo).every((p) => !p.enabled)).toBe(true);
    const demoPlatform = platforms.find((p) => overview.platforms.find((o) => o.id === p.id)?.demo)!;
    await expect(startConnect(handle.db, tenant, { platform: demoPlatform.id })).rejects.toBeInstanceOf(InvalidError);
  });
});
