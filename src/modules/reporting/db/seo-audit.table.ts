import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/db/users.table";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";

export const seoAuditStatus = pgEnum("reporting_seo_audit_status", ["queued", "running", "done", "failed", "cancelled"]);
export const seoSeverity = pgEnum("reporting_seo_severity", ["error", "warning", "notice"]);

/** What a finished crawl saw besides its findings (robots.txt, sitemaps, external links, limits). */
export type SeoAuditSummary = {
  robots: { status: number | null; error: string | null; crawlDelay: number | null; disallowed: number };
  sitemaps: { read: string[]; urls: number };
  external: { checked: number; total: number };
  notCrawled: number;
  counts: { error: number; warning: number; notice: number };
};

/**
 * One SEO audit of a site: queued, then crawled by the `reporting.seo-audit` job (progress in
 * pages_crawled of page_limit), then done with its score, or failed/cancelled. Kept as history;
 * at most one queued or running per workspace (the partial unique index).
 */
export const seoAudits = pgTable(
  "reporting_seo_audits",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    /** The start URL, normalized: audits of the same site compare by it. */
    siteUrl: text().notNull(),
    status: seoAuditStatus().notNull().default("queued"),
    pageLimit: integer().notNull(),
    pagesCrawled: integer().notNull().default(0),
    score: integer(),
    summary: jsonb().$type<SeoAuditSummary>(),
    error: text(),
    jobRunId: uuid(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("reporting_seo_audits_ws_created_idx").on(t.workspaceId, t.createdAt),
    index("reporting_seo_audits_ws_site_created_idx").on(t.workspaceId, t.siteUrl, t.createdAt),
    uniqueIndex("reporting_seo_audits_ws_active_uq")
      .on(t.workspaceId)
      .where(sql`status in ('queued', 'running')`),
  ],
);

/** One check that found something in an audit: its affected URLs (capped list) and exact count. */
export const seoFindings = pgTable(
  "reporting_seo_findings",
  {
    workspaceId: workspaceId(),
    auditId: uuid()
      .notNull()
      .references(() => seoAudits.id, { onDelete: "cascade" }),
    check: text().notNull(),
    severity: seoSeverity().notNull(),
    count: integer().notNull(),
    urls: jsonb().$type<Array<{ url: string; detail?: string }>>().notNull(),
  },
  (t) => [uniqueIndex("reporting_seo_findings_ws_audit_check_uq").on(t.workspaceId, t.auditId, t.check)],
);

/** Every page an audit fetched, with its answer and timings (at most the audit's page limit). */
export const seoPages = pgTable(
  "reporting_seo_pages",
  {
    workspaceId: workspaceId(),
    auditId: uuid()
      .notNull()
      .references(() => seoAudits.id, { onDelete: "cascade" }),
    url: text().notNull(),
    depth: integer().notNull(),
    status: integer(),
    finalUrl: text().notNull(),
    redirects: integer().notNull().default(0),
    timeMs: integer().notNull(),
    bytes: integer().notNull(),
    error: text(),
    title: text(),
  },
  (t) => [uniqueIndex("reporting_seo_pages_ws_audit_url_uq").on(t.workspaceId, t.auditId, t.url)],
);
