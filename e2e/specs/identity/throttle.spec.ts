import { expect, test } from "@playwright/test";
import { signUpThroughApi } from "../../fixtures/app";

test("repeated wrong passwords are throttled with the time to wait, even for the right password", async ({ page }) => {
  const creds = await signUpThroughApi(page.request);
  await page.context().clearCookies();
  await page.goto("/auth/signin");
  await page.getByLabel(/^Email\*?$/).fill(creds.email);
  for (let i = 0; i < 10; i++) {
    await page.getByLabel(/^Password\*?$/).fill(`wrong password ${i}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText(/don't match an account/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  }
  await page.getByLabel(/^Password\*?$/).fill(creds.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(/Too many failed sign-in attempts\. For your security, try again in (9|10) minutes\./)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin/);

  // The protocol's answer: 429 with Retry-After.
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const res = await page.request.post("/api/auth/callback/credentials", { form: { csrfToken, email: creds.email, password: creds.password, json: "true" } });
  expect(res.status()).toBe(429);
  expect(Number(res.headers()["retry-after"])).toBeGreaterThan(500);
  expect((await res.json()).error).toBe("TOO_MANY_REQUESTS");
});
