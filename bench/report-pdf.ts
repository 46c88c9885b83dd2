/**
 * `npm run bench:pdf`: how long a report's PDF export takes, end to end, as the Export menu asks for
 * it (GET /api/reports/pdf with the person's cookies, the whole body read). Figures printed as JSON
 * and kept in bench/results/.
 *
 * Builds if needed (`scripts/start.mjs --build-only`, the same build the Playwright specs use), starts
 * the app on a fresh data folder (demo seed), signs in as the demo user and waits for the demo's
 * first syncs, then asks for the PDF of the Google Ads report and of the cross-channel overview:
 *
 * - cold: the first PDF after start (Chromium not yet running, the route not yet loaded), each report;
 * - warm: `BENCH_RUNS` (5) more of each, alternated; median, min and max;
 * - the report page's own HTML (a GET of the page with the same cookies), as many times: the server's
 *   render of the page, which the PDF can't beat (the renderer opens that page).
 *
 * The server says where a render's time went in its Server-Timing header (browser, page, ready,
 * pdf), summed up here by median. Goal: a report's PDF ready in ≤ 4 s warm.
 * `BENCH_PORT` (3202) moves the app; `BENCH_KEEP_PDF=1` keeps the last PDF of each report in bench/results/.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { median, signInDemo, startApp, stop, stopAll, waitFor, waitForSyncs } from "./support/app-server";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.join(root, "bench", ".data-bench-pdf");
const port = Number(process.env.BENCH_PORT || 3202);
const runs = Number(process.env.BENCH_RUNS || 5);
const results = path.join(root, "bench", "results");

const REPORTS = {
  "google-ads": "/marketing-dashboard/ppc-dashboard/google-ads",
  overview: "/marketing-dashboard/data/marketing-reporting-tools",
} as const;
type Report = keyof typeof REPORTS;

type Sample = { ms: number; bytes: number; pages: number; phases: Record<string, number> };

const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

/** `browser;dur=12.3, page;dur=456` → { browser: 12.3, page: 456 }. */
function serverTiming(header: string | null): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().split(";");
    const dur = params.map((p) => p.trim()).find((p) => p.startsWith("dur="));
    if (name && dur) phases[name] = Number(dur.slice(4));
  }
  return phases;
}

const QUERY = "range=last28&compare=previous";

/** Milliseconds to GET the report page's HTML, the whole body read. */
async function pageHtml(base: string, cookie: string, report: Report): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}${REPORTS[report]}?${QUERY}`, { headers: { cookie }, redirect: "manual" });
  const body = await res.text();
  if (!res.ok || !body.includes('data-report-ready="true"')) throw new Error(`${report} page: HTTP ${res.status}`);
  return performance.now() - started;
}

async function exportPdf(base: string, cookie: string, report: Report, keep = false): Promise<Sample> {
  const url = `${base}/api/reports/pdf?path=${encodeURIComponent(REPORTS[report])}&${QUERY}`;
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  if (!res.ok || body.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error(`${report}: HTTP ${res.status} ${body.toString("utf8").slice(0, 300)}`);
  if (keep) writeFileSync(path.join(results, `report-pdf-${report}.pdf`), body);
  return { ms, bytes: body.length, pages: pageCount(body), phases: serverTiming(res.headers.get("server-timing")) };
}

const round = (n: number) => Math.round(n);
function summarise(samples: Sample[]) {
  const ms = samples.map((s) => s.ms);
  const phaseNames = [...new Set(samples.flatMap((s) => Object.keys(s.phases)))];
  return {
    median_ms: round(median(ms)),
    min_ms: round(Math.min(...ms)),
    max_ms: round(Math.max(...ms)),
    runs_ms: ms.map(round),
    server_phases_median_ms: Object.fromEntries(phaseNames.map((p) => [p, round(median(samples.map((s) => s.phases[p] ?? 0)))])),
    pages: samples.at(-1)!.pages,
    kb: Math.round(samples.at(-1)!.bytes / 1024),
  };
}

async function main() {
  const busy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already in use: stop that server first`);
  const build = spawnSync(process.execPath, ["scripts/start.mjs", "--build-only"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("build failed");
  mkdirSync(results, { recursive: true });

  rmSync(dataDir, { recursive: true, force: true });
  const app = startApp({ root, port, dataDir });
  const readyMs = await waitFor(`${app.base}/api/ready`, app.startedAt);
  const cookie = await signInDemo(app);
  const settledMs = await waitForSyncs(app.base, cookie);

  const cold = { "google-ads": await exportPdf(app.base, cookie, "google-ads"), overview: await exportPdf(app.base, cookie, "overview") };
  const warm: Record<Report, Sample[]> = { "google-ads": [], overview: [] };
  const html: Record<Report, number[]> = { "google-ads": [], overview: [] };
  const keep = process.env.BENCH_KEEP_PDF === "1";
  for (let i = 0; i < runs; i++) {
    for (const report of Object.keys(REPORTS) as Report[]) {
      warm[report].push(await exportPdf(app.base, cookie, report, keep && i === runs - 1));
      html[report].push(await pageHtml(app.base, cookie, report));
    }
  }
  await stop(app.child);

  const figures = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, load_average: os.loadavg().map((l) => Math.round(l * 10) / 10), node: process.version },
    database: process.env.DATABASE_URL ? "postgres" : "pglite",
    app_ready_ms: round(readyMs),
    demo_syncs_settled_ms: settledMs === null ? null : round(settledMs),
    cold: Object.fromEntries(Object.entries(cold).map(([k, s]) => [k, { ms: round(s.ms), server_phases_ms: s.phases, pages: s.pages }])),
    warm: Object.fromEntries(Object.entries(warm).map(([k, s]) => [k, summarise(s)])),
    page_html: Object.fromEntries(Object.entries(html).map(([k, ms]) => [k, { median_ms: round(median(ms)), runs_ms: ms.map(round) }])),
    goal: "a report's PDF ready in <= 4 s (warm)",
  };
  const out = JSON.stringify(figures, null, 2);
  console.log(out);
  writeFileSync(path.join(results, `report-pdf-${Date.now()}.json`), out);
}

main().then(
  () => process.exit(0),
  async (error) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  },
);
