import { describe, expect, it } from "vitest";
import { formatAddress, inRanges, parseAddress, parseRange, parseRanges } from "./ip-range.mjs";

const inside = (address: string, list: string) => inRanges(parseAddress(address)!, parseRanges(list));

describe("IP ranges", () => {
  it("reads IPv4 and IPv6 addresses, and an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(formatAddress(parseAddress("10.1.2.3")!)).toBe("10.1.2.3");
    expect(formatAddress(parseAddress("2001:DB8:0:0:0:0:0:1")!)).toBe("2001:db8::1");
    expect(formatAddress(parseAddress("::1")!)).toBe("::1");
    expect(parseAddress("::ffff:127.0.0.1")).toEqual(parseAddress("127.0.0.1"));
    expect(parseAddress("::ffff:7f00:1")).toEqual(parseAddress("127.0.0.1"));
    expect(formatAddress(parseAddress("fe80::1%eth0")!)).toBe("fe80::1");
  });

  it("refuses what isn't an address", () => {
    for (const text of ["", "1.2.3", "1.2.3.256", "01.2.3.4", "1.2.3.4.5", "::g", "1:2:3:4:5:6:7:8:9", "1::2::3", "unknown", "localhost", "1.2.3.4:80"]) {
      expect(parseAddress(text), text).toBeNull();
    }
  });

  it("matches CIDR ranges of both families, and single addresses", () => {
    expect(inside("10.200.3.4", "10.0.0.0/8")).toBe(true);
    expect(inside("11.0.0.1", "10.0.0.0/8")).toBe(false);
    expect(inside("192.168.1.77", "192.168.1.64/27")).toBe(true);
    expect(inside("192.168.1.96", "192.168.1.64/27")).toBe(false);
    expect(inside("fd12:3456::1", "fd00::/8")).toBe(true);
    expect(inside("fe80::1", "fd00::/8")).toBe(false);
    expect(inside("::1", "127.0.0.1, ::1")).toBe(true);
    expect(inside("203.0.113.9", "0.0.0.0/0")).toBe(true);
    expect(inside("2001:db8::1", "0.0.0.0/0")).toBe(false);
  });

  it("treats an IPv4-mapped peer and an IPv4-mapped range as IPv4", () => {
    expect(inside("::ffff:127.0.0.1", "127.0.0.1")).toBe(true);
    expect(inside("::ffff:10.9.8.7", "10.0.0.0/8")).toBe(true);
    expect(inside("10.9.8.7", "::ffff:10.0.0.0/104")).toBe(true);
    expect(parseRange("::ffff:10.0.0.0/104")).toEqual(parseRange("10.0.0.0/8"));
  });

  it("names the entry of a list that isn't an address or range", () => {
    expect(parseRanges(undefined)).toEqual([]);
    expect(parseRanges(" ")).toEqual([]);
    expect(() => parseRanges("10.0.0.0/8, proxy.internal")).toThrow('"proxy.internal" is not an IP address or range');
    expect(() => parseRanges("10.0.0.0/33")).toThrow('"10.0.0.0/33"');
    expect(() => parseRanges("::/129")).toThrow();
  });
});
