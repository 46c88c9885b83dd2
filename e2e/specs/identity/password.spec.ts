import { expect, test } from "@playwright/test";
import { signedInPage, signInThroughPage, signUpThroughApi } from "../../fixtures/app";
import { mailFor } from "../../fixtures/mail";

const NEW_PASSWORD = "a fresh new password 42";

test("forgot password: the mailed link sets a new password, signs in, and the new password works afterwards", async ({ page }) => {
  const creds = await signUpThroughApi(page.request);
  await page.goto("/auth/signin");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();

  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Enter a valid email")).toBeVisible();
  await page.getByLabel(/^Email\*?$/).fill(creds.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that email, we've sent a link to reset the password. It works once, for 1 hour.")).toBeVisible();

  const mail = await mailFor(creds.email);
  expect(mail.subject).toBe("Reset your AI Marketing Tools password");
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const address = new URL(link!);
  await page.goto(`${address.pathname}${address.search}`);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(page.getByText(`For ${creds.email}.`, { exact: false })).toBeVisible();

  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill("not the same password");
  await page.getByRole("button", { name: "Set new password and sign in" }).click();
  await expect(page.getByText("The passwords don't match")).toBeVisible();
  await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password and sign in" }).click();
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/);

  // The link worked once.
  await page.goto(`${address.pathname}${address.search}`);
  await expect(page.getByText(/already used/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/auth/forgot-password");

  await page.goto("/marketing-dashboard/home");
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/signin/);

  await signInThroughPage(page, creds);
  await expect(page.getByText(/don't match an account/)).toBeVisible();
  await signInThroughPage(page, { email: creds.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/);
});

test("change password from the account menu keeps this browser signed in; the new password works in a fresh browser", async ({ page, browser }) => {
  const creds = await signedInPage(page);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Change password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change password" });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel(/^Current password/).fill("not my password at all");
  await dialog.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await dialog.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByText("That isn't your current password")).toBeVisible();

  await dialog.getByLabel(/^Current password/).fill(creds.password);
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Other devices were signed out.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Still signed in here.
  await page.reload();
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/);
  expect((await (await page.request.get("/api/auth/session")).json()).user?.email).toBe(creds.email);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await signInThroughPage(other, creds);
  await expect(other.getByText(/don't match an account/)).toBeVisible();
  await signInThroughPage(other, { email: creds.email, password: NEW_PASSWORD });
  await expect(other).toHaveURL(/\/marketing-dashboard\/home$/);
  await fresh.close();
});
