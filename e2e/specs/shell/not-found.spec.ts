import { expect, test, type APIResponse } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";

/** The robots meta tags of an HTML answer. */
async function robotsTags(res: APIResponse): Promise<string[]> {
  return (await res.text()).match(/<meta\b[^>]*name="robots"[^>]*>/g) ?? [];
}

test.describe("addresses without a page", () => {
  test("an unknown product address answers 404 with one noindex, inside the product frame", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInPage(page);
    for (const path of ["/marketing-dashboard/no-such-page", "/marketing-dashboard/data/no-such-page/deeper"]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(await robotsTags(res), path).toEqual([expect.stringMatching(/content="noindex"/)]);
    }
    await page.goto("/marketing-dashboard/no-such-page");
    await expect(page.getByRole("heading", { name: /couldn.t find that page/i })).toBeVisible();
    await expect(page.getByTestId("sidebar")).toBeVisible();
  });

  test("an unknown address outside the product answers 404 with one noindex", async ({ request }) => {
    const res = await request.get("/no-such-page");
    expect(res.status()).toBe(404);
    expect(await robotsTags(res)).toEqual([expect.stringMatching(/content="noindex"/)]);
  });

  test("the icon every page links to is there: /favicon.ico and the page's own icon link answer 200", async ({ request }) => {
    const ico = await request.get("/favicon.ico");
    expect(ico.status()).toBe(200);
    expect(ico.headers()["content-type"]).toMatch(/image\//);
    const html = await (await request.get("/auth/signin")).text();
    const links = (html.match(/<link\b[^>]*>/g) ?? [])
      .filter((tag) => /\brel="(?:shortcut )?icon"/.test(tag))
      .map((tag) => tag.match(/\bhref="([^"]+)"/)![1]!.replace(/&amp;/g, "&"));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect((await request.get(href)).status(), href).toBe(200);
  });

  test("a path with malformed percent-encoding answers 400 or 404, never 500", async ({ page }) => {
    await signedInPage(page);
    for (const path of [
      "/marketing-dashboard/%E0%A4%A",
      "/marketing-dashboard/data/%",
      "/%E0%A4%A",
      "/p/%",
      "/auth/%ZZ",
      "/api/trpc/crm.contacts.list%ZZ",
      "/api/trpc/%",
    ]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect([400, 404], `${path} answered ${res.status()}`).toContain(res.status());
    }
  });
});
