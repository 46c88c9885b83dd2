import { expect, test } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";

test("an admin adds a dropdown custom field, renames a lifecycle stage and changes the duplicate rule", async ({ page }) => {
  await signedInPage(page);
  await page.getByRole("link", { name: "CRM settings" }).first().click();
  await expect(page.getByRole("heading", { name: "CRM settings" })).toBeVisible();

  const fields = page.getByRole("form", { name: "Add a custom field" });
  await fields.getByLabel(/^New field/).fill("Plan tier");
  await fields.getByLabel("Type").selectOption({ label: "Dropdown (one)" });
  await fields.getByRole("button", { name: "Add field" }).click();
  await expect(fields.getByText("Add at least one option")).toBeVisible();
  await fields.getByLabel(/^Options/).fill("Free\nPro\nEnterprise");
  await fields.getByRole("button", { name: "Add field" }).click();
  await expect(page.getByRole("table", { name: "Custom fields of contacts" })).toContainText("Plan tier");
  await expect(page.getByRole("table", { name: "Custom fields of contacts" })).toContainText("plan_tier");

  await page.getByLabel("Lifecycle stages: name of item 2").fill("Prospect");
  await page.getByRole("button", { name: "Save lifecycle stages" }).click();
  await expect(page.getByText("Lifecycle stages saved")).toBeVisible();

  await page.getByLabel("The same email, or the same phone").check();
  await expect(page.getByText("Duplicate rules saved")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Lifecycle stages: name of item 2")).toHaveValue("Prospect");
  await expect(page.getByLabel("The same email, or the same phone")).toBeChecked();
});
