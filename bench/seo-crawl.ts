/**
 * The SEO audit at size: the local test site with 2,000 ordinary pages (plus its ~30 pages of planted
 * problems, robots.txt and sitemaps), served over HTTPS on 127.0.0.1, audited end to end by the
 * job (`runSeoAuditJob`: robots.txt, sitemaps, the crawl through the SSRF guard at 4 requests at
 * a time, external links, the checks, and the findings and pages written to the database). Each
 * run audits the same site in a fresh workspace; median of 3.
 *
 *   npx tsx --conditions=react-server --tsconfig tsconfig.json bench/seo-crawl.ts
 *
 * Options: BENCH_PAGES (default 2000), BENCH_RUNS (default 3). Goal: ≤ 60 s. Printed as JSON and
 * kept in bench/results/seo-crawl.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0000";
process.env.LOG_LEVEL ??= "silent";

const root = path.resolve(import.meta.dirname, "..");
const PAGES = Number(process.env.BENCH_PAGES ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const { setPlanManually } = await import("../src/modules/billing");
  const { runSeoAuditJob } = await import("../src/modules/reporting/jobs/seo-audit.job");
  const { startSeoAudit } = await import("../src/modules/reporting/server/seo-audit.service");
  const { setEgressAllowHostsForTests } = await import("../src/server/egress");
  const { startSeoTestSite } = await import("../src/modules/reporting/seo/test-site");
  const { createTestDb } = await import("../tests/support/db");
  const { makeWorkspace } = await import("../tests/support/factories");

  const handle = await createTestDb();
  const site = await startSeoTestSite({ pages: PAGES, tls: true });
  setEgressAllowHostsForTests(site.allowHosts);
  const runs: Array<{ seconds: number; pagesCrawled: number; score: number | null; findings: number }> = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const { tenant, workspace } = await makeWorkspace(handle.db);
      // Premium crawls up to 5,000 pages: the whole site fits.
      await setPlanManually(handle.db, workspace.id, "premium");
      const queued: Array<{ workspaceId: string; auditId: string }> = [];
      const started = performance.now();
      const { auditId } = await startSeoAudit(handle.db, tenant, { url: site.url }, async (data) => void queued.push(data));
      const run = await runSeoAuditJob(handle.db, queued[0]!, { ca: site.ca });
      const seconds = (performance.now() - started) / 1000;
      const result = run.result as { pagesCrawled: number; score: number; findings: number };
      if (run.status !== "succeeded") throw new Error(`audit ${auditId} ended ${run.status}: ${run.error}`);
      runs.push({ seconds: Number(seconds.toFixed(2)), pagesCrawled: result.pagesCrawled, score: result.score, findings: result.findings });
    }
  } finally {
    setEgressAllowHostsForTests(null);
    await site.close();
    await handle.close();
  }
  const out = {
    bench: "seo-crawl",
    site: { ordinaryPages: PAGES, served: "https://127.0.0.1 (local test site, planted problems)" },
    concurrency: 4,
    runs,
    medianSeconds: median(runs.map((r) => r.seconds)),
    pagesPerSecond: Number((median(runs.map((r) => r.pagesCrawled)) / median(runs.map((r) => r.seconds))).toFixed(1)),
    goalSeconds: 60,
    database: process.env.TEST_DATABASE_URL ? "postgresql" : "pglite",
  };
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(path.join(root, "bench", "results", "seo-crawl.json"), JSON.stringify(out, null, 2));
  console.log(JSON.stringify(out, null, 2));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
