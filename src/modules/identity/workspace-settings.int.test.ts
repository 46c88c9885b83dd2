import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z, ZodError } from "zod";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { waitFor } from "~tests/support/wait";
import { addMember, makeUser, makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { getBoss } from "@/server/jobs/boss";
import { jobDefinitions } from "@/server/jobs/registry";
import { DELETE_WORKSPACE_JOB } from "./jobs/delete-workspace.job";
import { requestWorkspaceDeletion } from "./server/workspace-lifecycle.service";
import { auditEvents, getWorkspaceSettings, insertWorkspaceWithOwner, invitations, memberships, workspaces } from "./index";

let handle: DbHandle;
let boss: PgBoss;
beforeAll(async () => {
  handle = await createTestDb();
  // The process's queue, on the test database: the delete procedure enqueues through it.
  boss = await getBoss(handle, { work: true });
});
afterAll(async () => {
  await boss.stop({ graceful: false, close: false, wait: true });
  await handle.close();
});

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code ?? String(e),
  );
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { code?: string; message: string; cause?: unknown }) => e,
  );

/** The field messages a form gets, as the error formatter sends them. */
function fieldErrorsOf(error: { cause?: unknown } | null): Record<string, string[] | undefined> {
  const cause = error?.cause;
  if (cause instanceof ZodError) return z.flattenError(cause).fieldErrors as Record<string, string[] | undefined>;
  if (cause instanceof InvalidError) return Object.fromEntries(Object.entries(cause.fieldErrors).map(([k, v]) => [k, [v]]));
  return {};
}

const valid = { timeZone: "Europe/Paris", currency: "EUR", locale: "fr-FR", weekStart: "sunday", dateFormat: "DD/MM/YYYY" } as const;

async function ownerCaller() {
  const ws = await makeWorkspace(handle.db);
  const jar = new Map<string, string>();
  return { ...ws, jar, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }, jar) };
}

async function rowOf(id: string) {
  const [row] = await handle.db.select().from(workspaces).where(eq(workspaces.id, id));
  return row ?? null;
}

