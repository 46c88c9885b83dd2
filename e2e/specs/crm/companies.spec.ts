import { expect, test, type Locator, type Page } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";

const COMPANIES = "/marketing-dashboard/data/crm-lists?tab=companies";

const row = (page: Page, name: string) => page.locator("tr[data-company]").filter({ hasText: name });

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("companies", () => {
  test("a new user adds two companies, picks a column, saves a view, then edits and deletes both in bulk after confirming", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInPage(page);
    await page.goto(COMPANIES);
    await expect(page.getByRole("heading", { name: "No companies yet" })).toBeVisible();

    // Two companies through the form; each opens in its sheet, closed with Escape.
    for (const [name, domain] of [
      ["Northwind Traders", "https://www.northwind.example/"],
      ["Contoso Ltd", "contoso.example"],
    ] as const) {
      await page.getByRole("button", { name: "New company" }).first().click();
      const sheet = page.getByRole("dialog", { name: "New company" });
      await sheet.getByLabel(/^Company name/).fill(name);
      await sheet.getByLabel("Domain").fill(domain);
      await sheet.getByRole("button", { name: "Add company" }).click();
      await expect(page.getByText(`Company ${name} added.`)).toBeVisible();
      await expect(page.getByRole("dialog", { name })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name })).toBeHidden();
    }
    await expect(page.getByTestId("companies-count")).toHaveText("2 companies");
    await expect(row(page, "Northwind Traders")).toContainText("northwind.example");

    // Choose a column: "Created" joins the table.
    await expect(page.getByRole("columnheader", { name: "Created" })).toHaveCount(0);
    await page.getByRole("button", { name: "Columns" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Created" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("columnheader", { name: "Created" })).toBeVisible();

    // Search, save it as a view with the columns, go back to all companies, and apply the view again.
    await page.getByRole("searchbox", { name: "Search companies" }).fill("northwind");
    await expect(page.getByTestId("companies-count")).toHaveText("1 company");
    await page.getByRole("button", { name: /^Saved views/ }).click();
    await page.getByRole("menuitem", { name: "Save view…" }).click();
    await page.getByLabel("View name").fill("Northwind only");
    await page.getByRole("button", { name: "Save view", exact: true }).click();
    await expect(page.getByText('View "Northwind only" created.')).toBeVisible();
    await page.getByRole("button", { name: /^Saved views/ }).click();
    await page.getByRole("menuitemradio", { name: "All companies" }).click();
    await expect(page.getByTestId("companies-count")).toHaveText("2 companies");
    await page.getByRole("button", { name: "Columns" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Created" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("columnheader", { name: "Created" })).toHaveCount(0);
    await page.getByRole("button", { name: /^Saved views/ }).click();
    await page.getByRole("menuitemradio", { name: "Northwind only" }).click();
    await expect(page.getByRole("searchbox", { name: "Search companies" })).toHaveValue("northwind");
    await expect(page.getByTestId("companies-count")).toHaveText("1 company");
    await expect(page.getByRole("columnheader", { name: "Created" })).toBeVisible();
    await page.getByRole("button", { name: /^Saved views/ }).click();
    await page.getByRole("menuitemradio", { name: "All companies" }).click();
    await expect(page.getByTestId("companies-count")).toHaveText("2 companies");

    // Bulk edit: tick both, set the industry and the size.
    await page.getByRole("checkbox", { name: "Select Northwind Traders" }).check();
    await page.getByRole("checkbox", { name: "Select Contoso Ltd" }).check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await expect(bar).toContainText("2 companies selected");
    await bar.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit 2 companies" });
    await pick(page, edit, "Industry", "Set to…");
    await edit.getByLabel("New industry").fill("Retail");
    await pick(page, edit, "Size", "51–200 employees");
    await edit.getByRole("button", { name: "Apply to 2 companies" }).click();
    await expect(page.getByText("2 companies updated.")).toBeVisible();
    await expect(bar).toBeHidden();
    for (const name of ["Northwind Traders", "Contoso Ltd"]) {
      await expect(row(page, name)).toContainText("Retail");
      await expect(row(page, name)).toContainText("51–200 employees");
    }

    // Bulk delete asks first: cancelling keeps them, confirming deletes both.
    await page.getByRole("checkbox", { name: "Select all loaded companies" }).check();
    await expect(bar).toContainText("2 companies selected");
    await bar.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete 2 companies?" });
    await expect(confirm).toContainText("Their contacts and deals stay");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId("companies-count")).toHaveText("2 companies");
    await bar.getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete 2 companies" }).click();
    await expect(page.getByText("2 companies deleted.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No companies yet" })).toBeVisible();
  });
});
