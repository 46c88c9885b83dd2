import { expect, test } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";
import { holdSeoSite, seoSiteOrigin } from "../../fixtures/seo-site";

const SEO_AUDIT = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources/organic/seo-audit-report";

test.describe("SEO audit", () => {
  test("a new user runs an SEO audit of the local test site, watches its progress and reads its findings", async ({ page }) => {
    test.setTimeout(120_000);
    await signedInPage(page);

    // From the connections page, as a person would find it.
    await page.getByRole("link", { name: "Connections" }).first().click();
    await page.getByRole("navigation", { name: "Connections pages" }).getByRole("link", { name: "SEO audit" }).click();
    await expect(page).toHaveURL(new RegExp(`${SEO_AUDIT}$`));
    await expect(page.getByRole("heading", { name: "SEO audit", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No audit yet" })).toBeVisible();

    // A private address is refused with a sentence, before anything runs.
    const address = page.getByLabel(/^Site address/);
    await address.fill("http://192.168.1.1/");
    await page.getByRole("button", { name: "Run audit" }).click();
    await expect(page.getByText("192.168.1.1 is a private network address; the audit only crawls public websites.")).toBeVisible();

    // The local test site (allowlisted for this test server only): live progress, then the findings.
    await address.fill(`${seoSiteOrigin()}/`);
    await page.getByRole("button", { name: "Run audit" }).click();
    const progress = page.getByRole("progressbar", { name: "Audit progress" });
    await expect(progress).toBeVisible();
    await expect(page.getByTestId("seo-progress-text")).toContainText(/\d+ of up to 500 pages crawled/);
    await expect(page.getByRole("button", { name: "Run audit" })).toBeDisabled();
    await expect(progress).toBeHidden({ timeout: 60_000 });

    await expect(page.getByTestId("seo-score")).toContainText("/ 100");
    await expect(page.getByRole("heading", { name: /^Errors \(\d+\)$/ })).toBeVisible();
    const missingTitle = page.getByTestId("finding-title-missing");
    await expect(missingTitle).toContainText("Missing title");
    await expect(missingTitle).toContainText("Give each page a unique <title>");
    await missingTitle.getByText("Missing title").click();
    await expect(missingTitle.getByRole("link", { name: `${seoSiteOrigin()}/missing-title` })).toBeVisible();
    const broken = page.getByTestId("finding-status-4xx");
    await broken.getByText("Pages answering 4xx").click();
    await expect(broken.getByRole("link", { name: `${seoSiteOrigin()}/gone` })).toBeVisible();
    await expect(broken).toContainText("404 · linked from");
    await expect(page.getByTestId("finding-slow-response")).toBeVisible();
    await expect(page.getByText(/robots\.txt: read; 1 address skipped as it asks/)).toBeVisible();

    // The first audit of the site has nothing to compare with; the history lists it.
    await expect(page.getByText("This is the first finished audit of this site")).toBeVisible();
    const history = page.getByRole("table", { name: "Audit history" });
    await expect(history.getByRole("row")).toHaveCount(2);
    await expect(history).toContainText("Done");
  });

  test("a running audit stops only after the person confirms, and an earlier audit opens from the history", async ({ page }) => {
    test.setTimeout(120_000);
    await signedInPage(page);
    await page.goto(SEO_AUDIT);
    const address = page.getByLabel(/^Site address/);
    const progress = page.getByRole("progressbar", { name: "Audit progress" });

    // A first audit runs to its end.
    await address.fill(`${seoSiteOrigin()}/`);
    await page.getByRole("button", { name: "Run audit" }).click();
    await expect(progress).toBeVisible();
    await expect(progress).toBeHidden({ timeout: 60_000 });
    await expect(page.getByTestId("seo-score")).toContainText("/ 100");

    // A second one (the test site holds its pages until released, so it keeps running) is stopped:
    // the question comes first, with the safe choice focused; Escape keeps crawling.
    const release = await holdSeoSite();
    try {
      await page.getByRole("button", { name: "Run audit" }).click();
      await expect(progress).toBeVisible();
      await page.getByRole("button", { name: "Stop audit" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Stop this audit?" });
      await expect(confirm).toBeVisible();
      await expect(confirm.getByRole("button", { name: "Keep crawling" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(confirm).toBeHidden();
      await expect(progress).toBeVisible();
      await page.getByRole("button", { name: "Stop audit" }).click();
      await confirm.getByRole("button", { name: "Stop audit" }).click();
      await expect(progress).toBeHidden();
    } finally {
      await release();
    }
    await expect(page.getByText("This audit was stopped before it ended; nothing was kept.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Run audit" })).toBeEnabled();

    // The history lists both; the finished one opens in the page and in its address.
    const history = page.getByRole("table", { name: "Audit history" });
    await expect(history.getByRole("row")).toHaveCount(3);
    await expect(history.getByRole("row").nth(1)).toContainText("Stopped");
    await history
      .getByRole("row")
      .filter({ hasText: "Done" })
      .getByRole("button", { name: /^Open the audit of/ })
      .click();
    await expect(page).toHaveURL(/\?audit=[0-9a-f-]{36}$/);
    await expect(page.getByTestId("seo-score")).toContainText("/ 100");
    await expect(
      history
        .getByRole("row")
        .filter({ hasText: "Done" })
        .getByRole("button", { name: /^Open the audit of/ }),
    ).toHaveText("Shown");
  });
});