describe("workspace settings", () => {
  it("starts from the defaults and keeps what the admin saves, for everyone and for other modules", async () => {
    const { caller, workspace } = await ownerCaller();
    expect(await caller.identity.settings.get()).toEqual({
      name: workspace.name,
      slug: workspace.slug,
      timeZone: "UTC",
      currency: "USD",
      locale: "en-US",
      weekStart: "monday",
      dateFormat: "YYYY-MM-DD",
    });
    const admin = await addMember(handle.db, workspace.id, "admin");
    const asAdmin = callerFor(handle.db, { userId: admin.user.id, workspaceId: workspace.id });
    const slug = `acme-${workspace.id.slice(0, 8)}`;
    const saved = await asAdmin.identity.settings.update({ name: "Acme Europe", slug: ` ${slug.toUpperCase()} `, ...valid, currency: "eur", locale: "fr-fr" });
    expect(saved).toEqual({ name: "Acme Europe", slug, ...valid });

    const viewer = await addMember(handle.db, workspace.id, "viewer");
    expect(await callerFor(handle.db, { userId: viewer.user.id, workspaceId: workspace.id }).identity.settings.get()).toEqual(saved);
    expect(await getWorkspaceSettings(handle.db, { workspaceId: workspace.id })).toEqual(saved);
    expect((await caller.identity.workspaces.current()).name).toBe("Acme Europe");
    const [audit] = await handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.workspaceId, workspace.id), eq(auditEvents.action, "workspace.settings_changed")));
    expect(audit?.details).toMatchObject({ timeZone: { from: "UTC", to: "Europe/Paris" }, currency: { from: "USD", to: "EUR" } });
  });

  it("rejects an unknown time zone, currency or malformed slug with BAD_REQUEST and a message per field", async () => {
    const { caller, workspace } = await ownerCaller();
    const error = await errorOf(
      caller.identity.settings.update({ name: workspace.name, slug: "No spaces!", ...valid, timeZone: "Mars/Olympus", currency: "XYZ1" }),
    );
    expect(error?.code).toBe("BAD_REQUEST");
    const fields = fieldErrorsOf(error);
    expect(fields.timeZone).toEqual(["Choose a time zone from the list"]);
    expect(fields.currency?.[0]).toMatch(/^Choose a currency from the list/);
    expect(fields.slug?.[0]).toBe("Use only lowercase letters, digits and dashes");
    expect(await codeOf(caller.identity.settings.update({ name: workspace.name, slug: "ab", ...valid }))).toBe("BAD_REQUEST");
    expect(await codeOf(caller.identity.settings.update({ name: workspace.name, slug: "-edge-", ...valid }))).toBe("BAD_REQUEST");
    expect(await codeOf(caller.identity.settings.update({ name: workspace.name, slug: workspace.slug, ...valid, locale: "not a locale" }))).toBe("BAD_REQUEST");
    expect((await caller.identity.settings.get()).timeZone).toBe("UTC");
  });

  it("answers CONFLICT with a clear message when another workspace has the slug", async () => {
    const { caller, workspace } = await ownerCaller();
    const other = await makeWorkspace(handle.db);
    const error = await errorOf(caller.identity.settings.update({ name: workspace.name, slug: other.workspace.slug, ...valid }));
    expect(error).toMatchObject({
      code: "CONFLICT",
      message: `The address “${other.workspace.slug}” is already used by another workspace. Choose another one.`,
    });
    expect((await caller.identity.settings.get()).slug).toBe(workspace.slug);
  });

  it("refuses members and viewers a change (FORBIDDEN) and leaves the settings as they were", async () => {
    const { workspace } = await ownerCaller();
    for (const role of ["member", "viewer", "client"] as const) {
      const someone = await addMember(handle.db, workspace.id, role);
      const caller = callerFor(handle.db, { userId: someone.user.id, workspaceId: workspace.id });
      expect(await codeOf(caller.identity.settings.update({ name: "Taken over", slug: workspace.slug, ...valid })), role).toBe("FORBIDDEN");
    }
    expect((await rowOf(workspace.id))?.name).toBe(workspace.name);
  });

  it("acts only on the caller's own workspace: another workspace's id in the cookie changes nothing there", async () => {
    const mine = await makeWorkspace(handle.db);
    const theirs = await makeWorkspace(handle.db);
    const intruder = callerFor(handle.db, { userId: mine.owner.id, workspaceId: theirs.workspace.id });
    expect((await intruder.identity.settings.get()).name).toBe(mine.workspace.name);
    await intruder.identity.settings.update({ name: "Renamed", slug: mine.workspace.slug, ...valid });
    expect(await codeOf(intruder.identity.workspaces.delete({ confirmName: theirs.workspace.name }))).toBe("BAD_REQUEST");
    expect(await codeOf(intruder.identity.workspaces.leave({ workspaceId: theirs.workspace.id }))).toBe("NOT_FOUND");
    const untouched = await rowOf(theirs.workspace.id);
    expect(untouched).toMatchObject({ name: theirs.workspace.name, timeZone: "UTC", deletionRequestedAt: null });
    expect((await rowOf(mine.workspace.id))?.name).toBe("Renamed");
  });
});

