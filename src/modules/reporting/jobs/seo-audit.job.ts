import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { sendJob } from "@/server/jobs/boss";
import { defineJob } from "@/server/jobs/registry";
import { executeRun, type ProgressReporter } from "@/server/jobs/runs.service";
import { seoAudits, seoFindings, seoPages, type SeoAuditSummary } from "../db/seo-audit.table";
import { runChecks } from "../seo/checks";
import { crawl, type CrawlOptions, type CrawlResult } from "../seo/crawler";
import { scoreAudit } from "../seo/score";
import { SEO_AUDIT_RUN_KIND, seoAuditOf, type SeoAuditJob } from "../server/seo-audit.service";

export const SEO_AUDIT_JOB = "reporting.seo-audit";
/** Progress is written (and a cancel noticed) at most this often. */
const PROGRESS_EVERY_MS = 750;
const INSERT_BATCH = 500;

/** For tests and the benchmark: crawl options that replace the defaults (a trusted test CA, the guard policy…). */
export type SeoAuditOverrides = Partial<Omit<CrawlOptions, "startUrl" | "maxPages" | "onPage" | "signal">>;

const where = (data: SeoAuditJob) => and(eq(seoAudits.workspaceId, data.workspaceId), eq(seoAudits.id, data.auditId));

/**
 * Crawls the audit's site, runs the checks and stores the findings, pages and score, with live
 * progress (pages crawled of the limit) on the audit and its job run. A cancel stops the crawl and
 * keeps nothing. Run twice, it does its work once: a finished audit is left as it is.
 */
export async function runSeoAudit(db: Db, data: SeoAuditJob, report: ProgressReporter, overrides: SeoAuditOverrides = {}): Promise<Record<string, unknown>> {
  const audit = await seoAuditOf(db, data, data.auditId);
  if (audit.status === "done" || audit.status === "cancelled") return { status: audit.status };
  if (audit.status === "failed") throw new Error(audit.error ?? "The audit failed.");
  await db.update(seoAudits).set({ status: "running", startedAt: new Date(), pagesCrawled: 0, error: null }).where(where(data));

  const abort = new AbortController();
  let crawled = 0;
  let lastWrite = 0;
  let writing: Promise<void> | null = null;
  const writeProgress = async () => {
    lastWrite = Date.now();
    const [row] = await db.update(seoAudits).set({ pagesCrawled: crawled }).where(where(data)).returning({ status: seoAudits.status });
    if (row?.status === "cancelled") abort.abort();
    await report({ done: crawled, total: audit.pageLimit, message: `Crawled ${crawled} of up to ${audit.pageLimit} pages` });
  };
  const onPage = (n: number) => {
    crawled = n;
    if (!writing && Date.now() - lastWrite >= PROGRESS_EVERY_MS) writing = writeProgress().finally(() => (writing = null));
  };

  let result: CrawlResult;
  try {
    result = await crawl({ ...overrides, startUrl: audit.siteUrl, maxPages: audit.pageLimit, onPage, signal: abort.signal });
    await writing;
  } catch (error) {
    await db
      .update(seoAudits)
      .set({ status: "failed", error: "The crawl stopped on an unexpected error. Run it again.", finishedAt: new Date() })
      .where(where(data));
    throw error;
  }
  if (result.cancelled) return { status: "cancelled", pagesCrawled: result.pages.length };
  if (result.refused) {
    await db.update(seoAudits).set({ status: "failed", error: result.refused, finishedAt: new Date() }).where(where(data));
    return { status: "failed", error: result.refused };
  }

  const findings = runChecks(result);
  const score = scoreAudit(findings, result.pages.length);
  const counts = { error: 0, warning: 0, notice: 0 };
  for (const f of findings) counts[f.severity] += f.count;
  const summary: SeoAuditSummary = {
    robots: { status: result.robots.status, error: result.robots.error, crawlDelay: result.robots.crawlDelay, disallowed: result.robots.disallowedCount },
    sitemaps: { read: result.sitemap.read, urls: result.sitemap.urls.length },
    external: { checked: result.external.length, total: result.externalTotal },
    notCrawled: result.notCrawled,
    counts,
  };
  const stored = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(seoAudits)
      .set({ status: "done", score, summary, pagesCrawled: result.pages.length, finishedAt: new Date() })
      .where(and(where(data), eq(seoAudits.status, "running")))
      .returning({ id: seoAudits.id });
    // Cancelled while the results were computed: keep nothing.
    if (!done) return false;
    await tx.delete(seoFindings).where(and(eq(seoFindings.workspaceId, data.workspaceId), eq(seoFindings.auditId, data.auditId)));
    await tx.delete(seoPages).where(and(eq(seoPages.workspaceId, data.workspaceId), eq(seoPages.auditId, data.auditId)));
    if (findings.length)
      await tx
        .insert(seoFindings)
        .values(
          findings.map((f) => ({ workspaceId: data.workspaceId, auditId: data.auditId, check: f.check, severity: f.severity, count: f.count, urls: f.urls })),
        );
    const pages = result.pages.map((p) => ({
      workspaceId: data.workspaceId,
      auditId: data.auditId,
      url: p.url,
      depth: p.depth,
      status: p.status,
      finalUrl: p.finalUrl,
      redirects: p.redirects.length,
      timeMs: p.timeMs,
      bytes: p.bytes,
      error: p.error?.message ?? null,
      title: p.facts?.titles[0]?.slice(0, 500) ?? null,
    }));
    for (let i = 0; i < pages.length; i += INSERT_BATCH) await tx.insert(seoPages).values(pages.slice(i, i + INSERT_BATCH));
    return true;
  });
  if (stored) await report({ done: result.pages.length, total: result.pages.length, message: `Crawled ${result.pages.length} pages` });
  return stored ? { status: "done", score, pagesCrawled: result.pages.length, findings: findings.length } : { status: "cancelled" };
}

/** The job's body under its job run: progress for the page, done once. */
export function runSeoAuditJob(db: Db, data: SeoAuditJob, overrides: SeoAuditOverrides = {}) {
  return executeRun(db, data, SEO_AUDIT_RUN_KIND, data.auditId, (report) => runSeoAudit(db, data, report, overrides));
}

defineJob<SeoAuditJob>({
  name: SEO_AUDIT_JOB,
  run: async (data, { db }) => {
    await runSeoAuditJob(db, data);
  },
});

/** Queues an audit; one retry (a crawl interrupted by a restart starts again), at most one queued per audit. */
export async function enqueueSeoAudit(data: SeoAuditJob): Promise<void> {
  await sendJob(SEO_AUDIT_JOB, data, { retryLimit: 1, retryDelay: 30, singletonKey: data.auditId });
}
