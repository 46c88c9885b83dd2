import { expect, test } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";
import { mailFor } from "../../fixtures/mail";
import { readyToSend, SENDING } from "../../fixtures/messaging";

test("a send waiting to retry can be paused, resumed and cancelled from its sheet; what was waiting is dropped", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signedInPage(page);
  const { domain, email } = await readyToSend(page);

  // The domain's own SMTP server is down (nothing listens on 127.0.0.1:9): the message waits to retry.
  await page.goto(SENDING);
  await page.getByRole("tab", { name: "Domains" }).click();
  const smtp = page.getByRole("region", { name: domain }).getByRole("form", { name: "SMTP server of this domain" });
  await smtp.getByLabel("SMTP host").fill("127.0.0.1");
  await smtp.getByRole("textbox", { name: "Port" }).fill("9");
  await smtp.getByRole("button", { name: "Save SMTP server" }).click();
  await expect(page.getByText("SMTP server saved")).toBeVisible();

  await page.goto("/marketing-dashboard/data/crm-lists?tab=lists");
  await page
    .getByRole("navigation", { name: "Lists and segments" })
    .getByRole("button", { name: /Newsletter/ })
    .click();
  await page.getByRole("button", { name: "Email this list" }).click();
  const dialog = page.getByRole("dialog", { name: "Email “Newsletter”" });
  await dialog.getByLabel(/^Name\*?$/).fill("Spring sale");
  await dialog.getByLabel(/^Subject\*?$/).fill('Spring sale, {{ contact.first_name | "friend" }}');
  await dialog.getByRole("textbox", { name: "Message" }).fill("Everything is 20% off this week.");
  await expect(dialog.getByTestId("audience-count")).toContainText("1 will receive it");
  await dialog.getByRole("button", { name: "Review and send" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Send to 1" }).click();

  const detail = page.getByTestId("send-detail");
  await expect(detail.getByRole("heading", { name: "Spring sale" })).toBeVisible();
  await expect(detail.getByTestId("send-status")).toHaveText("Sending");
  await expect(detail.getByTestId("send-progress")).toContainText("0 of 1 done (0%)");

  await detail.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText("“Spring sale” paused.")).toBeVisible();
  await expect(detail.getByTestId("send-status")).toHaveText("Paused");
  await expect(detail.getByRole("button", { name: "Pause" })).toBeHidden();

  await detail.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByText("“Spring sale” resumed.")).toBeVisible();
  await expect(detail.getByTestId("send-status")).toHaveText("Sending");

  // Cancelling asks first; keeping it changes nothing.
  await detail.getByRole("button", { name: "Cancel send" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel “Spring sale”?" });
  await expect(confirm).toContainText("The 1 recipient who hasn't received it yet won't.");
  await confirm.getByRole("button", { name: "Keep sending" }).click();
  await expect(detail.getByTestId("send-status")).toHaveText("Sending");
  await detail.getByRole("button", { name: "Cancel send" }).click();
  await page.getByRole("alertdialog", { name: "Cancel “Spring sale”?" }).getByRole("button", { name: "Cancel send" }).click();
  await expect(page.getByText("“Spring sale” cancelled.")).toBeVisible();
  await expect(detail.getByTestId("send-status")).toHaveText("Cancelled");
  await expect(detail.getByTestId("send-progress")).toContainText("1 of 1 done (100%)");
  await expect(detail.getByRole("button", { name: "Resume" })).toBeHidden();
  await expect(detail.getByRole("button", { name: "Cancel send" })).toBeHidden();

  // Its message left the queue, so it never goes out, and the list's panel says so.
  await expect(mailFor(email, 1_000)).rejects.toThrow(`no mail for ${email}`);
  await page.keyboard.press("Escape");
  await expect(
    page.getByRole("region", { name: "Messages sent to this list" }).getByRole("button", { name: /^Spring sale: Cancelled, 0 of 1 sent$/ }),
  ).toBeVisible();
});
