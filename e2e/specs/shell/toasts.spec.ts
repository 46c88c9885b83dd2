import { expect, test, type Page } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";

async function createWorkspace(page: Page, name: string) {
  await page.getByRole("button", { name: /Switch workspace/ }).click();
  await page.getByRole("menuitem", { name: "New workspace" }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
}

test.describe("toasts (spec §8)", () => {
  test("the main area shows at most 2, bottom-right on wide screens, each with a close button", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInPage(page);
    const main = page.locator('[data-toast-area="main"]');
    // The first two toasts are held open, as a pointer resting on a toast holds it (its close timer
    // pauses), so the third is queued however long each workspace takes to create.
    for (const name of ["One Brand", "Two Brand"]) {
      await createWorkspace(page, name);
      await main.locator("[data-toast]").filter({ hasText: name }).dispatchEvent("mouseover");
    }
    await createWorkspace(page, "Three Brand");
    await expect(main.locator("[data-toast]")).toHaveCount(2);
    await expect(main).not.toContainText("Three Brand");
    const box = (await main.locator("[data-toast]").first().boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1440 - 80);
    expect(box.y + box.height).toBeGreaterThan(900 - 200);
    // Closing one lets the queued third one in.
    await main.getByRole("button", { name: "Close notification" }).first().click();
    await expect(main.locator("[data-toast]")).toHaveCount(2);
    await expect(main).toContainText("Three Brand");
  });

  test("below 768 px the main area sits top-center", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signedInPage(page);
    await createWorkspace(page, "Narrow Brand");
    const toast = page.locator('[data-toast-area="main"] [data-toast]').first();
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeLessThan(120);
    expect(Math.abs(box.x + box.width / 2 - 375 / 2)).toBeLessThan(20);
  });

  test("the top-right notice area closes its notices after 4 seconds and is at most 200 px high", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInPage(page, { workspaceName: "First Brand" });
    await createWorkspace(page, "Second Brand");
    await page.getByRole("button", { name: /Switch workspace/ }).click();
    await page.getByRole("menuitem", { name: /First Brand/ }).click();
    const notices = page.locator('[data-toast-area="notice"]');
    await expect(notices.locator("[data-toast]")).toContainText("Switched to First Brand");
    const box = (await notices.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1440 - 80);
    expect(box.y).toBeLessThan(100);
    expect(await notices.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("200px");
    await expect(notices.locator("[data-toast]")).toHaveCount(0, { timeout: 6_000 });
  });
});
