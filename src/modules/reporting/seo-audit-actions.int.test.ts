import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { setPlanManually } from "@/modules/billing";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { seoAudits } from "./db/seo-audit.table";
import { runSeoAuditJob } from "./jobs/seo-audit.job";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { startSeoTestSite, type SeoTestSite } from "./seo/test-site";
import { startSeoAudit, stopSeoAudit } from "./views/seo-audit-actions";
import { loadSeoAuditPage } from "./views/seo-audit-page";

// The actions read the session from the request (actionCaller); here it is the caller of the person
// each test acts as, on the test database. The page's refresh is recorded.
const session = vi.hoisted(() => ({ caller: null as TestCaller | null, refreshes: 0 }));
vi.mock("@/trpc/server", () => ({
  actionCaller: async () => ({ caller: session.caller, requestId: "test-request" }),
  serverCaller: async () => session.caller,
}));
vi.mock("next/cache", () => ({ refresh: () => void session.refreshes++ }));

let handle: DbHandle;
let boss: PgBoss;
let site: SeoTestSite;
beforeAll(async () => {
  handle = await createTestDb();
  boss = await getBoss(handle, { work: false });
  site = await startSeoTestSite({ pages: 3 });
  setEgressAllowHostsForTests(site.allowHosts);
});
afterAll(async () => {
  setEgressAllowHostsForTests(null);
  await site.close();
  await boss.stop({ graceful: false, close: false, wait: true });
  await handle.close();
});
beforeEach(() => {
  session.refreshes = 0;
});

async function workspace() {
  const ws = await makeWorkspace(handle.db);
  await setPlanManually(handle.db, ws.workspace.id, "standard");
  return ws;
}
function actAs(userId: string, workspaceId: string) {
  session.caller = callerFor(handle.db, { userId, workspaceId });
}
const start = (url: string) => {
  const form = new FormData();
  form.set("url", url);
  return startSeoAudit({ errors: {} }, form);
};
const auditsOf = (workspaceId: string) =>
  handle.db.select({ id: seoAudits.id, status: seoAudits.status }).from(seoAudits).where(eq(seoAudits.workspaceId, workspaceId));
const statusOf = async (workspaceId: string, id: string) =>
  (
    await handle.db
      .select({ status: seoAudits.status })
      .from(seoAudits)
      .where(and(eq(seoAudits.workspaceId, workspaceId), eq(seoAudits.id, id)))
  )[0]?.status;

/** Starts an audit through the action and runs its job here, as the worker would. */
async function finishedAudit(workspaceId: string) {
  await start(site.url);
  const [running] = (await auditsOf(workspaceId)).filter((a) => a.status === "queued");
  await runSeoAuditJob(handle.db, { workspaceId, auditId: running!.id });
  return running!.id;
}

