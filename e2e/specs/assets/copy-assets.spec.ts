import { expect, test, type Page } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";
import { makeBlankKitAvoidingCheap } from "../../fixtures/brand-kit";
import { expectNoHorizontalOverflow } from "../../fixtures/overflow";
import { signInAsSecondAdmin } from "../../fixtures/team";

/** A blank brand kit whose words to avoid include “cheap”, made on Themes as a marketer would. */
async function makeKit(page: Page) {
  await page.getByTestId("sidebar").getByRole("link", { name: "Themes" }).click();
  await makeBlankKitAvoidingCheap(page, "Beans & Co");
}

test("a search ad written by hand: a brand finding fixed, sent for approval, approved by another admin, and an old version restored", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signedInPage(page, { workspaceName: "Beans & Co" });
  await makeKit(page);

  await page.getByTestId("sidebar").getByRole("link", { name: "Paid-ads copy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Paid-ads copy" })).toBeVisible();
  await expect(page.getByText("No paid-ads copy yet")).toBeVisible();
  await page.getByRole("button", { name: "New" }).click();
  await page.getByRole("menuitem", { name: "Google responsive search ad" }).click();
  await expect(page).toHaveURL(/\?new=google-rsa$/);

  await page.getByLabel("Title", { exact: true }).fill("Spring beans");
  await expect(page.getByLabel("Brand kit", { exact: true })).toHaveValue(/.+/);
  await page.getByLabel("Headline 1", { exact: true }).fill("Fresh coffee beans");
  const second = page.getByLabel("Headline 2", { exact: true });
  await second.fill("Cheap coffee, delivered");
  await page.getByLabel("Headline 3", { exact: true }).fill("Order before Sunday night for Monday");
  await page.getByLabel("Description 1", { exact: true }).fill("Beans roasted this week, at your door every two or four weeks.");
  await page.getByLabel("Description 2", { exact: true }).fill("Skip, pause or cancel your delivery in your account.");
  await page.getByLabel("Final URL", { exact: true }).fill("https://beans.example.com/subscription");

  // The counter and the findings as typed: the kit's word to avoid, and a headline over Google's 30.
  await expect(page.locator("#copy-google-rsa-headlines-0-count")).toHaveText("18 / 30");
  await expect(page.getByText("Brand rule: word to avoid")).toBeVisible();
  await expect(page.getByText("Headline 3 is 36 characters; Google allows 30.")).toBeVisible();
  await expect(page.getByLabel("Headline 3", { exact: true })).toHaveAttribute("aria-invalid", "true");

  // A draft over a limit saves; sending it for approval is refused with the reason.
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("“Spring beans” created as a draft.")).toBeVisible();
  await expect(page).toHaveURL(/\?asset=[0-9a-f-]{36}$/);
  const assetUrl = page.url();
  await page.getByRole("button", { name: "Send for approval" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This can't go for approval yet" })).toContainText("Google allows 30");

  // Fix both.
  await page.getByLabel("Headline 2", { exact: true }).fill("Coffee, delivered");
  await page.getByLabel("Headline 3", { exact: true }).fill("Order by Sunday night");
  await expect(page.getByText("Brand rule: word to avoid")).toBeHidden();
  await expect(page.getByText(/Google allows 30/)).toBeHidden();
  await page.getByRole("button", { name: "Send for approval" }).click();
  await expect(page.getByText("Sent for approval.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Review" }).getByText("In review")).toBeVisible();

  // A second admin approves it.
  const { context: other, page: theirs } = await signInAsSecondAdmin(page, browser);
  await theirs.goto(assetUrl);
  const review = theirs.getByRole("region", { name: "Review" });
  await review.getByLabel("Note for the author (optional)").fill("Good to go.");
  await review.getByRole("button", { name: "Approve" }).click();
  await expect(review.getByText("Approved", { exact: true })).toBeVisible();
  await other.close();

  // Back as the author: the approval and the reviewer's note are there; an edit is version 3, then version 2 comes back.
  await page.reload();
  await expect(page.getByRole("region", { name: "Review" }).getByText("Approved", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Comments" }).getByText("Good to go.")).toBeVisible();
  await page.getByLabel("Headline 1", { exact: true }).fill("Fresh beans every week");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Version 3", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Restore version 2" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Restore version 2?" });
  await confirm.getByRole("button", { name: "Restore version" }).click();
  await expect(page.getByText("Version 4", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Headline 1", { exact: true })).toHaveValue("Fresh coffee beans");
  await expect(page.getByRole("list", { name: "Versions" }).getByText("Restored version 2.")).toBeVisible();

  // The editor fits a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page);
});
