import { expect, test } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";

const CHUNKS = "**/_next/static/chunks/**";

// The header's menus load their code on first press (components/ui/lazy-menu.tsx).
test.describe("menus loaded on first press", () => {
  test("hovering the workspace switcher fetches its menu; a press opens it", async ({ page }) => {
    await signedInPage(page, { workspaceName: "Hover Brand" });
    const trigger = page.getByRole("button", { name: /Switch workspace/ });
    const fetched = page.waitForRequest((request) => request.url().includes("/_next/static/chunks/") && request.resourceType() === "script");
    await trigger.hover();
    await fetched;
    await trigger.click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menuitem", { name: /Hover Brand/ })).toBeVisible();
  });

  test("the account menu opens from the keyboard with its first item focused, and closes back to its button", async ({ page }) => {
    await signedInPage(page);
    const trigger = page.getByRole("button", { name: /Account menu/ });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitemradio", { name: "System" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitemradio", { name: "Light" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(trigger).toBeFocused();
    // From now on the full menu is in place and opens as any Radix menu.
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitemradio", { name: "System" })).toBeFocused();
  });

  test("a menu whose code can't be fetched says so, and the next press opens it", async ({ page }) => {
    await signedInPage(page);
    await page.route(CHUNKS, (route) => route.abort("internetdisconnected"));
    const trigger = page.getByRole("button", { name: /Switch workspace/ });
    await trigger.click();
    await expect(page.locator('[data-toast-area="main"]')).toContainText("Couldn't open the menu. Check your connection and try again.");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(trigger).not.toHaveAttribute("aria-busy");
    await page.unroute(CHUNKS);
    await trigger.click();
    await expect(page.getByRole("menuitem", { name: "New workspace" })).toBeVisible();
  });
});
