import { expect, test } from "@playwright/test";
import { signedInPage, uniqueEmail } from "../../fixtures/app";
import { stripeOrigin } from "../../fixtures/stripe";

const SUBSCRIPTION = "/marketing-dashboard/settings/subscription";

test.describe("subscription", () => {
  test("a trial workspace upgrades through Stripe Checkout and sees its new plan and limits", async ({ page }) => {
    await signedInPage(page);
    await page.getByRole("link", { name: "Subscription" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION}$`));
    await expect(page.getByRole("heading", { name: "Subscription and usage" })).toBeVisible();
    await expect(page.getByTestId("current-plan")).toHaveText("Standard");
    await expect(page.getByText("Free trial")).toBeVisible();
    await expect(page.getByTestId("meter-users")).toContainText("1 of 3");
    await expect(page.getByTestId("stripe-test-mode")).toBeVisible();

    // Prices come from Stripe; the Annual tab exists because annual prices are configured.
    await expect(page.getByTestId("plan-advanced")).toContainText("$244/month");
    await page.getByRole("tab", { name: "Annual" }).click();
    await expect(page.getByTestId("plan-advanced")).toContainText("$2,440/year");
    await expect(page.getByTestId("plan-premium").getByRole("button", { name: "Not sold annually" })).toBeDisabled();
    await page.getByRole("tab", { name: "Monthly" }).click();

    await page.getByTestId("plan-advanced").getByRole("button", { name: "Choose Advanced" }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripeOrigin()}/checkout/cs_`));
    await expect(page.getByText("Test checkout")).toBeVisible();
    await page.getByRole("button", { name: "Pay and subscribe" }).click();

    // Back in the app; Stripe's webhook switches the plan.
    await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION}`));
    await expect(page.getByTestId("current-plan")).toHaveText("Advanced");
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByTestId("meter-users")).toContainText("1 of 10");
    await expect(page.getByText(/Renews on/)).toBeVisible();
    await expect(page.getByTestId("plan-advanced").getByRole("button", { name: "Your plan" })).toBeDisabled();
    await expect(page.getByTestId("addon-users").getByRole("button", { name: "Update" })).toBeVisible();
  });

  test("a paid plan buys an add-on after confirming its price, and the limit rises", async ({ page }) => {
    await signedInPage(page);
    await page.goto(SUBSCRIPTION);
    await page.getByTestId("plan-basic").getByRole("button", { name: "Choose Basic" }).click();
    await page.getByRole("button", { name: "Pay and subscribe" }).click();
    await expect(page.getByTestId("current-plan")).toHaveText("Basic");
    await expect(page.getByTestId("meter-users")).toContainText("1 of 1");

    const addon = page.getByTestId("addon-users");
    await addon.getByRole("button", { name: "One unit more of Extra users" }).click();
    await addon.getByRole("button", { name: "One unit more of Extra users" }).click();
    await addon.getByRole("button", { name: "Update" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Buy 2 units of extra users?");
    await expect(dialog).toContainText("$30 per billing period");
    await dialog.getByRole("button", { name: "Buy add-on" }).click();
    await expect(page.getByTestId("meter-users")).toContainText("1 of 3");
  });

  test("a full plan says so on the invite form before anyone types, with the way to upgrade", async ({ page }) => {
    await signedInPage(page);
    await page.goto("/marketing-dashboard/settings/team-access");
    const email = page.getByLabel(/^Email/);
    for (let i = 0; i < 2; i++) {
      await email.fill(uniqueEmail());
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByText(/Invitation sent to/).first()).toBeVisible();
      // The form empties itself once the invitation is sent: type the next one after that, or the reset wipes it.
      await expect(email).toHaveValue("");
    }
    const notice = page.getByTestId("seat-limit");
    await expect(notice).toContainText("Your Standard plan includes 3 seats and all are in use.");
    await notice.getByRole("link", { name: "See plans and add-ons" }).click();
    await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION}$`));
    await expect(page.getByTestId("meter-users")).toContainText("3 of 3");
  });

  test("works at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signedInPage(page);
    await page.goto(SUBSCRIPTION);
    await expect(page.locator("#main").getByTestId("current-plan")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
