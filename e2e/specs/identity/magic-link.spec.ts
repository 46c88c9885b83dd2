import { expect, test, type Page } from "@playwright/test";
import { signUpThroughApi, uniqueEmail } from "../../fixtures/app";
import { mailFor } from "../../fixtures/mail";

const SENT = "Check your email: we sent a sign-in link to your address if it has an account. The link works once, for 24 hours.";

async function askForLink(page: Page, email: string) {
  await page.goto("/auth/signin");
  await page.getByLabel("Email for a sign-in link").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page).toHaveURL(/\/auth\/verify-request(\?|$)/);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(SENT)).toBeVisible();
}

test("an existing account signs in with the mailed link, which works only once", async ({ page }) => {
  const creds = await signUpThroughApi(page.request);
  await page.goto("/auth/signin");
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText("Enter a valid email")).toBeVisible();
  await askForLink(page, creds.email);

  const mail = await mailFor(creds.email);
  expect(mail.subject).toBe("Your sign-in link for AI Marketing Tools");
  expect(mail.text).toContain("It works once, for 24 hours");
  const link = /https?:\/\/\S+\/api\/auth\/callback\/email\?\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const address = new URL(link!);
  await page.goto(`${address.pathname}${address.search}`);
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/);
  expect((await (await page.request.get("/api/auth/session")).json()).user?.email).toBe(creds.email);

  // The same link a second time.
  await page.goto(`${address.pathname}${address.search}`);
  await expect(page).toHaveURL(/\/auth\/error\?error=Verification/);
  await expect(page.getByText("That sign-in link has expired or was already used. Ask for a new one.")).toBeVisible();
});

test("an unknown email gets the same answer and no mail (no sign-up by link)", async ({ page }) => {
  const stranger = uniqueEmail();
  await askForLink(page, stranger);
  await expect(mailFor(stranger, 3_000)).rejects.toThrow(`no mail for ${stranger}`);
});
