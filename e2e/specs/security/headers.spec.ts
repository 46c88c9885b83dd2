import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { PASSWORD, signedInPage, uniqueEmail } from "../../fixtures/app";

const FIXED_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

/** The nonce a response's Content-Security-Policy allows scripts with. */
function nonceOf(res: APIResponse): string {
  const nonce = res.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce, "the policy names a nonce").toBeTruthy();
  return nonce!;
}

function expectSecurityHeaders(res: APIResponse) {
  const headers = res.headers();
  expect(headers).toMatchObject(FIXED_HEADERS);
  const policy = headers["content-security-policy"] ?? "";
  for (const directive of [
    "script-src 'self' 'nonce-",
    "'strict-dynamic'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "font-src 'self' data:",
  ]) {
    expect(policy).toContain(directive);
  }
  // The test server runs over plain http: no HSTS there.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

/** Console messages that report a blocked script, style or fetch. */
function recordCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (msg.text().includes("Content Security Policy")) violations.push(msg.text());
  });
  return violations;
}

test.describe("security headers and same-origin mutations", () => {
  test("the sign-in page, an API route and the auth API carry the security headers", async ({ request }) => {
    for (const path of ["/auth/signin", "/api/auth/providers"]) {
      const res = await request.get(path);
      expect(res.ok(), path).toBe(true);
      expectSecurityHeaders(res);
    }
    // The JSON APIs on the hot path get the fixed set: a JSON answer runs no script to need a nonce.
    for (const path of ["/api/health", "/api/trpc/guides.list?batch=1&input=%7B%7D"]) {
      const headers = (await request.get(path)).headers();
      expect(headers, path).toMatchObject(FIXED_HEADERS);
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
  });

  test("Next's scripts carry the request's nonce, a fresh one for every request", async ({ request }) => {
    const first = await request.get("/auth/signin");
    const second = await request.get("/auth/signin");
    const nonce = nonceOf(first);
    expect(nonceOf(second)).not.toBe(nonce);

    const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);

    // The built files those scripts load come with the fixed protections too.
    const src = scripts.map((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1]).find((s) => s?.startsWith("/_next/static/"));
    expect(src).toBeTruthy();
    const asset = await request.get(src!);
    expect(asset.ok()).toBe(true);
    expect(asset.headers()).toMatchObject(FIXED_HEADERS);
  });

  test("the sign-in page and the home page run without a Content Security Policy violation", async ({ page }) => {
    const violations = recordCspViolations(page);
    await page.goto("/auth/signin");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await signedInPage(page);
    await expect(page.getByRole("heading", { name: "Getting started" })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("a mutation posted from another site is refused before it runs", async ({ request }) => {
    const email = uniqueEmail();
    const data = { json: { name: "Mallory", email, password: PASSWORD, workspaceName: "Evil Corp" } };
    const crossSite = await request.post("/api/trpc/identity.signUp", { headers: { origin: "https://evil.example" }, data });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.json()).toEqual({ message: "Requests that change data must come from this site." });

    const noOrigin = await request.post("/api/trpc/identity.signUp", { data });
    expect(noOrigin.status()).toBe(403);

    const form = await request.post("/api/trpc/identity.signUp", { headers: { origin: baseURL }, form: { email } });
    expect(form.status()).toBe(403);
    expect(await form.json()).toEqual({ message: "Requests that change data must be sent as JSON." });

    // Nothing was created: the same address still signs up from this site.
    const sameSite = await request.post("/api/trpc/identity.signUp", { headers: { origin: baseURL }, data });
    expect(sameSite.ok()).toBe(true);
  });

  test("the session cookie is HttpOnly and SameSite=Lax", async ({ page }) => {
    await signedInPage(page);
    const session = (await page.context().cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  });
});
