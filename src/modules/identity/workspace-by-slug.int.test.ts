import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { workspaceBySlug } from "./index";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe("workspaceBySlug (the hosted pages' lookup)", () => {
  it("finds a workspace by its slug with only its public fields, and nothing for an unknown, empty or oversized slug", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const found = await workspaceBySlug(handle.db, workspace.slug);
    expect(found).toEqual({ id: workspace.id, name: workspace.name, slug: workspace.slug, isDemo: false });
    expect(await workspaceBySlug(handle.db, `${workspace.slug}-nope`)).toBeNull();
    expect(await workspaceBySlug(handle.db, "")).toBeNull();
    expect(await workspaceBySlug(handle.db, "x".repeat(500))).toBeNull();
  });
});
