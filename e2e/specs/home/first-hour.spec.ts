import { readFileSync } from "node:fs";
import { expect, test, type Browser } from "@playwright/test";
import { signInThroughPage } from "../../fixtures/app";
import { expectNoZeroMoneyBesideActivity } from "../../fixtures/money";
import { expectNoHorizontalOverflow } from "../../fixtures/overflow";
import { DESTRUCTIVE, expectLinksLeadSomewhere, pressAndWatch, settled, visibleButtons, type ButtonRef } from "../../fixtures/page-walk";

/**
 * The newcomer's first hour (issue 25): start, sign in to the demo with the sign-in `npm start`
 * prints, open home, the cross-channel overview and every platform report at 1440 and 375 px. On
 * each: no money reads $0.00 beside clicks or conversions, nothing sticks out sideways at 375 px,
 * every link leads to a real page and every button has a name and does something.
 */

const D = "/marketing-dashboard";
const ADS_CONNECTIONS = `${D}/settings/data-settings/marketing-reporting-tools/connections-and-sources/ads`;
/** Home, the overview and the thirteen platform reports of the route registry (../shared/ROUTES.md). */
const PAGES: { title: string; path: string }[] = [
  { title: "Home", path: `${D}/home` },
  { title: "Cross-channel overview", path: `${D}/data/marketing-reporting-tools` },
  { title: "Google Ads report", path: `${D}/ppc-dashboard/google-ads` },
  { title: "Microsoft Advertising report", path: `${D}/ppc-dashboard/microsoft-ads` },
  { title: "LinkedIn Ads report", path: `${D}/ppc-dashboard/linkedin-ads` },
  { title: "Meta (Facebook) Ads report", path: `${D}/ppc-dashboard/facebook-ads` },
  { title: "Instagram Ads report", path: `${D}/ppc-dashboard/instagram-ads` },
  { title: "Google Analytics 4 report", path: `${D}/ppc-analytics/google-analytics` },
  { title: "Search Console report", path: `${D}/organic-seo-dashboard/google-search-console` },
  { title: "Bing Webmaster report", path: `${D}/organic-seo-dashboard/bing-webmaster-tools` },
  { title: "Mailchimp report", path: `${D}/email-marketing-dashboard/mailchimp` },
  { title: "Our email tool report", path: `${D}/email-marketing-dashboard/email-tool` },
  { title: "Shopify store report", path: `${D}/shopify-dashboard` },
  { title: "Facebook page report", path: `${D}/ppc-social/facebook-page` },
  { title: "Instagram page report", path: `${D}/ppc-social/instagram-page` },
];

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 800 },
] as const;

// Per worker: one signed-in session, links already requested, and the shell's buttons (the same on every page) already pressed.
let storageState = "";
const checkedLinks = new Map<string, Promise<string | null>>();
const pressedShellButtons = new Set<string>();
const pressedPageButtons = new Set<string>();

test.describe.configure({ mode: "parallel" });

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(240_000);
  // The sign-in `npm start` prints, as a new user copies it from the terminal.
  const demo = JSON.parse(readFileSync(`.data-e2e-${process.env.E2E_PORT ?? 3100}/demo-sign-in.json`, "utf8")) as { email: string; password: string };
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughPage(page, demo);
  // The first sign-in of a fresh server hashes the password and renders home cold: give it time.
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/, { timeout: 60_000 });
  await expect(page.getByRole("note").filter({ hasText: "This is a demo workspace" })).toBeVisible();
  // This run's server keeps the demo's platform stand-ins off (e2e/fixtures/connectors.ts), so the
  // demo has no sources of its own here: connect its Google Ads accounts (in USD and EUR) as a
  // newcomer would, once per run, so home, the overview and Google Ads have money to show.
  await page.goto(ADS_CONNECTIONS);
  const googleAds = page.getByTestId("platform-google-ads");
  await expect(googleAds.getByTestId("platform-state")).toBeVisible({ timeout: 30_000 });
  if ((await googleAds.getByTestId("platform-state").textContent()) === "Not connected") {
    await googleAds.getByRole("button", { name: "Connect Google Ads" }).click();
    await page.getByRole("link", { name: "Allow" }).click();
    const picker = page.getByRole("dialog", { name: "Pick the ad accounts to sync" });
    await expect(picker.getByRole("checkbox")).toHaveCount(3, { timeout: 60_000 });
    for (const box of await picker.getByRole("checkbox").all()) await box.check();
    await picker.getByRole("button", { name: "Add 3 sources" }).click();
    await expect(picker).toBeHidden({ timeout: 60_000 });
  }
  await expect(googleAds.getByTestId("source-health")).toHaveText(["Healthy", "Healthy", "Healthy"], { timeout: 120_000 });
  storageState = testInfo.outputPath(`demo-session-${testInfo.workerIndex}.json`);
  await context.storageState({ path: storageState });
  await context.close();
});

async function signedIn(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ storageState, viewport, acceptDownloads: true });
  return { context, page: await context.newPage() };
}

for (const { title, path } of PAGES) {
  for (const viewport of WIDTHS) {
    test(`${title} at ${viewport.width} px: money adds up, ${viewport.width < 768 ? "nothing overflows, " : ""}links and buttons lead somewhere`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const { context, page } = await signedIn(browser, viewport);
      await page.goto(path);
      await settled(page);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[()]/g, "\\$&")}(\\?.*)?$`));

      await expectNoZeroMoneyBesideActivity(page);
      if (viewport.width < 768) await expectNoHorizontalOverflow(page);
      await expectLinksLeadSomewhere(page, checkedLinks);

      // Buttons: each pressed on a fresh load of the page. The shell's are pressed once per width;
      // at 375 px only the buttons 1440 px did not show on this page.
      const buttons = await visibleButtons(page);
      const skipped = buttons.filter((b) => DESTRUCTIVE.test(b.name));
      if (skipped.length) test.info().annotations.push({ type: "not pressed (signs out or deletes)", description: skipped.map((b) => b.name).join(", ") });
      // One button of each kind: a table's sort headers sort alike, a row's "Set budget" does what the
      // next row's does. Pressing every one made this spec take 21 minutes.
      const toPress: ButtonRef[] = [];
      const kinds = new Set<string>();
      for (const b of buttons) {
        if (DESTRUCTIVE.test(b.name)) continue;
        if (kinds.has(b.kind)) continue;
        kinds.add(b.kind);
        const shellKey = `${viewport.width} ${b.kind}`;
        const pageKey = `${path} ${b.kind}`;
        if (!b.inMain && pressedShellButtons.has(shellKey)) continue;
        if (b.inMain && viewport.width < 768 && pressedPageButtons.has(pageKey)) continue;
        if (b.inMain) pressedPageButtons.add(pageKey);
        else pressedShellButtons.add(shellKey);
        toPress.push(b);
      }
      // Two tabs at a time: the server and the browser share two cores.
      const tabs = [page, await context.newPage()];
      const failures: string[] = [];
      await Promise.all(
        tabs.map(async (tab) => {
          for (let b = toPress.shift(); b; b = toPress.shift()) {
            const failure = await pressAndWatch(context, tab, path, b);
            if (failure) failures.push(failure);
          }
        }),
      );
      expect(failures, `dead buttons on ${title} at ${viewport.width} px`).toEqual([]);
      await context.close();
    });
  }
}
