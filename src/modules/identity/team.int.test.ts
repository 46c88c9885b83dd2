import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeUser, makeWorkspace } from "~tests/support/factories";
import { closeTestSmtpPools, deliverQueuedMail } from "~tests/support/messaging";
import { linkIn, useLocalSmtp } from "~tests/support/smtp";
import type { DbHandle } from "@/server/db/client";
import { contacts } from "@/modules/crm/db/contacts.table";
import { workspaceMailDelivery } from "@/modules/messaging";
import { auditEvents, invitations, memberships, recordSignIn } from "./index";

let handle: DbHandle;
let smtp: Awaited<ReturnType<typeof useLocalSmtp>>;
beforeAll(async () => {
  // A real SMTP server on 127.0.0.1, configured before anything reads the settings.
  smtp = await useLocalSmtp({ rejectRecipient: (address) => address.startsWith("nobody-") });
  handle = await createTestDb();
});
afterAll(async () => {
  closeTestSmtpPools();
  await handle.close();
  await smtp.close();
});

const email = () => `colleague-${Math.random().toString(36).slice(2)}@example.test`;
const tokenOf = (link: string) => link.split("/invite/")[1]!;
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code ?? String(e),
  );

async function ownerCaller() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

describe("invitations", () => {
  it("mails a signed link through the messaging engine and SMTP that a new person uses once to sign up and join with the role", async () => {
    const { caller, workspace } = await ownerCaller();
    const address = email();
    const sent = await caller.identity.invitations.create({ email: address, role: "member" });
    expect(sent).toMatchObject({ mailed: true, mailError: null });
    expect((await caller.identity.invitations.list())[0]!.delivery).toMatchObject({ state: "queued" });
    await deliverQueuedMail(handle.db, workspace.id);
    expect((await caller.identity.invitations.list())[0]!.delivery).toMatchObject({ state: "sent", error: null });
    const mail = await smtp.waitFor(address);
    expect(mail.subject).toMatch(/invited you to Workspace/);
    const link = linkIn(mail.text);
    expect(link).toBe(sent.link);
    expect(link).toMatch(/^https?:\/\/[^/]+\/invite\/[0-9a-f-]{36}\.1\./);

    const anonymous = callerFor(handle.db, null);
    expect(await anonymous.identity.invitations.inspect({ token: tokenOf(link!) })).toMatchObject({ status: "valid", email: address, role: "member" });
    const joined = await anonymous.identity.invitations.signUpAndAccept({ token: tokenOf(link!), name: "Col League", password: "a long enough password" });
    expect(joined).toEqual({ email: address, workspaceId: workspace.id });
    expect((await caller.identity.members.list()).map((m) => [m.email, m.role])).toContainEqual([address, "member"]);

    // Once only.
    expect(await anonymous.identity.invitations.inspect({ token: tokenOf(link!) })).toMatchObject({ status: "used" });
    expect(await codeOf(anonymous.identity.invitations.signUpAndAccept({ token: tokenOf(link!), name: "Again", password: "a long enough password" }))).toBe(
      "BAD_REQUEST",
    );
  });

  it("shows a hard bounce of the invitation's mail as Bounced, with the server's reason, to this workspace only", async () => {
    const { caller, workspace } = await ownerCaller();
    const other = await ownerCaller();
    const address = `nobody-${Math.random().toString(36).slice(2)}@example.test`;
    const sent = await caller.identity.invitations.create({ email: address, role: "member" });
    expect(sent.mailed).toBe(true);
    await deliverQueuedMail(handle.db, workspace.id);
    const [row] = await caller.identity.invitations.list();
    expect(row!.delivery).toMatchObject({ state: "bounced", error: expect.stringMatching(/5\.1\.1/) });
    // The invitee is an address, not a CRM contact; another workspace sees neither the invitation nor its mail.
    expect(await handle.db.select().from(contacts).where(eq(contacts.workspaceId, workspace.id))).toEqual([]);
    expect(await other.caller.identity.invitations.list()).toEqual([]);
    expect((await workspaceMailDelivery(handle.db, other.workspace.id, [`invitation:${sent.id}:1`])).size).toBe(0);

    // A resend is a new mail (a new link); the bounced address stays suppressed, and the list says why.
    await caller.identity.invitations.resend({ invitationId: sent.id });
    await deliverQueuedMail(handle.db, workspace.id);
    expect((await caller.identity.invitations.list())[0]!.delivery).toMatchObject({ state: "suppressed", error: expect.stringMatching(/bounced before/) });
  });

  it("lets an existing account accept while signed in, only with the invited email", async () => {
    const { caller, workspace } = await ownerCaller();
    const invitee = await makeUser(handle.db);
    const stranger = await makeUser(handle.db);
    const { link } = await caller.identity.invitations.create({ email: invitee.email, role: "viewer" });
    const asStranger = callerFor(handle.db, { userId: stranger.id, email: stranger.email });
    await expect(asStranger.identity.invitations.accept({ token: tokenOf(link) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: `This invitation is for ${invitee.email}. Sign in with that email to accept it.`,
    });
    const jar = new Map<string, string>();
    const asInvitee = callerFor(handle.db, { userId: invitee.id, email: invitee.email }, jar);
    expect(await asInvitee.identity.invitations.accept({ token: tokenOf(link) })).toEqual({ workspaceId: workspace.id });
    expect(jar.get("amt.workspace")).toBe(workspace.id);
  });

  it("makes the old link stop working when an invitation is resent, and both stop when revoked", async () => {
    const { caller } = await ownerCaller();
    const address = email();
    const first = await caller.identity.invitations.create({ email: address, role: "member" });
    const second = await caller.identity.invitations.resend({ invitationId: first.id });
    expect(second.link).not.toBe(first.link);
    const anonymous = callerFor(handle.db, null);
    expect((await anonymous.identity.invitations.inspect({ token: tokenOf(first.link) })).status).toBe("invalid");
    expect((await anonymous.identity.invitations.inspect({ token: tokenOf(second.link) })).status).toBe("valid");
    await caller.identity.invitations.revoke({ invitationId: first.id });
    expect((await anonymous.identity.invitations.inspect({ token: tokenOf(second.link) })).status).toBe("revoked");
    expect(await caller.identity.invitations.list()).toEqual([]);
  });

  it("refuses an expired link and a forged one", async () => {
    const { caller } = await ownerCaller();
    const sent = await caller.identity.invitations.create({ email: email(), role: "member" });
    const anonymous = callerFor(handle.db, null);
    const forged = tokenOf(sent.link).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await anonymous.identity.invitations.inspect({ token: forged })).status).toBe("invalid");
    expect((await anonymous.identity.invitations.inspect({ token: "garbage" })).status).toBe("invalid");
    await handle.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, sent.id));
    // The signature covers the expiry, so moving it makes the link invalid; an untouched expired link says expired.
    expect((await anonymous.identity.invitations.inspect({ token: tokenOf(sent.link) })).status).toBe("invalid");
  });

  it("refuses to invite a member twice, or an address with an open invitation", async () => {
    const { caller, owner } = await ownerCaller();
    expect(await codeOf(caller.identity.invitations.create({ email: owner.email, role: "member" }))).toBe("CONFLICT");
    const address = email();
    await caller.identity.invitations.create({ email: address, role: "member" });
    expect(await codeOf(caller.identity.invitations.create({ email: address, role: "admin" }))).toBe("CONFLICT");
  });

  it("counts seats as members plus open invitations", async () => {
    const { caller, workspace } = await ownerCaller();
    await addMember(handle.db, workspace.id, "member");
    await caller.identity.invitations.create({ email: email(), role: "viewer" });
    expect(await caller.identity.members.seats()).toMatchObject({ members: 2, invited: 1, used: 3, mailEnabled: true });
  });
});

