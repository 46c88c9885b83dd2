import { expect, test } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";
import { baseURL } from "../../../playwright.config";
import { googleAdsOrigin, holdGoogleAdsReports } from "../../fixtures/connectors";

const CONNECTIONS = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources";

test.describe("data connections", () => {
  test("a new workspace connects Google Ads through OAuth, picks an account, watches the first sync and sees the source healthy", async ({ page }) => {
    test.setTimeout(180_000);
    await signedInPage(page);
    await page.getByRole("link", { name: "Connections" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${CONNECTIONS}$`));
    await expect(page.getByRole("heading", { name: "Connections and sources", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nothing connected yet" })).toBeVisible();
    for (const group of ["Ads", "Analytics", "SEO", "Email", "Store", "Social"])
      await expect(page.getByRole("heading", { name: group, level: 2, exact: true })).toBeVisible();

    // A platform without an OAuth client says it isn't available, with the settings folded away for
    // the administrator; Google Ads can be connected.
    const microsoft = page.getByTestId("platform-microsoft-ads");
    await expect(microsoft.getByTestId("platform-state")).toHaveText("Not available on this server");
    await expect(microsoft).toContainText("Microsoft Advertising can't be connected on this server yet. Ask the person who runs it to set it up.");
    await expect(microsoft.getByText("MICROSOFT_ADS_CLIENT_ID")).toBeHidden();
    await microsoft.getByText("For your administrator").click();
    await expect(microsoft.getByText("MICROSOFT_ADS_CLIENT_ID")).toBeVisible();
    await expect(microsoft.getByText(`${baseURL}/api/connectors/microsoft-ads/callback`)).toBeVisible();
    await expect(microsoft.getByRole("button", { name: /Connect/ })).toHaveCount(0);
    const googleAds = page.getByTestId("platform-google-ads");
    await expect(googleAds.getByTestId("platform-state")).toHaveText("Not connected");
    await expect(googleAds).not.toContainText("Demo stand-in");

    // The platform's consent page, then back with the connection.
    await googleAds.getByRole("button", { name: "Connect Google Ads" }).click();
    await expect(page).toHaveURL(new RegExp(`^${googleAdsOrigin()}/o/oauth2/v2/auth`));
    await page.getByRole("link", { name: "Allow" }).click();
    await expect(page).toHaveURL(new RegExp(`${CONNECTIONS}$`));

    const picker = page.getByRole("dialog", { name: "Pick the ad accounts to sync" });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole("checkbox")).toHaveCount(3);
    await expect(picker).toContainText("EUR · Europe/Berlin");
    await expect(picker.getByRole("button", { name: "Add 0 sources" })).toBeDisabled();
    await picker.getByRole("checkbox", { name: "Northwind Coffee US" }).check();

    // The first sync (two years, in 30-day parts) shows its progress while the platform answers (the
    // stand-in holds its reports until the test has seen it: a sync here takes about a second), then
    // the source is healthy.
    const release = await holdGoogleAdsReports();
    const source = googleAds.getByRole("listitem", { name: "Northwind Coffee US" });
    const progress = source.getByRole("progressbar", { name: "Sync of Northwind Coffee US" });
    try {
      await picker.getByRole("button", { name: "Add 1 source" }).click();
      await expect(picker).toBeHidden();
      await expect(progress).toBeVisible();
      await expect(source.getByTestId("source-health")).toHaveText("Syncing");
      await expect(source.getByTestId("sync-progress")).toContainText(/ of [1-9]\d* parts/);
    } finally {
      await release();
    }
    await expect(source.getByTestId("source-health")).toHaveText("Healthy", { timeout: 120_000 });
    await expect(progress).toBeHidden();
    await expect(source).toContainText("Last successful sync:");
    await expect(source.locator("time").first()).toHaveText("just now");
    await expect(googleAds.getByTestId("platform-state")).toHaveText("Connected · Healthy");
    await expect(googleAds).not.toContainText("For your administrator");
    await expect(googleAds.getByRole("button", { name: "Connect another Google Ads sign-in" })).toBeVisible();

    // The run history lists the backfill.
    await source.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "Sync history of Northwind Coffee US" });
    await expect(history.getByTestId("runs").getByRole("listitem")).toHaveCount(1);
    await expect(history).toContainText("First sync (history)");
    await expect(history).toContainText("Done");
    await page.keyboard.press("Escape");

    // A reload keeps it, and the address has no leftover query.
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${CONNECTIONS}$`));
    await expect(page.getByTestId("platform-google-ads").getByTestId("source-health")).toHaveText("Healthy");
  });

  test("refusing consent on the platform says so and connects nothing", async ({ page }) => {
    await signedInPage(page);
    await page.goto(`${CONNECTIONS}/ads`);
    await expect(page.getByRole("heading", { name: "Ad platform connections", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Analytics", level: 2 })).toHaveCount(0);
    await page.getByRole("button", { name: "Connect Google Ads" }).click();
    await page.getByRole("link", { name: "Deny" }).click();
    await expect(page).toHaveURL(new RegExp(`${CONNECTIONS}/ads$`));
    await expect(page.locator('[data-toast-area="main"]')).toContainText("Google Ads access wasn't granted, so nothing was connected.");
    await expect(page.getByTestId("platform-google-ads")).toContainText("Not connected");
  });

  test("works at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signedInPage(page);
    await page.goto(CONNECTIONS);
    await expect(page.getByTestId("platform-google-ads")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
