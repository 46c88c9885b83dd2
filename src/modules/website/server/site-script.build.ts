import "server-only";
import { createHash } from "node:crypto";
import path from "node:path";

export type BuiltScript = { code: string; hash: string };

const ENTRY = path.join(process.cwd(), "src", "modules", "website", "site-script", "main.ts");
/**
 * The script runs on customers' own sites: of analytics' browser surface it takes the event names
 * and the consent core, and the pure survey rules only (analytics' client.ts also carries the
 * product's error-reporting loader and its React views, which must never ship to a customer's
 * visitors), so that import is bundled from analytics' site-surface.ts.
 */
const ANALYTICS_CLIENT = /^@\/modules\/analytics\/client$/;
const SITE_SURFACE = path.join(process.cwd(), "src", "modules", "analytics", "site-surface.ts");

/**
 * Compiles the site script (site-script/main.ts and what it imports) with esbuild into one minified
 * IIFE. Done once per process on the first request (about 50 ms) and kept: the sources don't change
 * under a running server.
 */
export async function buildSiteScript(): Promise<BuiltScript> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: "iife",
    target: ["es2019", "chrome80", "firefox78", "safari13"],
    write: false,
    legalComments: "none",
    tsconfig: path.join(process.cwd(), "tsconfig.json"),
    logLevel: "silent",
    plugins: [
      {
        name: "analytics-site-surface",
        setup: (b) => {
          b.onResolve({ filter: ANALYTICS_CLIENT }, () => ({ path: SITE_SURFACE }));
        },
      },
    ],
  });
  const code = result.outputFiles[0]!.text;
  return { code, hash: createHash("sha256").update(code).digest("base64url").slice(0, 16) };
}

const globalForScript = globalThis as unknown as { __aimtSiteScript?: Promise<BuiltScript> };

/** The process's one build (a failed build is tried again on the next request). */
export function siteScript(): Promise<BuiltScript> {
  globalForScript.__aimtSiteScript ??= buildSiteScript().catch((error: unknown) => {
    globalForScript.__aimtSiteScript = undefined;
    throw error;
  });
  return globalForScript.__aimtSiteScript;
}
