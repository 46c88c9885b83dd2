import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { signedInPage } from "../../fixtures/app";
import { publishDns } from "../../fixtures/dns";
import { holdVerifyMx } from "../../fixtures/verify-mx";

const PAGE = "/marketing-dashboard/settings/data-settings/email-verification";

/** Calls one of the app's procedures as the page would (tRPC over HTTP, superjson, the page's cookies) and returns its answer. */
async function call<T>(page: Page, path: string, input: unknown): Promise<T> {
  const res = await page.request.post(`/api/trpc/${path}`, { headers: { origin: baseURL }, data: { json: input } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

test.describe("email verification", () => {
  test("a new user verifies one address, then a list with the mailbox probe, watches its progress and reads the results", async ({ page }) => {
    test.setTimeout(120_000);
    await signedInPage(page);

    // Three contacts on a list: one on a domain with a mail server, one on a domain that doesn't exist, one disposable.
    const ids: string[] = [];
    for (const [email, firstName] of [
      ["ada@acme-mail.test", "Ada"],
      ["bob@no-such-domain.test", "Bob"],
      ["temp@mailinator.com", "Temp"],
    ]) {
      ids.push((await call<{ id: string }>(page, "crm.contacts.create", { email, firstName })).id);
    }
    const list = await call<{ id: string }>(page, "crm.lists.create", { name: "Spring newsletter", kind: "static" });
    await call(page, "crm.lists.addContacts", { listId: list.id, contactIds: ids });
    // The domains' DNS, on the run's local DNS server: both MX records point at the spec's mail server.
    publishDns([
      { host: "acme-mail.test", type: "MX", value: "10 mx.acme-mail.test" },
      { host: "mx.acme-mail.test", type: "A", value: "127.0.0.1" },
      { host: "mailinator.com", type: "MX", value: "10 mx.acme-mail.test" },
    ]);

    // From the settings navigation, as a person would find it.
    await page.getByRole("link", { name: "Email verification" }).first().click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("heading", { name: "Email verification", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No list verified yet" })).toBeVisible();

    // One address: the verdict and each check at once.
    await page.getByLabel(/^Email address/).fill("info@acme-mail.test");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    const one = page.getByTestId("verify-one-result");
    await expect(one).toContainText("Risky");
    await expect(one).toContainText("Role account (info@)");
    await expect(one).toContainText("Mail servers: mx.acme-mail.test");
    await expect(one).toContainText("No contact has this address");

    // The list, with the probe: the count first, then live progress.
    await page.getByLabel(/^Contacts to verify/).selectOption({ label: "Spring newsletter" });
    await expect(page.getByTestId("verify-audience-count")).toHaveText("3 addresses to check");
    await page.getByLabel("Also ask the mail server whether the mailbox exists").nth(1).check();
    // The mail server holds its greetings until the progress has been seen, however fast the probe is.
    const release = await holdVerifyMx();
    const progress = page.getByRole("progressbar", { name: "Verification progress" });
    try {
      await page.getByRole("button", { name: "Start verification" }).click();
      await expect(progress).toBeVisible();
      await expect(page.getByTestId("verify-progress-text")).toContainText(/\d of 3 addresses checked/);
      await expect(page.getByRole("button", { name: "Start verification" })).toBeDisabled();
      // Stopping asks first; keep it going.
      await page.getByRole("button", { name: "Stop verification" }).click();
      await expect(page.getByRole("alertdialog", { name: "Stop this verification?" })).toBeVisible();
      await page.getByRole("button", { name: "Keep verifying" }).click();
    } finally {
      await release();
    }
    await expect(progress).toBeHidden({ timeout: 60_000 });

    // The summary: one of each verdict, and why.
    const summary = page.getByTestId("verify-summary");
    await expect(summary).toContainText("Valid1");
    await expect(summary).toContainText("Risky1");
    await expect(summary).toContainText("Invalid1");
    const reasons = page.getByRole("list", { name: "Addresses by reason" });
    await expect(reasons).toContainText("Mailbox exists (valid)");
    await expect(reasons).toContainText("Domain doesn't exist (invalid)");
    await expect(reasons).toContainText("Disposable address (risky)");

    // The table, filtered by verdict.
    const table = page.getByRole("table", { name: "Verification results" });
    await expect(table.getByRole("row")).toHaveCount(4);
    await expect(table.getByRole("row", { name: /ada@acme-mail\.test/ })).toContainText(/The mailbox exists \(250/);
    await expect(table.getByRole("row", { name: /temp@mailinator\.com/ })).toContainText("Disposable address (mailinator.com)");
    await page.getByRole("group", { name: "Show verdict" }).getByRole("button", { name: "Invalid" }).click();
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table).toContainText("bob@no-such-domain.test");
    await expect(table).toContainText("The domain no-such-domain.test doesn't exist");

    // The CSV download.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Email verification Spring newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("Email,First name,Last name,Verdict,Reason,Details,Checked at,Contact ID");
    expect(lines).toHaveLength(4);
    expect(csv).toContain("bob@no-such-domain.test,Bob,,Invalid,Domain doesn't exist,The domain no-such-domain.test doesn't exist,");

    // The history keeps both runs; the page works on a phone.
    const history = page.getByRole("table", { name: "Verification history" });
    await expect(history.getByRole("row")).toHaveCount(3);
    await expect(history).toContainText("Spring newsletter");
    await expect(history).toContainText("info@acme-mail.test");
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole("heading", { name: "Email verification", level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
