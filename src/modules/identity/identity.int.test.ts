import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { memberships, users, verifyCredentials } from "./index";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return "OK";
  } catch (e) {
    return e instanceof TRPCError ? e.code : String(e);
  }
};
const email = () => `new-${Math.random().toString(36).slice(2)}@example.test`;

describe("sign-up", () => {
  it("creates the account and its first workspace, owned by it, and makes that workspace active", async () => {
    const jar = new Map<string, string>();
    const anonymous = callerFor(handle.db, null, jar);
    const address = email();
    const created = await anonymous.identity.signUp({
      name: "Ada",
      email: `  ${address.toUpperCase()} `,
      password: "correct horse battery",
      workspaceName: "Ada's Brand",
    });
    const [user] = await handle.db.select().from(users).where(eq(users.id, created.userId));
    expect(user?.email).toBe(address);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [membership] = await handle.db.select().from(memberships).where(eq(memberships.userId, created.userId));
    expect(membership).toMatchObject({ workspaceId: created.workspaceId, role: "owner" });
    expect(jar.get("amt.workspace")).toBe(created.workspaceId);
  });

  it("refuses a second account for the same email with CONFLICT and writes nothing", async () => {
    const anonymous = callerFor(handle.db, null);
    const address = email();
    await anonymous.identity.signUp({ name: "A", email: address, password: "long enough password", workspaceName: "First" });
    const before = await handle.db.$count(users);
    await expect(anonymous.identity.signUp({ name: "B", email: address, password: "another long password", workspaceName: "Second" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "An account with this email already exists. Sign in instead.",
    });
    expect(await handle.db.$count(users)).toBe(before);
  });

  it("answers bad input with BAD_REQUEST and a message per field", async () => {
    const anonymous = callerFor(handle.db, null);
    const error = await anonymous.identity.signUp({ name: "", email: "not-an-email", password: "short", workspaceName: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
  });

  it("verifies credentials: the right password signs in, a wrong one or an unknown email doesn't", async () => {
    const address = email();
    await callerFor(handle.db, null).identity.signUp({ name: "C", email: address, password: "the right password", workspaceName: "C Co" });
    expect(await verifyCredentials(handle.db, address.toUpperCase(), "the right password")).toMatchObject({ email: address });
    expect(await verifyCredentials(handle.db, address, "the wrong password")).toBeNull();
    expect(await verifyCredentials(handle.db, email(), "the right password")).toBeNull();
  });
});

describe("workspaces", () => {
  it("lists only the workspaces the person belongs to", async () => {
    const mine = await makeWorkspace(handle.db);
    await makeWorkspace(handle.db);
    const list = await callerFor(handle.db, { userId: mine.owner.id }).identity.workspaces.list();
    expect(list.map((w) => w.id)).toEqual([mine.workspace.id]);
  });

  it("creates a workspace, makes its creator the owner, and switches to it", async () => {
    const { owner } = await makeWorkspace(handle.db);
    const jar = new Map<string, string>();
    const caller = callerFor(handle.db, { userId: owner.id }, jar);
    const agency = await caller.identity.workspaces.create({ name: "Big Agency", kind: "agency" });
    expect(agency.kind).toBe("agency");
    expect(jar.get("amt.workspace")).toBe(agency.id);
    expect(await caller.identity.workspaces.current()).toMatchObject({ id: agency.id, role: "owner" });
  });

  it("gives two workspaces with the same name different slugs", async () => {
    const { owner } = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: owner.id });
    const a = await caller.identity.workspaces.create({ name: "Same Name", kind: "brand" });
    const b = await caller.identity.workspaces.create({ name: "Same Name", kind: "brand" });
    expect(a.slug).not.toBe(b.slug);
  });

  it("won't switch to another tenant's workspace: NOT_FOUND, and the cookie stays", async () => {
    const mine = await makeWorkspace(handle.db);
    const theirs = await makeWorkspace(handle.db);
    const jar = new Map<string, string>();
    const caller = callerFor(handle.db, { userId: mine.owner.id, workspaceId: mine.workspace.id }, jar);
    expect(await codeOf(caller.identity.workspaces.switch({ workspaceId: theirs.workspace.id }))).toBe("NOT_FOUND");
    expect(jar.get("amt.workspace")).toBe(mine.workspace.id);
  });

  it("ignores a cookie naming another tenant's workspace and acts in the person's own", async () => {
    const mine = await makeWorkspace(handle.db);
    const theirs = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: mine.owner.id, workspaceId: theirs.workspace.id });
    expect((await caller.identity.workspaces.current()).id).toBe(mine.workspace.id);
  });

  it("acts with the role the person has in the workspace the cookie names", async () => {
    const team = await makeWorkspace(handle.db);
    const viewer = await addMember(handle.db, team.workspace.id, "viewer");
    const caller = callerFor(handle.db, { userId: viewer.user.id, workspaceId: team.workspace.id });
    expect((await caller.identity.workspaces.current()).role).toBe("viewer");
  });

  it("ends a session whose version was bumped (sign out everywhere): UNAUTHORIZED", async () => {
    const { owner } = await makeWorkspace(handle.db);
    await handle.db.update(users).set({ sessionVersion: 1 }).where(eq(users.id, owner.id));
    expect(await codeOf(callerFor(handle.db, { userId: owner.id, sessionVersion: 0 }).identity.workspaces.current())).toBe("UNAUTHORIZED");
    expect(await codeOf(callerFor(handle.db, { userId: owner.id, sessionVersion: 1 }).identity.workspaces.current())).toBe("OK");
  });

  it("signs a person out everywhere: every session issued before stops working, a new one works", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const before = callerFor(handle.db, { userId: owner.id, sessionVersion: 0, workspaceId: workspace.id });
    await before.identity.account.signOutEverywhere();
    expect(await codeOf(before.identity.workspaces.current())).toBe("UNAUTHORIZED");
    expect(await codeOf(callerFor(handle.db, { userId: owner.id, sessionVersion: 1, workspaceId: workspace.id }).identity.workspaces.current())).toBe("OK");
  });

  it("refuses every workspace procedure without a session: UNAUTHORIZED", async () => {
    const anonymous = callerFor(handle.db, null);
    expect(await codeOf(anonymous.identity.workspaces.current())).toBe("UNAUTHORIZED");
    expect(await codeOf(anonymous.identity.workspaces.list())).toBe("UNAUTHORIZED");
    expect(await codeOf(anonymous.home.checklist())).toBe("UNAUTHORIZED");
  });
});