describe("SEO audit server actions", () => {
  it("start an audit for a member who may, and read the page again", async () => {
    const { workspace: ws, owner } = await workspace();
    actAs(owner.id, ws.id);
    expect(await start(site.url)).toEqual({ errors: {} });
    expect(session.refreshes).toBe(1);
    expect(await auditsOf(ws.id)).toEqual([{ id: expect.any(String), status: "queued" }]);
  });

  it("put the server's message for the address on the field, before anything is queued", async () => {
    const { workspace: ws, owner } = await workspace();
    actAs(owner.id, ws.id);
    expect(await start("")).toEqual({ errors: { url: "Enter your site's address" } });
    expect(await start("ftp://example.com/")).toEqual({ errors: { url: "Enter a web address such as https://example.com" } });
    expect(await start("http://192.168.1.1/")).toEqual({ errors: { url: "192.168.1.1 is a private network address; the audit only crawls public websites." } });
    expect(session.refreshes).toBe(0);
    expect(await auditsOf(ws.id)).toEqual([]);
  });

  it("say on the form that one audit runs at a time", async () => {
    const { workspace: ws, owner } = await workspace();
    actAs(owner.id, ws.id);
    await start(site.url);
    expect(await start(site.url)).toEqual({
      errors: { form: "An audit is already running in this workspace. Wait for it to finish, or stop it, before starting another." },
    });
    expect(await auditsOf(ws.id)).toHaveLength(1);
  });

  it("stop the workspace's running audit, once", async () => {
    const { workspace: ws, owner } = await workspace();
    actAs(owner.id, ws.id);
    await start(site.url);
    const [audit] = await auditsOf(ws.id);
    session.refreshes = 0;
    expect(await stopSeoAudit(audit!.id)).toEqual({ error: null });
    expect(session.refreshes).toBe(1);
    expect(await statusOf(ws.id, audit!.id)).toBe("cancelled");
    expect(await stopSeoAudit(audit!.id)).toEqual({ error: "This audit has already finished." });
  });

  it("don't let a viewer or a client start or stop an audit", async () => {
    const { workspace: ws, owner } = await workspace();
    actAs(owner.id, ws.id);
    await start(site.url);
    const [audit] = await auditsOf(ws.id);
    for (const role of ["viewer", "client"] as const) {
      const person = await addMember(handle.db, ws.id, role);
      actAs(person.user.id, ws.id);
      session.refreshes = 0;
      expect(await start(site.url)).toEqual({ errors: { form: "Your role doesn't allow this. Ask a workspace admin." } });
      expect(await stopSeoAudit(audit!.id)).toEqual({ error: "Your role doesn't allow this. Ask a workspace admin." });
      expect(session.refreshes).toBe(0);
    }
    expect(await auditsOf(ws.id)).toEqual([{ id: audit!.id, status: "queued" }]);
  });

  it("refuse another workspace's audit as not found, and leave it running", async () => {
    const a = await workspace();
    const b = await workspace();
    actAs(a.owner.id, a.workspace.id);
    await start(site.url);
    const [audit] = await auditsOf(a.workspace.id);
    actAs(b.owner.id, b.workspace.id);
    expect(await stopSeoAudit(audit!.id)).toEqual({ error: "SEO audit not found." });
    expect(await statusOf(a.workspace.id, audit!.id)).toBe("queued");
  });

  it("act in the person's own workspace when their cookie names one they don't belong to", async () => {
    const a = await workspace();
    const b = await workspace();
    actAs(a.owner.id, a.workspace.id);
    await start(site.url);
    const [audit] = await auditsOf(a.workspace.id);
    actAs(b.owner.id, a.workspace.id);
    expect(await stopSeoAudit(audit!.id)).toEqual({ error: "SEO audit not found." });
    expect(await statusOf(a.workspace.id, audit!.id)).toBe("queued");
    expect(await start(site.url)).toEqual({ errors: {} });
    expect(await auditsOf(a.workspace.id)).toHaveLength(1);
    expect(await auditsOf(b.workspace.id)).toHaveLength(1);
  });
});

describe("the SEO audit page, read on the server", () => {
  it("shows the session's workspace's audits: ?audit= opens one of its finished audits, never another workspace's", async () => {
    const a = await workspace();
    const b = await workspace();
    actAs(b.owner.id, b.workspace.id);
    const foreign = await finishedAudit(b.workspace.id);
    actAs(a.owner.id, a.workspace.id);
    const first = await finishedAudit(a.workspace.id);
    const second = await finishedAudit(a.workspace.id);

    const newest = await loadSeoAuditPage(null);
    if (!newest.canRead) throw new Error("an owner reads audits");
    expect(newest.list.audits.map((x) => x.id)).toEqual([second, first]);
    expect(newest).toMatchObject({
      canManage: true,
      active: null,
      selected: { id: second },
      detail: { data: { id: second, status: "done" }, error: null },
      diff: { data: { previous: { id: first } }, error: null },
    });
    expect(await loadSeoAuditPage(first)).toMatchObject({
      selected: { id: first },
      detail: { data: { id: first } },
      diff: { data: { previous: null, diff: null } },
    });
    expect(await loadSeoAuditPage(foreign)).toMatchObject({ selected: { id: second }, detail: { data: { id: second } } });
    expect(await loadSeoAuditPage("not-an-id")).toMatchObject({ selected: { id: second } });
  });

  it("lets a viewer read audits, not run them, and shows a running audit as active", async () => {
    const { workspace: ws, owner } = await workspace();
    actAs(owner.id, ws.id);
    const done = await finishedAudit(ws.id);
    await start(site.url);
    const viewer = await addMember(handle.db, ws.id, "viewer");
    actAs(viewer.user.id, ws.id);
    const page = await loadSeoAuditPage(null);
    expect(page).toMatchObject({ canRead: true, canManage: false, active: { status: "queued", siteUrl: site.url }, selected: { id: done } });
  });
});
