/**
 * First-load JavaScript of every page (issue 7: report pages ≤ 150 kB gzip, charts included;
 * issue 24: every other product page ≤ 200 kB).
 *
 * Reads a production build's manifests: a route's first load is the build's root main files
 * (`build-manifest.json` rootMainFiles: the Turbopack runtime, React, Next's client) plus every
 * chunk its client reference manifest (`server/app/<route>/page_client-reference-manifest.js`)
 * lists under `entryJSFiles` for the page and for each layout, template, error, loading and
 * not-found boundary on its path (and global-error): the scripts the server's HTML names. Each
 * distinct chunk is counted once, gzipped with node:zlib at the default level 6 (level 9 and
 * brotli are printed beside it). Polyfills (`nomodule`, never loaded by modern browsers) and
 * chunks loaded later (dynamic imports, other routes' prefetches) are left out.
 *
 * The routes are every `page.tsx` under src/app (product pages, the auth pages, the public pages).
 * Report pages are the report routes of /work/shared/ROUTES.md's Data section (rows whose page is a
 * report or the cross-channel overview; the CRM there is not one), plus home and the SEO audit, which show report figures too: their
 * budget is 150 kB; every other page's is 200 kB. Routes without a page in the build are listed as
 * missing.
 *
 *   npx tsx bench/report-bundle.ts --build   # NEXT_DIST_DIR=.next-bench next build first, tsconfig.json restored after
 *   npx tsx bench/report-bundle.ts           # reads an existing build (BENCH_DIST_DIR, default .next-bench)
 *   … --browser                              # also: what Chromium fetches (see support/bundle-browser.ts)
 *   … --attribute                            # also: the pieces of each first load, by package or src folder
 *                                            # (an analysis build into <dist>-analyze; support/bundle-attribution.ts)
 *
 * Prints JSON (kept in bench/results/report-bundle.json) and flags routes over their budget.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { analyzeRoutes, type Attribution } from "./support/bundle-attribution";
import { measureInBrowser, type BrowserFigure } from "./support/bundle-browser";
import {
  appRoutes,
  budgets,
  dataReportRoutes,
  EXTRA_REPORT_ROUTES,
  overBudget,
  PAGE_LIMIT_KB,
  REPORT_LIMIT_KB,
  routeChunks,
  type Manifest,
} from "./support/bundle-budget";

const root = path.resolve(import.meta.dirname, "..");
const DIST = process.env.BENCH_DIST_DIR ?? ".next-bench";
const dist = path.join(root, DIST);
const ROUTES_FILE = process.env.BENCH_ROUTES_FILE ?? "/work/shared/ROUTES.md";

const buildEnv = {
  ...process.env,
  NEXT_DIST_DIR: DIST,
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production" as const,
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-bench-secret-bench-secret-0000",
};

function build() {
  const tsconfig = path.join(root, "tsconfig.json");
  const before = readFileSync(tsconfig, "utf8");
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    env: buildEnv,
    stdio: ["ignore", 2, "inherit"],
  });
  // next build adds its dist folder's types to tsconfig.json; put the file back as it was.
  if (readFileSync(tsconfig, "utf8") !== before) writeFileSync(tsconfig, before);
  if (r.status !== 0) throw new Error(`next build failed (${r.status})`);
  return Math.round((performance.now() - t0) / 100) / 10;
}

/** The app folder of a route: its URL path, or one with route groups ("(workspace)") in it. */
function appDirOf(route: string): string | null {
  const appRoot = path.join(dist, "server/app");
  const direct = path.join(appRoot, route);
  if (existsSync(path.join(direct, "page_client-reference-manifest.js"))) return route;
  const walk = (dir: string, rel: string): string | null => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const next = `${rel}/${entry.name}`;
      const url = next.replace(/\/\([^/]+\)/g, "");
      if (!(route === url || route.startsWith(`${url}/`) || url === "")) continue;
      if (url === route && existsSync(path.join(dir, entry.name, "page_client-reference-manifest.js"))) return next;
      const found = walk(path.join(dir, entry.name), next);
      if (found) return found;
    }
    return null;
  };
  return existsSync(appRoot) ? walk(appRoot, "") : null;
}

function clientManifest(route: string): { key: string; manifest: Manifest } | null {
  const appDir = appDirOf(route);
  if (!appDir) return null;
  const file = path.join(dist, "server/app", appDir, "page_client-reference-manifest.js");
  const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, Manifest> } = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox);
  const key = `${appDir === "/" ? "" : appDir}/page`;
  const manifest = sandbox.__RSC_MANIFEST?.[key];
  return manifest ? { key, manifest } : null;
}

