import { expect, test } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";

test.describe("application shell", () => {
  test("at 1440 px the sidebar and breadcrumbs are in view", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInPage(page);
    await expect(page.getByTestId("sidebar")).toBeVisible();
    await expect(page.getByTestId("sidebar").getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home");
    await expect(page.getByRole("button", { name: "Open navigation" })).toBeHidden();
    await page.screenshot({ path: "test-results/shell-1440.png" });
  });

  test("at 375 px the sidebar becomes a drawer that opens, navigates and closes with the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signedInPage(page);
    await expect(page.getByTestId("sidebar")).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await expect(drawer).toBeVisible();
    await page.screenshot({ path: "test-results/shell-375-drawer.png" });
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    await drawer.getByRole("link", { name: "Home" }).click();
    await expect(drawer).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("an unknown route shows the 404 page with the default title", async ({ page }) => {
    await signedInPage(page);
    await page.goto("/marketing-dashboard/no-such-page");
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
    await expect(page).toHaveTitle("AI Marketing Tools");
    await page.goto("/nowhere-at-all");
    await expect(page).toHaveTitle("AI Marketing Tools");
  });

  test("a product page's head carries its title, social and robots tags, structured data and share image", async ({ page }) => {
    await signedInPage(page);
    await expect(page).toHaveTitle("Home");
    const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
    expect(await meta('meta[name="title"]')).toBe("Home | AI Marketing Tools");
    expect(await meta('meta[name="description"]')).toMatch(/set up your workspace/);
    expect(await meta('meta[name="robots"]')).toBe("noindex, nofollow");
    expect(await meta('meta[property="og:title"]')).toBe("Home | AI Marketing Tools");
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    const image = await meta('meta[property="og:image"]');
    expect(image).toMatch(/\/api\/og\?title=Home$/);

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(ld).toMatchObject({ "@type": "SoftwareApplication", softwareVersion: "1.0", aggregateRating: { ratingValue: 5, ratingCount: 10 } });
    expect(ld.offers.map((o: { price: string }) => o.price)).toEqual(["39.00", "99.00", "244.00", "494.00", "794.00"]);

    const png = await page.request.get(`/api/og?title=${encodeURIComponent("<script>alert(1)</script>".repeat(20))}`);
    expect(png.headers()["content-type"]).toBe("image/png");
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("the theme can be switched to dark and is kept across reloads", async ({ page }) => {
    await signedInPage(page);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("health and readiness answer", async ({ request }) => {
    expect(await (await request.get("/api/health")).json()).toEqual({ status: "ok" });
    expect(await (await request.get("/api/ready")).json()).toMatchObject({ status: "ready", checks: { database: true, queue: true } });
  });
});
