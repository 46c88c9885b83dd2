import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { crmTabList } from "../../../src/modules/crm/views/crm-tab-list";
import { routes } from "../../../src/modules/shell/routes";
import { signInThroughPage } from "../../fixtures/app";
import { expectNoHorizontalOverflow } from "../../fixtures/overflow";

/**
 * Issue 25: at 375 px no built page scrolls sideways. The pages are every page.tsx under src/app (a new
 * page is checked without touching this file), each visited in the demo workspace, where the CRM has data.
 */
const viewport = { width: 375, height: 812 };

/** Every page.tsx under src/app, as its address (route groups dropped). */
function appPages(dir = "src/app", segments: string[] = []): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) found.push(...appPages(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]));
    else if (entry.name === "page.tsx") found.push(`/${segments.join("/")}`);
  }
  return found;
}

/** Pages this spec leaves out, and why. */
const skipped: Array<[RegExp, string]> = [
  [/^\/$/, "redirects to home"],
  [/^\/marketing-dashboard(\/home)?$/, "home: the first-hour spec checks it"],
  [/^\/marketing-dashboard\/data\/marketing-reporting-tools$/, "the cross-channel overview: the first-hour spec checks it"],
  [
    /^\/marketing-dashboard\/(ppc-dashboard|ppc-analytics|organic-seo-dashboard|email-marketing-dashboard|ppc-social)\/|^\/marketing-dashboard\/shopify-dashboard$/,
    "a platform report: the first-hour spec checks it",
  ],
];

/** An address to visit for each page with a dynamic segment (a made-up token shows the page's "link not valid" state). */
const samples: Record<string, string> = {
  "/marketing-dashboard/[...missing]": "/marketing-dashboard/no-such-page",
  "/invite/[token]": "/invite/not-a-real-invitation",
  "/u/[token]": "/u/not-a-real-token",
  "/u/[token]/preferences": "/u/not-a-real-token/preferences",
};

/** Pages seen signed out: the auth pages and the public ones a recipient or invitee opens from a mail. */
const signedOut = (url: string) => url.startsWith("/auth/") || url.startsWith("/invite/") || url.startsWith("/u/");

const pages = appPages()
  .filter((url) => !skipped.some(([pattern]) => pattern.test(url)))
  .map((url) => samples[url] ?? url)
  .sort();

const CRM = "/marketing-dashboard/data/crm-lists";

const dataDir = `.data-e2e-${process.env.E2E_PORT ?? 3100}`;
/** The demo's sign-in, kept in the run's data folder: a worker that starts again after a failure reuses it (sign-ins are throttled). */
const stateFile = path.join(dataDir, "mobile-overflow-state.json");
let signedInState: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.beforeAll(async ({ browser }) => {
  if (existsSync(stateFile)) {
    signedInState = JSON.parse(readFileSync(stateFile, "utf8")) as typeof signedInState;
    return;
  }
  test.setTimeout(90_000);
  const demo = JSON.parse(readFileSync(path.join(dataDir, "demo-sign-in.json"), "utf8")) as { email: string; password: string };
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInThroughPage(page, demo);
  // The server's first sign-in, on a busy machine, can take longer than the default wait.
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/, { timeout: 60_000 });
  signedInState = await context.storageState();
  writeFileSync(stateFile, JSON.stringify(signedInState));
  await context.close();
});

async function open(browser: Browser, url: string, opts: { signedIn: boolean }): Promise<Page> {
  const context = await browser.newContext({ viewport, ...(opts.signedIn ? { storageState: signedInState } : {}) });
  const page = await context.newPage();
  await page.goto(url);
  await settle(page);
  return page;
}