describe("leaving a workspace", () => {
  it("lets a member leave and moves them to their oldest other workspace", async () => {
    const { workspace } = await ownerCaller();
    const { user } = await addMember(handle.db, workspace.id, "viewer");
    const home = await insertWorkspaceWithOwner(handle.db, user.id, { name: "My own place", kind: "brand" });
    const jar = new Map<string, string>();
    const caller = callerFor(handle.db, { userId: user.id, workspaceId: workspace.id }, jar);
    const left = await caller.identity.workspaces.leave({ workspaceId: workspace.id });
    expect(left).toMatchObject({ leftWorkspaceId: workspace.id, next: { id: home.id, name: "My own place" } });
    expect(jar.get("amt.workspace")).toBe(home.id);
    expect((await caller.identity.workspaces.list()).map((w) => w.id)).toEqual([home.id]);
    expect((await caller.identity.workspaces.current()).id).toBe(home.id);
    expect(await handle.db.$count(memberships, and(eq(memberships.workspaceId, workspace.id), eq(memberships.userId, user.id)))).toBe(0);
  });

  it("refuses the owner (BAD_REQUEST) and someone with no other workspace", async () => {
    const { caller, workspace, owner } = await ownerCaller();
    await insertWorkspaceWithOwner(handle.db, owner.id, { name: "Second", kind: "brand" });
    await expect(caller.identity.workspaces.leave({ workspaceId: workspace.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You own this workspace, so you can't leave it. Make someone else the owner on Team access first.",
    });
    const { user } = await addMember(handle.db, workspace.id, "member");
    const lonely = callerFor(handle.db, { userId: user.id, workspaceId: workspace.id });
    await expect(lonely.identity.workspaces.leave({ workspaceId: workspace.id })).rejects.toMatchObject({ code: "BAD_REQUEST", message: /only workspace/ });
    expect(await handle.db.$count(memberships, eq(memberships.workspaceId, workspace.id))).toBe(2);
  });
});

describe("deleting a workspace", () => {
  it("is for the owner only: an admin gets FORBIDDEN", async () => {
    const { workspace } = await ownerCaller();
    const admin = await addMember(handle.db, workspace.id, "admin");
    await insertWorkspaceWithOwner(handle.db, admin.user.id, { name: "Admin's own", kind: "brand" });
    const caller = callerFor(handle.db, { userId: admin.user.id, workspaceId: workspace.id });
    expect(await codeOf(caller.identity.workspaces.delete({ confirmName: workspace.name }))).toBe("FORBIDDEN");
    expect((await rowOf(workspace.id))?.deletionRequestedAt).toBeNull();
  });

  it("needs the exact name typed (BAD_REQUEST on the field) and another workspace to go to", async () => {
    const { caller, workspace, owner } = await ownerCaller();
    const alone = await errorOf(caller.identity.workspaces.delete({ confirmName: workspace.name }));
    expect(alone).toMatchObject({ code: "BAD_REQUEST", message: /only workspace/ });
    await insertWorkspaceWithOwner(handle.db, owner.id, { name: "Elsewhere", kind: "brand" });
    const wrong = await errorOf(caller.identity.workspaces.delete({ confirmName: workspace.name.toLowerCase() }));
    expect(wrong?.code).toBe("BAD_REQUEST");
    expect(fieldErrorsOf(wrong).confirmName).toEqual([`Type “${workspace.name}” exactly as shown to confirm.`]);
    expect((await rowOf(workspace.id))?.deletionRequestedAt).toBeNull();
  });

  it("hides the workspace from everyone at once, moves the owner, and the queued job removes its rows", async () => {
    const { caller, jar, workspace, owner } = await ownerCaller();
    const second = await insertWorkspaceWithOwner(handle.db, owner.id, { name: "Where I land", kind: "brand" });
    const { user: member } = await addMember(handle.db, workspace.id, "member");
    await caller.identity.invitations.create({ email: `later-${workspace.id}@example.test`, role: "viewer" });
    const asMember = callerFor(handle.db, { userId: member.id, workspaceId: workspace.id });
    expect((await asMember.identity.workspaces.current()).id).toBe(workspace.id);

    const deleted = await caller.identity.workspaces.delete({ confirmName: workspace.name });
    expect(deleted).toMatchObject({ deletedWorkspaceId: workspace.id, next: { id: second.id } });
    expect(jar.get("amt.workspace")).toBe(second.id);
    // Gone for everyone from this moment, whatever their cookie asks for.
    expect((await caller.identity.workspaces.list()).map((w) => w.id)).toEqual([second.id]);
    expect((await callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id }).identity.workspaces.current()).id).toBe(second.id);
    expect(await asMember.identity.workspaces.list()).toEqual([]);
    expect(await codeOf(asMember.identity.workspaces.current())).toBe("UNAUTHORIZED");
    expect(await codeOf(caller.identity.workspaces.switch({ workspaceId: workspace.id }))).toBe("NOT_FOUND");

    // The job, through pg-boss, removes the row and every tenant row with it.
    expect(
      await waitFor(
        () => rowOf(workspace.id),
        (row) => row === null,
      ),
    ).toBeNull();
    expect(await handle.db.$count(memberships, eq(memberships.workspaceId, workspace.id))).toBe(0);
    expect(await handle.db.$count(invitations, eq(invitations.workspaceId, workspace.id))).toBe(0);
    expect(await rowOf(second.id)).not.toBeNull();
  });

  it("runs its job idempotently: a second run finds nothing and succeeds", async () => {
    const { tenant, workspace, owner } = await makeWorkspace(handle.db);
    await insertWorkspaceWithOwner(handle.db, owner.id, { name: "Fallback", kind: "brand" });
    const queued: { workspaceId: string }[] = [];
    await requestWorkspaceDeletion(handle.db, tenant, { confirmName: workspace.name }, async (job) => void queued.push(job));
    expect(queued).toEqual([{ workspaceId: workspace.id }]);
    expect(await rowOf(workspace.id)).toMatchObject({ deletionRequestedAt: expect.any(Date) });

    const job = jobDefinitions().find((j) => j.name === DELETE_WORKSPACE_JOB)!;
    await job.run({ workspaceId: workspace.id }, { db: handle.db });
    expect(await rowOf(workspace.id)).toBeNull();
    await expect(job.run({ workspaceId: workspace.id }, { db: handle.db })).resolves.toBeUndefined();
  });

  it("never removes a workspace whose deletion nobody asked for, and shows it again when queueing fails", async () => {
    const { tenant, workspace, owner } = await makeWorkspace(handle.db);
    await insertWorkspaceWithOwner(handle.db, owner.id, { name: "Fallback", kind: "brand" });
    const job = jobDefinitions().find((j) => j.name === DELETE_WORKSPACE_JOB)!;
    await job.run({ workspaceId: workspace.id }, { db: handle.db });
    expect(await rowOf(workspace.id)).not.toBeNull();
    const failing = requestWorkspaceDeletion(handle.db, tenant, { confirmName: workspace.name }, () => Promise.reject(new Error("queue down")));
    await expect(failing).rejects.toThrow("queue down");
    expect((await rowOf(workspace.id))?.deletionRequestedAt).toBeNull();
  });

  it("takes an agency's client workspaces with it", async () => {
    const { tenant, workspace, owner } = await makeWorkspace(handle.db, { kind: "agency" });
    const client = await insertWorkspaceWithOwner(handle.db, owner.id, { name: "Client of agency", kind: "client", agencyId: workspace.id });
    const stranger = await makeUser(handle.db);
    await handle.db.insert(memberships).values({ workspaceId: client.id, userId: stranger.id, role: "client" });
    // The client workspace doesn't count as somewhere to go: it is deleted too.
    await expect(requestWorkspaceDeletion(handle.db, tenant, { confirmName: workspace.name }, async () => undefined)).rejects.toMatchObject({
      message: /only workspace/,
    });
    await insertWorkspaceWithOwner(handle.db, owner.id, { name: "Brand elsewhere", kind: "brand" });
    await requestWorkspaceDeletion(handle.db, tenant, { confirmName: workspace.name }, async () => undefined);
    expect(await callerFor(handle.db, { userId: stranger.id }).identity.workspaces.list()).toEqual([]);
  });
});
