import { expect, test } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";

test("a new user creates an agency and a client workspace; the switcher groups the client under its agency", async ({ page }) => {
  await signedInPage(page, { workspaceName: "Own Brand" });

  // An agency workspace from the workspace menu.
  await page.getByRole("button", { name: /Switch workspace/ }).click();
  await page.getByRole("menuitem", { name: "New workspace", exact: true }).click();
  await page.getByLabel(/^Name\*?$/).fill("North Star Agency");
  await page.getByRole("combobox", { name: /Kind/ }).click();
  await page.getByRole("option", { name: "Agency" }).click();
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("heading", { name: "Welcome to North Star Agency" })).toBeVisible();

  // A client of it.
  await page.getByRole("button", { name: /Switch workspace/ }).click();
  await page.getByRole("menuitem", { name: "New client workspace" }).click();
  await expect(page.getByRole("dialog")).toContainText("A client of North Star Agency");
  await page.getByLabel(/^Name\*?$/).fill("Acme Client");
  await page.getByRole("button", { name: "Create client workspace" }).click();
  await expect(page.getByRole("heading", { name: "Welcome to Acme Client" })).toBeVisible();

  // The menu groups the client under its agency; a brand workspace offers no client workspaces.
  await page.getByRole("button", { name: /Switch workspace/ }).click();
  const agencyGroup = page.getByRole("group").filter({ hasText: "Agency: North Star Agency" });
  await expect(agencyGroup.getByRole("menuitem")).toHaveText([/North Star Agency/, /Acme Client/]);
  await page.getByRole("menuitem", { name: /Own Brand/ }).click();
  await expect(page.getByRole("heading", { name: "Welcome to Own Brand" })).toBeVisible();
  await page.getByRole("button", { name: /Switch workspace/ }).click();
  await expect(page.getByRole("menuitem", { name: "New client workspace" })).toHaveCount(0);
});
