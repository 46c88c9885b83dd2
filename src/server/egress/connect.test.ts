import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { egressConnect } from "./connect";
import { egressFetch } from "./http";
import { parseAllowHosts, type EgressPolicy, type Resolver } from "./policy";

/** A listener on 127.0.0.1 nothing may reach unless allowed; it counts connections and greets. */
let trap: net.Server;
let trapPort = 0;
let connections = 0;
const sockets = new Set<net.Socket>();
/** An HTTP server that redirects (`/to?status=&url=`) or records what it was sent. */
let web: Server;
let webPort = 0;
const seen: { method: string; headers: IncomingHttpHeaders; body: string }[] = [];

const listen = (server: net.Server | Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  trap = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.write("220 SECRET-BANNER\r\n");
  });
  trapPort = await listen(trap);
  web = createHttpServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      if (url.pathname === "/to") return res.writeHead(Number(url.searchParams.get("status")), { location: url.searchParams.get("url")! }).end();
      seen.push({ method: req.method ?? "", headers: req.headers, body });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  webPort = await listen(web);
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((r) => trap.close(r));
  web.closeAllConnections();
  await new Promise((r) => web.close(r));
});

const loopbackDns: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
const policy = (allow: string[] = []): EgressPolicy => ({ allowHosts: new Set(parseAllowHosts(allow.join(","))), resolver: loopbackDns });

async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return error as { kind: string; message: string; reason?: string };
  }
  throw new Error("connected");
}

describe("egressConnect (raw TCP/TLS)", () => {
  it("refuses loopback, private and metadata targets in any spelling, and names resolving there, before connecting", async () => {
    for (const host of [
      "127.0.0.1",
      "2130706433",
      "0x7f.1",
      "::ffff:127.0.0.1",
      "::1",
      "localhost",
      "mail.internal",
      "10.0.0.1",
      "100.64.0.1",
      "169.254.169.254",
      "64:ff9b::a9fe:a9fe",
      "mx.example.test",
    ]) {
      const error = await refusal(() => egressConnect({ host, port: trapPort, timeoutMs: 1_000, allowedPorts: null, policy: policy() }));
      expect(error.kind, host).toBe("blocked");
      expect(error.message, host).not.toContain("SECRET");
    }
    expect(connections).toBe(0);
  });

  it("connects to an allowed host:port, and only on that port", async () => {
    const socket = await egressConnect({
      host: "mx.example.test",
      port: trapPort,
      timeoutMs: 1_000,
      allowedPorts: [25],
      policy: policy([`mx.example.test:${trapPort}`]),
    });
    socket.destroy();
    expect(connections).toBe(1);
    const wrongPort = await refusal(() => egressConnect({ host: "8.8.8.8", port: 8025, timeoutMs: 1_000, allowedPorts: [25], policy: policy() }));
    expect(wrongPort).toMatchObject({ kind: "blocked", reason: "port" });
  });

  it("reports failures as classes: refused, TLS error, timed out", async () => {
    const closed = net.createServer();
    const closedPort = await listen(closed);
    await new Promise((r) => closed.close(r));
    const allow = policy([`127.0.0.1:${closedPort}`, `127.0.0.1:${trapPort}`]);
    expect(await refusal(() => egressConnect({ host: "127.0.0.1", port: closedPort, timeoutMs: 1_000, allowedPorts: null, policy: allow }))).toMatchObject({
      kind: "refused",
      message: "The server refused the connection.",
    });
    const tls = await refusal(() => egressConnect({ host: "127.0.0.1", port: trapPort, tls: true, timeoutMs: 2_000, allowedPorts: null, policy: allow }));
    expect(tls).toMatchObject({ kind: "TLS error" });
    expect(tls.message).not.toContain("SECRET");
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => held.push(socket));
    const silentPort = await listen(silent);
    const timedOut = await refusal(() =>
      egressConnect({ host: "127.0.0.1", port: silentPort, tls: true, timeoutMs: 1_000, allowedPorts: null, policy: policy([`127.0.0.1:${silentPort}`]) }),
    );
    for (const socket of held) socket.destroy();
    await new Promise((r) => silent.close(r));
    expect(timedOut).toMatchObject({ kind: "timed out", message: "No answer within 1 s." });
  });
});

describe("egressFetch redirects", () => {
  it("never follows a redirect from an allowed site to a loopback listener that isn't allowed", async () => {
    const before = connections;
    const res = await egressFetch(`http://127.0.0.1:${webPort}/to?status=302&url=${encodeURIComponent(`http://127.0.0.1:${trapPort}/`)}`, {
      policy: policy([`127.0.0.1:${webPort}`]),
    });
    expect(res.error).toMatchObject({ kind: "blocked", message: "That address is this server itself, so we can't connect to it." });
    expect(connections).toBe(before);
  });

  it("carries neither a body nor credentials to another origin", async () => {
    const other = `http://localhost:${webPort}/landing`;
    const allow = policy([`127.0.0.1:${webPort}`, `localhost:${webPort}`]);
    const post = {
      method: "POST",
      headers: { authorization: "Bearer secret-token", "content-type": "application/json" },
      body: '{"event":"x"}',
      policy: allow,
    };
    const kept = await egressFetch(`http://127.0.0.1:${webPort}/to?status=307&url=${encodeURIComponent(other)}`, post);
    expect(kept.error).toMatchObject({ kind: "redirects", redirect: "body" });
    seen.length = 0;
    const turned = await egressFetch(`http://127.0.0.1:${webPort}/to?status=303&url=${encodeURIComponent(other)}`, post);
    expect(turned.status).toBe(200);
    expect(seen).toMatchObject([{ method: "GET", body: "" }]);
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });
});
