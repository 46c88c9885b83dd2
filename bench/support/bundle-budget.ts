/**
 * The first-load budgets of bench/report-bundle.ts, as pure functions (tested in
 * tests/bench/report-bundle-budget.test.ts without a build): which routes are report pages, each
 * route's budget, which chunks of a client reference manifest a route loads first, and the verdict.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

export const REPORT_LIMIT_KB = 150;
export const PAGE_LIMIT_KB = 200;

/** Not in the Data section, but they show report figures (issue 7). */
export const EXTRA_REPORT_ROUTES = [
  "/marketing-dashboard",
  "/marketing-dashboard/home",
  "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources/organic/seo-audit-report",
];

/** The report pages of ROUTES.md's Data section (rows whose page is a report or the overview), as URLs. */
export function dataReportRoutes(routesMd: string): string[] {
  const out: string[] = [];
  let inData = false;
  for (const line of routesMd.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    if (cells.length < 4 || !line.startsWith("|")) continue;
    if (cells[1]) inData = cells[1] === "Data";
    if (!inData) continue;
    // Only the section's report pages: data/crm-lists (the CRM) is a product page with the 200 kB budget.
    if (!/report|overview/i.test(cells[3] ?? "")) continue;
    for (const m of cells[2]!.matchAll(/`([^`]+)`/g)) out.push(`/marketing-dashboard/${m[1]}`);
  }
  return out;
}

/** Every page of the app under `appDir`, as a URL pattern (route groups dropped, dynamic segments kept: `/u/[token]`). */
export function appRoutes(appDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${rel}/${entry.name}`);
      else if (entry.name === "page.tsx") out.push(rel.replace(/\/\([^/]+\)/g, "") || "/");
    }
  };
  walk(appDir, "");
  return out.sort();
}

export type Budget = { route: string; kind: "report" | "page"; limitKb: number };

/** Report pages first (150 kB), then every other page of the app (200 kB), each once. */
export function budgets(reportRoutes: readonly string[], pages: readonly string[]): Budget[] {
  const reports = new Set(reportRoutes);
  return [...reports, ...pages.filter((r) => !reports.has(r))].map((route) =>
    reports.has(route) ? { route, kind: "report", limitKb: REPORT_LIMIT_KB } : { route, kind: "page", limitKb: PAGE_LIMIT_KB },
  );
}

export type Manifest = { entryJSFiles: Record<string, string[]> };

/** The chunks the HTML of a route names: the page's and every boundary's (layout, error, not-found…) on its path. */
export function routeChunks(manifest: Manifest): string[] {
  const entries = Object.keys(manifest.entryJSFiles);
  const page = entries.find((k) => k.endsWith("/page"));
  if (!page) return [];
  const pageDir = page.slice(0, -"/page".length);
  const chunks = new Set<string>();
  for (const k of entries) {
    const dir = k.slice(0, k.lastIndexOf("/"));
    if (k === page || pageDir === dir || pageDir.startsWith(`${dir}/`)) for (const c of manifest.entryJSFiles[k]!) chunks.add(c);
  }
  return [...chunks];
}

/** Over its budget: more gzip bytes than `limitKb` kB (1 kB = 1,024 bytes). */
export const overBudget = (gzipBytes: number, limitKb: number): boolean => gzipBytes > limitKb * 1024;
