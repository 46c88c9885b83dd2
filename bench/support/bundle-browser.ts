/**
 * What Chromium really fetches on a report page's first load, to check the manifest figures (and
 * to catch JavaScript loaded after hydration, such as dynamically imported charts): `next start`
 * on the build with a fresh embedded database (the demo workspace seeded and connected to the
 * platform stand-ins, as on a first `npm start`), the demo account signed in, then each route
 * opened in a new context (empty cache) while every script response is recorded: those up to the
 * `load` event, and all of them until the network is idle. Bodies are gzipped here (level 6).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

export type BrowserFigure = {
  route: string;
  status: number | null;
  finalUrl: string;
  loadGzipKb: number;
  loadScripts: number;
  idleGzipKb: number;
  idleScripts: number;
  afterLoad: string[];
};

export async function measureInBrowser(root: string, distDir: string, routes: string[], opts: { syncWaitS: number }): Promise<BrowserFigure[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "amt-bundle-"));
  const base = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production" as const,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    NEXTAUTH_URL: `${base}/api/auth`,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-bench-secret-bench-secret-0000",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
  };
  const server = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error("next start did not become ready in 180 s");
      try {
        if ((await fetch(`${base}/api/ready`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    // Let the demo workspace's first syncs land, so report pages draw their charts.
    await new Promise((r) => setTimeout(r, opts.syncWaitS * 1000));
    const demo = JSON.parse(readFileSync(path.join(dataDir, "demo-sign-in.json"), "utf8")) as { email: string; password: string };
    const signIn = await browser.newContext({ baseURL: base });
    const page = await signIn.newPage();
    await page.goto("/auth/signin");
    await page.getByLabel(/^Email\*?$/).fill(demo.email);
    await page.getByLabel(/^Password\*?$/).fill(demo.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/marketing-dashboard\//, { timeout: 30_000 });
    const state = await signIn.storageState();
    await signIn.close();

    const out: BrowserFigure[] = [];
    for (const route of routes) {
      const ctx = await browser.newContext({ baseURL: base, storageState: state });
      const p = await ctx.newPage();
      const scripts = new Map<string, { gzip: number; afterLoad: boolean }>();
      let loaded = false;
      const pending: Promise<void>[] = [];
      p.on("response", (res) => {
        if (res.request().resourceType() !== "script") return;
        const afterLoad = loaded;
        pending.push(
          res
            .body()
            .then((b) => void scripts.set(res.url(), { gzip: gzipSync(b).length, afterLoad }))
            .catch(() => undefined),
        );
      });
      p.on("load", () => {
        loaded = true;
      });
      const res = await p.goto(route, { waitUntil: "load" });
      await p.waitForLoadState("networkidle").catch(() => undefined);
      await Promise.all(pending);
      const all = [...scripts.values()];
      const atLoad = all.filter((s) => !s.afterLoad);
      const kb = (xs: { gzip: number }[]) => Math.round(xs.reduce((a, s) => a + s.gzip, 0) / 102.4) / 10;
      out.push({
        route,
        status: res?.status() ?? null,
        finalUrl: new URL(p.url()).pathname,
        loadGzipKb: kb(atLoad),
        loadScripts: atLoad.length,
        idleGzipKb: kb(all),
        idleScripts: all.length,
        afterLoad: [...scripts].filter(([, s]) => s.afterLoad).map(([u]) => new URL(u).pathname),
      });
      await ctx.close();
    }
    return out;
  } finally {
    await browser.close();
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
