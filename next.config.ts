import type { NextConfig } from "next";
import { assertEnv, env } from "./src/env";
import { staticAssetHeaders } from "./src/server/http/security-headers";

// Spec §5: a bad setting stops `next build`, `next start` and `next dev` before anything runs.
assertEnv();

const authBasePath = env.AUTH_BASE_PATH;

const nextConfig: NextConfig = {
  // Parallel work on one machine (several agents or CI shards) builds into separate folders.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  // posthog-js calls /e/, /flags/?v=2, /api/surveys/… with their trailing slash: a 308 to the bare path
  // would cost each batch a round trip (and sendBeacon doesn't follow it). src/proxy.ts serves those
  // paths as they come and still redirects every other trailing slash.
  skipTrailingSlashRedirect: true,
  // PGlite ships WASM and data files; pg-boss and argon2 load native or dynamic code; playwright-core
  // (the PDF renderer) spawns a browser and reads its own files at run time; the creative renderer's
  // resvg is a native addon and satori loads its layout engine as WASM (sharp is external by default);
  // esbuild (a native binary) compiles the site script on its first request.
  serverExternalPackages: ["@electric-sql/pglite", "pg-boss", "@node-rs/argon2", "pino", "playwright-core", "@resvg/resvg-js", "satori", "esbuild"],
  typescript: { ignoreBuildErrors: true }, // `npm test` type-checks; the build doesn't do it twice.
  async headers() {
    // The proxy sets every other response's headers (with a per-request nonce); it skips these paths:
    // built files and the JSON APIs, which run no script and are kept off the proxy's work.
    const headers = Object.entries(staticAssetHeaders({ dev: env.NODE_ENV === "development", https: (env.NEXTAUTH_URL ?? "").startsWith("https://") })).map(
      ([key, value]) => ({ key, value }),
    );
    return [
      "/_next/static/:path*",
      "/_next/image",
      "/favicon.ico",
      "/api/trpc/:path*",
      "/api/health",
      "/api/ready",
      "/api/crm/imports",
      "/api/crm/imports/:path*",
    ].map((source) => ({ source, headers }));
  },
  async rewrites() {
    // The auth API lives at /api/auth; a configured base path is served by the same handler.
    return authBasePath === "/api/auth" ? [] : [{ source: `${authBasePath}/:path*`, destination: "/api/auth/:path*" }];
  },
};

export default nextConfig;
