import { expect, test, type Page } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";

/** The hero's headline field in the editor's side panel, after selecting the hero on the canvas. */
async function editHeadline(page: Page, text: string) {
  const canvas = page.frameLocator("iframe#preview-frame");
  await canvas.getByRole("heading", { level: 1 }).first().click();
  const field = page.getByRole("textbox", { name: "Headline", exact: true });
  await expect(field).toBeVisible({ timeout: 15_000 });
  await field.fill(text);
  await expect(canvas.getByRole("heading", { level: 1, name: text })).toBeVisible();
}

test("a new marketer builds a page from a template, publishes it, and visitors see the published version until the next publish", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signedInPage(page);
  await page.goto("/marketing-dashboard/website/landing-pages");
  await expect(page.getByRole("heading", { level: 2, name: "No landing pages yet" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "New page" }).click();
  const dialog = page.getByRole("dialog", { name: "New landing page" });
  await dialog.getByLabel("Page name").fill("Autumn webinar");
  await dialog.getByRole("radio", { name: "Webinar sign-up" }).check();
  await dialog.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(/landing-pages\?page=/, { timeout: 30_000 });
  await expect(page.getByTestId("page-editor")).toBeVisible({ timeout: 60_000 });

  await editHeadline(page, "Plan your autumn in one hour");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Page published.")).toBeVisible({ timeout: 30_000 });
  const publicHref = await page.getByRole("link", { name: "Open public page" }).getAttribute("href");
  expect(publicHref).toMatch(/^\/p\/[^/]+\/autumn-webinar$/);

  // A visitor: another browser context, no session.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(publicHref!);
  await expect(visitorPage.getByRole("heading", { level: 1, name: "Plan your autumn in one hour" })).toBeVisible();

  // The draft changes; the public page doesn't until the next publish.
  await editHeadline(page, "Plan your winter in one hour");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible({ timeout: 30_000 });
  await visitorPage.reload();
  await expect(visitorPage.getByRole("heading", { level: 1, name: "Plan your autumn in one hour" })).toBeVisible();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Page published.").last()).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    await visitorPage.reload();
    await expect(visitorPage.getByRole("heading", { level: 1, name: "Plan your winter in one hour" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await visitor.close();
});
