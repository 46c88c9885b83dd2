import { expect, test, type Page } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";
import { connectGoogleAds } from "../../fixtures/google-ads";

const HOME = "/marketing-dashboard/home";

/** Opens the home page, counting the API calls the browser makes while it loads. */
async function openHome(page: Page) {
  const apiCalls: string[] = [];
  const record = (req: { url(): string }) => void (req.url().includes("/api/trpc/") && apiCalls.push(req.url()));
  page.on("request", record);
  await page.goto(HOME);
  await expect(page.getByRole("heading", { name: "Getting started" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  page.off("request", record);
  return apiCalls;
}

test.describe("home page figures", () => {
  test("a new workspace sees its checklist, then, once a source syncs, the last 7 days, pacing and connection health, sets a budget, at 375 px too", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signedInPage(page, { workspaceName: "Northwind Home" });

    // Nothing connected: the checklist alone, sent ready from the server.
    expect(await openHome(page)).toEqual([]);
    await expect(page.getByRole("heading", { name: "Welcome to Northwind Home" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Last 7 days" })).toHaveCount(0);
    await expect(page.locator('[data-step="sources"]')).toHaveAttribute("data-done", "false");

    await connectGoogleAds(page);

    // The figures come with the page: no API call from the browser.
    expect(await openHome(page)).toEqual([]);
    await expect(page.getByRole("heading", { name: "Last 7 days" })).toBeVisible();
    await expect(page.locator('[data-kpi="spend"]')).toContainText("$");
    await expect(page.getByRole("heading", { name: "Anomalies" })).toBeVisible();
    const health = page.getByRole("list", { name: "Connection health" });
    await expect(health.getByRole("listitem").filter({ hasText: "Northwind Coffee US" })).toContainText(/Synced /);
    await expect(health.getByLabel("Healthy")).toHaveCount(1);
    await expect(page.locator('[data-step="sources"]')).toHaveAttribute("data-done", "true");

    // Budgets are set from the home page's pacing; the page reads it again.
    const pacing = page.getByRole("list", { name: "Budget pacing" });
    const all = pacing.locator('[data-pacing="all"]');
    await all.getByRole("button", { name: "Set budget" }).click();
    const dialog = page.getByRole("dialog", { name: /^Budget for / });
    await dialog.getByRole("textbox", { name: /Monthly budget/ }).fill("5000");
    await dialog.getByRole("button", { name: "Save budget" }).click();
    await expect(dialog).toBeHidden();
    await expect(all.getByRole("button", { name: "Change budget" })).toBeVisible();
    await expect(all.getByRole("progressbar")).toHaveAttribute("aria-label", /of \$5,000(\.00)? spent/);
    await page.reload();
    await expect(all.getByRole("button", { name: "Change budget" })).toBeVisible();

    // The figures fit a 375 px screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole("heading", { name: "Last 7 days" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    // The overview is one click away, on the same 7 days.
    await page.getByRole("link", { name: "Open the overview" }).click();
    await expect(page).toHaveURL(/\/marketing-dashboard\/data\/marketing-reporting-tools\?range=last7$/);
  });
});
