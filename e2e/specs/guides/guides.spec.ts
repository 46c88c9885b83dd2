import { expect, test, type Page } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";

const PATH = "/marketing-dashboard/settings/guides-and-references";

const guideList = (page: Page) => page.getByRole("navigation", { name: "Guides" });
const article = (page: Page) => page.getByRole("article");

test.describe("guides", () => {
  test("opens from the sidebar's Settings group, filters as you type, and reads a guide's steps", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInPage(page);

    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar.getByText("Settings", { exact: true })).toBeVisible();
    await sidebar.getByRole("link", { name: "Guides", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page).toHaveTitle("Guides");
    await expect(page.getByRole("heading", { level: 1, name: "Guides" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Guides", exact: true })).toHaveAttribute("aria-current", "page");

    // Every guide is listed, grouped by area; the first one is open.
    await expect(guideList(page).getByRole("link")).toHaveCount(12);
    await expect(guideList(page).getByRole("heading", { name: "Getting started" })).toBeVisible();
    await expect(guideList(page).getByRole("heading", { name: "Your account" })).toBeVisible();
    await expect(article(page).getByRole("heading", { level: 2, name: "Getting started" })).toBeVisible();

    // Search filters by title, summary and text as you type.
    const search = page.getByRole("searchbox", { name: "Search guides" });
    await search.fill("light and dark");
    await expect(page.getByText("1 of 12 guides match")).toHaveAttribute("role", "status");
    await expect(guideList(page).getByRole("link")).toHaveCount(1);
    await search.fill("workspace menu");
    await expect(guideList(page).getByRole("link", { name: /^Workspaces/ })).toBeVisible();
    await search.fill("throttle wait");
    await expect(guideList(page).getByRole("link")).toHaveCount(0);
    await search.fill("password");
    await expect(guideList(page).getByRole("link", { name: /^Signing in and account security/ })).toBeVisible();

    // Open a guide: it is in the address, its title takes the focus, and its steps read in order.
    await search.fill("light and dark");
    await guideList(page)
      .getByRole("link", { name: /^Your account menu and appearance/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?guide=account-menu-and-appearance$`));
    const title = article(page).getByRole("heading", { level: 2, name: "Your account menu and appearance" });
    await expect(title).toBeFocused();
    await expect(guideList(page).getByRole("link", { name: /^Your account menu and appearance/ })).toHaveAttribute("aria-current", "page");
    await expect(article(page).getByRole("heading", { level: 3, name: "Choose a theme" })).toBeVisible();
    const steps = article(page).getByRole("list").filter({ hasText: "Open the account menu (your initials, top right)." });
    await expect(steps.getByRole("listitem")).toHaveText(["Open the account menu (your initials, top right).", "Under Theme, select System, Light or Dark."]);
    await expect(article(page).locator("strong", { hasText: "Skip to content" })).toBeVisible();
    await page.screenshot({ path: "test-results/e2e-guides/guides-1440.png", fullPage: true });

    // A link inside a guide opens another guide.
    await article(page).getByRole("link", { name: "Signing in and account security" }).click();
    await expect(page).toHaveURL(/\?guide=signing-in-and-account-security$/);
    await expect(article(page).getByRole("heading", { level: 2, name: "Signing in and account security" })).toBeVisible();
    await expect(article(page)).toContainText("After 10 failed attempts for one account within 10 minutes");
    await expect(article(page).getByRole("heading", { name: "Sign out everywhere" })).toBeVisible();
  });

  test("a search with no match shows the empty state, and clearing it brings the guides back", async ({ page }) => {
    await signedInPage(page);
    await page.goto(PATH);
    const search = page.getByRole("searchbox", { name: "Search guides" });
    await search.fill("<b>quantum</b>");
    await expect(page.getByRole("heading", { name: "No guide matches “<b>quantum</b>”" })).toBeVisible();
    await expect(guideList(page)).toBeHidden();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(guideList(page).getByRole("link")).toHaveCount(12);
  });

  test("a guide can be linked to; an unknown one says so", async ({ page }) => {
    await signedInPage(page);
    await page.goto(`${PATH}?guide=workspaces`);
    await expect(article(page).getByRole("heading", { level: 2, name: "Workspaces" })).toBeVisible();
    await expect(article(page).getByRole("heading", { name: "Create a workspace" })).toBeVisible();
    await page.goto(`${PATH}?guide=no-such-guide`);
    await expect(page.getByRole("heading", { name: "We couldn't find that guide" })).toBeVisible();
    await expect(guideList(page).getByRole("link")).toHaveCount(12);
  });

  test("works with the keyboard: type to search, Tab to a guide, Enter to open it", async ({ page }) => {
    await signedInPage(page);
    await page.goto(PATH);
    const search = page.getByRole("searchbox", { name: "Search guides" });
    await search.focus();
    await page.keyboard.type("sign out");
    await page.keyboard.press("Tab");
    const first = guideList(page).getByRole("link").first();
    await expect(first).toBeFocused();
    const name = (await first.locator("span").first().textContent()) ?? "";
    await page.keyboard.press("Enter");
    await expect(article(page).getByRole("heading", { level: 2, name })).toBeFocused();
  });

  test("at 375 px the list sits above the article, reached from the navigation drawer", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signedInPage(page);
    await page.getByRole("button", { name: "Open navigation" }).click();
    await page.getByRole("dialog", { name: "Navigation" }).getByRole("link", { name: "Guides", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    const list = await guideList(page).boundingBox();
    const body = await article(page).boundingBox();
    expect(list && body && list.y + list.height <= body.y).toBe(true);
    await page.screenshot({ path: "test-results/e2e-guides/guides-375.png", fullPage: true });
    await guideList(page)
      .getByRole("link", { name: /^Workspaces/ })
      .click();
    await expect(article(page).getByRole("heading", { level: 2, name: "Workspaces" })).toBeFocused();
    await expect(article(page).getByRole("heading", { level: 2, name: "Workspaces" })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
