import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { workspaces } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { LimitReachedError } from "@/server/errors";
import { assertWithinLimit, checkLimit, recordUsage, setPaymentsConfig, setPlanManually, usage } from "./index";
import { TRIAL_DAYS } from "./plans";

let handle: DbHandle;
beforeAll(async () => {
  setPaymentsConfig(null); // no Stripe: the self-hosted case
  handle = await createTestDb();
});
afterAll(async () => {
  setPaymentsConfig(undefined);
  await handle.close();
});

const email = () => `person-${Math.random().toString(36).slice(2)}@example.test`;
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code ?? String(e),
  );

async function owner() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

async function age(workspaceId: string, days: number) {
  await handle.db
    .update(workspaces)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(workspaces.id, workspaceId));
}

describe("trial and meters", () => {
  it(`starts a new workspace on a ${TRIAL_DAYS}-day Standard trial with a meter per limit`, async () => {
    const { caller } = await owner();
    const o = await caller.billing.overview();
    expect(o).toMatchObject({ plan: "standard", source: "trial", status: "trialing", standing: { phase: "trial", access: "full", trialDaysLeft: TRIAL_DAYS } });
    expect(o.meters.map((m) => [m.key, m.used, m.limit])).toEqual([
      ["users", 1, 3],
      ["sources", 0, 10],
      ["emails", 0, 25_000],
      ["contacts", 0, 5_000],
      ["aiGenerations", 0, 500],
      ["storage", 0, 25 * 1024 ** 3],
    ]);
    expect(o.meters.find((m) => m.key === "emails")!.resetsAt).toBeInstanceOf(Date);
    expect(o.meters.find((m) => m.key === "contacts")!.resetsAt).toBeNull();
    expect(o.payments).toEqual({ enabled: false });
  });

  it("meters flows per calendar month and stocks until they go down", async () => {
    const { tenant } = await owner();
    const november = new Date("2026-11-15T00:00:00Z");
    await recordUsage(handle.db, tenant, "emails", 1200, november);
    await recordUsage(handle.db, tenant, "emails", 300, november);
    await recordUsage(handle.db, tenant, "contacts", 40);
    await recordUsage(handle.db, tenant, "contacts", -15);
    await recordUsage(handle.db, tenant, "contacts", -100); // never below zero
    await recordUsage(handle.db, tenant, "contacts", 7);
    const now = await usage(handle.db, tenant);
    expect(now.used.contacts).toBe(7);
    expect((await checkLimit(handle.db, tenant, "emails", 0)).used).toBe(new Date().getUTCMonth() === 10 ? 1500 : 0);
  });

  it("refuses to consume past a limit with a message that names the plan and what is left", async () => {
    const { tenant } = await owner();
    await recordUsage(handle.db, tenant, "contacts", 4_990);
    await expect(assertWithinLimit(handle.db, tenant, "contacts", 10)).resolves.toBeUndefined();
    const refused = assertWithinLimit(handle.db, tenant, "contacts", 11);
    await expect(refused).rejects.toBeInstanceOf(LimitReachedError);
    await expect(refused).rejects.toMatchObject({
      limit: "contacts",
      message:
        "Your Standard plan includes 5,000 contacts and 4,990 are in use. This needs 11 and 10 are left. Upgrade your plan or buy an add-on to go further.",
    });
    // Said before a bulk action starts.
    expect(await checkLimit(handle.db, tenant, "contacts", 500)).toMatchObject({ allowed: false, remaining: 10, limit: 5_000 });
  });
});

describe("seats at invitation", () => {
  it("counts members and open invitations, refuses the invitation past the plan's seats, and frees the seat on revoke", async () => {
    const { caller } = await owner();
    await caller.identity.invitations.create({ email: email(), role: "member" });
    const second = await caller.identity.invitations.create({ email: email(), role: "admin" });
    const refused = caller.identity.invitations.create({ email: email(), role: "viewer" });
    await expect(refused).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringMatching(/^Your Standard plan includes 3 seats and all are in use\./),
    });
    // The error carries the limit for the client's upgrade action.
    await expect(refused).rejects.toMatchObject({ cause: expect.objectContaining({ limit: "users" }) });
    // Client access is free.
    expect(await codeOf(caller.identity.invitations.create({ email: email(), role: "client" }))).toBe("OK");
    await caller.identity.invitations.revoke({ invitationId: second.id });
    expect(await codeOf(caller.identity.invitations.create({ email: email(), role: "viewer" }))).toBe("OK");
    expect((await caller.billing.overview()).meters[0]).toMatchObject({ key: "users", used: 3, limit: 3 });
  });

  it("takes a seat when a client is given a team role", async () => {
    const { caller, workspace } = await owner();
    await addMember(handle.db, workspace.id, "member");
    await addMember(handle.db, workspace.id, "member");
    const client = await addMember(handle.db, workspace.id, "client");
    const members = await caller.identity.members.list();
    const clientRow = members.find((m) => m.userId === client.user.id)!;
    expect(await codeOf(caller.identity.members.changeRole({ memberId: clientRow.memberId, role: "viewer" }))).toBe("PRECONDITION_FAILED");
  });

  it("limits a workspace whose trial ended: nothing new is consumed, everything stays readable", async () => {
    const { caller, workspace } = await owner();
    await age(workspace.id, TRIAL_DAYS + 1);
    const o = await caller.billing.overview();
    expect(o.standing).toMatchObject({ phase: "trial_ended", access: "limited" });
    await expect(caller.identity.invitations.create({ email: email(), role: "member" })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringMatching(/trial ended/),
    });
    expect(await caller.billing.standing()).toMatchObject({ phase: "trial_ended", notice: { tone: "danger" } });
  });
});