/** The page has drawn: its first heading is up, web fonts are in, nothing shows "loading" (the data it asks for has come). */
async function settle(page: Page) {
  await expect(page.getByRole("heading").first()).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

test.describe("no sideways scrolling at 375 px", () => {
  // Generous: eight people share the machine's two cores, and a test here visits several pages.
  test.describe.configure({ timeout: 120_000 });

  test("every page under src/app is either checked here or left out with a reason", () => {
    for (const url of pages) expect(url, "a dynamic page needs a sample address in `samples`").not.toMatch(/\[/);
    // The route registry's pages that are built are among them (the registry also lists pages not built yet).
    const built = new Set(appPages());
    const registered = routes.map((r) => r.url.replace(/\/$/, "")).filter((url) => built.has(url));
    for (const url of registered) expect(pages.includes(url) || skipped.some(([pattern]) => pattern.test(url)), url).toBe(true);
    expect(pages.length).toBeGreaterThan(20);
  });

  for (const url of pages) {
    test(`page ${url}`, async ({ browser }) => {
      const page = await open(browser, url, { signedIn: !signedOut(url) });
      await expectNoHorizontalOverflow(page);
      await page.context().close();
    });
  }

  for (const tab of crmTabList.slice(1)) {
    test(`CRM tab ${tab.label}`, async ({ browser }) => {
      const page = await open(browser, `${CRM}?tab=${tab.id}`, { signedIn: true });
      await expect(page.getByRole("tab", { name: tab.label })).toHaveAttribute("aria-selected", "true");
      await expectNoHorizontalOverflow(page);
      await page.context().close();
    });
  }

  test("each guide", async ({ browser }) => {
    const page = await open(browser, "/marketing-dashboard/settings/guides-and-references", { signedIn: true });
    const hrefs = [...new Set(await page.locator('a[href*="?guide="]').evaluateAll((links) => links.map((a) => a.getAttribute("href")!)))];
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      await page.goto(href);
      await settle(page);
      await expectNoHorizontalOverflow(page);
    }
    await page.context().close();
  });

  test("a contact's record, a new contact, a company's record", async ({ browser }) => {
    const page = await open(browser, `${CRM}?tab=contacts`, { signedIn: true });
    await page.locator("tr[data-contact]").first().click();
    const record = page.getByRole("dialog");
    await expect(record).toBeVisible();
    await expect(page).toHaveURL(/[?&]contact=/);
    await settle(page);
    await expectNoHorizontalOverflow(page);
    for (const tab of await record.getByRole("tab").all()) {
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expectNoHorizontalOverflow(page);
    }
    await page.keyboard.press("Escape");
    await expect(record).toBeHidden();

    await expect(async () => {
      await page.getByRole("button", { name: "New contact" }).first().click();
      await expect(page.getByRole("dialog", { name: "New contact" })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expectNoHorizontalOverflow(page);
    await page.keyboard.press("Escape");

    await page.goto(`${CRM}?tab=companies`);
    await settle(page);
    await page.locator("tr[data-company]").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/[?&]company=/);
    await settle(page);
    await expectNoHorizontalOverflow(page);
    await page.context().close();
  });

  test("the contact import's column mapping", async ({ browser }) => {
    const page = await open(browser, `${CRM}?tab=imports`, { signedIn: true });
    await page.getByRole("button", { name: "Import contacts" }).first().click();
    const wizard = page.getByRole("dialog");
    await expect(wizard.getByRole("heading", { name: "Choose a file" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    const csv = [
      "Record ID,First Name,Last Name,Email,Phone Number,Lifecycle Stage,Company Name,Job Title,A rather long custom column name from an old export",
      "1,Alexandrina,Featherstonehaugh-Montgomery,alexandrina.featherstonehaugh-montgomery@a-very-long-domain-name.example.test,+1 415 555 0100,Lead,Acme Incorporated,Head of Growth,x",
    ].join("\r\n");
    await wizard
      .getByLabel("CSV file to import")
      .setInputFiles({ name: "a-long-file-name-from-the-old-crm-export-2026.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await wizard.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(wizard.getByRole("heading", { name: "Map the columns" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await wizard.getByRole("button", { name: "Preview rows" }).click();
    await expect(wizard.getByRole("heading", { name: "Preview" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.context().close();
  });

  test("a list's email and SMS composers", async ({ browser }) => {
    const page = await open(browser, `${CRM}?tab=lists`, { signedIn: true });
    for (const [button, dialog] of [
      ["Email this list", /^Email /],
      ["Text this list", /^Text /],
    ] as const) {
      await page.getByRole("button", { name: button }).first().click();
      await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    }
    await page.context().close();
  });

  test("the account menu and the change-password dialog", async ({ browser }) => {
    const page = await open(browser, "/marketing-dashboard/settings/general", { signedIn: true });
    await page.getByRole("button", { name: /Account menu/ }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole("menuitem", { name: /password/i }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.context().close();
  });

  test("the navigation drawer", async ({ browser }) => {
    const page = await open(browser, "/marketing-dashboard/settings/team-access", { signedIn: true });
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.context().close();
  });
});
