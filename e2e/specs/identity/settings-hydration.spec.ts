import { expect, test } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";

/**
 * Settings → General hydrates without a mismatch (React #418): the regional selects' option lists
 * come from the runtime's Intl data, which differs between Node and Chromium, and the error reports
 * sit beside the page's hydration boundary.
 */
test.describe("workspace settings page", () => {
  test.setTimeout(180_000);
  test("hydrates without a hydration error, then offers the full regional lists", async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && /#418|#423|#425|hydrat/i.test(message.text())) problems.push(message.text());
    });
    await signedInPage(page);
    await page.goto("/marketing-dashboard/settings/general");
    await expect(page.getByRole("heading", { level: 1, name: "Workspace settings" })).toBeVisible();
    // After hydration the browser fills the currency list in, and the owner's error reports appear.
    await expect.poll(() => page.locator("#settings-currency option").count(), { timeout: 60_000 }).toBeGreaterThan(100);
    await expect(page.getByRole("heading", { level: 2, name: "Error reports" })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
