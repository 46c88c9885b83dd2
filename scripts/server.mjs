#!/usr/bin/env node
/**
 * The web server that `npm start` and `npm run dev` run (through scripts/start.mjs): Next.js with
 * its documented custom-server API, behind one step that `next start` can't do. On every request,
 * before Next.js sees it, the forwarding headers are normalised from the real TCP peer's address
 * (src/server/http/forwarded.mjs): a client's own X-Forwarded-For / -Host / -Proto / X-Real-IP are
 * dropped unless the peer is one of TRUSTED_PROXIES, so the sign-in throttle's per-address limit and
 * the same-origin check can't be fooled by a header. (`next start` only adds X-Forwarded-For when
 * it is absent, so behind it the app couldn't tell a client's header from a proxy's.)
 *
 *   --dev   development mode (what `next dev` does)
 *
 * Reads PORT (3000) and HOSTNAME (0.0.0.0; all interfaces in development) like `next start -p -H`.
 *
 * In production two things keep start-up and the API's hot path short (figures in bench/README):
 * - the configuration comes from the build (`required-server-files.json`, what Next.js's own
 *   standalone server does) instead of compiling next.config.ts again at every start;
 * - the tRPC API is answered directly by its fetch handler once its route module has loaded
 *   (src/server/http/direct-route.mjs), without Next.js's router in between.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { answerDirectly, directRouteFor } from "../src/server/http/direct-route.mjs";
import { normaliseForwarding, parseTrustedProxies } from "../src/server/http/forwarded.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || (dev ? undefined : "0.0.0.0");

let trusted;
try {
  trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(`TRUSTED_PROXIES: ${error.message}`);
  process.exit(1);
}

// The build's own configuration (next.config.ts as it was evaluated at build time, defaults applied):
// Next.js reads it from this variable instead of loading next.config.ts. Settings are checked again
// by the start-up hook (src/instrumentation.ts), which stops the process on a bad one.
const builtConfig = path.join(root, process.env.NEXT_DIST_DIR || ".next", "required-server-files.json");
if (!dev && existsSync(builtConfig)) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(builtConfig, "utf8")).config);
}

const httpServer = createServer();
// `httpServer` lets Next.js answer WebSocket upgrades (development's hot reload) on this server.
const app = next({ dev, dir: root, hostname: hostname ?? "localhost", port, httpServer });
const handle = app.getRequestHandler();
await app.prepare();

httpServer.on("request", (req, res) => {
  normaliseForwarding(req.headers, req.socket.remoteAddress, trusted);
  const direct = dev ? null : directRouteFor(req.method, req.url);
  (direct ? answerDirectly(direct, req, res) : handle(req, res)).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
httpServer.listen(port, hostname, () => {
  const proxies = trusted.length > 0 ? `trusting forwarding headers from ${process.env.TRUSTED_PROXIES}` : "trusting no proxy's forwarding headers";
  console.log(`▲ Next.js ${dev ? "development" : "production"} server on ${hostname ?? "*"}:${port}, ${proxies}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    httpServer.close();
    // Work the app registered for shutdown (src/server/shutdown.ts: events still in memory) first.
    const hooks = [...(globalThis.__amtShutdownHooks ?? [])];
    void Promise.allSettled(hooks.map((hook) => hook()))
      .then(() => app.close?.())
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
