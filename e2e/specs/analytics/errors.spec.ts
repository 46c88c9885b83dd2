import { expect, test } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";

/**
 * Error reporting end to end (issue 28, spec §9), with no Sentry configured: the browser SDK (loaded
 * after first paint) sends a thrown error through its tunnel to the app's own receiver, a server
 * error (the route the config mounts with ERROR_REPORTING_TEST_ROUTE) reaches it through the server
 * SDK, and both appear for the workspace's owner under Workspace settings › Error reports.
 */
const SETTINGS = "/marketing-dashboard/settings/general";
const BROWSER_ERROR = "Error reporting check: a browser error";
const SERVER_ERROR = "Error reporting check: a server error thrown on purpose";

test.describe("error reports", () => {
  // First visits compile nothing, but the machine running the suite may be busy: a page can take seconds.
  test.setTimeout(180_000);
  test("a browser error and a server error reach the own receiver and show for the owner, who resolves one", async ({ page }) => {
    await signedInPage(page);
    await page.goto(SETTINGS);
    await expect(page.getByRole("heading", { level: 2, name: "Error reports" })).toBeVisible();
    await expect(page.getByText("No errors to look at")).toBeVisible();

    // The SDK loads after the page has: wait for it, then throw in the page as a bug would.
    await page.waitForFunction(() => "__SENTRY__" in window);
    const envelope = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/monitoring" && r.request().method() === "POST");
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      }, 0);
    }, BROWSER_ERROR);
    expect((await envelope).status()).toBe(200);

    // A server error during a signed-in request.
    const failed = await page.request.get("/api/monitoring/test-error");
    expect(failed.status()).toBe(500);

    const browserRow = page.getByRole("row", { name: new RegExp(BROWSER_ERROR) });
    const serverRow = page.getByRole("row", { name: new RegExp(SERVER_ERROR) });
    await expect(async () => {
      await page.reload();
      await expect(browserRow).toBeVisible({ timeout: 3_000 });
      await expect(serverRow).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    // Other real errors of the visit may be listed too (each is a group of its own).
    await expect(page.getByRole("button", { name: /^Open \(\d+\)$/ })).toHaveAttribute("aria-pressed", "true");

    // The detail: where it happened; then resolve it, with a confirmation.
    await browserRow.getByRole("button", { name: new RegExp(BROWSER_ERROR) }).click();
    const detail = page.getByRole("region", { name: new RegExp(BROWSER_ERROR) });
    await expect(detail.getByText("Where it happened (last time)")).toBeVisible();
    await expect(detail.getByText(/in the browser/)).toBeVisible();
    await detail.getByRole("button", { name: "Resolve" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Mark this error as resolved?" });
    await dialog.getByRole("button", { name: "Resolve" }).click();
    await expect(page.getByText("Marked as resolved.")).toBeVisible();
    await expect(browserRow).toHaveCount(0);
    await expect(serverRow).toBeVisible();
    await page.getByRole("button", { name: "Resolved (1)" }).click();
    await expect(browserRow).toBeVisible();
  });
});