describe("plan:set (self-hosted)", () => {
  it("sets a plan by slug or id, and its limits apply", async () => {
    const { caller, workspace, tenant } = await owner();
    await age(workspace.id, 30);
    const done = await setPlanManually(handle.db, workspace.slug, "basic");
    expect(done).toMatchObject({ accountId: workspace.id, plan: "basic" });
    expect(await caller.billing.overview()).toMatchObject({ plan: "basic", source: "manual", status: "active", standing: { access: "full" } });
    await expect(assertWithinLimit(handle.db, tenant, "users", 1)).rejects.toBeInstanceOf(LimitReachedError);
    await setPlanManually(handle.db, workspace.id, "enterprise");
    expect((await usage(handle.db, tenant)).limits.users).toBe(50);
    const log = await caller.identity.audit.list({ action: "billing.plan_changed" });
    expect(log.events[0]!.details).toMatchObject({ summary: "Basic → Enterprise (set by an administrator)" });
  });

  it("rejects an unknown plan or workspace with a clear message", async () => {
    const { workspace } = await owner();
    await expect(setPlanManually(handle.db, workspace.slug, "gold")).rejects.toThrow(
      'Unknown plan "gold". Use one of: basic, standard, advanced, premium, enterprise.',
    );
    await expect(setPlanManually(handle.db, "no-such-workspace", "basic")).rejects.toThrow('Workspace "no-such-workspace" not found.');
  });

  it("explains that payments aren't configured when someone tries to buy", async () => {
    const { caller } = await owner();
    await expect(caller.billing.checkout({ plan: "advanced", interval: "month" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/Payments aren't set up on this server/),
    });
    await expect(caller.billing.portal()).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("agencies", () => {
  it("bills client workspaces through their agency and pools their usage", async () => {
    const agency = await makeWorkspace(handle.db, { kind: "agency" });
    const agencyCaller = callerFor(handle.db, { userId: agency.owner.id, workspaceId: agency.workspace.id });
    const client = await agencyCaller.identity.workspaces.createClient({ name: "Client One" });
    const clientCaller = callerFor(handle.db, { userId: agency.owner.id, workspaceId: client.id });
    await recordUsage(handle.db, { workspaceId: client.id }, "contacts", 120);
    await recordUsage(handle.db, agency.tenant, "contacts", 30);
    const fromClient = await clientCaller.billing.overview();
    expect(fromClient.account).toMatchObject({ id: agency.workspace.id, viaAgency: true });
    expect(fromClient.meters.find((m) => m.key === "contacts")!.used).toBe(150);
    expect((await agencyCaller.billing.overview()).meters.find((m) => m.key === "contacts")!.used).toBe(150);
    await setPlanManually(handle.db, client.id, "premium");
    expect((await agencyCaller.billing.overview()).plan).toBe("premium");
  });
});

describe("roles", () => {
  it("lets the team read the plan, only owners and admins buy, and clients see neither", async () => {
    const { workspace } = await owner();
    const member = await addMember(handle.db, workspace.id, "member");
    const client = await addMember(handle.db, workspace.id, "client");
    const asMember = callerFor(handle.db, { userId: member.user.id, workspaceId: workspace.id });
    const asClient = callerFor(handle.db, { userId: client.user.id, workspaceId: workspace.id });
    expect(await codeOf(asMember.billing.overview())).toBe("OK");
    expect(await codeOf(asMember.billing.checkout({ plan: "advanced", interval: "month" }))).toBe("FORBIDDEN");
    expect(await codeOf(asClient.billing.overview())).toBe("FORBIDDEN");
    expect(await codeOf(asClient.billing.standing())).toBe("OK");
  });
});
