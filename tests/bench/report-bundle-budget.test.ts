import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  appRoutes,
  budgets,
  dataReportRoutes,
  EXTRA_REPORT_ROUTES,
  overBudget,
  PAGE_LIMIT_KB,
  REPORT_LIMIT_KB,
  routeChunks,
} from "../../bench/support/bundle-budget";

// The budget rules of bench/report-bundle.ts, checked without a build (the figures themselves need one:
// `npx tsx bench/report-bundle.ts --build`).
const pages = appRoutes(path.resolve(import.meta.dirname, "../../src/app"));
const ROUTES_FILE = process.env.BENCH_ROUTES_FILE ?? "/work/shared/ROUTES.md";

const routesMd = `
| Section | Path | Page |
| --- | --- | --- |
| Data | \`data/marketing-reporting-tools\` | Cross-channel overview |
| | \`ppc-dashboard/google-ads\` | Google Ads report |
| | \`data/crm-lists\` | CRM: contacts, companies, deals, lists |
| Settings | \`settings/general\` | Workspace settings |
`;

describe("first-load JS budgets (bench/report-bundle.ts)", () => {
  it("reads the report pages of ROUTES.md's Data section, not the CRM and not other sections", () => {
    expect(dataReportRoutes(routesMd)).toEqual(["/marketing-dashboard/data/marketing-reporting-tools", "/marketing-dashboard/ppc-dashboard/google-ads"]);
  });

  it("gives every page of the app a budget: 150 kB for report pages, 200 kB for the rest", () => {
    const all = budgets([...dataReportRoutes(routesMd), ...EXTRA_REPORT_ROUTES], pages);
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) expect(all.map((b) => b.route)).toContain(page);
    expect(all.find((b) => b.route === "/marketing-dashboard/home")).toEqual({ route: "/marketing-dashboard/home", kind: "report", limitKb: REPORT_LIMIT_KB });
    expect(all.find((b) => b.route === "/marketing-dashboard/data/crm-lists")?.limitKb).toBe(PAGE_LIMIT_KB);
    expect(all.find((b) => b.route === "/marketing-dashboard/settings/general")?.limitKb).toBe(PAGE_LIMIT_KB);
    expect(new Set(all.map((b) => b.route)).size).toBe(all.length);
  });

  it.skipIf(!existsSync(ROUTES_FILE))("finds a page in src/app for every report route of ROUTES.md (none is measured as missing)", () => {
    const reports = [...dataReportRoutes(readFileSync(ROUTES_FILE, "utf8")), ...EXTRA_REPORT_ROUTES];
    expect(reports.length).toBeGreaterThan(10);
    expect(reports.filter((r) => !pages.includes(r))).toEqual([]);
  });

  it("counts the page's chunks and those of the boundaries on its path, each once, and no other segment's", () => {
    const manifest = {
      entryJSFiles: {
        "[project]/src/app/layout": ["root.js", "providers.js"],
        "[project]/src/app/error": ["root.js", "error.js"],
        "[project]/src/app/marketing-dashboard/layout": ["shell.js"],
        "[project]/src/app/marketing-dashboard/(workspace)/layout": ["trpc.js"],
        "[project]/src/app/marketing-dashboard/(workspace)/settings/general/page": ["trpc.js", "settings.js"],
        "[project]/src/app/marketing-dashboard/home/not-found": ["elsewhere.js"],
      },
    };
    expect(routeChunks(manifest).sort()).toEqual(["error.js", "providers.js", "root.js", "settings.js", "shell.js", "trpc.js"]);
    expect(routeChunks({ entryJSFiles: { "[project]/src/app/layout": ["root.js"] } })).toEqual([]);
  });

  it("flags a page only above its budget", () => {
    expect(overBudget(200 * 1024, PAGE_LIMIT_KB)).toBe(false);
    expect(overBudget(200 * 1024 + 1, PAGE_LIMIT_KB)).toBe(true);
    expect(overBudget(151 * 1024, REPORT_LIMIT_KB)).toBe(true);
  });
});
