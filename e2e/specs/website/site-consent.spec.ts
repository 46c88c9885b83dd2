import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInThroughPage } from "../../fixtures/app";

/** The demo account's sign-in, as `npm start` prints it (the run's own data folder). */
const demo = () => JSON.parse(readFileSync(`.data-e2e-${process.env.E2E_PORT ?? 3100}/demo-sign-in.json`, "utf8")) as { email: string; password: string };

/** What the page keeps in the visitor's browser under our names. */
const stored = (page: Page) => page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) => k.startsWith("aimt")).sort());

/** A new visitor (their own cookies and storage) on the published page, arriving from a campaign link. */
async function visitor(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto(`${path}?utm_source=e2e`);
  return { context, page, banner: page.getByRole("region", { name: "Cookie choices" }) };
}

test("a visitor rejects the landing page's consent banner, another accepts, and the admin reads both choices", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signInThroughPage(page, demo());
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/, { timeout: 30_000 });
  await page.goto("/marketing-dashboard/website/landing-pages");
  const address = page.getByText(/^\/p\/[^/]+\/coffee-subscription$/);
  await expect(address).toBeVisible({ timeout: 30_000 });
  const path = (await address.textContent())!;

  const first = await visitor(browser, path);
  await expect(first.banner).toBeVisible();
  expect(await stored(first.page)).toEqual([]);
  await first.banner.getByRole("button", { name: "Reject all" }).click();
  await expect(first.banner).toBeHidden();
  expect(await stored(first.page)).toEqual([]);
  expect((await first.context.cookies()).find((c) => c.name === "aimt_consent")?.value).toMatch(/^1\.0\.0\.v\d+\.\d+$/);
  await first.page.reload();
  await expect(first.page.getByRole("button", { name: "Cookie choices" })).toBeVisible();
  await expect(first.banner).toBeHidden();
  expect(await stored(first.page)).toEqual([]);
  await first.context.close();

  const second = await visitor(browser, path);
  await second.banner.getByRole("button", { name: "Accept all" }).click();
  await expect(second.banner).toBeHidden();
  expect(await stored(second.page)).toEqual(["aimt:vid", "aimt_utm"]);
  await second.context.close();

  const section = page.getByRole("region", { name: "Consent banner" });
  await expect(async () => {
    await page.reload();
    const rows = section.getByRole("table", { name: "Consent records" }).getByRole("row");
    await expect(rows).toHaveCount(3, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  const table = section.getByRole("table", { name: "Consent records" });
  await expect(table.getByRole("row", { name: /Refused\s+Refused/ })).toHaveCount(1);
  await expect(table.getByRole("row", { name: /Allowed\s+Allowed/ })).toHaveCount(1);
  await expect(table.getByRole("cell", { name: "Landing page" })).toHaveCount(2);
});