const sizes = new Map<string, { raw: number; gzip: number; gzip9: number; brotli: number }>();
function sizeOf(chunk: string) {
  let s = sizes.get(chunk);
  if (!s) {
    const buf = readFileSync(path.join(dist, chunk));
    s = {
      raw: buf.length,
      gzip: gzipSync(buf).length,
      gzip9: gzipSync(buf, { level: 9 }).length,
      brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(chunk, s);
  }
  return s;
}

const kb = (n: number) => Math.round(n / 102.4) / 10;
const total = (chunks: string[]) =>
  chunks.map(sizeOf).reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, gzip9: a.gzip9 + s.gzip9, brotli: a.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    gzip9: 0,
    brotli: 0,
  });

async function main() {
  const buildS = process.argv.includes("--build") ? build() : null;
  if (!existsSync(path.join(dist, "build-manifest.json"))) throw new Error(`No build in ${DIST}: run with --build, or set BENCH_DIST_DIR.`);
  const { rootMainFiles } = JSON.parse(readFileSync(path.join(dist, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const shared = total(rootMainFiles);
  const routes = budgets([...dataReportRoutes(readFileSync(ROUTES_FILE, "utf8")), ...EXTRA_REPORT_ROUTES], appRoutes(path.join(root, "src/app")));
  const measured: Array<Record<string, unknown>> = [];
  const missing: string[] = [];
  for (const { route, kind, limitKb } of routes) {
    const m = clientManifest(route);
    if (!m) {
      missing.push(route);
      continue;
    }
    const own = routeChunks(m.manifest).filter((c) => !rootMainFiles.includes(c));
    const t = total([...rootMainFiles, ...own]);
    const ownT = total(own);
    const largest = own
      .map((c) => ({ chunk: c, gzipKb: kb(sizeOf(c).gzip) }))
      .sort((a, b) => b.gzipKb - a.gzipKb)
      .slice(0, 3);
    measured.push({
      route,
      kind,
      limitKb,
      gzipKb: kb(t.gzip),
      overLimit: overBudget(t.gzip, limitKb),
      gzip9Kb: kb(t.gzip9),
      brotliKb: kb(t.brotli),
      rawKb: kb(t.raw),
      chunks: rootMainFiles.length + own.length,
      routeOwnGzipKb: kb(ownT.gzip),
      largestOwnChunks: largest,
    });
  }
  const browser: BrowserFigure[] | null = process.argv.includes("--browser")
    ? await measureInBrowser(
        root,
        DIST,
        measured.map((r) => r.route as string),
        { syncWaitS: Number(process.env.BENCH_SYNC_WAIT_S ?? 30) },
      )
    : null;
  const attribution: Attribution[] | null = process.argv.includes("--attribute")
    ? analyzeRoutes(
        root,
        DIST,
        measured.map((r) => r.route as string),
        buildEnv,
      ).map((a) => ({ ...a, pieces: a.pieces.slice(0, 40) }))
    : null;
  const over = measured.filter((r) => r.overLimit);
  const result = {
    when: new Date().toISOString(),
    dist: DIST,
    buildS,
    method:
      "rootMainFiles + entryJSFiles of the page and of every boundary on its path (client reference manifest), each chunk once; gzip = node:zlib level 6 (default); polyfills and dynamic imports excluded",
    limitKb: { report: REPORT_LIMIT_KB, page: PAGE_LIMIT_KB },
    sharedRootMainGzipKb: kb(shared.gzip),
    routes: measured,
    over: over.map((r) => r.route),
    missing,
    browser,
    attribution,
  };
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/report-bundle.json"), JSON.stringify(result, null, 2));
  console.log(JSON.stringify(result, null, 2));
  console.error(
    `\n== first-load JS, gzip level 6 (limit ${REPORT_LIMIT_KB} kB for report pages, ${PAGE_LIMIT_KB} kB for the others); shared root files ${kb(shared.gzip)} kB`,
  );
  for (const r of measured) console.error(`${String(r.gzipKb).padStart(7)} kB / ${r.limitKb} ${r.overLimit ? "OVER " : "     "} ${r.route}`);
  for (const b of browser ?? [])
    console.error(
      `browser ${b.route}: ${b.status} → ${b.finalUrl}; ${b.loadGzipKb} kB in ${b.loadScripts} scripts at load, ${b.idleGzipKb} kB at network idle`,
    );
  for (const a of attribution?.slice(0, 1) ?? []) {
    console.error(`\npieces of ${a.route} (each module gzipped alone, sum ${a.partsGzipKb} kB; rank, don't add):`);
    for (const p of a.pieces.filter((x) => !x.framework).slice(0, 25)) console.error(`${String(p.gzipKb).padStart(7)} kB  ${p.piece} (${p.modules} modules)`);
  }
  if (missing.length) console.error(`missing (no page in the build): ${missing.join(", ")}`);
}

await main();