describe("members and roles", () => {
  it("changes a role, removes a member, and writes each to the audit log", async () => {
    const { caller, workspace } = await ownerCaller();
    const colleague = await addMember(handle.db, workspace.id, "member");
    const [row] = await handle.db.select().from(memberships).where(eq(memberships.userId, colleague.user.id));
    await caller.identity.members.changeRole({ memberId: row!.id, role: "viewer" });
    expect((await caller.identity.members.list()).find((m) => m.userId === colleague.user.id)?.role).toBe("viewer");
    await caller.identity.members.remove({ memberId: row!.id });
    expect((await caller.identity.members.list()).map((m) => m.userId)).not.toContain(colleague.user.id);
    const actions = (await handle.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, workspace.id))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["member.role_changed", "member.removed"]));
  });

  it("never leaves a workspace without its owner: no demotion, no removal, only a transfer", async () => {
    const { caller, owner, workspace } = await ownerCaller();
    const admin = await addMember(handle.db, workspace.id, "admin");
    const ownerRow = (await caller.identity.members.list()).find((m) => m.userId === owner.id)!;
    const asAdmin = callerFor(handle.db, { userId: admin.user.id, workspaceId: workspace.id });
    expect(await codeOf(asAdmin.identity.members.changeRole({ memberId: ownerRow.memberId, role: "member" }))).toBe("BAD_REQUEST");
    expect(await codeOf(asAdmin.identity.members.remove({ memberId: ownerRow.memberId }))).toBe("BAD_REQUEST");
    expect(await codeOf(asAdmin.identity.members.transferOwnership({ memberId: ownerRow.memberId }))).toBe("FORBIDDEN");

    const adminRow = (await caller.identity.members.list()).find((m) => m.userId === admin.user.id)!;
    await caller.identity.members.transferOwnership({ memberId: adminRow.memberId });
    const roles = Object.fromEntries((await caller.identity.members.list()).map((m) => [m.userId, m.role]));
    expect(roles).toEqual({ [owner.id]: "admin", [admin.user.id]: "owner" });
  });

  it("lets a viewer see the team but change nothing: FORBIDDEN", async () => {
    const { workspace } = await ownerCaller();
    const viewer = await addMember(handle.db, workspace.id, "viewer");
    const asViewer = callerFor(handle.db, { userId: viewer.user.id, workspaceId: workspace.id });
    expect((await asViewer.identity.members.list()).length).toBe(2);
    expect(await codeOf(asViewer.identity.invitations.create({ email: email(), role: "member" }))).toBe("FORBIDDEN");
    expect(await codeOf(asViewer.identity.invitations.list())).toBe("FORBIDDEN");
    const [row] = await handle.db.select().from(memberships).where(eq(memberships.userId, viewer.user.id));
    expect(await codeOf(asViewer.identity.members.changeRole({ memberId: row!.id, role: "admin" }))).toBe("FORBIDDEN");
  });

  it("keeps the client role out of the team list", async () => {
    const { workspace } = await ownerCaller();
    const client = await addMember(handle.db, workspace.id, "client");
    expect(await codeOf(callerFor(handle.db, { userId: client.user.id, workspaceId: workspace.id }).identity.members.list())).toBe("FORBIDDEN");
  });

  it("answers another workspace's members and invitations with NOT_FOUND and changes nothing", async () => {
    const mine = await ownerCaller();
    const theirs = await ownerCaller();
    const theirMember = await addMember(handle.db, theirs.workspace.id, "member");
    const [row] = await handle.db.select().from(memberships).where(eq(memberships.userId, theirMember.user.id));
    const invite = await theirs.caller.identity.invitations.create({ email: email(), role: "member" });
    expect(await codeOf(mine.caller.identity.members.changeRole({ memberId: row!.id, role: "viewer" }))).toBe("NOT_FOUND");
    expect(await codeOf(mine.caller.identity.members.remove({ memberId: row!.id }))).toBe("NOT_FOUND");
    expect(await codeOf(mine.caller.identity.members.transferOwnership({ memberId: row!.id }))).toBe("NOT_FOUND");
    expect(await codeOf(mine.caller.identity.invitations.resend({ invitationId: invite.id }))).toBe("NOT_FOUND");
    expect(await codeOf(mine.caller.identity.invitations.revoke({ invitationId: invite.id }))).toBe("NOT_FOUND");
    expect((await theirs.caller.identity.members.list()).find((m) => m.userId === theirMember.user.id)?.role).toBe("member");
    expect((await theirs.caller.identity.invitations.list()).map((i) => i.id)).toContain(invite.id);
  });
});

