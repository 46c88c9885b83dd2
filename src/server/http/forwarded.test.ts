import { describe, expect, it } from "vitest";
import { parseRanges } from "@/lib/ip-range.mjs";
import { normaliseForwarding, type NodeHeaders } from "./forwarded.mjs";

/** The headers Next.js would see for a request from `peer` carrying `headers`. */
function seen(peer: string, headers: NodeHeaders, trusted = ""): NodeHeaders {
  const copy = { host: "app.example.com", ...headers };
  normaliseForwarding(copy, peer, parseRanges(trusted));
  return copy;
}

const forged = {
  "x-forwarded-for": "1.2.3.4",
  "x-real-ip": "5.6.7.8",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
  "x-forwarded-port": "443",
  forwarded: "for=9.9.9.9;host=evil.example",
};

describe("forwarding headers", () => {
  it("with no proxy configured, drops every forwarding header a client sends and names the peer", () => {
    expect(seen("203.0.113.7", forged)).toEqual({ host: "app.example.com", "x-forwarded-for": "203.0.113.7" });
  });

  it("from a peer that isn't a configured proxy, trusts nothing it says", () => {
    expect(seen("203.0.113.7", forged, "10.0.0.0/8, 127.0.0.1")).toEqual({ host: "app.example.com", "x-forwarded-for": "203.0.113.7" });
  });

  it("from a trusted proxy, takes the hop it appended and keeps its host and scheme", () => {
    const out = seen(
      "10.0.0.5",
      { "x-forwarded-for": "198.51.100.20", "x-forwarded-host": "app.example.com", "x-forwarded-proto": "https", "x-real-ip": "1.1.1.1" },
      "10.0.0.0/8",
    );
    expect(out).toEqual({ host: "app.example.com", "x-forwarded-for": "198.51.100.20", "x-forwarded-host": "app.example.com", "x-forwarded-proto": "https" });
  });

  it("in a chain, takes the right-most hop that isn't a trusted proxy, whatever the client put before it", () => {
    const headers = { "x-forwarded-for": "6.6.6.6, 198.51.100.20, 10.0.0.9" };
    expect(seen("10.0.0.5", headers, "10.0.0.0/8")["x-forwarded-for"]).toBe("198.51.100.20");
    // Every hop a trusted proxy: the left-most is the client.
    expect(seen("10.0.0.5", { "x-forwarded-for": "10.1.1.1, 10.0.0.9" }, "10.0.0.0/8")["x-forwarded-for"]).toBe("10.1.1.1");
    // A hop that isn't an address stops at the trusted proxy that passed it on.
    expect(seen("10.0.0.5", { "x-forwarded-for": "1.2.3.4, garbage, 10.0.0.9" }, "10.0.0.0/8")["x-forwarded-for"]).toBe("10.0.0.9");
    // Repeated headers arrive joined; ports and brackets are not part of the address.
    expect(seen("10.0.0.5", { "x-forwarded-for": ["6.6.6.6", "198.51.100.20:5123"] }, "10.0.0.0/8")["x-forwarded-for"]).toBe("198.51.100.20");
    expect(seen("10.0.0.5", { "x-forwarded-for": "[2001:db8::7]:443" }, "10.0.0.0/8")["x-forwarded-for"]).toBe("2001:db8::7");
  });

  it("a trusted proxy with no X-Forwarded-For is itself the client", () => {
    expect(seen("10.0.0.5", {}, "10.0.0.0/8")["x-forwarded-for"]).toBe("10.0.0.5");
  });

  it("recognises an IPv4-mapped peer (::ffff:127.0.0.1) as the IPv4 proxy it is, and an IPv6 proxy range", () => {
    expect(seen("::ffff:127.0.0.1", { "x-forwarded-for": "198.51.100.20" }, "127.0.0.1")["x-forwarded-for"]).toBe("198.51.100.20");
    expect(seen("::ffff:127.0.0.1", { "x-forwarded-for": "198.51.100.20" })["x-forwarded-for"]).toBe("127.0.0.1");
    expect(seen("fd00::5", { "x-forwarded-for": "2001:db8::1" }, "fd00::/8")["x-forwarded-for"]).toBe("2001:db8::1");
    expect(seen("2001:db8::99", { "x-forwarded-for": "2001:db8::1" }, "fd00::/8")["x-forwarded-for"]).toBe("2001:db8::99");
  });

  it("keeps the nearest proxy's X-Forwarded-Host, not one a client put first, and drops malformed values", () => {
    const out = seen(
      "10.0.0.5",
      { "x-forwarded-for": "198.51.100.20", "x-forwarded-host": "evil.example, app.example.com", "x-forwarded-proto": "HTTPS" },
      "10.0.0.0/8",
    );
    expect(out["x-forwarded-host"]).toBe("app.example.com");
    expect(out["x-forwarded-proto"]).toBe("https");
    const bad = seen("10.0.0.5", { "x-forwarded-host": "a b/c", "x-forwarded-proto": "gopher", "x-forwarded-port": "eighty" }, "10.0.0.0/8");
    expect(bad).toEqual({ host: "app.example.com", "x-forwarded-for": "10.0.0.5" });
  });
});
