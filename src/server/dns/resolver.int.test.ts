import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDnsServer, type LocalDnsServer } from "~tests/support/dns-server";
import { dnsResolver, isNoRecordError, parseDnsServers, setDnsServersForTests } from "./resolver";

let dns: LocalDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
  setDnsServersForTests([dns.address]);
});
afterAll(async () => {
  setDnsServersForTests(null);
  await dns?.close();
});

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code ?? String(e),
  );

describe("the configurable DNS resolver against the local DNS server", () => {
  it("reads A, MX, CNAME and TXT records, long TXT values in their chunks", async () => {
    dns.set("mail.test", "A", ["127.0.0.10"]);
    dns.set("test", "MX", ["20 mail.test", "mx2.test"]);
    dns.set("www.test", "CNAME", ["mail.test."]);
    dns.set("long.test", "TXT", ["x".repeat(600), ["a", "b"]]);
    const r = dnsResolver();
    expect(await r.resolve4("mail.test")).toEqual(["127.0.0.10"]);
    expect((await r.resolveMx("test")).sort((a, b) => a.priority - b.priority)).toEqual([
      { exchange: "mx2.test", priority: 10 },
      { exchange: "mail.test", priority: 20 },
    ]);
    expect(await r.resolveCname("www.test")).toEqual(["mail.test"]);
    const txt = await r.resolveTxt("long.test");
    expect(txt.map((chunks) => chunks.map((c) => c.length))).toEqual([
      [255, 255, 90],
      [1, 1],
    ]);
  });

  it("tells a name that doesn't exist (NXDOMAIN) and a name without that record (no data) from a failure", async () => {
    dns.set("known.test", "A", ["127.0.0.11"]);
    const r = dnsResolver();
    expect(await codeOf(r.resolveTxt("unknown.test"))).toBe("ENOTFOUND");
    expect(await codeOf(r.resolveTxt("known.test"))).toBe("ENODATA");
    for (const code of ["ENOTFOUND", "ENODATA"]) expect(isNoRecordError({ code })).toBe(true);
    expect(isNoRecordError({ code: "ETIMEOUT" })).toBe(false);
  });

  it("answers over TCP too, on the same port", async () => {
    const { Resolver } = await import("node:dns/promises");
    dns.set("tcp.test", "TXT", ["y".repeat(3000)]);
    const r = new Resolver({ timeout: 2000, tries: 1 });
    r.setServers([dns.address]);
    expect((await r.resolveTxt("tcp.test"))[0]!.join("")).toHaveLength(3000);
  });

  it("reads DNS_RESOLVER's comma-separated list", () => {
    expect(parseDnsServers(" 1.1.1.1, 8.8.8.8:53 ,[::1]:5353")).toEqual(["1.1.1.1", "8.8.8.8:53", "[::1]:5353"]);
    expect(parseDnsServers(undefined)).toEqual([]);
  });
});
