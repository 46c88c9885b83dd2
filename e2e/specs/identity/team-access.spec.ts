import { expect, test } from "@playwright/test";
import { PASSWORD, signedInPage, uniqueEmail } from "../../fixtures/app";
import { mailFor } from "../../fixtures/mail";

test("an owner invites a colleague by email, who joins from the mailed link; as a viewer the write actions disappear", async ({ page, browser }) => {
  // Two accounts, three browsers and a mail through the messaging engine's queue: more than the default
  // 30 s when specs run side by side on 2 cores. Every step still waits on what it needs to see.
  test.setTimeout(90_000);
  await signedInPage(page, { workspaceName: "Acme Growth" });
  await page.getByTestId("sidebar").getByRole("link", { name: "Team access" }).click();
  await expect(page.getByRole("heading", { name: "Team access" })).toBeVisible();
  await expect(page.getByTestId("seats")).toHaveText("1 of 3 seats of your plan in use. Here: 1 member, 0 invited.");

  // Invite: the mail goes out through SMTP.
  const colleague = uniqueEmail();
  await page.getByLabel(/^Email\*?$/).fill(colleague);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${colleague}.`)).toBeVisible();
  await expect(page.getByRole("table", { name: "Open invitations" })).toContainText(colleague);
  const mail = await mailFor(colleague);
  expect(mail.subject).toContain("invited you to Acme Growth");
  const link = /https?:\/\/\S+\/invite\/\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  // The messaging engine delivered it: the list says so once it looks again.
  await expect(page.locator(`[data-invitation="${colleague}"]`).getByTestId("invitation-delivery")).toContainText("Sent", { timeout: 15_000 });

  // The colleague, in another browser, accepts by creating an account.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(new URL(link!).pathname);
  await expect(theirs.getByRole("heading", { name: "Join Acme Growth" })).toBeVisible();
  await theirs.getByLabel("Your name").fill("Casey Colleague");
  await theirs.getByLabel("Choose a password").fill(PASSWORD);
  await theirs.getByRole("button", { name: "Create account and join" }).click();
  await expect(theirs).toHaveURL(/\/marketing-dashboard\/home$/);
  await expect(theirs.getByRole("heading", { name: "Welcome to Acme Growth" })).toBeVisible();

  // The link works once.
  const again = await browser.newContext();
  const late = await again.newPage();
  await late.goto(new URL(link!).pathname);
  await expect(late.getByText("This invitation was already accepted.")).toBeVisible();
  await again.close();

  // The owner makes them a viewer.
  await page.reload();
  const row = page.locator(`[data-member="${colleague}"]`);
  await expect(row).toContainText("Casey Colleague");
  await row.getByRole("combobox", { name: `Role of ${colleague}` }).click();
  await page.getByRole("option", { name: "Viewer" }).click();
  await expect(page.getByText("Role changed.")).toBeVisible();

  // The security log says what happened, and filters.
  const log = page.getByRole("table", { name: "Security log" });
  await page.reload();
  await expect(log).toContainText("Role changed");
  await expect(log).toContainText("Invitation accepted");
  await page.getByRole("searchbox", { name: "Who" }).fill("nobody-like-this");
  await expect(page.getByText("Nothing in the log matches")).toBeVisible();

  // As a viewer the colleague sees the team but no way to change it.
  await theirs.goto("/marketing-dashboard/settings/team-access");
  await expect(theirs.getByRole("table", { name: "Members" })).toContainText(colleague);
  await expect(theirs.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
  await expect(theirs.getByRole("combobox")).toHaveCount(0);
  await expect(theirs.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  await other.close();
});

test("an invitation can be withdrawn, and its link then says so", async ({ page, browser }) => {
  await signedInPage(page);
  await page.goto("/marketing-dashboard/settings/team-access");
  const colleague = uniqueEmail();
  await page.getByLabel(/^Email\*?$/).fill(colleague);
  await page.getByRole("button", { name: "Send invitation" }).click();
  const link = /https?:\/\/\S+\/invite\/\S+/.exec((await mailFor(colleague)).text)![0];
  await page.getByRole("button", { name: `Withdraw the invitation of ${colleague}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Withdraw invitation" }).click();
  await expect(page.getByText("No open invitations")).toBeVisible();
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(new URL(link).pathname);
  await expect(theirs.getByText("This invitation was withdrawn.")).toBeVisible();
  await other.close();
});
