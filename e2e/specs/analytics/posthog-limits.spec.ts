import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { signedInPage } from "../../fixtures/app";
import { logPosthogIngestionWarning, logPosthogRequestError, posthogOptions } from "../../../src/modules/analytics/ui/product-analytics/sinks";

const bundle = readFileSync(path.resolve(import.meta.dirname, "../../../node_modules/posthog-js/dist/array.full.no-external.js"), "utf8");

type Posthog = {
  capture: (event: string, properties?: object) => void;
  opt_in_capturing: (options?: object) => void;
  init: (token: string, config: object, name: string) => Posthog;
  rateLimiter: { isServerRateLimited: (batchKey?: string) => boolean };
};

/** The product's posthog-js options, functions included (they use nothing but `console`, so their source runs in the page). */
function productOptions() {
  const options = posthogOptions(baseURL);
  const data = Object.fromEntries(Object.entries(options).filter(([, v]) => typeof v !== "function"));
  return { data, onRequestError: logPosthogRequestError.toString(), beforeSend: logPosthogIngestionWarning.toString() };
}

const isBatch = (url: string, method: string) => method === "POST" && ["/e/", "/e", "/i/v0/e/", "/batch/"].includes(new URL(url).pathname);

async function setLimit(page: Page, limit: string | null) {
  const form = page.getByRole("form", { name: "Monthly event limit" });
  if (limit === null) {
    await form.getByRole("button", { name: "Remove limit" }).click();
    await expect(page.getByText("Event limit removed")).toBeVisible();
    return;
  }
  await form.getByLabel(/^Stop taking events after/).fill(limit);
  await form.getByRole("button", { name: "Save limit" }).click();
  await expect(page.getByText(`Event limit set to ${limit} a month`)).toBeVisible();
}

/**
 * Spec §9's client limits, held by the real posthog-js (with the product's own options) against the
 * product's receiver, on a clock the test moves: past the burst of 100 the client drops events and
 * logs "client rate limited"; a refused request logs "Bad HTTP status"; and once the workspace's
 * event limit (Settings → Product analytics) is used up, the receiver answers `quota_limited` and
 * posthog-js sends no events for 60 s, then sends again.
 */
test("posthog-js drops past its burst, logs bad statuses, and holds its events for 60 s after the receiver says quota_limited", async ({ page, context }) => {
  test.setTimeout(120_000);
  await signedInPage(page, { workspaceName: "Quota Co" });
  await page.goto("/marketing-dashboard/settings/general/product-analytics");
  await expect(page.getByRole("heading", { name: "Product analytics", level: 1 })).toBeVisible();
  await expect(page.getByTestId("events-this-month")).toContainText(/\d+ events? this month of 1,000,000 included in your plan/);
  await setLimit(page, "3");
  await expect(page.getByTestId("events-this-month")).toContainText("of 3 (your limit; your plan includes 1,000,000)");
  await page.getByText("For your administrator").click();
  const token = (await page.getByTestId("product-analytics-admin").locator("code").first().textContent())!;

  // The visitor's page, in another tab, on a clock the test moves.
  const site = await context.newPage();
  await context.clock.install();
  const logs: string[] = [];
  site.on("console", (message) => logs.push(message.text()));
  const batches: string[] = [];
  site.on("request", (request) => {
    if (isBatch(request.url(), request.method())) batches.push(request.url());
  });
  await site.route(`${baseURL}/receiver-limits-page`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Shop</title><p>Shop</p>" }),
  );
  await site.goto("/receiver-limits-page");
  await site.evaluate(
    ({ token, options }) => {
      const stub = [] as unknown as { _i: unknown[] };
      const config = {
        ...options.data,
        on_request_error: new Function(`return ${options.onRequestError}`)(),
        before_send: new Function(`return ${options.beforeSend}`)(),
        // This browser says "HeadlessChrome": posthog-js would drop its events as a bot's.
        opt_out_useragent_filter: true,
      };
      stub._i = [[token, config, "posthog"]];
      (window as unknown as { posthog: unknown }).posthog = stub;
    },
    { token, options: productOptions() },
  );
  await site.addScriptTag({ content: bundle });
  await expect.poll(() => site.evaluate(() => typeof (window as unknown as { posthog: { capture?: unknown } }).posthog.capture)).toBe("function");
  await site.evaluate(() => (window as unknown as { posthog: Posthog }).posthog.opt_in_capturing({ captureEventName: false }));

  // 105 events at once: the burst takes 100, the rest are dropped and the client says so.
  await site.evaluate(() => {
    const ph = (window as unknown as { posthog: Posthog }).posthog;
    for (let i = 0; i < 105; i++) ph.capture("cta_click", { i });
  });
  expect(logs.some((line) => line.includes("This capture call is ignored due to client rate limiting."))).toBe(true);
  expect(logs.find((line) => line.includes("posthog-js client rate limited"))).toMatch(/\[PostHog\.js\] posthog-js client rate limited: 1 event\(s\) dropped/);

  // The queue is flushed every 3 s (the rate limiter's warning may go first, alone): the receiver is past
  // the workspace's limit of 3 and says quota_limited.
  const limited = site.waitForResponse(async (r) => isBatch(r.url(), r.request().method()) && (await r.text()).includes("quota_limited"));
  await context.clock.runFor(3_500);
  expect(await (await limited).json()).toEqual({ status: 1, quota_limited: ["events"] });
  const limiter = () => site.evaluate(() => (window as unknown as { posthog: Posthog }).posthog.rateLimiter.isServerRateLimited("events"));
  await expect.poll(limiter).toBe(true);

  // The admin raises the limit at once; posthog-js still holds its events for the rest of the minute.
  await setLimit(page, null);
  const sentBefore = batches.length;
  await site.evaluate(() => (window as unknown as { posthog: Posthog }).posthog.capture("held_1"));
  await context.clock.runFor(30_000);
  await site.evaluate(() => (window as unknown as { posthog: Posthog }).posthog.capture("held_2"));
  await context.clock.runFor(25_000);
  // A round trip on the same page: a batch sent by those flushes would have been seen before its answer.
  await site.evaluate(() => fetch("/api/ready").then((r) => r.status));
  expect(batches.length).toBe(sentBefore);
  expect(await limiter()).toBe(true);

  // Past 60 s the batch key is free again, and the next events are taken.
  await context.clock.runFor(6_000);
  expect(await limiter()).toBe(false);
  const taken = site.waitForResponse((r) => isBatch(r.url(), r.request().method()));
  await site.evaluate(() => (window as unknown as { posthog: Posthog }).posthog.capture("after_the_minute"));
  await context.clock.runFor(3_500);
  const answer = (await (await taken).json()) as { status: number; accepted: number };
  expect(answer).toMatchObject({ status: 1, rejected: [] });
  expect(answer.accepted).toBeGreaterThanOrEqual(1);

  // A second instance with a token the receiver doesn't know: its refused request is in the log.
  await site.evaluate(() => {
    const ph = (window as unknown as { posthog: Posthog }).posthog;
    const config = { api_host: location.origin, autocapture: false, capture_pageview: false, persistence: "memory", opt_out_useragent_filter: true };
    const other = ph.init(
      "phc_notaprojectofthisproductatall000",
      { ...config, on_request_error: (ph as unknown as { config: { on_request_error: unknown } }).config.on_request_error },
      "other",
    );
    other.capture("lost");
  });
  await context.clock.runFor(3_500);
  await expect.poll(() => logs.find((line) => line.includes("Bad HTTP status"))).toMatch(/^\[PostHog\.js\] Bad HTTP status: 401 /);
});
