import { expect, test, type APIRequestContext } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { PASSWORD, signInThroughPage, signedInPage, uniqueEmail } from "../../fixtures/app";

/** Calls a tRPC mutation over HTTP as the app's own pages do (same cookies as the page). */
async function mutate<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const res = await request.post(`/api/trpc/${path}`, { headers: { origin: baseURL }, data: { json: input } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

test("an owner changes the time zone and currency, and they are kept after a reload", async ({ page }) => {
  await signedInPage(page, { workspaceName: "Acme Regional" });
  await page.getByTestId("sidebar").getByRole("link", { name: "General" }).click();
  await expect(page.getByRole("heading", { name: "Workspace settings" })).toBeVisible();
  const save = page.getByRole("button", { name: "Save changes" });
  await expect(save).toBeDisabled();
  // Native selects (the browser's own list and keyboard): the chosen option is the control's value.
  const timeZone = page.getByRole("combobox", { name: "Time zone" });
  const currency = page.getByRole("combobox", { name: "Currency" });
  await expect(timeZone).toHaveValue("UTC");

  await timeZone.selectOption("Europe/Paris");
  await currency.selectOption({ label: "EUR: Euro" });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Workspace settings saved.")).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(timeZone).toHaveValue("Europe/Paris");
  await expect(currency.locator("option:checked")).toHaveText("EUR: Euro");
  await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled();

  // A malformed address is explained under its field, and nothing is saved.
  // After a reload the form may take its saved values again once they arrive: type until the change holds.
  await expect(async () => {
    await page.getByLabel(/^Workspace address\*?$/).fill("No spaces please");
    await expect(page.getByRole("button", { name: "Save changes" })).toBeEnabled({ timeout: 2_000 });
  }).toPass();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Use only lowercase letters, digits and dashes")).toBeVisible();
});

test("a viewer sees the settings read-only, and can't leave their only workspace", async ({ page, browser }) => {
  await signedInPage(page, { workspaceName: "Acme Watched" });
  const viewerEmail = uniqueEmail();
  const { link } = await mutate<{ link: string }>(page.request, "identity.invitations.create", { email: viewerEmail, role: "viewer" });
  const token = link.split("/invite/")[1];
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await mutate(theirs.request, "identity.invitations.signUpAndAccept", { token, name: "Vic Viewer", password: PASSWORD });
  await signInThroughPage(theirs, { email: viewerEmail, password: PASSWORD });
  await expect(theirs).toHaveURL(/\/marketing-dashboard\/home$/);

  await theirs.goto("/marketing-dashboard/settings/general");
  await expect(theirs.getByRole("heading", { name: "Workspace settings" })).toBeVisible();
  const settings = theirs.getByRole("definition");
  await expect(settings.filter({ hasText: "Acme Watched" })).toBeVisible();
  await expect(theirs.locator('[data-setting="timeZone"]')).toContainText("UTC");
  await expect(theirs.locator('[data-setting="currency"]')).toContainText("USD: US Dollar");
  await expect(theirs.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await expect(theirs.getByRole("textbox")).toHaveCount(0);
  await expect(theirs.getByRole("combobox")).toHaveCount(0);
  await expect(theirs.getByText("This is your only workspace, so you can't leave it.", { exact: false })).toBeVisible();
  await expect(theirs.getByRole("button", { name: "Leave workspace" })).toBeDisabled();
  await expect(theirs.getByRole("button", { name: "Delete workspace", exact: true })).toHaveCount(0);
  await other.close();
});

test("the owner makes a second workspace, deletes the first by typing its name, and lands on the second", async ({ page }) => {
  await signedInPage(page, { workspaceName: "Doomed Brand" });
  await page.getByRole("button", { name: /^Workspace: Doomed Brand/ }).click();
  await page.getByRole("menuitem", { name: "New workspace" }).click();
  await page
    .getByRole("dialog")
    .getByLabel(/^Name\*?$/)
    .fill("Second Home");
  await page.getByRole("button", { name: "Create workspace" }).click();
  await expect(page.getByRole("button", { name: /^Workspace: Second Home/ })).toBeVisible();

  // Back to the first one, to delete it.
  await page.getByRole("button", { name: /^Workspace: Second Home/ }).click();
  await page.getByRole("menuitem", { name: "Doomed Brand" }).click();
  await expect(page.getByRole("button", { name: /^Workspace: Doomed Brand/ })).toBeVisible();
  await page.goto("/marketing-dashboard/settings/general");
  await expect(page.getByText("You own Doomed Brand, so you can't leave it.", { exact: false })).toBeVisible();

  await page.getByRole("button", { name: "Delete workspace", exact: true }).click();
  const dialog = page.getByRole("dialog");
  const confirm = dialog.getByRole("button", { name: "Delete workspace for everyone" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Workspace name").fill("Doomed");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Workspace name").fill("Doomed Brand");
  await confirm.click();

  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/);
  await expect(page.getByRole("heading", { name: "Welcome to Second Home" })).toBeVisible();
  await page.getByRole("button", { name: /^Workspace: Second Home/ }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: /Second Home/ })).toBeVisible();
  await expect(menu).not.toContainText("Doomed Brand");
});
