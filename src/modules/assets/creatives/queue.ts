import "server-only";
import { RateLimitedError } from "@/server/errors";

/**
 * Renders run one at a time per server process (satori and resvg keep a core busy), in arrival order,
 * and each workspace may have at most `perWorkspace` renders waiting or running: one busy workspace
 * waits for its own turns instead of starving everyone else's.
 */
export function createRenderQueue(opts: { concurrency: number; perWorkspace: number; maxWaiting: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const byWorkspace = new Map<string, number>();

  /** The slot passes straight to the next in line, so nobody arriving meanwhile can jump the queue. */
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(workspaceId: string, task: () => Promise<T>): Promise<T> {
      const mine = byWorkspace.get(workspaceId) ?? 0;
      if (mine >= opts.perWorkspace) throw new RateLimitedError("Your creatives are still rendering. Wait for them to finish, then try again.", 5);
      if (waiting.length >= opts.maxWaiting) throw new RateLimitedError("Many creatives are rendering right now. Try again in a few seconds.", 5);
      byWorkspace.set(workspaceId, mine + 1);
      try {
        if (running < opts.concurrency) running++;
        else await new Promise<void>((resolve) => waiting.push(resolve));
        try {
          return await task();
        } finally {
          release();
        }
      } finally {
        const left = (byWorkspace.get(workspaceId) ?? 1) - 1;
        if (left) byWorkspace.set(workspaceId, left);
        else byWorkspace.delete(workspaceId);
      }
    },
    get stats() {
      return { running, waiting: waiting.length };
    },
  };
}

/** The server's queue: one render at a time, two per workspace, twenty waiting at most. */
export const renderQueue = createRenderQueue({ concurrency: 1, perWorkspace: 2, maxWaiting: 20 });
