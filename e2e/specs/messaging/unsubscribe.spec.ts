import { expect, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { signedInPage } from "../../fixtures/app";
import { mailFor } from "../../fixtures/mail";
import { CRM, POSTAL, readyToSend, setPostalAddress } from "../../fixtures/messaging";

test.describe("email a CRM list, then unsubscribe from the mail", () => {
  test("a new user emails a list with merge tags; the recipient unsubscribes through the mail's link and the CRM shows it", async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signedInPage(page);
    const { domain, email } = await readyToSend(page);

    await page.getByRole("button", { name: "Email this list" }).click();
    const dialog = page.getByRole("dialog", { name: "Email “Newsletter”" });
    await expect(dialog.getByTestId("audience-count")).toContainText("1 will receive it");
    await expect(dialog.getByLabel("Sending domain")).toContainText(domain);

    // A misspelt tag is caught as it's typed, with its line and column.
    await dialog.getByLabel(/^Subject\*?$/).fill("News for {{ contact.frist_name }}");
    await expect(dialog.getByText(/Line 1, column 13: unknown merge tag "contact.frist_name" \(did you mean contact.first_name\?\)/)).toBeVisible();
    await dialog.getByLabel(/^Subject\*?$/).fill('Autumn news for {{ contact.first_name | "you" }}');

    // The body's tag comes from the picker, inserted at the caret.
    const body = dialog.getByRole("textbox", { name: "Message" });
    await body.fill("Hi ");
    await dialog.getByRole("button", { name: "Insert a merge tag into the message" }).click();
    await page.getByRole("menuitem", { name: /First name/ }).click();
    await expect(body).toHaveValue('Hi {{ contact.first_name | "there" }}');
    await body.press("End");
    await body.pressSequentially(",\n\nOur autumn collection is here.");

    await expect(dialog.getByTestId("preview-subject")).toContainText("Autumn news for Ada");
    await expect(dialog.frameLocator('iframe[title="Email preview"]').locator("body")).toContainText("Hi Ada,");
    await page.screenshot({ path: test.info().outputPath("compose-1440.png") });

    await dialog.getByRole("button", { name: "Review and send" }).click();
    const confirm = page.getByRole("alertdialog", { name: 'Send “Autumn news for {{ contact.first_name | "you" }}” now?' });
    await expect(confirm).toContainText("1 contact of “Newsletter” will receive it");
    await confirm.getByRole("button", { name: "Send to 1" }).click();
    await expect(page.getByText("“Email to Newsletter” is on its way.")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The mail as received: merge tags filled, one-click unsubscribe headers present.
    const received = await mailFor(email, 60_000);
    const mail = await simpleParser(received.raw);
    expect(mail.subject).toBe("Autumn news for Ada");
    expect(mail.text).toContain("Hi Ada,");
    expect(mail.text).not.toContain("{{");
    const head = received.raw.slice(0, received.raw.search(/\r?\n\r?\n/));
    expect(head).toMatch(/^List-Unsubscribe: <http[^>]+\/u\/[^>]+\/one-click>\r?$/im);
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
    // Both are covered by the DKIM signature.
    expect(head).toMatch(/^DKIM-Signature:[\s\S]*\bh=[^;]*\blist-unsubscribe:list-unsubscribe-post\b/im);

    // The text part's unsubscribe link, opened in the browser, asks first, then confirms.
    const link = /https?:\/\/\S+\/u\/[0-9a-z]+\.[A-Za-z0-9_-]{16}(?=[\s>)]|$)/.exec(mail.text ?? "")?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "Unsubscribe from Acme Brand?" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText("You're unsubscribed.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your subscription preferences" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Email" })).not.toBeChecked();

    // The CRM: email consent Unsubscribed, and the timeline says why.
    await page.goto(`${CRM}?tab=contacts`);
    await page.locator("tr[data-contact]").filter({ hasText: "Ada Lovelace" }).click();
    const drawer = page.getByRole("dialog", { name: "Ada Lovelace" });
    await expect(drawer.getByLabel("Quick facts")).toContainText("Unsubscribed");
    await expect(drawer.getByTestId("timeline")).toContainText("Unsubscribed from “Email to Newsletter”");
  });

  test("on a 375 px screen, a refused send keeps its draft, and the list's sends panel follows the retried send to completed with 1 sent", async ({ page }) => {
    test.setTimeout(240_000);
    await signedInPage(page);
    await readyToSend(page, { postalAddress: false });
    await page.setViewportSize({ width: 375, height: 800 });

    const sends = page.getByRole("region", { name: "Messages sent to this list" });
    await expect(sends.getByRole("heading", { name: "Nothing sent yet" })).toBeVisible();

    // Texting: the segment counter follows the typing; without an SMS provider or phones, it says so and offers no send.
    await page.getByRole("button", { name: "Text this list" }).click();
    const text = page.getByRole("dialog", { name: "Text “Newsletter”" });
    await text.getByRole("textbox", { name: "Message" }).fill("Our sale starts today!");
    await expect(text.getByTestId("sms-counter")).toContainText("1 segment · GSM-7");
    await text.getByRole("textbox", { name: "Message" }).fill("Our sale starts today 🎉");
    await expect(text.getByTestId("sms-counter")).toContainText("UCS-2");
    await expect(text.getByTestId("audience-count")).toContainText("0 will receive it · 1 no address");
    await expect(text.getByTestId("no-sms-provider")).toContainText("Sending texts needs an SMS provider");
    await expect(text.getByTestId("sms-cost")).toContainText("Cost per recipient: 1 segment");
    await expect(text.getByRole("button", { name: "Review and send" })).toBeDisabled();
    await text.getByRole("button", { name: "Close", exact: true }).click();

    await page.getByRole("button", { name: "Email this list" }).click();
    const dialog = page.getByRole("dialog", { name: "Email “Newsletter”" });
    await dialog.getByLabel(/^Name\*?$/).fill("Welcome mail");
    await dialog.getByLabel(/^Subject\*?$/).fill('Welcome, {{ contact.first_name | "friend" }}');
    await dialog.getByRole("textbox", { name: "Message" }).fill("Thanks for joining us.");
    await expect(dialog.getByTestId("audience-count")).toContainText("1 will receive it");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath("compose-375.png"), fullPage: true });
    await dialog.getByRole("button", { name: "Review and send" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Send to 1" }).click();

    // Refused (no postal address yet): the reason shows in the dialog and the draft is all there.
    await expect(dialog.getByTestId("compose-error")).toContainText("postal address");
    await expect(dialog.getByLabel(/^Subject\*?$/)).toHaveValue('Welcome, {{ contact.first_name | "friend" }}');
    await expect(dialog.getByRole("textbox", { name: "Message" })).toHaveValue("Thanks for joining us.");
    const settings = await page.context().newPage();
    await setPostalAddress(settings, POSTAL);
    await settings.close();
    await dialog.getByRole("button", { name: "Review and send" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Send to 1" }).click();

    // The new send opens in its sheet and follows itself to the end.
    const detail = page.getByTestId("send-detail");
    await expect(detail.getByRole("heading", { name: "Welcome mail" })).toBeVisible();
    await expect(detail.getByTestId("send-status")).toHaveText("Completed", { timeout: 60_000 });
    await expect(detail.getByTestId("send-progress")).toContainText("1 of 1 done (100%)");
    await expect(detail.getByTestId("send-counters").getByText("Sent")).toBeVisible();
    await expect(detail.getByTestId("send-counters").locator("div", { hasText: "Sent" }).first()).toContainText("1");
    await page.screenshot({ path: test.info().outputPath("send-detail-375.png"), fullPage: true });

    // The panel lists it the same way.
    await page.keyboard.press("Escape");
    await expect(sends.getByRole("button", { name: /^Welcome mail: Completed, 1 of 1 sent$/ })).toBeVisible();
  });
});
