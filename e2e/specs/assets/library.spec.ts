import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signInThroughPage } from "../../fixtures/app";
import { expectNoHorizontalOverflow } from "../../fixtures/overflow";

/** The demo account's sign-in, as `npm start` prints it (the run's own data folder). */
const demo = () => JSON.parse(readFileSync(`.data-e2e-${process.env.E2E_PORT ?? 3100}/demo-sign-in.json`, "utf8")) as { email: string; password: string };

const AD = "Coffee subscription: search ad (demo)";
const EMAIL = "Spring subscription: welcome email (demo)";
const POST = "New Ethiopian single origin (demo)";
/** From the copy pages' demo copy. */
const SUBSCRIBER_EMAIL = "Your next roast, subscriber email (demo)";
const SMS = "Roast day reminder, SMS (demo)";

const results = (page: Page) => page.getByRole("list", { name: "Assets" });

/** Signs in to the demo and opens the library from the sidebar (generous: the demo sign-in is slow on a loaded machine). */
async function openLibrary(page: Page) {
  test.setTimeout(180_000);
  await signInThroughPage(page, demo());
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/, { timeout: 30_000 });
  await page.getByTestId("sidebar").getByRole("link", { name: "All assets" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Assets library" })).toBeVisible({ timeout: 30_000 });
}

test("the demo's marketer finds assets in the library by type, status and search, and opens one", async ({ page }) => {
  await openLibrary(page);
  // The demo's assets: in the list, in "recently edited by you" (the ten newest: the demo copy, seeded last, an SMS among
  // them, which opens on the Email copy page) and in the counts per type (two emails: the library's and the copy page's).
  await expect(results(page).getByRole("link", { name: AD })).toBeVisible();
  const recent = page.getByRole("region", { name: "Recently edited by you" });
  await expect(recent.getByRole("link", { name: SUBSCRIBER_EMAIL })).toBeVisible();
  await expect(recent.getByRole("link", { name: SMS })).toHaveAttribute("href", /^\/marketing-dashboard\/copy-assets\/email\?asset=[0-9a-f-]{36}$/);
  await expect(page.getByRole("region", { name: "By type" }).getByRole("button", { name: /^Email\s*2$/ })).toBeVisible();

  // Type: the address follows, and only emails are listed.
  await page.getByLabel("Type", { exact: true }).selectOption("email");
  await expect(page).toHaveURL(/[?&]type=email(&|$)/);
  await expect(results(page).getByRole("link", { name: EMAIL })).toBeVisible();
  await expect(results(page).getByRole("link", { name: AD })).toHaveCount(0);

  // Status: in review keeps the welcome email; approved only the subscriber email; the back button undoes the last filter.
  await page.getByLabel("Status", { exact: true }).selectOption("in-review");
  await expect(page).toHaveURL(/status=in-review/);
  await expect(results(page).getByRole("link", { name: EMAIL })).toBeVisible();
  await expect(results(page).getByRole("link", { name: SUBSCRIBER_EMAIL })).toHaveCount(0);
  await page.getByLabel("Status", { exact: true }).selectOption("approved");
  await expect(results(page).getByRole("link", { name: SUBSCRIBER_EMAIL })).toBeVisible();
  await expect(results(page).getByRole("link")).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/status=in-review/);
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("in-review");
  await expect(results(page).getByRole("link", { name: EMAIL })).toBeVisible();

  // A shared link shows the same list.
  await page.reload();
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("email");
  await expect(results(page).getByRole("link", { name: EMAIL })).toBeVisible();

  // Clear, then search by a word of the text (after a pause in typing).
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page).not.toHaveURL(/type=/);
  await page.getByRole("searchbox", { name: "Search assets" }).fill("floral");
  await expect(page).toHaveURL(/[?&]q=floral/);
  await expect(results(page).getByRole("link", { name: POST })).toBeVisible();
  await expect(results(page).getByRole("link")).toHaveCount(1);

  // The title opens the asset where it is edited.
  const link = results(page).getByRole("link", { name: POST });
  await expect(link).toHaveAttribute("href", /^\/marketing-dashboard\/copy-assets\/social-media\?asset=[0-9a-f-]{36}$/);
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, "\\?")}$`));
});

test("the library's Create menu offers the pages that make assets, and the page fits a phone", async ({ page }) => {
  await openLibrary(page);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("menuitem", { name: "Google responsive search ad" })).toHaveAttribute(
    "href",
    "/marketing-dashboard/copy-assets/paid-ads?new=google-rsa",
  );
  await expect(page.getByRole("menuitem", { name: "Keyword list" })).toHaveAttribute("href", "/marketing-dashboard/keywords?new=1");
  await expect(page.getByRole("menuitem", { name: "Brand kit" })).toHaveAttribute("href", "/marketing-dashboard/themes");
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(results(page).getByRole("link", { name: AD })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
