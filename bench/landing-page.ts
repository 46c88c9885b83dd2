/**
 * `npx tsx bench/landing-page.ts [--build]`: a published landing page under load, served by the
 * built app (`scripts/start.mjs`, PGlite, a fresh data folder whose demo seed publishes Northwind
 * Coffee's subscription page): autocannon at 300 requests/s for BENCH_SECONDS (20) against
 * /p/<demo workspace>/coffee-subscription, and in the same run against a static file the same server
 * serves (/icon.svg), with the $pageview capture of every request included. Also the page's
 * first-load JS: the bytes (gzip level 6) of every script the HTML carries or loads. Prints JSON and
 * keeps a copy in bench/results/. BENCH_PORT (default 3210).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { signInDemo, startApp, stopAll, waitFor } from "./support/app-server";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.join(root, "bench", ".data-landing-page");
const port = Number(process.env.BENCH_PORT || 3210);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS || 20);
const RATE = 300;

type Load = { p50_ms: number; p99_ms: number; max_ms: number; req_per_s: number; errors: number; non2xx: number };

async function load(url: string, duration: number): Promise<Load> {
  const r = await autocannon({ url, connections: 20, duration, overallRate: RATE });
  return { p50_ms: r.latency.p50, p99_ms: r.latency.p99, max_ms: r.latency.max, req_per_s: r.requests.average, errors: r.errors, non2xx: r.non2xx };
}

/** Every script of the page as the browser would get it: inline bodies and fetched src files, gzipped. */
async function firstLoadJs(url: string): Promise<{ scripts: number; rawBytes: number; gzipBytes: number }> {
  const html = await (await fetch(url)).text();
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc="([^"]+)"/.exec(match[1] ?? "")?.[1];
    bodies.push(src ? await (await fetch(new URL(src, url))).text() : (match[2] ?? ""));
  }
  const raw = bodies.join("");
  return { scripts: bodies.length, rawBytes: Buffer.byteLength(raw), gzipBytes: bodies.reduce((n, b) => n + gzipSync(b, { level: 6 }).length, 0) };
}

async function main() {
  if (process.argv.includes("--build")) {
    const build = spawnSync(process.execPath, ["scripts/start.mjs", "--build-only"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NEXT_PUBLIC_SITE_URL: base },
    });
    if (build.status !== 0) throw new Error("build failed");
  }
  rmSync(dataDir, { recursive: true, force: true });
  const app = startApp({ root, port, dataDir, env: { NEXT_PUBLIC_SITE_URL: base } });
  await waitFor(`${base}/api/ready`, app.startedAt);
  const cookie = await signInDemo({ base, dataDir });
  const input = encodeURIComponent(JSON.stringify({ 0: { json: null, meta: { values: ["undefined"] } } }));
  const current = (await (await fetch(`${base}/api/trpc/identity.workspaces.current?batch=1&input=${input}`, { headers: { cookie } })).json()) as [
    { result: { data: { json: { slug: string } } } },
  ];
  const pageUrl = `${base}/p/${current[0].result.data.json.slug}/coffee-subscription`;
  const staticUrl = `${base}/icon.svg`;
  const check = await fetch(pageUrl);
  if (check.status !== 200) throw new Error(`the demo page answered ${check.status}`);

  // Warm both (the page's first render fills the cache), then measure them one after the other.
  await load(pageUrl, 3);
  await load(staticUrl, 3);
  const page = await load(pageUrl, seconds);
  const staticFile = await load(staticUrl, seconds);
  const js = await firstLoadJs(pageUrl);
  const out = JSON.stringify(
    {
      bench: "landing-page",
      at: new Date().toISOString(),
      rate_per_s: RATE,
      seconds,
      hosted_page: page,
      static_file: staticFile,
      first_load_js: js,
      headers: { "cache-control": check.headers.get("cache-control"), "content-security-policy": check.headers.get("content-security-policy") },
    },
    null,
    2,
  );
  console.log(out);
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(path.join(root, "bench", "results", `landing-page-${Date.now()}.json`), out);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
