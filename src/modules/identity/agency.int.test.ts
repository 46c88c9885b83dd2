import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeUser, makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { memberships, workspaces } from "./index";
import { requestWorkspaceDeletion } from "./server/workspace-lifecycle.service";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code ?? String(e),
  );

async function agencyWithClient() {
  const agency = await makeWorkspace(handle.db, { kind: "agency" });
  const jar = new Map<string, string>();
  const owner = callerFor(handle.db, { userId: agency.owner.id, workspaceId: agency.workspace.id }, jar);
  const client = await owner.identity.workspaces.createClient({ name: "Client One" });
  return { agency, owner, client, jar };
}

describe("agency and client workspaces", () => {
  it("lets an agency admin create a client workspace, switch to it and own it", async () => {
    const { agency, owner, client, jar } = await agencyWithClient();
    expect(client).toMatchObject({ kind: "client", agencyId: agency.workspace.id });
    expect(jar.get("amt.workspace")).toBe(client.id);
    expect(await owner.identity.workspaces.current()).toMatchObject({ id: client.id, role: "owner" });
    expect((await owner.identity.workspaces.list()).map((w) => w.id)).toEqual([agency.workspace.id, client.id]);
  });

  it("lets the agency's members open its clients with their agency role, and nobody else", async () => {
    const { agency, client } = await agencyWithClient();
    const member = await addMember(handle.db, agency.workspace.id, "member");
    const asMember = callerFor(handle.db, { userId: member.user.id });
    expect((await asMember.identity.workspaces.list()).map((w) => [w.id, w.role])).toEqual([
      [agency.workspace.id, "member"],
      [client.id, "member"],
    ]);
    expect(await asMember.identity.workspaces.switch({ workspaceId: client.id })).toMatchObject({ id: client.id, role: "member" });
    expect((await callerFor(handle.db, { userId: member.user.id, workspaceId: client.id }).identity.workspaces.current()).id).toBe(client.id);

    const stranger = await makeWorkspace(handle.db);
    const asStranger = callerFor(handle.db, { userId: stranger.owner.id, workspaceId: client.id });
    expect(await codeOf(asStranger.identity.workspaces.switch({ workspaceId: client.id }))).toBe("NOT_FOUND");
    expect((await asStranger.identity.workspaces.current()).id).toBe(stranger.workspace.id);
  });

  it("gives a person invited straight into the client workspace only that workspace, with their own role", async () => {
    const { agency, client } = await agencyWithClient();
    const brandContact = await makeUser(handle.db);
    await handle.db.insert(memberships).values({ workspaceId: client.id, userId: brandContact.id, role: "client" });
    const list = await callerFor(handle.db, { userId: brandContact.id }).identity.workspaces.list();
    expect(list.map((w) => [w.id, w.role])).toEqual([[client.id, "client"]]);
    expect(list.map((w) => w.id)).not.toContain(agency.workspace.id);
  });

  it("prefers a direct membership's role over the agency's", async () => {
    const { agency, client } = await agencyWithClient();
    const member = await addMember(handle.db, agency.workspace.id, "viewer");
    await handle.db.insert(memberships).values({ workspaceId: client.id, userId: member.user.id, role: "admin" });
    const caller = callerFor(handle.db, { userId: member.user.id, workspaceId: client.id });
    expect((await caller.identity.workspaces.current()).role).toBe("admin");
    expect((await caller.identity.workspaces.list()).find((w) => w.id === client.id)?.role).toBe("admin");
  });

  it("refuses client workspaces outside an agency, and to roles that can't manage clients", async () => {
    const brand = await makeWorkspace(handle.db);
    const asBrandOwner = callerFor(handle.db, { userId: brand.owner.id, workspaceId: brand.workspace.id });
    expect(await codeOf(asBrandOwner.identity.workspaces.createClient({ name: "Nope" }))).toBe("BAD_REQUEST");
    const agency = await makeWorkspace(handle.db, { kind: "agency" });
    const member = await addMember(handle.db, agency.workspace.id, "member");
    expect(
      await codeOf(callerFor(handle.db, { userId: member.user.id, workspaceId: agency.workspace.id }).identity.workspaces.createClient({ name: "Nope" })),
    ).toBe("FORBIDDEN");
  });

  it("keeps a client workspace's deletion in its agency's security log", async () => {
    const { agency, client } = await agencyWithClient();
    await requestWorkspaceDeletion(
      handle.db,
      { workspaceId: client.id, userId: agency.owner.id, role: "owner" },
      { confirmName: client.name },
      async () => undefined,
    );
    const back = callerFor(handle.db, { userId: agency.owner.id, workspaceId: agency.workspace.id });
    const log = await back.identity.audit.list({ action: "workspace.deleted" });
    expect(log.events.map((e) => e.subject)).toEqual([client.name]);
  });

  it("closes the clients when the agency is on its way to deletion", async () => {
    const { agency, client } = await agencyWithClient();
    const member = await addMember(handle.db, agency.workspace.id, "member");
    await handle.db.update(workspaces).set({ deletionRequestedAt: new Date() }).where(eq(workspaces.id, agency.workspace.id));
    const asMember = callerFor(handle.db, { userId: member.user.id, workspaceId: client.id });
    expect(await asMember.identity.workspaces.list()).toEqual([]);
    expect(await codeOf(asMember.identity.workspaces.current())).toBe("UNAUTHORIZED");
  });
});
