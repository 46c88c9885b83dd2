import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { signedInPage } from "../../fixtures/app";

/** The count line of the visible Contacts tab (Next.js may keep an earlier render of the page hidden in the DOM). */
const contactsCount = (page: Page) => page.getByRole("tabpanel", { name: "Contacts" }).getByTestId("contacts-count");

const CONTACTS = "/marketing-dashboard/data/crm-lists?tab=contacts";

/** Adds contacts through the app's own procedure, as the page would (tRPC over HTTP, the page's cookies). */
async function seedContacts(page: Page, people: Array<Record<string, unknown>>) {
  const ids: string[] = [];
  for (let i = 0; i < people.length; i += 10) {
    const batch = await Promise.all(
      people.slice(i, i + 10).map(async (person) => {
        const res = await page.request.post("/api/trpc/crm.contacts.create", { headers: { origin: baseURL }, data: { json: person } });
        expect(res.ok(), await res.text()).toBe(true);
        return ((await res.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
      }),
    );
    ids.push(...batch);
  }
  return ids;
}

const row = (page: Page, name: string) => page.locator("tr[data-contact]").filter({ hasText: name });

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("contacts", () => {
  test("a new user adds a contact, logs a note, moves its lifecycle stage, opens it from a link, and erases it", async ({ page }) => {
    test.setTimeout(90_000);
    await signedInPage(page);
    await page.goto(CONTACTS);
    await expect(page.getByRole("heading", { name: "No contacts yet" })).toBeVisible();

    // Create through the form; the new contact opens in the drawer.
    await page.getByRole("button", { name: "New contact" }).first().click();
    const sheet = page.getByRole("dialog", { name: "New contact" });
    await sheet.getByLabel("Email", { exact: true }).fill("not-an-email");
    await sheet.getByRole("button", { name: "Create contact" }).click();
    await expect(sheet.getByText("Enter a valid email")).toBeVisible();
    await sheet.getByLabel("Email", { exact: true }).fill("dana.ray@example.test");
    await sheet.getByLabel("First name").fill("Dana");
    await sheet.getByLabel("Last name").fill("Ray");
    await sheet.getByLabel("Job title").fill("Head of Growth");
    await sheet.getByRole("button", { name: "Create contact" }).click();
    await expect(page.getByText("Dana Ray added.")).toBeVisible();
    const drawer = page.getByRole("dialog", { name: "Dana Ray" });
    await expect(drawer).toBeVisible();
    await expect(page).toHaveURL(/[?&]contact=[0-9a-f-]{36}/);
    const link = page.url();

    // Log a note: it shows on the timeline.
    await expect(drawer.getByTestId("timeline")).toContainText("Contact created");
    await drawer.getByLabel("Title").fill("Intro call notes");
    await drawer.getByRole("textbox", { name: "Details" }).fill("Wants the annual plan.");
    await drawer.getByRole("button", { name: "Log note" }).click();
    await expect(drawer.getByTestId("timeline")).toContainText("Intro call notes");
    await expect(drawer.getByTestId("timeline")).toContainText("Wants the annual plan.");

    // Change the lifecycle stage in the form: the timeline records the move.
    await drawer.getByRole("tab", { name: "Details" }).click();
    await pick(page, "Lifecycle stage", "Customer");
    await drawer.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Contact saved.")).toBeVisible();
    await expect(drawer.getByLabel("Quick facts")).toContainText("Customer");
    await drawer.getByRole("tab", { name: "Activity" }).click();
    await expect(drawer.getByTestId("timeline")).toContainText("Lifecycle stage: none → customer");

    // The table shows it; a link to the contact opens the drawer.
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(row(page, "Dana Ray")).toContainText("Customer");
    await page.goto(link);
    await expect(page.getByRole("dialog", { name: "Dana Ray" })).toBeVisible();

    // Erase: typed confirmation, then the drawer closes and the table is empty again.
    await page.getByRole("tab", { name: "Consent & privacy" }).click();
    await page.getByRole("button", { name: "Erase personal data" }).click();
    const confirm = page.getByRole("dialog", { name: /Erase Dana Ray/ });
    await expect(confirm).toContainText("stays suppressed");
    await expect(confirm.getByRole("button", { name: "Erase personal data" })).toBeDisabled();
    await confirm.getByLabel("Type ERASE to confirm").fill("ERASE");
    await confirm.getByRole("button", { name: "Erase personal data" }).click();
    await expect(page.getByText("Personal data erased. The address stays suppressed.")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Dana Ray" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "No contacts yet" })).toBeVisible();
  });

  test("bulk-tags two contacts, sorts, filters with the rule builder, searches, and saves a view that applies again", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInPage(page);
    await seedContacts(page, [
      { email: "ann.lee@example.test", firstName: "Ann", lastName: "Lee", companyName: "Northwind" },
      { email: "ben.cole@example.test", firstName: "Ben", lastName: "Cole", companyName: "Contoso" },
      { email: "cy.dunn@example.test", firstName: "Cy", lastName: "Dunn", companyName: "Fabrikam" },
    ]);
    await page.goto(CONTACTS);
    await expect(contactsCount(page)).toHaveText("3 contacts");

    await page.getByRole("checkbox", { name: "Select Ann Lee" }).check();
    await page.getByRole("checkbox", { name: "Select Ben Cole" }).check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await expect(bar).toContainText("2 contacts selected");
    await bar.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit 2 contacts" });
    await edit.getByLabel("Add tags", { exact: true }).fill("vip");
    await edit.getByLabel("Add tags", { exact: true }).press("Enter");
    await edit.getByRole("button", { name: "Apply to 2 contacts" }).click();
    await expect(page.getByText("2 contacts updated.")).toBeVisible();
    await expect(bar).toBeHidden();
    await expect(row(page, "Ann Lee")).toContainText("vip");
    await expect(row(page, "Ben Cole")).toContainText("vip");
    await expect(row(page, "Cy Dunn")).not.toContainText("vip");
    await page.screenshot({ path: "test-results/d/contacts-1440.png" });

    // Sort by name.
    await page.getByRole("button", { name: "Name", exact: true }).click();
    await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");
    await expect(page.locator("tr[data-contact]").first()).toContainText("Ben Cole");

    // Filter with the rule builder: tag is vip (a live count in the panel), then search within it.
    await page.getByRole("button", { name: "Filters" }).click();
    const filters = page.getByRole("dialog", { name: "Filter contacts" });
    await filters.getByRole("button", { name: "Add a condition" }).click();
    await filters.getByRole("combobox", { name: "Group 1, condition 1: field" }).click();
    await page.getByRole("option", { name: "Tag", exact: true }).click();
    await filters.getByRole("combobox", { name: "Group 1, condition 1: tag" }).fill("vip");
    await expect(filters.getByTestId("filter-count")).toHaveText("2 contacts match");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("button", { name: "Filters (1 on)" })).toBeVisible();
    await expect(contactsCount(page)).toHaveText("2 contacts");
    await expect(row(page, "Cy Dunn")).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Search contacts" }).fill("northwind");
    await expect(contactsCount(page)).toHaveText("1 contact");
    await expect(page.locator("tr[data-contact]")).toHaveCount(1);

    // Save filter and search as a view, go back to everyone, and apply the view again.
    await page.getByRole("button", { name: /^Saved views/ }).click();
    await page.getByRole("menuitem", { name: "Save view…" }).click();
    await page.getByLabel("View name").fill("Northwind VIPs");
    await page.getByRole("button", { name: "Save view", exact: true }).click();
    await expect(page.getByText('View "Northwind VIPs" created.')).toBeVisible();
    await page.getByRole("button", { name: /^Saved views/ }).click();
    await page.getByRole("menuitemradio", { name: "All contacts" }).click();
    await expect(contactsCount(page)).toHaveText("3 contacts");
    await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeVisible();
    await page.getByRole("button", { name: /^Saved views/ }).click();
    await page.getByRole("menuitemradio", { name: "Northwind VIPs" }).click();
    await expect(page.getByRole("searchbox", { name: "Search contacts" })).toHaveValue("northwind");
    await expect(page.getByRole("button", { name: "Filters (1 on)" })).toBeVisible();
    await expect(contactsCount(page)).toHaveText("1 contact");

    // A search that matches nobody offers to clear it.
    await page.getByRole("searchbox", { name: "Search contacts" }).fill("nobody-like-this");
    await expect(page.getByRole("heading", { name: "No contacts match" })).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).filter({ hasText: "Clear filters" }).click();
    await expect(contactsCount(page)).toHaveText("3 contacts");
  });

  test("a long list draws only the rows in view, loads the next page while scrolling, and works by keyboard", async ({ page }) => {
    test.setTimeout(120_000);
    await signedInPage(page);
    await seedContacts(
      page,
      Array.from({ length: 130 }, (_, i) => ({
        email: `person-${String(i).padStart(3, "0")}@example.test`,
        firstName: "Person",
        lastName: String(i).padStart(3, "0"),
      })),
    );
    await page.goto(CONTACTS);
    await expect(contactsCount(page)).toHaveText("130 contacts");
    const rows = page.locator("tr[data-contact]");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThan(40);

    // Scrolling to the end asks for the second page of 100 and draws its last row.
    const scroller = page.getByTestId("contacts-scroller");
    await expect(async () => {
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await expect(page.locator('tr[aria-rowindex="131"]')).toBeVisible({ timeout: 1_000 });
    }).toPass();
    expect(await rows.count()).toBeLessThan(40);

    // Select every match, then the keyboard: Down moves, Space ticks, Enter opens.
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    await page.getByRole("checkbox", { name: "Select all loaded contacts" }).check();
    await expect(page.getByRole("region", { name: "Bulk actions" })).toContainText("130 contacts selected");
    await page.getByRole("checkbox", { name: "Select all loaded contacts" }).uncheck();
    await rows.first().focus();
    await page.keyboard.press("ArrowDown");
    const second = page.locator('tr[aria-rowindex="3"]');
    await expect(second).toBeFocused();
    const id = await second.getAttribute("data-contact");
    await page.keyboard.press(" ");
    await expect(page.getByRole("region", { name: "Bulk actions" })).toContainText("1 contact selected");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]contact=${id}`));
    await expect(page.getByRole("dialog")).toContainText("Person");
    // Closing gives the focus back to the row.
    await page.keyboard.press("Escape");
    await expect(second).toBeFocused();
  });

  test("works on a 375 px phone: the toolbar wraps and the table scrolls inside its box", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signedInPage(page);
    await seedContacts(page, [{ email: "phone.user@example.test", firstName: "Pat", lastName: "Phone", companyName: "Tiny Screens Ltd", tags: ["mobile"] }]);
    await page.goto(CONTACTS);
    await expect(row(page, "Pat Phone")).toBeVisible();
    await expect(page.getByRole("button", { name: "New contact" })).toBeVisible();
    const scroller = page.getByTestId("contacts-scroller");
    const { inner, outer } = await scroller.evaluate((el) => ({ inner: el.scrollWidth, outer: el.clientWidth }));
    expect(inner).toBeGreaterThan(outer);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: "test-results/d/contacts-375.png" });
    await row(page, "Pat Phone").click();
    await expect(page.getByRole("dialog", { name: "Pat Phone" })).toBeVisible();
    await page.screenshot({ path: "test-results/d/contacts-375-drawer.png" });
  });
});
