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
 */
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
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

const httpServer = createServer();
// `httpServer` lets Next.js answer WebSocket upgrades (development's hot reload) on this server.
const app = next({ dev, dir: root, hostname: hostname ?? "localhost", port, httpServer });
const handle = app.getRequestHandler();
await app.prepare();

httpServer.on("request", (req, res) => {
  normaliseForwarding(req.headers, req.socket.remoteAddress, trusted);
  handle(req, res).catch((error) => {
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
    void app.close?.().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
