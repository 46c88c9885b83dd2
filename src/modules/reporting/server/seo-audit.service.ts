import "server-only";
import { and, asc, desc, eq, inArray, lt } from "drizzle-orm";
import { entitlements, seoAuditPages } from "@/modules/billing";
import { getCompanyProfile, getWorkspaceSettings, recordAudit, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { ConflictError, InvalidError, LimitReachedError, NotFoundError } from "@/server/errors";
import { openRun } from "@/server/jobs/runs.service";
import { siteUrlFrom, type SeoAuditIdInput, type StartSeoAuditInput } from "../contracts/seo-audit.contracts";
import { seoAudits, seoFindings } from "../db/seo-audit.table";
import { severityOrder, type CheckId } from "../seo/catalog";
import { diffFindings } from "../seo/diff";
import { checkStartUrl, GuardError } from "../seo/guard";

export const SEO_AUDIT_RUN_KIND = "reporting.seo-audit";
/** A queued or running audit that hasn't moved for this long is taken as dead (its worker stopped). */
export const STALE_AFTER_MS = 10 * 60_000;

export type SeoAuditJob = { workspaceId: string; auditId: string };
export type SeoAuditRow = typeof seoAudits.$inferSelect;

const summaryColumns = {
  id: seoAudits.id,
  siteUrl: seoAudits.siteUrl,
  status: seoAudits.status,
  pageLimit: seoAudits.pageLimit,
  pagesCrawled: seoAudits.pagesCrawled,
  score: seoAudits.score,
  summary: seoAudits.summary,
  error: seoAudits.error,
  jobRunId: seoAudits.jobRunId,
  createdAt: seoAudits.createdAt,
  startedAt: seoAudits.startedAt,
  finishedAt: seoAudits.finishedAt,
};

/** The audit of this workspace, or NOT_FOUND. */
export async function seoAuditOf(db: Db, tenant: Pick<Tenant, "workspaceId">, id: string): Promise<SeoAuditRow> {
  const [row] = await db
    .select()
    .from(seoAudits)
    .where(and(eq(seoAudits.workspaceId, tenant.workspaceId), eq(seoAudits.id, id)));
  if (!row) throw new NotFoundError("SEO audit");
  return row;
}

/** Pages one audit may crawl on the workspace's plan. */
async function planAllowance(db: Db, tenant: Pick<Tenant, "workspaceId">) {
  const e = await entitlements(db, tenant.workspaceId, new Date(), "contacts");
  return { pageLimit: seoAuditPages[e.state.plan], standing: e.standing };
}

/** Marks audits whose worker went away as failed, so they don't hold the workspace's one running slot. */
async function failStale(db: Db, tenant: Pick<Tenant, "workspaceId">) {
  await db
    .update(seoAudits)
    .set({ status: "failed", error: "The audit stopped responding. Run it again.", finishedAt: new Date() })
    .where(
      and(
        eq(seoAudits.workspaceId, tenant.workspaceId),
        inArray(seoAudits.status, ["queued", "running"]),
        lt(seoAudits.updatedAt, new Date(Date.now() - STALE_AFTER_MS)),
      ),
    );
}

/**
 * The page's data: the audit history (newest first), the address to suggest (the last audited, else
 * the company profile's website), the plan's page allowance, and how the workspace writes times.
 */
export async function listSeoAudits(db: Db, tenant: Tenant) {
  await failStale(db, tenant);
  const [audits, profile, { pageLimit }, settings] = await Promise.all([
    db.select(summaryColumns).from(seoAudits).where(eq(seoAudits.workspaceId, tenant.workspaceId)).orderBy(desc(seoAudits.createdAt)).limit(30),
    getCompanyProfile(db, tenant),
    planAllowance(db, tenant),
    getWorkspaceSettings(db, tenant),
  ]);
  return { audits, defaultUrl: audits[0]?.siteUrl ?? (profile.website || ""), pageLimit, format: { locale: settings.locale, timeZone: settings.timeZone } };
}

/** One audit with its findings, most severe first. */
export async function getSeoAudit(db: Db, tenant: Tenant, input: SeoAuditIdInput) {
  const audit = await seoAuditOf(db, tenant, input.auditId);
  const findings = await db
    .select({ check: seoFindings.check, severity: seoFindings.severity, count: seoFindings.count, urls: seoFindings.urls })
    .from(seoFindings)
    .where(and(eq(seoFindings.workspaceId, tenant.workspaceId), eq(seoFindings.auditId, audit.id)))
    .orderBy(asc(seoFindings.check));
  findings.sort((a, b) => severityOrder.indexOf(a.severity) - severityOrder.indexOf(b.severity) || b.count - a.count);
  const { createdBy: _by, workspaceId: _ws, updatedAt: _u, ...visible } = audit;
  return { ...visible, findings: findings.map((f) => ({ ...f, check: f.check as CheckId })) };
}

/** The audit against the previous finished audit of the same site: checks fixed, new and still open. */
export async function diffSeoAudit(db: Db, tenant: Tenant, input: SeoAuditIdInput) {
  const audit = await seoAuditOf(db, tenant, input.auditId);
  if (audit.status !== "done") return { previous: null, diff: null };
  const [previous] = await db
    .select({ id: seoAudits.id, score: seoAudits.score, finishedAt: seoAudits.finishedAt, createdAt: seoAudits.createdAt })
    .from(seoAudits)
    .where(
      and(
        eq(seoAudits.workspaceId, tenant.workspaceId),
        eq(seoAudits.siteUrl, audit.siteUrl),
        eq(seoAudits.status, "done"),
        lt(seoAudits.createdAt, audit.createdAt),
      ),
    )
    .orderBy(desc(seoAudits.createdAt))
    .limit(1);
  if (!previous) return { previous: null, diff: null };
  const rows = await db
    .select({ auditId: seoFindings.auditId, check: seoFindings.check, severity: seoFindings.severity, count: seoFindings.count, urls: seoFindings.urls })
    .from(seoFindings)
    .where(and(eq(seoFindings.workspaceId, tenant.workspaceId), inArray(seoFindings.auditId, [audit.id, previous.id])));
  const of = (id: string) => rows.filter((r) => r.auditId === id).map((r) => ({ ...r, check: r.check as CheckId }));
  return { previous, diff: diffFindings(of(previous.id), of(audit.id)) };
}

/**
 * Starts an audit of a site: the address must pass the SSRF guard (and resolve to a public
 * address), the plan sets the page limit, and a workspace runs one audit at a time (CONFLICT
 * otherwise). Queues the `reporting.seo-audit` job; returns the audit and the run the page follows.
 */
export async function startSeoAudit(db: Db, tenant: Tenant, input: StartSeoAuditInput, enqueue: (data: SeoAuditJob) => Promise<void>) {
  const siteUrl = siteUrlFrom(input.url);
  if (!siteUrl) throw new InvalidError("Enter a web address such as https://example.com", { url: "Enter a web address such as https://example.com" });
  try {
    await checkStartUrl(siteUrl);
  } catch (error) {
    if (error instanceof GuardError) throw new InvalidError(error.message, { url: error.message });
    throw error;
  }
  const { pageLimit, standing } = await planAllowance(db, tenant);
  if (standing.access === "limited") throw new LimitReachedError(standing.limitedReason ?? "Your plan doesn't allow new audits right now.", "seoAuditPages");
  await failStale(db, tenant);
  const started = await db.transaction(async (tx) => {
    const [audit] = await tx
      .insert(seoAudits)
      .values({ workspaceId: tenant.workspaceId, siteUrl, pageLimit, createdBy: tenant.userId })
      .onConflictDoNothing()
      .returning({ id: seoAudits.id });
    if (!audit) throw new ConflictError("An audit is already running in this workspace. Wait for it to finish, or stop it, before starting another.");
    const { run } = await openRun(tx as unknown as Db, tenant, SEO_AUDIT_RUN_KIND, audit.id, pageLimit);
    await tx
      .update(seoAudits)
      .set({ jobRunId: run.id })
      .where(and(eq(seoAudits.workspaceId, tenant.workspaceId), eq(seoAudits.id, audit.id)));
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "reports.seo_audit_started",
      subject: siteUrl,
      details: { summary: `SEO audit of ${siteUrl}, up to ${pageLimit} pages` },
    });
    return { auditId: audit.id, jobRunId: run.id };
  });
  try {
    await enqueue({ workspaceId: tenant.workspaceId, auditId: started.auditId });
  } catch (error) {
    await db
      .update(seoAudits)
      .set({ status: "failed", error: "The audit couldn't be queued. Try again.", finishedAt: new Date() })
      .where(and(eq(seoAudits.workspaceId, tenant.workspaceId), eq(seoAudits.id, started.auditId)));
    throw error;
  }
  return started;
}

/** Stops a queued or running audit; the crawl stops within a second or so and keeps no findings. */
export async function cancelSeoAudit(db: Db, tenant: Tenant, input: SeoAuditIdInput) {
  const audit = await seoAuditOf(db, tenant, input.auditId);
  const [cancelled] = await db
    .update(seoAudits)
    .set({ status: "cancelled", finishedAt: new Date(), error: null })
    .where(and(eq(seoAudits.workspaceId, tenant.workspaceId), eq(seoAudits.id, audit.id), inArray(seoAudits.status, ["queued", "running"])))
    .returning({ id: seoAudits.id, status: seoAudits.status });
  if (!cancelled) throw new InvalidError("This audit has already finished.");
  return cancelled;
}
