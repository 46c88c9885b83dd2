import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { appRouter } from "@/server/trpc/app-router";
import { callerFor } from "../support/caller";
import { createTestDb } from "../support/db";
import { makeWorkspace } from "../support/factories";
import { cases } from "./cases";
import { seedVictim, snapshot, type Victim } from "./seed";

type Proc = { _def: { meta?: { permission?: string }; type: "query" | "mutation" | "subscription" } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, Proc>).filter(([, p]) => p._def.meta?.permission);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

/** Calls a procedure by its dotted path on a caller. */
async function call(caller: unknown, path: string, input: unknown): Promise<string> {
  const fn = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (i: unknown) => Promise<unknown>;
  try {
    await fn(input);
    return "OK";
  } catch (error) {
    return error instanceof TRPCError ? error.code : `unexpected: ${String(error)}`;
  }
}

const inputFor = (path: string, v: Victim) => {
  const c = cases[path]!;
  return "ids" in c ? c.ids(v) : c.noIds;
};

// Each walk calls every procedure (over 300) and snapshots the victim after each call, so it grows
// with every area: 46 s on a loaded machine. Its own limit, rather than the suite's 30 s.
describe("tenancy harness: the whole router", { timeout: 180_000 }, () => {
  it("has a case for every workspace procedure (a new one must add its case)", () => {
    const missing = procedures.map(([path]) => path).filter((path) => !(path in cases));
    expect(missing, "add these to tests/tenancy/cases.ts").toEqual([]);
    const stale = Object.keys(cases).filter((path) => !procedures.some(([p]) => p === path));
    expect(stale, "these cases name no procedure").toEqual([]);
  });

  // One victim serves every procedure of a loop: each call must leave it exactly as it was (the
  // snapshot check), so the next procedure meets the same untouched data.
  it("answers NOT_FOUND to another workspace's ids, and changes nothing there", async () => {
    const victim = await seedVictim(handle.db);
    const attacker = await makeWorkspace(handle.db);
    const before = await snapshot(handle.db, victim.workspace.id);
    for (const [path] of procedures.filter(([path]) => "ids" in (cases[path] ?? {}))) {
      const code = await call(callerFor(handle.db, { userId: attacker.owner.id, workspaceId: attacker.workspace.id }), path, inputFor(path, victim));
      expect(code, path).toBe("NOT_FOUND");
      expect(await snapshot(handle.db, victim.workspace.id), path).toBe(before);
    }
  });

  it("refuses every write to a viewer with FORBIDDEN, and changes nothing", async () => {
    const victim = await seedVictim(handle.db);
    const before = await snapshot(handle.db, victim.workspace.id);
    for (const [path] of procedures.filter(([path, p]) => p._def.type === "mutation" && path in cases)) {
      const code = await call(callerFor(handle.db, { userId: victim.viewer.user.id, workspaceId: victim.workspace.id }), path, inputFor(path, victim));
      expect(code, path).toBe("FORBIDDEN");
      expect(await snapshot(handle.db, victim.workspace.id), path).toBe(before);
    }
  });

  it("never lets a cookie naming another workspace act there: every procedure runs in the caller's own", async () => {
    const victim = await seedVictim(handle.db);
    const attacker = await makeWorkspace(handle.db);
    const before = await snapshot(handle.db, victim.workspace.id);
    const asAttacker = callerFor(handle.db, { userId: attacker.owner.id, workspaceId: victim.workspace.id });
    expect((await asAttacker.identity.workspaces.current()).id).toBe(attacker.workspace.id);
    for (const [path] of procedures.filter(([path]) => "noIds" in (cases[path] ?? {}))) {
      await call(asAttacker, path, inputFor(path, victim));
    }
    expect(await snapshot(handle.db, victim.workspace.id)).toBe(before);
  });
});
