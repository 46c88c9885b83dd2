import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { expect, test, type Page, type Request } from "@playwright/test";
import { SIGN_IN_TIMEOUT, signInThroughPage, signUpThroughApi } from "../../fixtures/app";
import { PRODUCT_TAGS } from "../../fixtures/product-analytics";

/**
 * Consent in the product, as a new visitor meets it (the test server runs with a GA4, GTM and pixel
 * id and a posthog-js key: e2e/fixtures/product-analytics.ts). The tags' scripts are stubbed at the
 * page (never loaded from the internet): the spec reads what the product handed them (dataLayer, the
 * pixel's queue) and the posthog-js batches the product's own receiver answered.
 * posthog-js drops the events of a browser that looks automated (a "HeadlessChrome" user agent or
 * brand, navigator.webdriver): this one doesn't (the product's own setup keeps posthog-js's bot filter on).
 */
test.use({
  storageState: { cookies: [], origins: [] },
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});

const demo = () => JSON.parse(readFileSync(`.data-e2e-${process.env.E2E_PORT ?? 3100}/demo-sign-in.json`, "utf8")) as { email: string; password: string };
const WIRE_PATHS = ["/e/", "/e", "/i/v0/e/", "/batch/", "/flags/", "/array/"];

/** Stubs the tags' scripts and watches every call the product makes to an analytics or ad service. */
async function watchTags(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "webdriver", { get: () => false });
    Object.defineProperty(navigator, "userAgentData", { get: () => undefined });
  });
  const scripts: string[] = [];
  const wire: Request[] = [];
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "/* stub: the spec reads dataLayer and fbq.queue */" });
  });
  await page.route(/^https:\/\/[^/]*(google-analytics\.com|facebook\.com)\//, (route) => {
    scripts.push(route.request().url());
    return route.abort();
  });
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (WIRE_PATHS.some((p) => path === p || (p === "/array/" && path.startsWith(p)))) wire.push(r);
  });
  return { scripts, wire };
}

type Layer = unknown[];
/** dataLayer as plain arrays (gtag pushes Arguments objects) and objects. */
const readLayer = (page: Page): Promise<Layer> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) =>
      e && typeof e === "object" && "length" in e ? JSON.parse(JSON.stringify(Array.from(e as ArrayLike<unknown>))) : JSON.parse(JSON.stringify(e)),
    ),
  );
const pixelQueue = (page: Page) => page.evaluate(() => ((window as unknown as { fbq?: { queue: unknown[][] } }).fbq?.queue ?? []) as unknown[][]);

const gaViews = (layer: Layer) =>
  layer
    .filter((e): e is [string, string, { page_location: string }] => Array.isArray(e) && e[0] === "event" && e[1] === "page_view")
    .map((e) => e[2].page_location);
const gtmViews = (layer: Layer) =>
  layer
    .filter((e): e is { event: string; page_location: string } => !Array.isArray(e) && (e as { event?: string }).event === "page_view")
    .map((e) => e.page_location);
const lastConsent = (layer: Layer) => layer.filter((e): e is [string, string, Record<string, string>] => Array.isArray(e) && e[0] === "consent").at(-1);

const isGzip = (body: Buffer | null): boolean => !!body && body[0] === 0x1f && body[1] === 0x8b;

/** The $pageview events in posthog-js's batches (gzip once it has read the receiver's config; plain or base64 before), as URLs. */
function posthogPageViews(batches: Request[]): string[] {
  type Event = { event: string; properties: { $current_url: string } };
  const urls: string[] = [];
  for (const r of batches) {
    const body = r.postDataBuffer();
    if (!body) continue;
    let text = isGzip(body) ? gunzipSync(body).toString("utf8") : body.toString("utf8");
    if (text.startsWith("data=")) text = Buffer.from(decodeURIComponent(text.slice(5)), "base64").toString("utf8");
    const payload = JSON.parse(text) as Event[] | { batch: Event[] } | Event;
    const events = Array.isArray(payload) ? payload : "batch" in payload ? payload.batch : [payload];
    for (const e of events) if (e.event === "$pageview") urls.push(e.properties.$current_url);
  }
  return urls;
}
const isBatch = (r: Request) => r.method() === "POST" && ["/e/", "/e", "/i/v0/e/", "/batch/"].includes(new URL(r.url()).pathname);

