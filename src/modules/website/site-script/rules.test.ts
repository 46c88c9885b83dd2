import { describe, expect, it } from "vitest";
import {
  deviceOf,
  eligiblePopups,
  frequencyAllows,
  isExitIntent,
  ruleMatches,
  safeHttpUrl,
  scrollReached,
  targetingAllows,
  urlAllowed,
  wildcardMatch,
} from "./rules";
import type { SitePopup } from "./types";

const DAY = 86_400_000;
const targeting = (over: Partial<SitePopup["targeting"]> = {}): SitePopup["targeting"] => ({
  urlRules: [],
  devices: ["desktop", "tablet", "mobile"],
  visitors: "all",
  ...over,
});
const popup = (id: string, over: Partial<SitePopup> = {}): SitePopup => ({
  id,
  style: "modal",
  content: { kind: "cta", headline: "Hi", body: "", buttonText: "Go", url: "https://shop.test", offerCode: "", imageUrl: "", formUrl: "" },
  trigger: { type: "delay", delaySeconds: 0, scrollPercent: 50, selector: "" },
  frequency: { mode: "once", days: 7, stopAfterConversion: true },
  targeting: targeting(),
  colours: { accent: "#000000", onAccent: "#ffffff" },
  ...over,
});

describe("address rules", () => {
  it("matches * as any run of characters and nothing else as a pattern", () => {
    expect(wildcardMatch("/blog/*", "/blog/latest-beans")).toBe(true);
    expect(wildcardMatch("/blog/*/comments", "/blog/a/b/comments")).toBe(true);
    expect(wildcardMatch("/blog/*/comments", "/blog/comments")).toBe(false);
    expect(wildcardMatch("/a.c", "/abc")).toBe(false);
    expect(wildcardMatch("*sale*", "/summer-sale-2026")).toBe(true);
    expect(wildcardMatch("(a+)+$", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!")).toBe(false);
  });

  it("compares a path rule with the page's path, case and trailing slash aside", () => {
    const href = "https://shop.test/Products/Beans/?ref=x";
    expect(ruleMatches({ mode: "include", match: "starts-with", value: "/products" }, href)).toBe(true);
    expect(ruleMatches({ mode: "include", match: "equals", value: "/products/beans?ref=x" }, href)).toBe(true);
    expect(ruleMatches({ mode: "include", match: "contains", value: "beans" }, href)).toBe(true);
    expect(ruleMatches({ mode: "include", match: "equals", value: "https://shop.test/products/beans?ref=x" }, href)).toBe(true);
  });

  it("shows on any page without rules, on an included page, never on an excluded one", () => {
    expect(urlAllowed([], "https://shop.test/")).toBe(true);
    const rules = [
      { mode: "include" as const, match: "starts-with" as const, value: "/shop" },
      { mode: "exclude" as const, match: "contains" as const, value: "checkout" },
    ];
    expect(urlAllowed(rules, "https://x.test/shop/beans")).toBe(true);
    expect(urlAllowed(rules, "https://x.test/shop/checkout")).toBe(false);
    expect(urlAllowed(rules, "https://x.test/about")).toBe(false);
    expect(urlAllowed([rules[1]!], "https://x.test/about")).toBe(true);
  });
});

describe("targeting", () => {
  it("tells devices apart by user agent, then by width", () => {
    expect(deviceOf(1400, "Mozilla/5.0 (Windows NT 10.0)")).toBe("desktop");
    expect(deviceOf(390, "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148")).toBe("mobile");
    expect(deviceOf(820, "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceOf(900, "Mozilla/5.0 (X11; Linux x86_64)")).toBe("tablet");
    expect(deviceOf(500, "Mozilla/5.0 (X11; Linux x86_64)")).toBe("mobile");
  });

  it("keeps new-visitor pop-ups from returning visitors and the other way round", () => {
    const view = { href: "https://x.test/", device: "desktop" as const };
    expect(targetingAllows(targeting({ visitors: "new" }), { ...view, returning: true })).toBe(false);
    expect(targetingAllows(targeting({ visitors: "new" }), { ...view, returning: false })).toBe(true);
    expect(targetingAllows(targeting({ visitors: "returning" }), { ...view, returning: false })).toBe(false);
    expect(targetingAllows(targeting({ devices: ["mobile"] }), { ...view, returning: false })).toBe(false);
  });
});

describe("frequency", () => {
  const now = 1_800_000_000_000;
  it("shows a pop-up never seen, whatever the rule", () => {
    for (const mode of ["every-page", "once", "days"] as const) expect(frequencyAllows({ mode, days: 3, stopAfterConversion: false }, {}, now)).toBe(true);
  });
  it("shows 'once' a single time and 'every page' each time", () => {
    expect(frequencyAllows({ mode: "once", days: 1, stopAfterConversion: false }, { shownAt: now - 1 }, now)).toBe(false);
    expect(frequencyAllows({ mode: "every-page", days: 1, stopAfterConversion: false }, { shownAt: now - 1 }, now)).toBe(true);
  });
  it("shows 'every N days' again once N days have passed", () => {
    const rule = { mode: "days" as const, days: 3, stopAfterConversion: false };
    expect(frequencyAllows(rule, { shownAt: now - 2 * DAY }, now)).toBe(false);
    expect(frequencyAllows(rule, { shownAt: now - 3 * DAY }, now)).toBe(true);
  });
  it("stops after a conversion when asked to, even on every page", () => {
    expect(frequencyAllows({ mode: "every-page", days: 1, stopAfterConversion: true }, { shownAt: now, converted: true }, now)).toBe(false);
    expect(frequencyAllows({ mode: "every-page", days: 1, stopAfterConversion: false }, { shownAt: now, converted: true }, now)).toBe(true);
  });
  it("picks the pop-ups both targeting and frequency allow, in order", () => {
    const list = [popup("a"), popup("b", { targeting: targeting({ devices: ["mobile"] }) }), popup("c")];
    const seen: Record<string, { shownAt?: number }> = { c: { shownAt: now } };
    const view = { href: "https://x.test/", device: "desktop" as const, returning: false, now, stateOf: (id: string) => seen[id] ?? {} };
    expect(eligiblePopups(list, view).map((p) => p.id)).toEqual(["a"]);
  });
});

describe("triggers", () => {
  it("counts the scroll depth over the scrollable height; a page that doesn't scroll has been read", () => {
    expect(scrollReached(50, 0, 800, 800)).toBe(true);
    expect(scrollReached(50, 499, 1000, 2000)).toBe(false);
    expect(scrollReached(50, 500, 1000, 2000)).toBe(true);
  });
  it("sees the exit intent when the pointer leaves the window through the top", () => {
    expect(isExitIntent({ clientY: -3, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: 300, relatedTarget: null })).toBe(false);
    expect(isExitIntent({ clientY: 0, relatedTarget: {} })).toBe(false);
  });
});

describe("addresses a pop-up links to", () => {
  it("keeps http(s) and drops every other scheme", () => {
    expect(safeHttpUrl("https://shop.test/a")).toBe("https://shop.test/a");
    for (const bad of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x", "", "  "])
      expect(safeHttpUrl(bad)).toBeNull();
  });
});
