import { describe, expect, it } from "vitest";
import { normaliseDomain } from "./domain-name";

describe("normaliseDomain", () => {
  it.each([
    ["acme.com", "acme.com"],
    ["  ACME.com ", "acme.com"],
    ["https://www.acme.com/about?x=1#top", "acme.com"],
    ["http://WWW.Acme.co.uk", "acme.co.uk"],
    ["www2.acme.io", "acme.io"],
    ["acme.com:8080/path", "acme.com"],
    ["https://shop.acme.com", "shop.acme.com"],
    ["acme.com.", "acme.com"],
    ["bücher.de", "xn--bcher-kva.de"],
  ])("stores %j as %j", (input, expected) => {
    expect(normaliseDomain(input)).toBe(expected);
  });

  it.each(["", "   ", "acme", "not a domain", "http://", "acme.c0m", "-acme.com", "acme..com", "192.168.0.1", "mailto:me@acme.com", "me@acme.com"])(
    "answers null for %j",
    (input) => {
      expect(normaliseDomain(input)).toBeNull();
    },
  );

  it("answers null for nothing", () => {
    expect(normaliseDomain(null)).toBeNull();
    expect(normaliseDomain(undefined)).toBeNull();
  });
});