test("rejecting on the banner sends nothing to any analytics or ad service", async ({ page }) => {
  test.setTimeout(90_000);
  const creds = await signUpThroughApi(page.request);
  const tags = await watchTags(page);
  await page.goto("/auth/signin");
  const banner = page.getByRole("region", { name: "Cookie choices" });
  await expect(banner).toBeVisible();
  // Accepting is no easier than rejecting: the three answers look the same.
  const looks = await Promise.all(
    ["Accept all", "Reject all", "Choose"].map((name) => banner.getByRole("button", { name, exact: true }).getAttribute("class")),
  );
  expect(new Set(looks).size).toBe(1);

  const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/consent" && r.request().method() === "POST");
  await banner.getByRole("button", { name: "Reject all" }).click();
  expect((await recorded).status()).toBe(201);
  await expect(banner).toBeHidden();

  await signInThroughPage(page, creds);
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/, { timeout: SIGN_IN_TIMEOUT });
  await expect(banner).toBeHidden();
  const overview = page.getByTestId("sidebar").getByRole("link", { name: "Overview" });
  await overview.click();
  await expect(page).toHaveURL(/marketing-reporting-tools$/);
  // A page view would go out as the route commits, which is when the sidebar marks the page.
  await expect(overview).toHaveAttribute("aria-current", "page");

  expect(tags.scripts).toEqual([]);
  expect(tags.wire.map((r) => r.url())).toEqual([]);
  const layer = await readLayer(page);
  expect(gaViews(layer)).toEqual([]);
  expect(gtmViews(layer)).toEqual([]);
  expect(lastConsent(layer)?.[2]).toMatchObject({ analytics_storage: "denied", ad_storage: "denied" });
  expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe("undefined");
});

