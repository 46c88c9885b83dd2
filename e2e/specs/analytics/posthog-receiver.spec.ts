import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { signedInPage } from "../../fixtures/app";

const bundle = readFileSync(path.resolve(import.meta.dirname, "../../../node_modules/posthog-js/dist/array.full.no-external.js"), "utf8");

/**
 * The real posthog-js 1.449.2 in Chromium, pointed at the product (api_host = its origin) with a
 * workspace's project token: its flags come from the database, its batches arrive gzip-compressed
 * at /e/ and are stored, and its survey list is answered. The page that loads it is served by the
 * test at the product's origin (no product page loads posthog-js yet). posthog-js drops the events
 * of browsers whose user agent says "HeadlessChrome" unless `opt_out_useragent_filter` is set.
 */
test("posthog-js reads flags from the product and sends its events to it", async ({ page }) => {
  test.setTimeout(90_000);
  await signedInPage(page, { workspaceName: "Receiver Co" });
  await page.goto("/marketing-dashboard/settings/general");
  await page.getByRole("link", { name: "Open product analytics" }).click();
  await expect(page.getByRole("heading", { name: "Product analytics", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Add a flag" }).click();
  const form = page.getByRole("form", { name: "Add a flag" });
  await form.getByLabel(/^Key/).fill("new-checkout");
  await form.getByLabel(/^Share of people/).fill("100");
  await form.getByLabel("On", { exact: true }).check();
  await form.getByRole("button", { name: "Add flag" }).click();
  await expect(page.getByRole("list", { name: "Feature flags" }).getByText("new-checkout")).toBeVisible();
  await expect(page.getByText("On for 100%")).toBeVisible();

  await page.getByText("For your administrator").click();
  const token = (await page.getByTestId("product-analytics-admin").locator("code").first().textContent())!;
  expect(token).toMatch(/^phc_/);

  await page.route(`${baseURL}/receiver-test-page`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Test page</title><p>Shop</p>" }),
  );
  await page.goto("/receiver-test-page");
  const flagsAnswer = page.waitForResponse((r) => r.url().includes("/flags/?v=2") && r.request().method() === "POST");
  await page.evaluate(
    ({ token, host }) => {
      const stub = [] as unknown as { _i: unknown[] };
      stub._i = [
        [
          token,
          {
            api_host: host,
            autocapture: false,
            capture_pageview: false,
            disable_session_recording: true,
            persistence: "memory",
            opt_out_useragent_filter: true,
          },
          "posthog",
        ],
      ];
      (window as unknown as { posthog: unknown }).posthog = stub;
    },
    { token, host: baseURL },
  );
  await page.addScriptTag({ content: bundle });
  expect((await flagsAnswer).status()).toBe(200);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { posthog: { isFeatureEnabled: (k: string) => boolean } }).posthog.isFeatureEnabled("new-checkout")))
    .toBe(true);

  const captured = page.waitForResponse((r) => ["/e/", "/e", "/i/v0/e/", "/batch/"].includes(new URL(r.url()).pathname) && r.request().method() === "POST", {
    timeout: 30_000,
  });
  await page.evaluate(() => {
    const ph = (window as unknown as { posthog: { capture: (e: string, p: object) => void } }).posthog;
    for (let i = 0; i < 5; i++) ph.capture("cta_click", { page_id: "landing-1", i });
  });
  const response = await captured;
  expect(response.status()).toBe(200);
  expect(response.request().headers()["content-type"]).toContain("text/plain");
  expect(await response.json()).toMatchObject({ status: 1, rejected: [] });
  expect(((await response.json()) as { accepted: number }).accepted).toBeGreaterThanOrEqual(1);

  const surveys = await page.evaluate(
    () =>
      new Promise<unknown[]>((resolve) =>
        (window as unknown as { posthog: { getSurveys: (cb: (s: unknown[]) => void, force: boolean) => void } }).posthog.getSurveys(resolve, true),
      ),
  );
  expect(surveys).toEqual([]);
});
