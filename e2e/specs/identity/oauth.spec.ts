import { expect, test, type Page } from "@playwright/test";
import { signUpThroughApi } from "../../fixtures/app";
import { nextOAuthUser, oauthProviders } from "../../fixtures/oauth";

/** Starts at the sign-in page and goes through the local provider with its button. */
async function continueWith(page: Page, name: string) {
  await page.goto("/auth/signin");
  await page.getByRole("button", { name: `Continue with ${name}` }).click();
}

test.describe("redirect sign-in providers against a local OAuth 2.0 / OpenID Connect server", () => {
  test("the sign-in page offers every configured provider next to the password form", async ({ page }) => {
    await page.goto("/auth/signin");
    await expect(page.getByRole("form", { name: "Sign in with email and password" })).toBeVisible();
    for (const provider of oauthProviders) await expect(page.getByRole("button", { name: `Continue with ${provider.name}` })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Continue with / })).toHaveCount(oauthProviders.length);
  });

  for (const provider of oauthProviders) {
    test(`Continue with ${provider.name} signs a new person into a first workspace, and later into the same account`, async ({ page }) => {
      await continueWith(page, provider.name);
      await expect(page).toHaveURL(/\/marketing-dashboard\/home$/);
      await expect(page.getByRole("heading", { name: `Welcome to ${provider.user.name}'s workspace` })).toBeVisible();
      const first = await (await page.request.get("/api/auth/session")).json();
      expect(first.user).toMatchObject({ email: provider.user.email, name: provider.user.name });

      await page.context().clearCookies();
      await continueWith(page, provider.name);
      await expect(page).toHaveURL(/\/marketing-dashboard\/home$/);
      const second = await (await page.request.get("/api/auth/session")).json();
      expect(second.user.id).toBe(first.user.id);
      await expect(page.getByRole("heading", { name: `Welcome to ${provider.user.name}'s workspace` })).toBeVisible();
    });

    test(`Continue with ${provider.name} for an email that has a password account is refused with OAuthAccountNotLinked`, async ({ page }) => {
      const { email } = await signUpThroughApi(page.request);
      await page.context().clearCookies();
      await nextOAuthUser(provider.realm, { sub: `clash-${Date.now()}`, name: "Clash Person", email });
      await continueWith(page, provider.name);
      // next-auth sends this one back to the sign-in page, which says it in a sentence.
      await expect(page).toHaveURL(/\/auth\/signin\?.*error=OAuthAccountNotLinked/);
      await expect(page.getByText("That email already has an account. Sign in the way you first did, then link this provider.")).toBeVisible();
      expect(await (await page.request.get("/api/auth/session")).json()).toEqual({});
    });
  }
});
