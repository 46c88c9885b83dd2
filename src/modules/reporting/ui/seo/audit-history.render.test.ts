import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "@/components/ui/plain-button";
import { RunHistoryTable } from "@/components/ui/run-history-table";
import { cn } from "@/lib/cn";
import { AuditHistory } from "./audit-history";
import type { SeoAuditSummaryRow } from "./format";
import { OPEN_AUDIT_CLASS, OpenAuditButton } from "./open-audit-button";

/** The app router as pages have it (the Open buttons read it with useRouter); nothing here navigates. */
const router = { push() {}, replace() {}, prefetch() {}, back() {}, forward() {}, refresh() {} } as never;
const audit = (a: Partial<SeoAuditSummaryRow> & Pick<SeoAuditSummaryRow, "id" | "status">) =>
  ({
    siteUrl: "https://www.example.com/",
    pagesCrawled: 1204,
    pageLimit: 5000,
    score: 87,
    createdAt: new Date("2026-11-21T14:05:00Z"),
    ...a,
  }) as SeoAuditSummaryRow;
const audits = [
  audit({ id: "running", status: "running", pagesCrawled: 12, score: null }),
  audit({ id: "done", status: "done" }),
  audit({ id: "failed", status: "failed", score: null }),
];
const format = { locale: "en-US", timeZone: "UTC" };
const inRouter = (element: ReturnType<typeof createElement>) => renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: router }, element));
const html = inRouter(createElement(AuditHistory, { audits, selectedId: "done", format }));
const rows = html.split("<tr").slice(2);
const text = (h: string) =>
  h
    .replace(/<[^>]+>/g, "|")
    .replace(/\|+/g, "|")
    .replace(/\s/g, " ");

describe("AuditHistory", () => {
  it("is the table the page names Audit history, with a row per audit", () => {
    expect(html).toContain('aria-label="Audit history"');
    expect(text(html.split("<tbody")[0]!)).toContain("|Started|Site|Status|Pages|Score|Open|");
    expect(rows).toHaveLength(3);
  });

  it("writes each audit's start in the workspace's zone, its site, status, pages and score", () => {
    expect(text(rows[1]!)).toContain("|Nov 21, 2026, 2:05 PM|https://www.example.com/|Done|1,204|87|Shown|");
    expect(text(rows[0]!)).toContain("|Crawling|12|—|Open|");
    expect(text(rows[2]!)).toContain("|Failed|1,204|—|Open|");
  });

  it("opens a finished audit by its time, not one still crawling", () => {
    expect(rows[2]).toMatch(/<button(?![^>]*disabled="")[^>]*aria-label="Open the audit of Nov 21, 2026, 2:05\sPM"/);
    expect(rows[0]).toMatch(/<button[^>]*disabled=""/);
    expect(rows[1]).toContain('aria-current="true"');
  });

  it("draws its Open buttons as RunHistoryTable's own (a small ghost Button), without cn", () => {
    expect(OPEN_AUDIT_CLASS).toBe(cn(buttonVariants({ variant: "ghost", size: "sm" })));
    const designSystem = renderToStaticMarkup(
      createElement(RunHistoryTable<SeoAuditSummaryRow>, {
        label: "Audit history",
        runs: audits,
        columns: [],
        selectedId: "done",
        onSelect: () => undefined,
        openLabel: (a) => `Open ${a.id}`,
        canOpen: (a) => a.status !== "running",
      }),
    );
    const ours = inRouter(
      createElement(RunHistoryTable<SeoAuditSummaryRow>, {
        label: "Audit history",
        runs: audits,
        columns: [],
        selectedId: "done",
        renderOpen: ({ run, label, selected, disabled }) => createElement(OpenAuditButton, { auditId: run.id, label, selected, disabled }),
        openLabel: (a) => `Open ${a.id}`,
        canOpen: (a) => a.status !== "running",
      }),
    );
    expect(ours).toBe(designSystem);
  });
});
