/**
 * Work a process must finish before it exits (an in-memory buffer of events to write). The web
 * server (scripts/server.mjs) and the worker (scripts/worker.ts) run the hooks on SIGINT/SIGTERM
 * before closing; other processes (scripts, benchmarks) on `beforeExit`. Kept on globalThis: the
 * server script and the app's bundles are separate module graphs in one process.
 */
type Hook = () => Promise<void>;
const globalForShutdown = globalThis as unknown as { __amtShutdownHooks?: Set<Hook> };

export function onShutdown(hook: Hook): void {
  if (!globalForShutdown.__amtShutdownHooks) {
    globalForShutdown.__amtShutdownHooks = new Set();
    process.once("beforeExit", () => void runShutdownHooks());
  }
  globalForShutdown.__amtShutdownHooks.add(hook);
}

/** Runs every hook once (a failing one doesn't stop the others). */
export async function runShutdownHooks(): Promise<void> {
  const hooks = [...(globalForShutdown.__amtShutdownHooks ?? [])];
  globalForShutdown.__amtShutdownHooks?.clear();
  await Promise.allSettled(hooks.map((hook) => hook()));
}
