import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";
import { connectGoogleAds } from "../../fixtures/google-ads";

const OVERVIEW = "/marketing-dashboard/data/marketing-reporting-tools";
const GOOGLE_ADS = "/marketing-dashboard/ppc-dashboard/google-ads";

/**
 * The report's numbers are in and React has hydrated it: on a loaded machine the server's HTML shows
 * well before its controls answer, and a choice made in between changes nothing.
 */
const ready = async (page: Page) => {
  await expect(page.locator('[data-report-ready="true"]')).toBeAttached({ timeout: 30_000 });
  const range = page.getByRole("combobox", { name: "Date range" });
  await expect.poll(() => range.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))), { timeout: 30_000 }).toBe(true);
};

test.describe("reports", () => {
  test("a new user reads the overview, changes range and comparison, drills into Google Ads and exports its PDF", async ({ page }) => {
    test.setTimeout(240_000);
    await signedInPage(page, { workspaceName: "Northwind Reports" });

    // Before anything is connected, the overview says what to connect.
    await page.getByRole("link", { name: "Overview" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${OVERVIEW}$`));
    await expect(page.getByRole("heading", { name: "Connect a data source to see this report" })).toBeVisible();

    await connectGoogleAds(page);

    // The overview: blended KPIs with their change, the series, platforms and top campaigns.
    await page.goto(OVERVIEW);
    await ready(page);
    await expect(page.getByRole("heading", { name: "Cross-channel overview", level: 1 })).toBeVisible();
    const spend = page.locator('[data-kpi="spend"]');
    await expect(spend).toContainText("$");
    await expect(spend).toContainText(/[+−-]\d|no comparison/);
    await expect(
      page
        .getByRole("img", { name: /Spend by/ })
        .or(page.locator("svg[aria-label^='Spend']"))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: "Paid media by platform" })).toContainText("Google Ads");
    await expect(page.getByRole("table", { name: "Top campaigns by spend" }).locator("tbody tr").first()).toBeVisible();

    // Range and comparison live in the address; a reload reproduces the view.
    const before = await spend.getAttribute("data-kpi");
    expect(before).toBe("spend");
    const firstValue = await spend.locator("[data-value]").getAttribute("data-value");
    await page.getByRole("combobox", { name: "Date range" }).selectOption({ label: "Last 90 days" });
    await expect(page).toHaveURL(/range=last90/);
    await ready(page);
    await expect(spend.locator("[data-value]")).not.toHaveAttribute("data-value", firstValue!);
    await page.getByRole("combobox", { name: "Compare with" }).selectOption({ label: "Same period last year" });
    await expect(page).toHaveURL(/compare=year/);
    await ready(page);
    const ninetyDays = await spend.locator("[data-value]").getAttribute("data-value");
    await page.reload();
    await ready(page);
    await expect(page.getByRole("combobox", { name: "Date range" }).locator("option:checked")).toHaveText("Last 90 days");
    await expect(page.getByRole("combobox", { name: "Compare with" }).locator("option:checked")).toHaveText("Same period last year");
    await expect(spend.locator("[data-value]")).toHaveAttribute("data-value", ninetyDays!);

    // Drill into Google Ads from the platform table: the same range and comparison.
    await page.getByRole("table", { name: "Paid media by platform" }).getByRole("link", { name: "Google Ads" }).click();
    await expect(page).toHaveURL(new RegExp(`${GOOGLE_ADS}\\?range=last90&compare=year$`));
    await ready(page);
    await expect(page.getByRole("combobox", { name: "Date range" }).locator("option:checked")).toHaveText("Last 90 days");
    await expect(page.getByRole("heading", { name: "Google Ads report", level: 1 })).toBeVisible();
    const campaigns = page.getByRole("table", { name: "Google Ads campaigns" });
    await expect(campaigns.locator("tbody tr").first()).toBeVisible();
    await expect(campaigns.locator("tfoot")).toContainText("Total");

    // A campaign filter narrows the report and stays in the address.
    const allSpend = await page.locator('[data-kpi="spend"] [data-value]').getAttribute("data-value");
    await page.getByRole("button", { name: /^Campaigns:/ }).click();
    const firstCampaign = page.getByRole("menuitemcheckbox").first();
    await firstCampaign.click();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/campaigns=/);
    await ready(page);
    await expect(page.locator('[data-kpi="spend"] [data-value]')).not.toHaveAttribute("data-value", allSpend!);
    // One campaign chosen: the report opens it, with its ad groups and its days.
    await expect(page.getByRole("table", { name: /^Ad groups of / })).toBeVisible();
    await expect(page.getByRole("table", { name: / by day$/ })).toBeVisible();

    // Export the PDF the server renders from this view, and look at it.
    await page.getByRole("button", { name: "Export" }).click();
    const download = page.waitForEvent("download", { timeout: 90_000 });
    await page.getByRole("menuitem", { name: "PDF" }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^Google Ads report-.*\.pdf$/);
    const bytes = await readFile((await pdf.path())!);
    const text = bytes.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect((text.match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBeGreaterThanOrEqual(1);
    expect(bytes.length).toBeGreaterThan(20_000);
    // The same page in print: the report with its header, without the app around it.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("[data-report-print-header]")).toContainText("Google Ads report");
    await expect(page.locator("[data-report-print-header]")).toContainText("Northwind Reports");
    await expect(page.getByRole("table", { name: "Google Ads campaigns" })).toBeVisible();
  });

  test("the report pages work at 375 px and a bad link says what is wrong", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signedInPage(page);
    await page.goto(`${GOOGLE_ADS}?range=nonsense&compare=whatever`);
    await ready(page);
    await expect(page.getByRole("combobox", { name: "Date range" }).locator("option:checked")).toHaveText("Last 28 days");
    await expect(page.getByRole("heading", { name: "Connect Google Ads to see this report" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // An account filter naming a source that isn't this workspace's is refused, and clearing it recovers.
    await page.goto(`${GOOGLE_ADS}?sources=00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole("heading", { name: "This report couldn't be loaded" })).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByRole("heading", { name: "Connect Google Ads to see this report" })).toBeVisible();
  });
});
