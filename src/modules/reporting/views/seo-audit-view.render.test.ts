import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JobProgress } from "@/components/ui/job-progress";
import { buttonVariants } from "@/components/ui/plain-button";
import { cn } from "@/lib/cn";
import { AuditProgress } from "../ui/seo/audit-progress";
import type { SeoAuditDetail, SeoAuditSummaryRow, SeoList } from "../ui/seo/format";
import { STOP_AUDIT_CLASS } from "../ui/seo/stop-audit-button";
import type { SeoAuditPage } from "./seo-audit-page";
import { SeoAuditView } from "./seo-audit-view";

/** The app router as pages have it (the page's islands read it with useRouter); nothing here navigates. */
const router = { push() {}, replace() {}, prefetch() {}, back() {}, forward() {}, refresh() {} } as never;
const actions = { start: async () => ({ errors: {} }), stop: async () => ({ error: null }) };
const render = (page: SeoAuditPage) =>
  renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: router }, createElement(SeoAuditView, { page, actions })));
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const row = (a: Partial<SeoAuditSummaryRow> & Pick<SeoAuditSummaryRow, "id" | "status">) =>
  ({
    siteUrl: "https://www.example.com/",
    pageLimit: 500,
    pagesCrawled: 120,
    score: null,
    summary: null,
    error: null,
    jobRunId: null,
    createdAt: new Date("2026-11-21T14:05:00Z"),
    startedAt: null,
    finishedAt: null,
    ...a,
  }) as SeoAuditSummaryRow;
const running = row({ id: "a-running", status: "running" });
const done = row({ id: "a-done", status: "done", score: 92, finishedAt: new Date("2026-11-21T14:09:00Z") });
const list = (audits: SeoAuditSummaryRow[]): SeoList => ({
  audits,
  defaultUrl: "https://www.example.com/",
  pageLimit: 500,
  format: { locale: "en-US", timeZone: "UTC" },
});
const detail = {
  ...done,
  findings: [{ check: "title-missing", severity: "error", count: 1, urls: [{ url: "https://www.example.com/a", detail: null }] }],
} as unknown as SeoAuditDetail;
const page = (p: Partial<Extract<SeoAuditPage, { canRead: true }>>): SeoAuditPage => ({
  canRead: true,
  canManage: true,
  list: list([]),
  active: null,
  selected: null,
  detail: null,
  diff: null,
  ...p,
});

describe("SeoAuditView", () => {
  it("tells a role without reports that audits aren't theirs", () => {
    expect(text(render({ canRead: false }))).toContain("SEO audits aren't part of your role");
  });

  it("offers the first audit to those who may run one; tells the others who can", () => {
    const manager = render(page({}));
    expect(manager).toContain('aria-label="Run an SEO audit"');
    expect(text(manager)).toContain("No audit yet Enter your site's address above and run the first audit.");
    expect(manager).not.toContain("Audit history");
    const viewer = render(page({ canManage: false }));
    expect(viewer).not.toContain("<form");
    expect(text(viewer)).toContain("Owners, admins and members run audits. You can read their findings.");
  });

  it("shows a running audit's progress as a named progress bar, with Stop only for those who may", () => {
    const html = render(page({ list: list([running]), active: running }));
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="24"[^>]*aria-label="Audit progress"/);
    expect(html).toContain('data-testid="seo-progress-text">120 of up to 500 pages crawled. You can leave this page: the audit goes on.</p>');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Run audit<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Stop audit<\/button>/);
    expect(html).not.toContain("No audit yet");
    expect(render(page({ canManage: false, list: list([running]), active: running }))).not.toContain("Stop audit");
  });

  it("draws the progress and its Stop as JobProgress did, without cn or the dialog at first load", () => {
    expect(STOP_AUDIT_CLASS).toBe(cn(buttonVariants({ variant: "outline" })));
    const stop = { label: "Stop audit", title: "Stop this audit?", description: "", keepLabel: "Keep crawling", pending: false, onStop: async () => undefined };
    const before = renderToStaticMarkup(
      createElement(JobProgress, {
        id: "seo-progress-title",
        title: "Crawling",
        subject: running.siteUrl,
        done: 120,
        total: 500,
        label: "Audit progress",
        detailTestId: "seo-progress-text",
        stop,
        children: "120 of up to 500 pages crawled. You can leave this page: the audit goes on.",
      }),
    );
    expect(renderToStaticMarkup(createElement(AuditProgress, { audit: running, locale: "en-US", stop: actions.stop }))).toBe(before);
    expect(renderToStaticMarkup(createElement(AuditProgress, { audit: { ...running, status: "queued" }, locale: "en-US", stop: null }))).toContain(
      ">Waiting for a worker…<",
    );
  });

  it("shows the chosen audit's score, findings, comparison and the history", () => {
    const html = render(
      page({ list: list([done]), selected: done, detail: { data: detail, error: null }, diff: { data: { previous: null, diff: null }, error: null } }),
    );
    expect(html).toMatch(/data-testid="seo-score"[^>]*><span[^>]*>92<\/span>/);
    expect(html).toContain('data-testid="finding-title-missing"');
    expect(text(html)).toContain("This is the first finished audit of this site");
    expect(html).toContain('aria-label="Audit history"');
    expect(html).toMatch(/<tr [^>]*aria-current="true"/);
  });

  it("counts each severity once: the summary above the findings says what the list's headings say", () => {
    const findings = [
      { check: "title-missing", severity: "error", count: 3, urls: [] },
      { check: "broken-external-link", severity: "warning", count: 5, urls: [] },
      { check: "h1-missing", severity: "warning", count: 2, urls: [] },
    ];
    // The stored summary sums affected URLs (3 errors, 7 warnings); the page counts findings.
    const summary = {
      counts: { error: 3, warning: 7, notice: 0 },
      robots: { status: 404, error: null, disallowed: 0, crawlDelay: null },
      sitemaps: { read: [], urls: 0 },
      external: { checked: 0, total: 0 },
      notCrawled: 0,
    };
    const audit = { ...detail, summary, findings } as unknown as SeoAuditDetail;
    const t = text(render(page({ list: list([done]), selected: done, detail: { data: audit, error: null } })));
    expect(t).toContain("Errors 1 Warnings 2 Notices 0");
    expect(t).toContain("Errors (1)");
    expect(t).toContain("Warnings (2)");
    expect(t).not.toContain("Notices (");
    expect(t).toContain("3 URLs");
  });

  it("says in an alert when the audit or its comparison didn't load", () => {
    const html = render(
      page({ list: list([done]), selected: done, detail: { data: null, error: "SEO audit not found." }, diff: { data: null, error: "SEO audit not found." } }),
    );
    expect(html).toContain('<p role="alert" class="text-sm text-destructive">This audit didn&#x27;t load. SEO audit not found.</p>');
    expect(html).toContain('<p role="alert" class="text-sm text-destructive">The comparison didn&#x27;t load. SEO audit not found.</p>');
  });
});
