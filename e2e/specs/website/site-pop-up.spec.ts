import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { signInThroughPage } from "../../fixtures/app";

/** The demo account's sign-in, as `npm start` prints it (the run's own data folder). */
const demo = () => JSON.parse(readFileSync(`.data-e2e-${process.env.E2E_PORT ?? 3100}/demo-sign-in.json`, "utf8")) as { email: string; password: string };

/** A customer's own site: plain pages on 127.0.0.1 carrying the snippet (another origin than the app's). */
const sitePort = () => Number(process.env.E2E_PORT ?? 3100) + 5200;
const siteOrigin = () => `http://127.0.0.1:${sitePort()}`;

let snippet = "";
let site: Server;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  site = createServer((req, res) => {
    // /consent asks for consent and never gets it; /granted asks and the visitor has agreed.
    const required = snippet.replace("<script ", '<script data-consent="required" ');
    const tag = req.url?.startsWith("/consent")
      ? required
      : req.url?.startsWith("/granted")
        ? `<script>window.aimtConsent = "granted";</script>${required}`
        : snippet;
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><title>Customer site</title></head><body><main><h1>Beans for everyone</h1>
<button id="before">A button of the page</button><p>${"Coffee. ".repeat(200)}</p></main>${tag}</body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(sitePort(), "127.0.0.1", resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

async function openPopups(page: Page) {
  await signInThroughPage(page, demo());
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/, { timeout: 30_000 });
  await page.getByTestId("sidebar").getByRole("link", { name: "Site pop-ups" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Site pop-ups" })).toBeVisible({ timeout: 30_000 });
}

/** Opens the customer's page and waits until the script has read its pop-ups and armed their triggers. */
async function visit(page: Page, path: string) {
  await page.goto(`${siteOrigin()}${path}`);
  await expect(page.locator("script[data-aimt-ready]")).toHaveAttribute("data-aimt-ready", /\d+/, { timeout: 20_000 });
}

const leave = (page: Page) => page.evaluate(() => document.dispatchEvent(new MouseEvent("mouseout", { clientY: -2, relatedTarget: null, bubbles: true })));

test("a marketer builds an exit-intent pop-up, sets it live and pauses the demo's", async ({ page }) => {
  test.setTimeout(180_000);
  await openPopups(page);
  const demoRow = page.getByRole("row", { name: /Welcome offer \(demo data\)/ });
  await expect(demoRow.getByText("Live")).toBeVisible();

  await page.getByRole("button", { name: "New pop-up" }).click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Exit offer");
  await page.getByRole("textbox", { name: "Headline", exact: true }).fill("Wait! Free shipping today");
  await page.getByRole("textbox", { name: "Button text", exact: true }).fill("Shop now");
  await page.getByRole("textbox", { name: "Button leads to", exact: true }).fill("https://shop.example/shipping");
  await page.getByRole("combobox", { name: "Show it", exact: true }).selectOption("exit-intent");
  await page.getByRole("combobox", { name: "How often", exact: true }).selectOption("once");
  // The preview draws it with the script's own renderer.
  await expect(page.getByTestId("popup-preview").getByRole("dialog", { name: "Wait! Free shipping today" })).toBeVisible();
  await page.getByRole("button", { name: "Create pop-up" }).click();
  await expect(page.getByText("Pop-up “Exit offer” created as a draft.")).toBeVisible();
  await page.getByRole("button", { name: "Set Exit offer live" }).click();
  await expect(page.getByText("“Exit offer” is live on your site.")).toBeVisible();
  await page.getByRole("button", { name: "All pop-ups" }).click();
  await page.getByRole("button", { name: "Pause Welcome offer (demo data)" }).click();
  await expect(demoRow.getByText("Paused")).toBeVisible();

  snippet = (await page.getByTestId("popup-snippet").textContent()) ?? "";
  expect(snippet).toMatch(/^<script src="http:\/\/localhost:\d+\/api\/public\/site\.js" data-workspace="[^"]+" async><\/script>$/);
});

test("on the customer's site it shows on exit intent, accessibly, and with consent only once across a reload", async ({ page }) => {
  await visit(page, "/granted");
  await page.locator("#before").focus();
  await leave(page);
  const dialog = page.getByRole("dialog", { name: "Wait! Free shipping today" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Shop now" })).toBeFocused();
  await expect(dialog.getByRole("link", { name: "Shop now" })).toHaveAttribute("href", "https://shop.example/shipping");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("#before")).toBeFocused();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("aimt:")).length)).toBeGreaterThan(0);

  await page.reload();
  await expect(page.locator("script[data-aimt-ready]")).toHaveAttribute("data-aimt-ready", "0", { timeout: 20_000 });
  await leave(page);
  await expect(page.locator("[data-aimt-popup]")).toHaveCount(0);
});

test("while consent is required and not given it stores nothing and sends no visitor id", async ({ page }) => {
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/public/events")) beacons.push(request.postData() ?? "");
  });
  await visit(page, "/consent");
  await leave(page);
  await expect(page.getByRole("dialog", { name: "Wait! Free shipping today" })).toBeVisible();
  await expect.poll(() => beacons.some((b) => b.includes("popup_view"))).toBe(true);
  expect(beacons.every((b) => !b.includes("distinctId"))).toBe(true);
  expect(await page.evaluate(() => ({ storage: localStorage.length, cookies: document.cookie }))).toEqual({ storage: 0, cookies: "" });
});

test("the views are counted on the pop-ups page", async ({ page }) => {
  test.setTimeout(240_000);
  await openPopups(page);
  const row = page.getByRole("row", { name: /Exit offer/ });
  // The daily rollups run every minute.
  await expect
    .poll(
      async () => {
        await page.reload();
        return Number((await row.getByRole("cell").nth(2).textContent())?.replace(/\D/g, "") || 0);
      },
      { timeout: 180_000, intervals: [5_000] },
    )
    .toBeGreaterThanOrEqual(2);
});

test("the demo's offer shows after its delay once it is live again, and copying its code counts", async ({ page }) => {
  test.setTimeout(180_000);
  await openPopups(page);
  await page.getByRole("button", { name: "Set Welcome offer (demo data) live" }).click();
  await expect(page.getByText("“Welcome offer (demo data)” is live on your site.")).toBeVisible();
  await page.getByRole("button", { name: "Pause Exit offer" }).click();
  await expect(page.getByText("“Exit offer” is paused.")).toBeVisible();

  const beacons: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/public/events")) beacons.push(request.postData() ?? "");
  });
  await visit(page, "/");
  await expect(page.locator("script[data-aimt-ready]")).toHaveAttribute("data-aimt-ready", "1");
  // Its trigger is 8 seconds on the page; it's a slide-in, so the page stays usable (no modal).
  const offer = page.getByRole("dialog", { name: "10% off your first bag" });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await expect(offer).not.toHaveAttribute("aria-modal", "true");
  await expect(offer.getByText("WELCOME10")).toBeVisible();
  await offer.getByRole("button", { name: "Copy code" }).click();
  await expect(offer.getByRole("button", { name: "Copied" })).toBeVisible();
  await expect.poll(() => beacons.some((b) => b.includes("popup_conversion"))).toBe(true);
});
