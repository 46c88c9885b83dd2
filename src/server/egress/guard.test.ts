import { createServer as createHttpServer, type Server } from "node:http";
import { createServer, type Server as NetServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EgressError } from "./errors";
import { checkUrl, egressFetch, type EgressFetchOptions } from "./http";
import { classifyAddress } from "./ip";
import { checkTarget, parseAllowHosts, resolveChecked, type EgressPolicy, type Resolved, type Resolver } from "./policy";

/** A listener on 127.0.0.1 that counts every connection made to it: no refused URL may reach it. */
let trap: NetServer;
let trapPort = 0;
let connections = 0;
/** An allowlisted site that redirects wherever `?to=` says. */
let redirector: Server;
let redirectorPort = 0;

const listen = (server: NetServer | Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  trap = createServer((socket) => {
    connections++;
    socket.end("HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok");
  });
  trapPort = await listen(trap);
  redirector = createHttpServer((req, res) => {
    const to = new URL(req.url ?? "/", "http://x").searchParams.get("to");
    if (to) res.writeHead(302, { location: to }).end();
    else res.writeHead(200, { "content-type": "text/plain" }).end("allowed");
  });
  redirectorPort = await listen(redirector);
});
afterAll(async () => {
  await new Promise((r) => trap.close(r));
  await new Promise((r) => redirector.close(r));
});

/** Names a test resolves its own way: the "DNS answer points to private" cases. */
const answers: Record<string, Resolved[]> = {
  "rebind.test": [{ address: "127.0.0.1", family: 4 }],
  "loopback6.test": [{ address: "::1", family: 6 }],
  "mixed.test": [
    { address: "93.184.216.34", family: 4 },
    { address: "127.0.0.1", family: 4 },
  ],
  "mapped.test": [{ address: "::ffff:127.0.0.1", family: 6 }],
  "nat64.test": [{ address: "64:ff9b::7f00:1", family: 6 }],
  "metadata.test": [{ address: "169.254.169.254", family: 4 }],
  "private.test": [{ address: "10.1.2.3", family: 4 }],
  "cgnat.test": [{ address: "100.64.1.1", family: 4 }],
  "site.test": [{ address: "127.0.0.1", family: 4 }],
};
const fakeDns: Resolver = async (host) => {
  const found = answers[host];
  if (!found) throw Object.assign(new Error(`no such host ${host}`), { code: "ENOTFOUND" });
  return found;
};

/** The trap's port may be used (so a URL that slipped through would reach it), but nothing is allowlisted. */
const policy = (allow: string[] = []): EgressPolicy => ({ allowHosts: new Set(parseAllowHosts(allow.join(","))), resolver: fakeDns });
const ports = () => [80, 443, trapPort];
const guardedFetch = (url: string, opts: EgressFetchOptions = {}) => egressFetch(url, { ports: ports(), ...opts });

const corpus = (p: number) => [
  // Loopback in every spelling.
  `http://127.0.0.1:${p}/`,
  `http://127.0.0.2:${p}/`,
  `http://127.1:${p}/`,
  `http://2130706433:${p}/`,
  `http://0x7f000001:${p}/`,
  `http://0x7f.1:${p}/`,
  `http://0x7f.0.0.1:${p}/`,
  `http://0177.0.0.1:${p}/`,
  `http://017700000001:${p}/`,
  `http://127.0.0.0x1:${p}/`,
  `http://127.0.0.1.:${p}/`,
  `http://%31%32%37.0.0.1:${p}/`,
  `http://①②⑦.0.0.1:${p}/`,
  `http://0.0.0.0:${p}/`,
  `http://0:${p}/`,
  // Host names of this machine.
  `http://localhost:${p}/`,
  `http://LOCALHOST:${p}/`,
  `http://localhost.:${p}/`,
  `http://app.localhost:${p}/`,
  // IPv6 and IPv4 inside IPv6.
  `http://[::1]:${p}/`,
  `http://[::]:${p}/`,
  `http://[::ffff:127.0.0.1]:${p}/`,
  `http://[::ffff:7f00:1]:${p}/`,
  `http://[0:0:0:0:0:ffff:127.0.0.1]:${p}/`,
  `http://[::127.0.0.1]:${p}/`,
  `http://[64:ff9b::127.0.0.1]:${p}/`,
  `http://[2002:7f00:1::]:${p}/`,
  `http://[::ffff:0:127.0.0.1]:${p}/`,
  // User info and parser tricks.
  `http://example.com@127.0.0.1:${p}/`,
  `http://user:pass@127.0.0.1:${p}/`,
  `http://127.0.0.1:${p}\\@example.com/`,
  `http://example.com:80@127.0.0.1:${p}/`,
  // Other schemes.
  `ftp://127.0.0.1:${p}/`,
  `gopher://127.0.0.1:${p}/_GET%20/`,
  `file:///etc/passwd`,
  `ws://127.0.0.1:${p}/`,
  // DNS answers that point inside (the resolver is the test's).
  `http://rebind.test:${p}/`,
  `http://loopback6.test:${p}/`,
  `http://mixed.test:${p}/`,
  `http://mapped.test:${p}/`,
  `http://nat64.test:${p}/`,
  `http://metadata.test:${p}/`,
  `http://private.test:${p}/`,
  `http://cgnat.test:${p}/`,
  // Redirects from an allowlisted site to forbidden addresses.
  ...[
    `http://127.0.0.1:${p}/`,
    `http://localhost:${p}/`,
    `http://[::ffff:127.0.0.1]:${p}/`,
    `http://2130706433:${p}/`,
    `http://rebind.test:${p}/`,
    "http://169.254.169.254/latest/meta-data/",
  ].map((to) => `http://127.0.0.1:${redirectorPort}/?to=${encodeURIComponent(to)}`),
];

