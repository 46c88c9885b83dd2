import { expect, test } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";

const IMPORTS = "/marketing-dashboard/data/crm-lists?tab=imports";

/** A HubSpot-style export: 300 people, one bad email and one row with no identity among the first rows. */
function hubspotCsv(): Buffer {
  const lines = ["Record ID,First Name,Last Name,Email,Phone Number,Lifecycle Stage,Company Name,Job Title"];
  for (let i = 1; i <= 300; i++) lines.push(`${i},Person${i},Tester,person${i}@example.test,+1 415 555 ${String(1000 + i)},Lead,"Acme, Inc.",Buyer`);
  lines.splice(3, 0, "301,Broken,Row,not-an-email,,Lead,Acme,Buyer", "302,,,,,Lead,Acme,");
  return Buffer.from(`${lines.join("\r\n")}\r\n`);
}

test.describe("contact import", () => {
  test("a new user imports a CSV, maps it, watches the progress bar and reads the summary", async ({ page }) => {
    test.setTimeout(120_000);
    await signedInPage(page);
    await page.goto(IMPORTS);
    await expect(page.getByRole("tab", { name: "Imports" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "No imports yet" })).toBeVisible();

    // Choose the file and upload it.
    await page.getByRole("button", { name: "Import contacts" }).first().click();
    const wizard = page.getByRole("dialog");
    await expect(wizard.getByRole("heading", { name: "Choose a file" })).toBeVisible();
    await wizard.getByLabel("CSV file to import").setInputFiles({ name: "hubspot-leads.csv", mimeType: "text/csv", buffer: hubspotCsv() });
    await expect(wizard.getByText("hubspot-leads.csv")).toBeVisible();
    await wizard.getByRole("button", { name: "Upload", exact: true }).click();

    // The HubSpot columns are matched; the record id isn't imported.
    await expect(wizard.getByRole("heading", { name: "Map the columns" })).toBeVisible();
    await expect(wizard.getByText("7 of 8 columns matched automatically", { exact: false })).toBeVisible();
    await expect(wizard.getByRole("combobox", { name: "Email", exact: true })).toHaveText("Email");
    await expect(wizard.getByRole("combobox", { name: "Phone Number", exact: true })).toHaveText("Phone");
    await expect(wizard.getByRole("combobox", { name: "Record ID", exact: true })).toHaveText("Don't import");
    // Job titles stay out of this import.
    await wizard.getByRole("combobox", { name: "Job Title", exact: true }).click();
    await page.getByRole("option", { name: "Don't import" }).click();
    await wizard.getByRole("button", { name: "Preview rows" }).click();

    // The preview marks each row.
    await expect(wizard.getByRole("heading", { name: "Preview" })).toBeVisible();
    await expect(wizard.getByText("18 of 20 preview rows are ready.")).toBeVisible();
    await expect(wizard.getByText('"not-an-email" isn\'t a valid email')).toBeVisible();
    await expect(wizard.getByText("No email, name or phone")).toBeVisible();
    await wizard.getByRole("button", { name: "Continue" }).click();

    // Duplicates: overwrite, explained.
    await expect(wizard.getByRole("heading", { name: "Duplicates and list" })).toBeVisible();
    await wizard.getByRole("radio", { name: /Overwrite/ }).check();
    await wizard.getByRole("button", { name: "Import 302 rows" }).click();

    // The progress bar, then the summary.
    await expect(wizard.getByRole("progressbar", { name: "Import progress" })).toBeVisible();
    await expect(wizard.getByRole("heading", { name: "Import summary" })).toBeVisible({ timeout: 30_000 });
    await expect(wizard.getByRole("status")).toHaveText("Import finished: 302 rows read.");
    await expect(wizard.getByRole("progressbar", { name: "Import progress" })).toHaveAttribute("aria-valuenow", "100");
    const created = wizard.getByRole("definition").first();
    await expect(created).toHaveText("300");
    await expect(wizard.getByRole("cell", { name: '"not-an-email" isn\'t a valid email' })).toBeVisible();
    const download = wizard.getByRole("link", { name: "Download invalid rows (CSV)" });
    const href = await download.getAttribute("href");
    const csv = await (await page.request.get(href!)).text();
    expect(csv).toContain("Row,Problem,Record ID");
    expect(csv).toContain('"""not-an-email"" isn\'t a valid email"');

    // Back on the list: the import, done, with its counters.
    await wizard.getByRole("button", { name: "Done" }).click();
    const item = page.getByRole("list", { name: "Recent imports" }).getByRole("listitem").first();
    await expect(item).toContainText("hubspot-leads.csv");
    await expect(item).toContainText("Done");
    await expect(item).toContainText("300 created, 0 updated, 0 skipped, 2 invalid");
  });
});