test("accepting sends one page view per route to each tag, posthog-js's gzip batches are stored, and the account menu takes it back", async ({ page }) => {
  test.setTimeout(300_000);
  const tags = await watchTags(page);
  await page.goto("/auth/signin");
  const banner = page.getByRole("region", { name: "Cookie choices" });
  const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/consent" && r.request().method() === "POST");
  await banner.getByRole("button", { name: "Accept all" }).click();
  expect((await recorded).status()).toBe(201);
  await expect.poll(() => tags.scripts.length).toBe(3);
  expect([...tags.scripts].sort()).toEqual([
    "https://connect.facebook.net/en_US/fbevents.js",
    `https://www.googletagmanager.com/gtag/js?id=${PRODUCT_TAGS.gaId}`,
    `https://www.googletagmanager.com/gtm.js?id=${PRODUCT_TAGS.gtmId}`,
  ]);

  // The demo workspace holds the product's key: its own events are stored there.
  await signInThroughPage(page, demo());
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/, { timeout: SIGN_IN_TIMEOUT });
  await page.reload();
  tags.wire.length = 0;
  const origin = new URL(page.url()).origin;
  const visited = [`${origin}/marketing-dashboard/home`];
  const expectOneViewEach = async () => {
    await expect.poll(async () => gaViews(await readLayer(page))).toEqual(visited);
    const layer = await readLayer(page);
    expect(gtmViews(layer)).toEqual(visited);
    expect((await pixelQueue(page)).filter((c) => c[0] === "track" && c[1] === "PageView")).toHaveLength(visited.length);
  };
  await expectOneViewEach();

  // Each tag has its consent before its first call: Google's default (denied) before anything, the update before config.
  const layer = await readLayer(page);
  const at = (match: (e: unknown) => boolean) => layer.findIndex(match);
  const isCmd = (a: string, b?: string) => (e: unknown) => Array.isArray(e) && e[0] === a && (b === undefined || e[1] === b);
  expect(at(isCmd("consent", "default"))).toBe(0);
  expect(layer[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied", wait_for_update: 500 })]);
  expect(at(isCmd("consent", "update"))).toBeLessThan(at(isCmd("config")));
  expect(layer[at(isCmd("consent", "update"))]).toEqual([
    "consent",
    "update",
    { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" },
  ]);
  expect(layer[at(isCmd("config"))]).toEqual(["config", PRODUCT_TAGS.gaId, { send_page_view: false }]);
  expect((await pixelQueue(page)).slice(0, 3)).toEqual([
    ["consent", "revoke"],
    ["init", PRODUCT_TAGS.pixelId],
    ["consent", "grant"],
  ]);
  expect(await page.evaluate(() => (window as unknown as { fbq: { disablePushState?: boolean } }).fbq.disablePushState)).toBe(true);

  // Route changes inside the app: one more page view each, none for the same page again.
  await page.getByTestId("sidebar").getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/marketing-reporting-tools$/);
  visited.push(`${origin}/marketing-dashboard/data/marketing-reporting-tools`);
  await expectOneViewEach();
  await page.getByTestId("sidebar").getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/);
  visited.push(`${origin}/marketing-dashboard/home`);
  await expectOneViewEach();

  // posthog-js: gzip batches to the product's own receiver, one $pageview per route.
  await expect.poll(() => posthogPageViews(tags.wire.filter(isBatch)), { timeout: 30_000 }).toEqual(visited);
  const batch = tags.wire.find((r) => isBatch(r) && isGzip(r.postDataBuffer()));
  expect(batch, "a gzip-compressed batch").toBeTruthy();
  expect(batch!.headers()["content-type"]).toContain("text/plain");
  const answer = await batch!.response();
  expect(answer?.status()).toBe(200);
  expect(await answer?.json()).toMatchObject({ status: 1, rejected: [] });

  // Stored: the demo workspace's product analytics count this person today.
  await page.goto("/marketing-dashboard/settings/general/product-analytics");
  const activeToday = page.locator("dt", { hasText: "Active today" }).locator("xpath=following-sibling::dd");
  await expect(async () => {
    await page.reload();
    await expect(activeToday).toHaveText(/^[1-9]/, { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });

  // Changing one's mind from the account menu: the banner comes back with the choices ticked.
  const seenBefore = tags.wire.filter(isBatch).length;
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Cookie settings" }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("checkbox", { name: /Usage analytics/ })).toBeChecked();
  await expect(banner.getByRole("checkbox", { name: /Advertising/ })).toBeChecked();
  const withdrawn = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/consent" && r.request().method() === "POST");
  await banner.getByRole("button", { name: "Reject all" }).click();
  expect((await withdrawn).status()).toBe(201);
  await expect(banner).toBeHidden();
  const before = await readLayer(page);
  const pixelBefore = await pixelQueue(page);
  expect(lastConsent(before)?.[2]).toMatchObject({ analytics_storage: "denied", ad_storage: "denied" });
  expect(pixelBefore.at(-1)).toEqual(["consent", "revoke"]);

  const home = page.getByTestId("sidebar").getByRole("link", { name: "Home" });
  await home.click();
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/);
  // The page view would go out as the route commits, which is when the sidebar marks the page.
  await expect(home).toHaveAttribute("aria-current", "page");
  const after = await readLayer(page);
  expect(gaViews(after)).toEqual(gaViews(before));
  expect(gtmViews(after)).toEqual(gtmViews(before));
  expect(await pixelQueue(page)).toEqual(pixelBefore);
  // (A view captured before the change may still go out in the next batch; none for the page opened after it.)
  expect(posthogPageViews(tags.wire.filter(isBatch).slice(seenBefore))).not.toContain(`${origin}/marketing-dashboard/home`);
});