describe("security log", () => {
  it("records team changes and filters them by action, person and time, a page at a time", async () => {
    const { caller, workspace } = await ownerCaller();
    const colleague = await addMember(handle.db, workspace.id, "member");
    const [row] = await handle.db.select().from(memberships).where(eq(memberships.userId, colleague.user.id));
    const invited = email();
    await caller.identity.invitations.create({ email: invited, role: "viewer" });
    await caller.identity.members.changeRole({ memberId: row!.id, role: "viewer" });

    const all = await caller.identity.audit.list({});
    expect(all.events.map((e) => e.action)).toEqual(["member.role_changed", "invitation.sent"]);
    expect(all.events[0]).toMatchObject({ subject: colleague.user.email, details: { from: "member", to: "viewer" } });
    expect((await caller.identity.audit.list({ action: "invitation.sent" })).events.map((e) => e.subject)).toEqual([invited]);
    expect((await caller.identity.audit.list({ person: invited.slice(0, 12).toUpperCase() })).events).toHaveLength(1);
    expect((await caller.identity.audit.list({ person: "%" })).events).toHaveLength(0);
    expect((await caller.identity.audit.list({ to: new Date(Date.now() - 60_000) })).events).toHaveLength(0);
    const older = await caller.identity.audit.list({ cursor: all.events[0]!.at });
    expect(older.events.map((e) => e.action)).toEqual(["invitation.sent"]);
  });

  it("shows members' sign-ins and failed sign-ins, in every workspace they belong to", async () => {
    const first = await ownerCaller();
    const second = await makeWorkspace(handle.db);
    await handle.db.insert(memberships).values({ workspaceId: second.workspace.id, userId: first.owner.id, role: "member" });
    await recordSignIn(handle.db, first.owner.email.toUpperCase(), "failed", "203.0.113.9");
    await recordSignIn(handle.db, first.owner.email, "succeeded", null);
    await recordSignIn(handle.db, email(), "failed", "203.0.113.9");
    const log = await first.caller.identity.audit.list({});
    expect(log.events.map((e) => [e.action, e.subject])).toEqual([
      ["sign_in.succeeded", first.owner.email],
      ["sign_in.failed", first.owner.email],
    ]);
    expect(log.events[1]?.details).toEqual({ ip: "203.0.113.9" });
    const other = callerFor(handle.db, { userId: second.owner.id, workspaceId: second.workspace.id });
    expect((await other.identity.audit.list({ action: "sign_in.succeeded" })).events).toHaveLength(1);
  });

  it("is for admins: a member or viewer can't read it (FORBIDDEN)", async () => {
    const { workspace } = await ownerCaller();
    const member = await addMember(handle.db, workspace.id, "member");
    expect(await codeOf(callerFor(handle.db, { userId: member.user.id, workspaceId: workspace.id }).identity.audit.list({}))).toBe("FORBIDDEN");
  });
});
