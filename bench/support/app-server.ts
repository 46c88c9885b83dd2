/**
 * The built app as a benchmark drives it: `node scripts/start.mjs` on a port and a data folder of
 * the bench's own, waits on its health URLs, the demo user's sign-in (next-auth's credentials flow,
 * cookies kept), and stops what it started, also when a run throws.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export type AppServer = { child: ChildProcess; startedAt: number; base: string; dataDir: string };

/** The app servers still running: `stopAll` (on a failed run) stops them, so the port is free for the next. */
const running = new Set<ChildProcess>();

export function startApp(options: { root: string; port: number; dataDir: string; env?: Record<string, string> }): AppServer {
  const base = `http://127.0.0.1:${options.port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: options.root,
    env: { ...process.env, PORT: String(options.port), DATA_DIR: options.dataDir, LOG_LEVEL: "warn", HOSTNAME: "127.0.0.1", ...options.env },
    stdio: "ignore",
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  return { child, startedAt, base, dataDir: options.dataDir };
}

/** Milliseconds from `since` until `url` answers 2xx (polled every 20 ms). */
export async function waitFor(url: string, since: number): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

export const stopAll = () => Promise.all([...running].map(stop));

/** Signs in as the demo user (demo-sign-in.json in the data folder); the Cookie header to send. */
export async function signInDemo(app: Pick<AppServer, "base" | "dataDir">): Promise<string> {
  const demo = JSON.parse(readFileSync(path.join(app.dataDir, "demo-sign-in.json"), "utf8")) as { email: string; password: string };
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const [k, ...v] = pair!.split("=");
      jar.set(k!, v.join("="));
    }
  };
  const csrfRes = await fetch(`${app.base}/api/auth/csrf`);
  keep(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(`${app.base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie() },
    body: new URLSearchParams({ csrfToken, email: demo.email, password: demo.password, json: "true", callbackUrl: app.base }),
  });
  keep(res);
  if (![...jar.keys()].some((k) => k.includes("session-token"))) throw new Error("bench sign-in failed");
  return cookie();
}

/**
 * Waits (up to `limitMs`) until no demo source has been syncing for three polls a second apart:
 * the demo's first syncs run in the server's process after start-up. Null if one still was.
 */
export async function waitForSyncs(base: string, cookie: string, limitMs = 60_000): Promise<number | null> {
  const since = performance.now();
  const input = encodeURIComponent(JSON.stringify({ 0: { json: null, meta: { values: ["undefined"] } } }));
  const url = `${base}/api/trpc/connectors.overview?batch=1&input=${input}`;
  let quiet = 0;
  while (performance.now() - since < limitMs) {
    const body = await (await fetch(url, { headers: { cookie } })).text();
    quiet = /"health":"syncing"/.test(body) ? 0 : quiet + 1;
    if (quiet >= 3) return performance.now() - since;
    await sleep(1000);
  }
  return null;
}
