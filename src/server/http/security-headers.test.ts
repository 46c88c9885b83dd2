import { describe, expect, it } from "vitest";
import { createNonce, HSTS_VALUE, securityHeaders, staticAssetHeaders, tagSources } from "./security-headers";

/** The policy as directive name → its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  const entries = (policy ?? "").split(";").map((d) => d.trim().split(/\s+/));
  return new Map(entries.filter((e) => e[0]).map(([name, ...sources]) => [name!, sources]));
}

describe("security headers", () => {
  it("lets scripts run only with the request's nonce, loading their chunks through strict-dynamic", () => {
    const csp = directives(securityHeaders({ nonce: "abc123", dev: false, https: false })["Content-Security-Policy"]);
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
  });

  it("allows eval only in development, where React's debugging build needs it", () => {
    const dev = directives(securityHeaders({ nonce: "n", dev: true, https: false })["Content-Security-Policy"]);
    const prod = directives(securityHeaders({ nonce: "n", dev: false, https: false })["Content-Security-Policy"]);
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
    expect(prod.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("forbids framing, plugins, foreign base URLs and foreign form targets", () => {
    const csp = directives(securityHeaders({ nonce: "n", dev: false, https: false })["Content-Security-Policy"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
  });

  it("keeps images, styles, fonts and fetches to the site itself (plus data and blob URLs where needed)", () => {
    const csp = directives(securityHeaders({ nonce: "n", dev: false, https: false })["Content-Security-Policy"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("font-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });

  it("sends the fixed protections on every response", () => {
    expect(securityHeaders({ nonce: "n", dev: true, https: false })).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    });
  });

  it("sends HSTS and upgrades insecure requests only for a production site behind https", () => {
    const secure = securityHeaders({ nonce: "n", dev: false, https: true });
    expect(secure["Strict-Transport-Security"]).toBe(HSTS_VALUE);
    expect(directives(secure["Content-Security-Policy"]).has("upgrade-insecure-requests")).toBe(true);
    expect(securityHeaders({ nonce: "n", dev: false, https: false })).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders({ nonce: "n", dev: true, https: true })).not.toHaveProperty("Strict-Transport-Security");
    expect(directives(securityHeaders({ nonce: "n", dev: false, https: false })["Content-Security-Policy"]).has("upgrade-insecure-requests")).toBe(false);
  });

  it("gives static files the same protections with scripts from the site only, without a nonce", () => {
    const headers = staticAssetHeaders({ dev: false, https: true });
    expect(directives(headers["Content-Security-Policy"]).get("script-src")).toEqual(["'self'"]);
    expect(headers).toMatchObject({ "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY", "Strict-Transport-Security": HSTS_VALUE });
  });
});

describe("the product's analytics and ad tags", () => {
  it("open connect-src and img-src only to the services whose ids are set", () => {
    const none = directives(securityHeaders({ nonce: "n", dev: false, https: false, tags: tagSources({}) })["Content-Security-Policy"]);
    expect(none.get("connect-src")).toEqual(["'self'"]);
    expect(none.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    const pixel = directives(
      securityHeaders({ nonce: "n", dev: false, https: false, tags: tagSources({ NEXT_PUBLIC_PIXEL_ID: "1" }) })["Content-Security-Policy"],
    );
    expect(pixel.get("connect-src")).toEqual(["'self'", "https://www.facebook.com"]);
    const all = tagSources({ NEXT_PUBLIC_GA_ID: "G-1", NEXT_PUBLIC_POSTHOG_KEY: "phc_x", NEXT_PUBLIC_POSTHOG_HOST: "https://eu.posthog.example/path" });
    expect(all.connect).toContain("https://*.google-analytics.com");
    expect(all.connect).toContain("https://eu.posthog.example");
    expect(all.img).not.toContain("https://eu.posthog.example");
    // posthog-js on the product's own receiver (no host set) needs nothing beyond 'self'.
    expect(tagSources({ NEXT_PUBLIC_POSTHOG_KEY: "phc_x" })).toEqual({ connect: [], img: [] });
  });
});

describe("nonce", () => {
  it("is fresh for every request and safe to put in a policy", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});
