import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { setPlanManually } from "@/modules/billing";
import { auditEvents } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { jobRuns } from "@/server/jobs/job-runs.table";
import { seoAudits, seoPages } from "./db/seo-audit.table";
import { runSeoAuditJob } from "./jobs/seo-audit.job";
import { checkIds } from "./seo/catalog";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { startSeoTestSite, type SeoTestSite } from "./seo/test-site";

let handle: DbHandle;
let boss: PgBoss;
let site: SeoTestSite;
beforeAll(async () => {
  handle = await createTestDb();
  // The queue on the test database, not worked: the test runs each queued audit itself.
  boss = await getBoss(handle, { work: false });
  site = await startSeoTestSite({ tls: true, pages: 40 });
  setEgressAllowHostsForTests(site.allowHosts);
});
afterAll(async () => {
  setEgressAllowHostsForTests(null);
  await site.close();
  await boss.stop({ graceful: false, close: false, wait: true });
  await handle.close();
});

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: unknown) => (e instanceof TRPCError ? e.code : `unexpected: ${String(e)}`),
  );

async function workspace() {
  const ws = await makeWorkspace(handle.db);
  await setPlanManually(handle.db, ws.workspace.id, "standard");
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

/** Starts an audit through the procedure and runs its job here, as the worker would. */
async function audit(caller: TestCaller, workspaceId: string, url = site.url) {
  const { auditId } = await caller.reporting.seo.start({ url });
  await runSeoAuditJob(handle.db, { workspaceId, auditId }, { ca: site.ca });
  return caller.reporting.seo.get({ auditId });
}

describe("SEO audit", () => {
  it("crawls the test site, finds every planted problem, obeys robots.txt and scores the site", async () => {
    const { caller, workspace: ws, owner } = await workspace();
    const result = await audit(caller, ws.id);
    expect(result.status).toBe("done");
    const found = new Set(result.findings.map((f) => f.check));
    const siteWide = ["robots-unreachable", "start-disallowed", "sitemap-missing"];
    expect(checkIds.filter((c) => !siteWide.includes(c) && !found.has(c))).toEqual([]);
    const urlsOf = (check: string) => result.findings.find((f) => f.check === check)!.urls.map((u) => u.url);
    expect(urlsOf("title-missing")).toEqual([`${site.origin}/missing-title`]);
    expect(urlsOf("status-4xx")).toEqual([`${site.origin}/gone`]);
    expect(urlsOf("mixed-content")).toEqual([`${site.origin}/mixed`]);
    expect(urlsOf("orphan-page")).toEqual([`${site.origin}/orphan`]);
    expect(urlsOf("redirect-loop")).toEqual([`${site.origin}/redirect-loop`]);
    expect(urlsOf("broken-external-link")).toEqual([`${site.origin}/`]);
    // robots.txt: /private/ is disallowed (never fetched, not even from the sitemap); a longer Allow wins.
    const paths = site.requests.filter((r) => r.host.startsWith("127.0.0.1")).map((r) => r.path);
    expect(paths).not.toContain("/private/secret");
    expect(paths).toContain("/private/allowed-page");
    expect(result.summary?.robots.disallowed).toBe(1);
    expect(result.summary?.sitemaps.read).toHaveLength(3);
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThan(100);
    // Every page is stored once, with its answer; the run reports the pages crawled.
    const pages = await handle.db
      .select()
      .from(seoPages)
      .where(and(eq(seoPages.workspaceId, ws.id), eq(seoPages.auditId, result.id)));
    expect(pages.length).toBe(result.pagesCrawled);
    expect(pages.find((p) => p.url === `${site.origin}/gone`)?.status).toBe(404);
    const [run] = await handle.db.select().from(jobRuns).where(eq(jobRuns.id, result.jobRunId!));
    expect(run).toMatchObject({ status: "succeeded", done: result.pagesCrawled });
    const [event] = await handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.workspaceId, ws.id), eq(auditEvents.action, "reports.seo_audit_started")));
    expect(event).toMatchObject({ actorId: owner.id, subject: site.url });
  });

  it("stops at the plan's page allowance", async () => {
    const { caller, workspace: ws } = await workspace();
    await setPlanManually(handle.db, ws.id, "basic");
    const result = await audit(caller, ws.id);
    expect(result.pageLimit).toBe(100);
    expect(result.pagesCrawled).toBeLessThanOrEqual(100);
    const many = await startSeoTestSite({ pages: 300 });
    setEgressAllowHostsForTests([...site.allowHosts, ...many.allowHosts]);
    try {
      const big = await audit(caller, ws.id, many.url);
      expect(big.pagesCrawled).toBe(100);
      expect(big.summary?.notCrawled).toBeGreaterThan(0);
    } finally {
      setEgressAllowHostsForTests(site.allowHosts);
      await many.close();
    }
  });

  it("compares an audit with the previous one of the same site: fixed, new and still open", async () => {
    const { caller, workspace: ws } = await workspace();
    site.setOmit(["slow"]);
    const first = await audit(caller, ws.id);
    site.setOmit(["missing-title", "gone", "canonical-broken", "no-alt"]);
    const second = await audit(caller, ws.id);
    site.setOmit([]);
    expect(await caller.reporting.seo.diff({ auditId: first.id })).toEqual({ previous: null, diff: null });
    const { previous, diff } = await caller.reporting.seo.diff({ auditId: second.id });
    expect(previous?.id).toBe(first.id);
    const state = (check: string) => diff!.checks.find((c) => c.check === check)?.state;
    expect(state("title-missing")).toBe("fixed");
    expect(state("status-4xx")).toBe("fixed");
    expect(state("img-alt-missing")).toBe("fixed");
    expect(state("slow-response")).toBe("new");
    expect(state("mixed-content")).toBe("open");
    const links = diff!.checks.find((c) => c.check === "broken-internal-link")!;
    expect(links.state).toBe("open");
    expect(links.before).toBe(1);
    expect(diff!.fixed).toBeGreaterThanOrEqual(3);
    expect(second.score).toBeGreaterThan(first.score!);
    const history = await caller.reporting.seo.list();
    expect(history.audits.map((a) => a.id)).toEqual([second.id, first.id]);
    expect(history.defaultUrl).toBe(site.url);
  });

  it("runs one audit at a time per workspace, and a cancelled audit keeps nothing", async () => {
    const { caller, workspace: ws } = await workspace();
    const { auditId } = await caller.reporting.seo.start({ url: site.url });
    expect(await codeOf(caller.reporting.seo.start({ url: site.url }))).toBe("CONFLICT");
    await caller.reporting.seo.cancel({ auditId });
    await runSeoAuditJob(handle.db, { workspaceId: ws.id, auditId }, { ca: site.ca });
    const cancelled = await caller.reporting.seo.get({ auditId });
    expect(cancelled).toMatchObject({ status: "cancelled", findings: [] });
    expect(await codeOf(caller.reporting.seo.cancel({ auditId }))).toBe("BAD_REQUEST");
    // The slot is free again.
    const next = await audit(caller, ws.id);
    expect(next.status).toBe("done");
  });

  it("refuses private, loopback and metadata addresses with a sentence, before queuing anything", async () => {
    const { caller, workspace: ws } = await workspace();
    setEgressAllowHostsForTests([]);
    try {
      await expect(caller.reporting.seo.start({ url: site.url })).rejects.toThrow(/standard web ports/);
      await expect(caller.reporting.seo.start({ url: "http://2130706433/" })).rejects.toThrow("127.0.0.1 is a loopback address");
      await expect(caller.reporting.seo.start({ url: "10.1.2.3" })).rejects.toThrow("10.1.2.3 is a private network address");
      await expect(caller.reporting.seo.start({ url: "http://169.254.169.254/latest/meta-data/" })).rejects.toThrow(/cloud metadata/);
      await expect(caller.reporting.seo.start({ url: "ftp://example.com/" })).rejects.toThrow(/Enter a web address|Only http and https/);
    } finally {
      setEgressAllowHostsForTests(site.allowHosts);
    }
    expect(await handle.db.select().from(seoAudits).where(eq(seoAudits.workspaceId, ws.id))).toEqual([]);
  });

  it("lets viewers and clients read audits but not run them", async () => {
    const { caller, workspace: ws } = await workspace();
    const done = await audit(caller, ws.id);
    for (const role of ["viewer", "client"] as const) {
      const person = await addMember(handle.db, ws.id, role);
      const reader = callerFor(handle.db, { userId: person.user.id, workspaceId: ws.id });
      expect((await reader.reporting.seo.get({ auditId: done.id })).findings.length).toBeGreaterThan(0);
      expect(await codeOf(reader.reporting.seo.start({ url: site.url }))).toBe("FORBIDDEN");
    }
  });
});
