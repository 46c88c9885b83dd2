import { expect, test } from "@playwright/test";
import { signInThroughPage, signUpThroughApi } from "../../fixtures/app";

test("signing out everywhere ends the sessions of every browser", async ({ browser }) => {
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  const a = await laptop.newPage();
  const b = await phone.newPage();
  const creds = await signUpThroughApi(a.request);
  await signInThroughPage(a, creds);
  await signInThroughPage(b, creds);
  await expect(a).toHaveURL(/\/marketing-dashboard\/home$/);
  await expect(b).toHaveURL(/\/marketing-dashboard\/home$/);

  await a.getByRole("button", { name: /Account menu/ }).click();
  await a.getByRole("menuitem", { name: "Sign out everywhere" }).click();
  await expect(a.getByRole("alertdialog", { name: "Sign out on every device?" })).toBeVisible();
  await a.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(a).toHaveURL(/\/auth\/signin/);

  // The other browser's cookie is still there, but its session is over.
  expect(await (await b.request.get("/api/auth/session")).json()).toEqual({});
  await b.goto("/marketing-dashboard/home");
  await expect(b).toHaveURL(/\/auth\/signin\?.*error=SessionRequired/);

  // Signing in again works.
  await signInThroughPage(b, creds);
  await expect(b).toHaveURL(/\/marketing-dashboard\/home$/);
  await laptop.close();
  await phone.close();
});
