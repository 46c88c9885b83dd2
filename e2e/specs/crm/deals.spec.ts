import { expect, test, type Locator, type Page } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";

const DEALS = "/marketing-dashboard/data/crm-lists?tab=deals";

/** A stage's column on the board (a region named by its heading). */
const column = (page: Page, stage: string) => page.getByRole("region", { name: stage, exact: true });
const card = (page: Page, stage: string, deal: string) => column(page, stage).getByRole("listitem", { name: deal, exact: true });
const totals = (page: Page, stage: string) => column(page, stage).getByRole("list", { name: `Totals of ${stage}` });

/**
 * Drags with the mouse as a person does: press on the card, move over the target in a few steps
 * (the browser asks the page at each step whether it takes the drop), release. `y` is where over
 * the target to let go, from its top, as a share of its height.
 */
async function drag(page: Page, source: Locator, target: Locator, y = 0.5) {
  await source.hover();
  await page.mouse.down();
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + box.height * y, { steps: 6 });
  await page.mouse.move(x, box.y + box.height * y + 1);
  await page.mouse.up();
}

test.describe("deals", () => {
  test("a new user adds a deal and moves it across stages by drag and drop and with the keyboard; the totals follow and the board keeps it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signedInPage(page, { workspaceName: "Acme Deals" });
    await page.goto(DEALS);

    // The default sales pipeline is there from the first visit, empty.
    await expect(column(page, "Appointment scheduled")).toBeVisible();
    await expect(column(page, "Closed lost")).toBeVisible();
    await expect(page.getByText("No open deals in this pipeline yet.")).toBeVisible();

    // Add a deal; the form explains a bad amount under its field.
    await page.getByRole("button", { name: "New deal" }).click();
    const sheet = page.getByRole("dialog", { name: "New deal" });
    await sheet.getByLabel("Amount").fill("lots");
    await sheet.getByRole("button", { name: "Add deal" }).click();
    await expect(sheet.getByText("Name the deal")).toBeVisible();
    await expect(sheet.getByText("Enter an amount such as 1,250.50")).toBeVisible();
    await sheet.getByLabel(/^Deal name/).fill("Acme renewal");
    await sheet.getByLabel("Amount").fill("12,500");
    await sheet.getByRole("button", { name: "Add deal" }).click();
    await expect(page.getByText("Deal Acme renewal added.")).toBeVisible();
    await expect(sheet).toBeHidden();

    await expect(card(page, "Appointment scheduled", "Acme renewal")).toBeVisible();
    await expect(totals(page, "Appointment scheduled")).toContainText("$12,500");
    await expect(totals(page, "Appointment scheduled")).toContainText("weighted $2,500");

    // Drag it to "Qualified to buy" (40 %): the totals move with it.
    await drag(
      page,
      card(page, "Appointment scheduled", "Acme renewal"),
      column(page, "Qualified to buy").getByRole("list", { name: "Deals in Qualified to buy" }),
    );
    await expect(card(page, "Qualified to buy", "Acme renewal")).toBeVisible();
    await expect(card(page, "Appointment scheduled", "Acme renewal")).toHaveCount(0);
    await expect(column(page, "Appointment scheduled").getByText("No deals", { exact: true })).toBeVisible();
    await expect(totals(page, "Qualified to buy")).toContainText("$12,500");
    await expect(totals(page, "Qualified to buy")).toContainText("weighted $5,000");

    // From the keyboard: the card's "Move to…" menu, to "Contract sent" (90 %).
    const moveButton = card(page, "Qualified to buy", "Acme renewal").getByRole("button", { name: "Move Acme renewal to…" });
    await moveButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Qualified to buy" })).toHaveAttribute("data-disabled", "");
    await menu.getByRole("menuitem", { name: "Contract sent" }).focus();
    await page.keyboard.press("Enter");
    await expect(card(page, "Contract sent", "Acme renewal")).toBeVisible();
    await expect(totals(page, "Contract sent")).toContainText("weighted $11,250");
    await expect(column(page, "Qualified to buy").getByText("No deals", { exact: true })).toBeVisible();

    // A second deal, dropped above the first one in the same column, then the first dragged to "Closed won".
    await column(page, "Contract sent").getByRole("button", { name: "Add a deal in Contract sent" }).click();
    await sheet.getByLabel(/^Deal name/).fill("Globex pilot");
    await sheet.getByLabel("Amount").fill("1000");
    await sheet.getByRole("button", { name: "Add deal" }).click();
    await expect(sheet).toBeHidden();
    const contractSent = column(page, "Contract sent").getByRole("list", { name: "Deals in Contract sent" }).getByRole("listitem");
    await expect(contractSent).toHaveText([/Globex pilot/, /Acme renewal/]);
    await drag(page, card(page, "Contract sent", "Acme renewal"), card(page, "Contract sent", "Globex pilot"), 0.15);
    await expect(contractSent).toHaveText([/Acme renewal/, /Globex pilot/]);
    await expect(totals(page, "Contract sent")).toContainText("$13,500");

    await drag(page, card(page, "Contract sent", "Acme renewal"), column(page, "Closed won").getByRole("list", { name: "Deals in Closed won" }));
    await expect(card(page, "Closed won", "Acme renewal")).toBeVisible();
    await expect(totals(page, "Closed won")).toContainText("$12,500");
    await expect(totals(page, "Closed won")).toContainText("weighted $12,500");
    await expect(totals(page, "Contract sent")).toContainText("$1,000");

    // After a reload, the board shows what was saved.
    await page.reload();
    await expect(card(page, "Closed won", "Acme renewal")).toBeVisible();
    await expect(card(page, "Contract sent", "Globex pilot")).toBeVisible();
    await expect(totals(page, "Closed won")).toContainText("weighted $12,500");
    await expect(totals(page, "Contract sent")).toContainText("weighted $900");

    // The deal's history tells the way it went.
    await card(page, "Closed won", "Acme renewal").getByRole("button", { name: "Acme renewal", exact: true }).click();
    const history = page.getByRole("dialog", { name: "Acme renewal" }).getByRole("list", { name: "Timeline" });
    await expect(history.getByRole("listitem")).toHaveText([
      /Moved from Contract sent to Closed won/,
      /Moved from Qualified to buy to Contract sent/,
      /Moved from Appointment scheduled to Qualified to buy/,
      /Deal Acme renewal created in Appointment scheduled/,
    ]);

    // The list view shows it too.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole("table", { name: "Deals in Sales pipeline" }).getByRole("row", { name: /Acme renewal/ })).toContainText("Closed won");
  });
});
