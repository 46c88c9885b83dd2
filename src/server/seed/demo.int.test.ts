import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb } from "~tests/support/db";
import { callerFor } from "~tests/support/caller";
import { memberships } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { seedDemoIfEmpty } from "./demo";

// The sign-in file goes to DATA_DIR: a throwaway folder, named before anything reads the settings.
const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/amt-demo-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});

let handle: DbHandle;
beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true });
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("demo seed", () => {
  it("creates the demo account once, with a demo CRM whose every record says it is demo data", async () => {
    const signIn = await seedDemoIfEmpty(handle.db);
    expect(signIn?.email).toBe("demo@aimarketingtools.local");
    expect(JSON.parse(readFileSync(path.join(dataDir, "demo-sign-in.json"), "utf8"))).toEqual(signIn);
    const [membership] = await handle.db.select().from(memberships);
    const caller = callerFor(handle.db, { userId: membership!.userId, workspaceId: membership!.workspaceId });
    expect((await caller.identity.workspaces.current()).isDemo).toBe(true);
    const { rows } = await caller.crm.contacts.list({ limit: 500 });
    expect(rows).toHaveLength(60);
    expect(rows.every((r) => r.tags.includes("demo-data") && r.email!.endsWith("@demo.example"))).toBe(true);
    expect((await caller.billing.overview()).meters.find((m) => m.key === "contacts")!.used).toBe(60);
    expect(await seedDemoIfEmpty(handle.db)).toBeNull();
  });
});
