import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { signInThroughPage, signUpThroughApi } from "../../fixtures/app";

const OVERVIEW = "/marketing-dashboard/data/marketing-reporting-tools";
const CONTACTS = "/marketing-dashboard/data/crm-lists?tab=contacts";

/** signedInPage, with room for a slow sign-in (password hashing on a loaded machine). */
async function signedIn(page: Page, workspaceName: string) {
  await signInThroughPage(page, await signUpThroughApi(page.request, { workspaceName }));
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/, { timeout: 60_000 });
}

const ready = (page: Page) => expect(page.locator('[data-report-ready="true"]')).toBeAttached({ timeout: 30_000 });

/** The report's own loads: the server components fetched for a new view (not a link's prefetch). */
function countReportLoads(page: Page) {
  const loads: string[] = [];
  const onRequest = (request: Request) => {
    const headers = request.headers();
    if (headers.rsc === "1" && !headers["next-router-prefetch"] && new URL(request.url()).pathname === OVERVIEW) loads.push(request.url());
  };
  page.on("request", onRequest);
  return loads;
}

/** From the top of a freshly loaded page: Tab, Tab reaches "Skip to filters" (after "Skip to content"), Enter lands in the filters. */
async function skipToFilters(page: Page, filters: Locator) {
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to filters" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(filters).toBeFocused();
}

/** Opens a dialog with `open`, closes it with `close`, and expects the focus back on `opener`. */
async function roundTrip(page: Page, opener: Locator, dialog: Locator, open: () => Promise<void>, close: () => Promise<void>) {
  await open();
  await expect(dialog).toBeVisible();
  await close();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe("keyboard", () => {
  test("a report: skip to filters, arrowing through the range loads once, dialogs give the focus back", async ({ page }) => {
    test.setTimeout(180_000);
    await signedIn(page, "Keyboard Reports");
    await page.goto(OVERVIEW);
    await ready(page);

    const filters = page.getByRole("search", { name: "Report filters" });
    await skipToFilters(page, filters);
    const range = page.getByRole("combobox", { name: "Date range" });
    await page.keyboard.press("Tab");
    await expect(range).toBeFocused();

    // Arrowing through a closed select shows each range; only Enter loads the report, once.
    const loads = countReportLoads(page);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(range.locator("option:checked")).toHaveText("This month");
    expect(new URL(page.url()).search).toBe("");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/range=thisMonth/, { timeout: 30_000 });
    await ready(page);
    expect(loads).toHaveLength(1);

    // Escape puts the chosen range back; moving on with Tab chooses the one shown.
    await page.keyboard.press("ArrowUp");
    await expect(range.locator("option:checked")).toHaveText("Last 90 days");
    await page.keyboard.press("Escape");
    await expect(range.locator("option:checked")).toHaveText("This month");
    const compare = page.getByRole("combobox", { name: "Compare with" });
    await compare.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(compare.locator("option:checked")).toHaveText("No comparison");
    await page.keyboard.press("Tab");
    await expect(page).toHaveURL(/compare=none/, { timeout: 30_000 });
    await ready(page);
    expect(loads).toHaveLength(2);
    await expect(page).toHaveURL(/range=thisMonth/);

    // A dialog opened from a button: Escape and its close button give the focus back to the button.
    const schedule = page.getByRole("button", { name: "Schedule", exact: true });
    const scheduleDialog = page.getByRole("dialog", { name: /^Schedule/ });
    await roundTrip(
      page,
      schedule,
      scheduleDialog,
      async () => {
        await schedule.focus();
        await page.keyboard.press("Enter");
      },
      () => page.keyboard.press("Escape"),
    );
    await roundTrip(
      page,
      schedule,
      scheduleDialog,
      () => schedule.click(),
      () => scheduleDialog.getByRole("button", { name: "Close dialog" }).click(),
    );

    // A dialog opened from a menu item: the item is gone with its menu, so the focus goes to the menu's button.
    const account = page.getByRole("button", { name: /Account menu/ });
    const password = page.getByRole("dialog", { name: "Change password" });
    const fromMenu = async () => {
      await account.click();
      await page.getByRole("menuitem", { name: "Change password" }).click();
    };
    await roundTrip(page, account, password, fromMenu, () => page.keyboard.press("Escape"));
    await roundTrip(page, account, password, fromMenu, () => password.getByRole("button", { name: "Cancel" }).click());
    // A confirmation loaded on demand, opened from the same menu.
    const everywhere = page.getByRole("alertdialog", { name: "Sign out on every device?" });
    await roundTrip(
      page,
      account,
      everywhere,
      async () => {
        await account.click();
        await page.getByRole("menuitem", { name: "Sign out everywhere" }).click();
      },
      () => everywhere.getByRole("button", { name: "Cancel" }).click(),
    );
  });

  test("the contacts list: skip to filters, New contact and Save view give the focus back", async ({ page }) => {
    test.setTimeout(150_000);
    await signedIn(page, "Keyboard Contacts");
    await page.goto(CONTACTS);
    const filters = page.getByRole("search", { name: "Contact filters" });
    await expect(filters).toBeVisible();

    await skipToFilters(page, filters);
    await page.keyboard.press("Tab");
    await expect(filters.getByRole("searchbox", { name: "Search contacts" })).toBeFocused();

    // A sheet opened from a button (pressed until the page's script has taken over the server's HTML).
    const newContact = filters.getByRole("button", { name: "New contact" });
    const sheet = page.getByRole("dialog", { name: "New contact" });
    const openSheet = () =>
      expect(async () => {
        await newContact.click();
        await expect(sheet).toBeVisible({ timeout: 1_000 });
      }).toPass();
    await roundTrip(page, newContact, sheet, openSheet, () => page.keyboard.press("Escape"));
    await roundTrip(page, newContact, sheet, openSheet, () => sheet.getByRole("button", { name: "Close panel" }).click());

    // A dialog opened from the saved views menu's item.
    const views = filters.getByRole("button", { name: /^Saved views/ });
    const save = page.getByRole("dialog", { name: "Save view" });
    const fromMenu = async () => {
      await views.click();
      await page.getByRole("menuitem", { name: "Save view…" }).click();
    };
    await roundTrip(page, views, save, fromMenu, () => page.keyboard.press("Escape"));
    await roundTrip(page, views, save, fromMenu, () => save.getByRole("button", { name: "Cancel" }).click());
  });
});
