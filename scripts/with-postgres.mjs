#!/usr/bin/env node
/**
 * Runs a command against a throwaway PostgreSQL cluster: initdb in a temporary folder, start it on
 * 127.0.0.1 on a free port, run the command with TEST_DATABASE_URL set, then stop the cluster and
 * delete the folder, whatever the command's outcome. PostgreSQL won't run as root, so as root the
 * server runs as the `postgres` user.
 *
 *   node scripts/with-postgres.mjs <command> [args…]
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

function findBin() {
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(path.join(root, v, "bin", "initdb"))) return path.join(root, v, "bin");
  }
  const which = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" });
  if (which.status === 0) return path.dirname(which.stdout.trim());
  console.error("PostgreSQL is not installed (no initdb). On Debian: apt-get install postgresql.");
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const bin = findBin();
const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(path.join(tmpdir(), "amt-pg-"));
const data = path.join(dir, "data");
const port = await freePort();

function pg(tool, args) {
  const cmd = path.join(bin, tool);
  const result = asRoot
    ? spawnSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" })
    : spawnSync(cmd, args, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${tool} failed:\n${result.stdout}\n${result.stderr}`);
}

let status = 1;
let started = false;
try {
  if (asRoot) {
    chmodSync(dir, 0o777);
    spawnSync("chown", ["postgres:postgres", dir]);
  }
  pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"]);
  pg("pg_ctl", [
    "-D",
    data,
    "-w",
    "-l",
    path.join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    "start",
  ]);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL for tests at 127.0.0.1:${port}`);
  const [cmd, ...args] = process.argv.slice(2);
  // Run asynchronously so a SIGTERM/SIGINT (CI timeout, Ctrl-C) reaches the command and the cluster
  // is still stopped below, instead of being left running.
  const child = spawn(cmd, args, { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: url }, shell: process.platform === "win32" });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  status = await new Promise((resolve) => {
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });
} catch (error) {
  console.error(String(error));
} finally {
  if (started) {
    try {
      pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
    } catch (error) {
      console.error(String(error));
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
