import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signedInPage, signInThroughPage, signUpThroughApi, uniqueEmail } from "../../fixtures/app";
import { connectGoogleAds } from "../../fixtures/google-ads";
import { mailFor } from "../../fixtures/mail";

const OVERVIEW = "/marketing-dashboard/data/marketing-reporting-tools";
const GOOGLE_ADS = "/marketing-dashboard/ppc-dashboard/google-ads";
/** What the PDF renderer loads of a report page (src/modules/reporting/pdf/render.ts): no scripts. */
const PRINTED = new Set(["document", "stylesheet", "font", "image"]);

test.describe("report export and scheduled reports", () => {
  test("a new user exports the overview as PDF and CSV, prints it without the app around it, and mails it on a schedule", async ({ page }) => {
    test.setTimeout(180_000);
    await signedInPage(page, { workspaceName: "Northwind Agency" });
    await page.goto(`${OVERVIEW}?range=last7&compare=year`);
    await expect(page.locator('[data-report-ready="true"]')).toBeAttached({ timeout: 30_000 });

    // PDF: rendered by the server's Chromium from this very address.
    await page.getByRole("button", { name: "Export" }).click();
    const pdfDownload = page.waitForEvent("download", { timeout: 60_000 });
    await page.getByRole("menuitem", { name: "PDF" }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^Cross-channel overview-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdfBytes = await readFile((await pdf.path())!);
    expect(pdfBytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // CSV: built in the browser from the report's rows.
    await page.getByRole("button", { name: "Export" }).click();
    const csvDownload = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "CSV" }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const csvBytes = await readFile((await csv.path())!);
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    // Print: the report with its print header (workspace, title, range), without sidebar, top bar or actions.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("sidebar")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeHidden();
    await expect(page.getByTestId("report-actions")).toBeHidden();
    const printHeader = page.locator("[data-report-print-header]");
    await expect(printHeader).toBeVisible();
    await expect(printHeader).toContainText("Northwind Agency");
    await expect(printHeader).toContainText("Cross-channel overview");
    await expect(printHeader).toContainText("Generated");
    await page.emulateMedia({ media: "screen" });
    await expect(printHeader).toBeHidden();

    // Schedule: weekly on Mondays at 08:00, to a recipient typed in; a bad address is named.
    await page.getByRole("button", { name: "Schedule" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Not scheduled yet")).toBeVisible();
    const to = uniqueEmail();
    await dialog.getByLabel("Recipients").fill(`${to}, not-an-email`);
    await dialog.getByRole("button", { name: "Schedule report" }).click();
    await expect(dialog.getByText("“not-an-email” isn't a valid email address")).toBeVisible();
    await dialog.getByLabel("Recipients").fill(to);
    await dialog.getByRole("button", { name: "Schedule report" }).click();
    const schedules = dialog.getByRole("list", { name: "Schedules of this report" });
    await expect(schedules.getByText("Every Monday at 08:00")).toBeVisible();
    await expect(schedules.getByText(`To ${to}`)).toBeVisible();

    // Send now: the worker renders it as this person and mails the PDF.
    await schedules.getByRole("button", { name: "Send now" }).click();
    const mail = await mailFor(to, 90_000);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/);
    expect(mail.text).toContain(`${OVERVIEW}?range=last7&compare=year`);
    await expect(page.getByText("Report sent.")).toBeVisible({ timeout: 30_000 });
    await expect(schedules.getByText(/Last sent:/)).toBeVisible();

    // Remove it, after confirming.
    await schedules.getByRole("button", { name: /Remove the schedule/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove schedule" }).click();
    await expect(dialog.getByText("Not scheduled yet")).toBeVisible();
  });

  test("the PDF address answers a sentence to strangers and to anything that isn't a report", async ({ page, playwright, baseURL }) => {
    const stranger = await playwright.request.newContext({ baseURL });
    const anonymous = await stranger.get(`/api/reports/pdf?path=${encodeURIComponent(OVERVIEW)}`);
    expect(anonymous.status()).toBe(401);
    expect((await anonymous.json()).message).toBe("Sign in to export this report.");
    await stranger.dispose();

    await signedInPage(page);
    for (const path of ["http://169.254.169.254/latest/meta-data", "//evil.example/", "/marketing-dashboard/home", "/api/workspace-logo"]) {
      const res = await page.request.get(`/api/reports/pdf?path=${encodeURIComponent(path)}`);
      expect(res.status(), path).toBe(400);
      expect((await res.json()).message, path).toBe("Only report pages can be exported as PDF.");
    }
  });

  test("a report prints as the PDF renderer sees it: no controls, and the first page starts with the title, the range and the key figures", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // Signed in as signedInPage does, with time for the first sign-in after the server's start.
    await signInThroughPage(page, await signUpThroughApi(page.request, { workspaceName: "Northwind Agency" }));
    await expect(page).toHaveURL(/\/marketing-dashboard\/home$/, { timeout: 60_000 });
    await connectGoogleAds(page);
    // The renderer's page: 1309 px wide (A4 landscape at 80 %), print media, the server's HTML with its styles, fonts and images only.
    await page.setViewportSize({ width: 1309, height: 1400 });
    await page.context().route("**/*", (route) => (PRINTED.has(route.request().resourceType()) ? route.continue() : route.abort()));
    await page.emulateMedia({ media: "print" });

    for (const [path, title] of [
      [GOOGLE_ADS, "Google Ads report"],
      [OVERVIEW, "Cross-channel overview"],
    ] as const) {
      const kpis = page.getByRole("region", { name: "Key figures" });
      await page.goto(`${path}?range=last28&compare=previous`);
      await expect(kpis).toBeVisible();
      await expect(page.locator('[data-report-ready="true"]')).toBeAttached();

      // No controls on paper: no buttons (export, filters, "Set budget", pagers), menus, form fields or sort arrows.
      await expect(page.getByRole("button"), path).toHaveCount(0);
      await expect(page.getByRole("combobox"), path).toHaveCount(0);
      await expect(page.getByRole("menu"), path).toHaveCount(0);
      await expect(page.locator("th svg:visible"), path).toHaveCount(0);
      await expect(page.getByTestId("sidebar")).toBeHidden();

      // The first page starts with the print header (title, range) and the key figures right under it.
      const header = page.locator("[data-report-print-header]");
      await expect(header).toBeVisible();
      await expect(header).toContainText(title);
      await expect(header).toContainText(/\d{4}/);
      const [top, bottom, kpiTop] = await header.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const kpi = document.querySelector('[aria-label="Key figures"]')!.getBoundingClientRect();
        return [box.top + window.scrollY, box.bottom + window.scrollY, kpi.top + window.scrollY];
      });
      expect(top, `${path}: the print header opens the page`).toBeLessThan(48);
      expect(kpiTop - bottom, `${path}: the key figures follow the header`).toBeLessThan(48);
    }
  });
});
