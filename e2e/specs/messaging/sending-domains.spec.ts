import { expect, test, type Locator, type Page } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";
import { publishDns, type PublishedRecord } from "../../fixtures/dns";

let n = 0;
const uniqueDomain = () => `mail-${Date.now().toString(36)}${n++}.example.com`;

/** Opens Settings → Sending domains from the sidebar, as a person would. */
async function openSendingDomains(page: Page) {
  await page.getByRole("link", { name: "Sending domains" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Sending domains" })).toBeVisible();
}

async function addDomain(page: Page, domain: string): Promise<Locator> {
  const form = page.getByRole("form", { name: "Add a sending domain" });
  await form.getByLabel("Domain", { exact: true }).fill(domain);
  await form.getByRole("button", { name: "Add domain" }).click();
  const detail = page.getByRole("region", { name: domain });
  await expect(detail).toBeVisible();
  return detail;
}

/** The records as the page shows them: host, type and value of each. */
async function recordsOnPage(detail: Locator): Promise<PublishedRecord[]> {
  const out: PublishedRecord[] = [];
  for (const item of await detail.getByRole("list", { name: "DNS records" }).getByRole("listitem").all()) {
    const label = (await item.getAttribute("aria-label"))!.replace(/ record$/, "");
    const type = (await item.getByText(/^(TXT|CNAME)$/).textContent()) as "TXT" | "CNAME";
    const host = (await item.getByLabel(`${label} host`, { exact: true }).textContent())!.trim();
    const value = (await item.getByLabel(`${label} value`, { exact: true }).textContent())!.trim();
    out.push({ host, type, value });
  }
  return out;
}

test("a new user adds a sending domain, sees its records, publishes them and watches every one verify", async ({ page }) => {
  await signedInPage(page);
  await openSendingDomains(page);
  await expect(page.getByText("No sending domains yet")).toBeVisible();

  const form = page.getByRole("form", { name: "Add a sending domain" });
  await form.getByLabel("Domain", { exact: true }).fill("gmail.com");
  await form.getByRole("button", { name: "Add domain" }).click();
  await expect(form.getByText("mailbox provider's domain")).toBeVisible();

  const domain = uniqueDomain();
  const detail = await addDomain(page, domain);
  const records = detail.getByRole("list", { name: "DNS records" });
  await expect(records.getByRole("listitem")).toHaveCount(4);
  for (const name of ["SPF", "DKIM", "DMARC", "Return path"])
    await expect(records.getByRole("listitem", { name: `${name} record` })).toContainText("Not checked");
  await expect(records.getByLabel("SPF value", { exact: true })).toHaveText(/^v=spf1 include:\S+ ~all$/);
  await expect(records.getByLabel("DKIM host", { exact: true })).toHaveText(new RegExp(`^amt\\d{6}\\._domainkey\\.${domain.replace(/\./g, "\\.")}$`));
  await expect(records.getByLabel("DKIM value", { exact: true })).toHaveText(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
  await expect(records.getByLabel("DMARC value", { exact: true })).toHaveText(`v=DMARC1; p=none; rua=mailto:dmarc@${domain}`);
  await expect(records.getByLabel("Return path host", { exact: true })).toHaveText(`bounces.${domain}`);

  // Nothing published yet: every record fails, each saying why.
  await detail.getByRole("button", { name: "Check now" }).click();
  await expect(page.getByText(`${domain} isn't verified yet`)).toBeVisible();
  await expect(records.getByLabel("DMARC problem")).toHaveText(`No TXT record at _dmarc.${domain}`);
  await expect(records.getByLabel("Return path problem")).toHaveText(`No CNAME record at bounces.${domain}`);
  await expect(page.getByRole("list", { name: "Sending domains" })).toContainText("Failed");

  publishDns(await recordsOnPage(detail));
  await detail.getByRole("button", { name: "Check now" }).click();
  await expect(page.getByText(`${domain} is verified`)).toBeVisible();
  for (const name of ["SPF", "DKIM", "DMARC", "Return path"]) {
    const item = records.getByRole("listitem", { name: `${name} record` });
    await expect(item).toContainText("Verified");
    await expect(item.getByLabel(`${name} problem`)).toHaveCount(0);
  }
  await expect(detail).toContainText("Last checked");
  await expect(detail).toContainText("Verified since");
  await expect(page.getByRole("list", { name: "Sending domains" }).getByRole("button", { name: new RegExp(domain.replace(/\./g, "\\.")) })).toContainText(
    "Verified",
  );

  // The statuses are stored: a reload shows the same.
  await page.reload();
  await expect(page.getByRole("region", { name: domain }).getByRole("listitem", { name: "DKIM record" })).toContainText("Verified");
});

test("the Sending tab saves the postal address and shows a new webhook key once; the page fits a 375 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedInPage(page);
  await page.goto("/marketing-dashboard/settings/data-settings/domain-verification");
  await expect(page.getByRole("heading", { level: 1, name: "Sending domains" })).toBeVisible();
  const domain = uniqueDomain();
  await addDomain(page, domain);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
  expect(await fits()).toBe(true);

  await page.getByRole("tab", { name: "Sending" }).click();
  await expect(page.getByText("No postal address yet")).toBeVisible();
  await page.getByLabel("Postal address").fill("Example Ltd\n1 High Street\nLondon N1 1AA");
  await page.getByRole("button", { name: "Save sending settings" }).click();
  await expect(page.getByText("Sending settings saved")).toBeVisible();
  await expect(page.getByText("No postal address yet")).toBeHidden();
  await expect(page.getByLabel("Webhook URL", { exact: true })).toHaveText(/\/api\/webhooks\/mail\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Make a signing key" }).click();
  await expect(page.getByLabel("Webhook signing key", { exact: true })).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByText("This is the only time the key is shown")).toBeVisible();
  expect(await fits()).toBe(true);

  await page.reload();
  await expect(page.getByLabel("Postal address")).toHaveValue("Example Ltd\n1 High Street\nLondon N1 1AA");
  await expect(page.getByLabel("Webhook signing key", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Make a new key" })).toBeVisible();
});
