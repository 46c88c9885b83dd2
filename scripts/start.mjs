#!/usr/bin/env node
/**
 * `npm start`: needs no configuration. Creates DATA_DIR, generates and keeps a local auth secret
 * when none is set, builds when there is no build (or the sources are newer), then runs the web
 * server (scripts/server.mjs: Next.js as `next start` would run it, with forwarding headers trusted
 * only from TRUSTED_PROXIES), which migrates, seeds the demo workspace on the first run and starts
 * the worker. Prints the URL and the demo sign-in once the server answers.
 *
 *   --dev         run the web server in development mode (what `next dev` does) instead of building
 *   --build-only  build if needed, then exit
 *   --rebuild     build even when the build looks current
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const env = { NEXT_TELEMETRY_DISABLED: "1", ...process.env };

const dataDir = path.resolve(root, env.DATA_DIR || ".data");
mkdirSync(dataDir, { recursive: true });
env.DATA_DIR = dataDir;

if (!env.NEXTAUTH_SECRET) {
  const secretFile = path.join(dataDir, "auth-secret");
  if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString("base64url"), { mode: 0o600 });
  env.NEXTAUTH_SECRET = readFileSync(secretFile, "utf8").trim();
}
const port = env.PORT || "3000";
env.PORT = port;
const basePath = env.AUTH_BASE_PATH || "/api/auth";
const siteUrl = (env.NEXT_PUBLIC_SITE_URL || `http://localhost:${port}`).replace(/\/$/, "");
env.NEXTAUTH_URL ||= `${siteUrl}${basePath}`;

const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
const webServer = path.join(root, "scripts", "server.mjs");
/**
 * V8 flags for the server process, which runs the sync worker too. A young generation of 32 MB
 * semi-spaces (Node 20's default is 16 MB) lets a sync's parsed answers die young instead of being
 * promoted and collected again: the 1M-row ingest bench measured 10.8–11.4 s against 11.7–13.2 s
 * (3 alternating pairs) and about 1 s less CPU. `npm run worker` (package.json) and
 * bench/connectors-ingest.ts use the same flag.
 */
const serverFlags = ["--max-semi-space-size=32"];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// Public settings are inlined into the build: a build made with other values (say, the benchmark's
// NEXT_PUBLIC_SITE_URL) must not be reused, or it links to the wrong site.
// Except the product's analytics and ad tag ids: the server reads them per request and hands them to
// the browser (analytics' ProductAnalytics), so they are kept out of the build and changing them needs none.
const RUNTIME_PUBLIC = new Set(["NEXT_PUBLIC_GA_ID", "NEXT_PUBLIC_GTM_ID", "NEXT_PUBLIC_PIXEL_ID", "NEXT_PUBLIC_POSTHOG_KEY", "NEXT_PUBLIC_POSTHOG_HOST"]);
const buildEnv = Object.fromEntries(Object.entries(env).filter(([k]) => !RUNTIME_PUBLIC.has(k)));
const publicEnv = JSON.stringify(
  Object.fromEntries(
    Object.entries(buildEnv)
      .filter(([k]) => k.startsWith("NEXT_PUBLIC_"))
      .sort(),
  ),
);
const publicEnvMarker = path.join(root, env.NEXT_DIST_DIR || ".next", "public-env.json");

function needsBuild() {
  const marker = path.join(root, env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  if (!existsSync(marker)) return true;
  if (!existsSync(publicEnvMarker) || readFileSync(publicEnvMarker, "utf8") !== publicEnv) return true;
  const built = statSync(marker).mtimeMs;
  const inputs = ["src", "drizzle", "next.config.ts", "package.json"].map((p) => path.join(root, p));
  return inputs.some((p) => existsSync(p) && (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs) > built);
}

if (args.has("--dev")) {
  spawn(process.execPath, [webServer, "--dev"], { cwd: root, env: { ...env, NODE_ENV: "development" }, stdio: "inherit" }).on("exit", (c) =>
    process.exit(c ?? 1),
  );
} else {
  env.NODE_ENV = "production";
  if (args.has("--rebuild") || needsBuild()) {
    console.log("Building AI Marketing Tools (first run, or the sources changed)…");
    const build = spawnSync(process.execPath, [next, "build"], { cwd: root, env: buildEnv, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeFileSync(publicEnvMarker, publicEnv);
  }
  if (args.has("--build-only")) process.exit(0);

  env.HOSTNAME ||= "0.0.0.0";
  const server = spawn(process.execPath, [...serverFlags, webServer], { cwd: root, env, stdio: "inherit" });
  // The embedded database allows one process: tools like `npm run plan:set` read this and wait their turn.
  const pidFile = path.join(dataDir, "server.pid");
  writeFileSync(pidFile, String(server.pid));
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => {
    rmSync(pidFile, { force: true });
    process.exit(code ?? 0);
  });

  // Announce once the server answers (it migrates and seeds on its first request cycle).
  const started = Date.now();
  const announce = async () => {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.ok) {
        const demoFile = path.join(dataDir, "demo-sign-in.json");
        console.log(`\n  AI Marketing Tools is running at ${siteUrl}`);
        if (existsSync(demoFile)) {
          const demo = JSON.parse(readFileSync(demoFile, "utf8"));
          console.log(`  Demo sign-in: ${demo.email} / ${demo.password}  (saved in ${path.relative(root, demoFile)})`);
        }
        console.log("");
        return;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() - started < 120_000) setTimeout(announce, 300);
  };
  setTimeout(announce, 300);
}
