import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
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
  // A brand kit for "Fill with AI" to write in (a new workspace has none); the page takes the default kit.
  const kit = await page.request.post("/api/trpc/assets.brandKits.create", { headers: { origin: baseURL }, data: { json: { name: "Acme", from: "blank" } } });
  expect(kit.ok()).toBe(true);
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

  // Fill with AI (the offline writer, no model configured): the hero's words change in the editor, and Undo brings them back.
  await page.frameLocator("iframe#preview-frame").getByRole("heading", { level: 1 }).first().click();
  const headline = page.getByRole("textbox", { name: "Headline", exact: true });
  await expect(headline).toHaveValue("Plan your winter in one hour");
  const fillButton = page.getByRole("button", { name: "Fill with AI" });
  const historyStep = async () => Number(await page.locator("[data-history-step]").first().getAttribute("data-history-step"));
  const stepBefore = await historyStep();
  await fillButton.click();
  await page.getByLabel("What should it say? (optional)").fill("autumn webinar for busy teams");
  await page.getByRole("button", { name: "Write this block" }).click();
  await expect(headline).not.toHaveValue("Plan your winter in one hour", { timeout: 30_000 });
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  // Puck makes the fill a step of its history 250 ms after it lands: undo once it has (a person's click never comes sooner).
  await expect.poll(historyStep).toBeGreaterThan(stepBefore);
  await page.getByRole("button", { name: "undo", exact: true }).click();
  await expect(headline).toHaveValue("Plan your winter in one hour");

  // The list shows the page's views and conversion rate over the last 30 days.
  await page.getByRole("link", { name: "All pages" }).click();
  await expect(page.getByRole("list", { name: "Landing pages" }).getByText(/views? in 30 days/)).toBeVisible({ timeout: 30_000 });
});