/** Private, metadata and other internal addresses on the standard port (nothing listens; they must be refused before connecting). */
const internal = [
  "http://10.0.0.1/",
  "http://172.16.5.4/",
  "http://172.31.255.255/",
  "http://192.168.1.1/",
  "http://100.64.0.1/",
  "http://100.127.255.254/",
  "http://169.254.1.1/",
  "http://169.254.169.254/latest/meta-data/",
  "http://[fd00:ec2::254]/latest/meta-data/",
  "http://metadata.google.internal/computeMetadata/v1/",
  "http://metadata/",
  "http://100.100.100.200/latest/meta-data/",
  "http://224.0.0.1/",
  "http://239.255.255.250/",
  "http://255.255.255.255/",
  "http://[fe80::1]/",
  "http://[fc00::1]/",
  "http://[fd12:3456::1]/",
  "http://[ff02::1]/",
  "http://[64:ff9b::a00:1]/",
  "http://[::ffff:a9fe:a9fe]/",
  "http://0xa9fea9fe/",
  "http://intranet/",
  "http://printer.local/",
  "https://example.com:8443/",
];

describe("egress guard (HTTP)", () => {
  it("lets none of the bypass corpus reach a listener on 127.0.0.1", async () => {
    const urls = corpus(trapPort);
    expect(urls.length + internal.length).toBeGreaterThanOrEqual(40);
    const allowRedirector = policy([`127.0.0.1:${redirectorPort}`]);
    for (const url of [...urls, ...internal]) {
      const result = await guardedFetch(url, { policy: allowRedirector, timeoutMs: 2_000 });
      expect(result.error?.kind, url).toBe("blocked");
      expect(result.status === null || result.redirects.length > 0, url).toBe(true);
    }
    expect(connections).toBe(0);
  });

  it("reaches an allowlisted test site, by address and by a name resolved at connect time", async () => {
    const byAddress = await guardedFetch(`http://127.0.0.1:${redirectorPort}/`, { policy: policy([`127.0.0.1:${redirectorPort}`]) });
    expect(byAddress.status).toBe(200);
    expect(byAddress.body?.toString()).toBe("allowed");
    const byName = await guardedFetch(`http://site.test:${redirectorPort}/`, { policy: policy([`site.test:${redirectorPort}`]) });
    expect(byName.status).toBe(200);
  });

  it("checks the address when connecting, so a name that resolved to a public address and then to loopback fails (DNS rebinding)", async () => {
    let calls = 0;
    const flipping: Resolver = async () => (calls++ === 0 ? [{ address: "93.184.216.34", family: 4 }] : [{ address: "127.0.0.1", family: 4 }]);
    const flipPolicy: EgressPolicy = { ...policy(), resolver: flipping };
    const target = checkUrl(`http://flip.test:${trapPort}/`, { ports: ports() }, flipPolicy);
    await expect(resolveChecked(target, flipping)).resolves.toEqual([{ address: "93.184.216.34", family: 4 }]);
    const result = await guardedFetch(`http://flip.test:${trapPort}/`, { policy: flipPolicy });
    expect(result.error?.kind).toBe("blocked");
    expect(result.error?.detail).toContain("loopback");
    expect(connections).toBe(0);
  });

  it("never allows metadata addresses or names, even allowlisted; an allowlisted name may be private or loopback", async () => {
    const allowed = policy(["169.254.169.254:80", "metadata.google.internal:80", `metadata.test:${trapPort}`, `private.test:${trapPort}`]);
    for (const url of ["http://169.254.169.254/", "http://metadata.google.internal/", `http://metadata.test:${trapPort}/`]) {
      expect((await guardedFetch(url, { policy: allowed })).error?.kind, url).toBe("blocked");
    }
    await expect(resolveChecked(checkTarget("private.test", trapPort, null, allowed), fakeDns)).resolves.toEqual([{ address: "10.1.2.3", family: 4 }]);
    await expect(resolveChecked(checkTarget("private.test", trapPort, null, policy()), fakeDns)).rejects.toMatchObject({
      kind: "blocked",
      addressClass: "private",
    });
    expect(connections).toBe(0);
  });

  it("refuses other ports unless the exact host:port is allowlisted", () => {
    const base: EgressPolicy = { allowHosts: new Set(parseAllowHosts("127.0.0.1:8150")), resolver: fakeDns };
    expect(() => checkUrl("http://example.com:8080/", {}, base)).toThrow("We can't connect to port 8080 for this.");
    expect(() => checkUrl("http://127.0.0.1:8151/", {}, base)).toThrow(/this server itself/);
    expect(() => checkUrl("http://8.8.8.8:8151/", {}, base)).toThrow(/port 8151/);
    expect(checkUrl("http://127.0.0.1:8150/", {}, base).allowed).toBe(true);
    expect(checkUrl("https://example.com/", {}, base).port).toBe(443);
  });

  it("asks for https when a provider's address must be, except for an allowed host:port", () => {
    const base: EgressPolicy = { allowHosts: new Set(parseAllowHosts("127.0.0.1:8150")), resolver: fakeDns };
    expect(() => checkUrl("http://api.example.com/", { requireHttps: true }, base)).toThrow("Use an https:// address.");
    expect(checkUrl("https://api.example.com/", { requireHttps: true }, base).host).toBe("api.example.com");
    expect(checkUrl("http://127.0.0.1:8150/", { requireHttps: true }, base).allowed).toBe(true);
  });

  it("says why in a class sentence, and keeps the facts apart", () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error as EgressError;
      }
      throw new Error("not refused");
    };
    const privateNet = refusal(() => checkUrl("http://10.0.0.1/", {}, policy()));
    expect(privateNet).toMatchObject({
      kind: "blocked",
      reason: "address",
      addressClass: "private",
      message: "That address is on a private network, so we can't connect to it.",
      detail: "10.0.0.1 is a private network address",
    });
    expect(refusal(() => checkUrl("http://127.0.0.1/", {}, policy())).message).toBe("That address is this server itself, so we can't connect to it.");
    expect(refusal(() => checkUrl("http://169.254.169.254/", {}, policy())).message).toBe(
      "That address belongs to the hosting provider's internal services, so we can't connect to it.",
    );
    expect(refusal(() => checkUrl("ftp://example.com/", {}, policy()))).toMatchObject({
      reason: "scheme",
      scheme: "ftp",
      message: "Only http and https addresses can be used.",
    });
    expect(refusal(() => checkUrl("http://a@example.com/", {}, policy())).message).toMatch(/user name or password/);
  });

  it("classifies addresses in every range it refuses", () => {
    expect(classifyAddress("8.8.8.8")).toBe("public");
    expect(classifyAddress("2606:4700::1111")).toBe("public");
    expect(classifyAddress("::ffff:8.8.8.8")).toBe("public");
    expect(classifyAddress("172.15.0.1")).toBe("public");
    expect(classifyAddress("172.32.0.1")).toBe("public");
    expect(classifyAddress("100.128.0.1")).toBe("public");
    expect(classifyAddress("0177.0.0.1")).toBe("loopback");
    expect(classifyAddress("0x7f.1")).toBe("loopback");
    expect(classifyAddress("169.254.169.254")).toBe("metadata");
    expect(classifyAddress("fd00:ec2::254")).toBe("metadata");
    expect(classifyAddress("[fe80::1%25eth0]")).toBe("link-local");
    expect(classifyAddress("::ffff:127.0.0.1")).toBe("loopback");
    expect(classifyAddress("::ffff:0:127.0.0.1")).toBe("loopback");
    expect(classifyAddress("64:ff9b::a9fe:a9fe")).toBe("metadata");
    expect(classifyAddress("64:ff9b::7f00:1")).toBe("loopback");
    expect(classifyAddress("2130706433")).toBe("loopback");
    expect(classifyAddress("0x7f000001")).toBe("loopback");
    expect(classifyAddress("100.64.0.1")).toBe("cgnat");
    expect(classifyAddress("100.127.255.254")).toBe("cgnat");
    expect(classifyAddress("2002:a9fe:a9fe::")).toBe("metadata");
    expect(classifyAddress("::127.0.0.1")).toBe("reserved");
    expect(classifyAddress("example.com")).toBeNull();
    expect(classifyAddress("1.2.3.4.5")).toBeNull();
  });
});
