import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { PRODUCT_CONSENT_CHOICES_PER_MINUTE } from "./contracts/product-analytics.constants";
import { analyticsConsentChoices, claimProductToken, handleProductConsent, projectToken } from "./index";
import { resetProductConsentLimitsForTests } from "./server/product-consent";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());
beforeEach(() => resetProductConsentLimitsForTests());

const choice = { visitorId: "anon-1", analytics: 1, advertising: 0, bannerVersion: "product-1", source: "banner", pageUrl: "https://app.test/auth/signin?x=1" };

async function post(body: unknown, opts: { cookie?: string; origin?: string | null; ip?: string } = {}) {
  const headers = new Headers({ "content-type": "application/json", host: "app.test", "x-forwarded-for": opts.ip ?? "203.0.113.9" });
  if (opts.origin !== null) headers.set("origin", opts.origin ?? "https://app.test");
  if (opts.cookie) headers.set("cookie", opts.cookie);
  return handleProductConsent(handle.db, new Request("https://app.test/api/consent", { method: "POST", headers, body: JSON.stringify(body) }));
}

describe("POST /api/consent (the product banner's record of a choice)", () => {
  it("records an anonymous visitor's choice with scope product and the banner version, without the query string", async () => {
    const res = await post(choice);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await handle.db.select().from(analyticsConsentChoices).where(eq(analyticsConsentChoices.id, id));
    expect(row).toMatchObject({
      scope: "product",
      workspaceId: null,
      userId: null,
      visitorId: "anon-1",
      analytics: 1,
      advertising: 0,
      bannerVersion: "product-1",
      source: "banner",
      pageUrl: "https://app.test/auth/signin",
    });
  });

  it("adds the signed-in person and the workspace they are in", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const token = await encode({ token: { sub: owner.id, email: "someone@example.test", sv: 0 }, secret: process.env.NEXTAUTH_SECRET! });
    const res = await post({ ...choice, source: "account-menu" }, { cookie: `next-auth.session-token=${token}; amt.workspace=${workspace.id}` });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await handle.db.select().from(analyticsConsentChoices).where(eq(analyticsConsentChoices.id, id));
    expect(row).toMatchObject({ userId: owner.id, workspaceId: workspace.id, source: "account-menu" });
  });

  it("refuses other sites, bad answers and loops", async () => {
    expect((await post(choice, { origin: "https://evil.example" })).status).toBe(403);
    const bad = await post({ ...choice, analytics: 2 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/consent answer/);
    expect((await post({ ...choice, bannerVersion: "has spaces" })).status).toBe(400);
    expect((await post([1, 2])).status).toBe(400);
    for (let i = 0; i < PRODUCT_CONSENT_CHOICES_PER_MINUTE; i++) await post(choice, { ip: "198.51.100.7" });
    expect((await post(choice, { ip: "198.51.100.7" })).status).toBe(429);
  });
});

describe("claimProductToken (the demo seed gives the product's own key to the demo workspace)", () => {
  it("takes a fresh project token once, and nothing else", async () => {
    const a = await makeWorkspace(handle.db);
    const b = await makeWorkspace(handle.db);
    const key = "phc_productkeyfortheinttest0001";
    expect(await claimProductToken(handle.db, a.workspace.id, key)).toBe(true);
    expect(await projectToken(handle.db, a.workspace.id)).toBe(key);
    expect(await claimProductToken(handle.db, b.workspace.id, key)).toBe(false);
    expect(await claimProductToken(handle.db, b.workspace.id, "not-a-token")).toBe(false);
    expect(await projectToken(handle.db, b.workspace.id)).not.toBe(key);
  });
});
