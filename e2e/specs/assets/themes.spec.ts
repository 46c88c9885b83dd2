import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signInThroughPage } from "../../fixtures/app";

/** The demo account's sign-in, as `npm start` prints it (the run's own data folder). */
const demo = () => JSON.parse(readFileSync(`.data-e2e-${process.env.E2E_PORT ?? 3100}/demo-sign-in.json`, "utf8")) as { email: string; password: string };

/** Signs in to the demo and opens Themes from the sidebar (generous: on a loaded 2-core machine the demo sign-in alone took 45 s). */
async function openThemes(page: Page) {
  test.setTimeout(180_000);
  await signInThroughPage(page, demo());
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/, { timeout: 30_000 });
  await page.getByTestId("sidebar").getByRole("link", { name: "Themes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Themes (brand kits)" })).toBeVisible({ timeout: 30_000 });
}

test("the demo's marketer edits Northwind's brand kit: a word list and a slider are kept after a reload, a bad colour keeps the text", async ({ page }) => {
  await openThemes(page);
  const card = page.getByRole("article", { name: "Northwind Coffee (demo)" });
  await expect(card).toBeVisible();
  await expect(card.getByText("Default")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Edit: Northwind Coffee (demo)" })).toBeVisible();

  // A word to avoid, typed and added with Enter.
  const word = `watery ${Date.now().toString(36)}`;
  const avoid = page.getByRole("textbox", { name: "Words to avoid", exact: true });
  await avoid.fill(word);
  await avoid.press("Enter");
  await expect(page.getByRole("list", { name: "Words to avoid" }).getByText(word)).toBeVisible();

  // The humour slider, moved with the keyboard.
  const humour = page.getByRole("slider", { name: "Serious or Funny" });
  const before = Number(await humour.inputValue());
  await humour.focus();
  await humour.press(before >= 95 ? "ArrowLeft" : "ArrowRight");
  const after = before >= 95 ? before - 5 : before + 5;
  await expect(humour).toHaveValue(String(after));

  // A colour the contract refuses: the message sits on the field and nothing typed is lost.
  const hex = page.getByLabel(/^Hex code/).first();
  const hexBefore = await hex.inputValue();
  await hex.fill("green");
  const save = page.getByRole("button", { name: "Save brand kit" });
  await save.click();
  await expect(page.getByText("Enter a colour as # and six hex digits")).toBeVisible();
  await expect(hex).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("list", { name: "Words to avoid" }).getByText(word)).toBeVisible();
  await hex.fill(hexBefore);

  await save.click();
  await expect(page.getByText("Brand kit saved.")).toBeVisible();
  await expect(page.getByText("All changes saved.")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("list", { name: "Words to avoid" }).getByText(word)).toBeVisible();
  await expect(page.getByRole("slider", { name: "Serious or Funny" })).toHaveValue(String(after));
});

test("a second brand kit is created blank and deleted after confirming", async ({ page }) => {
  await openThemes(page);
  const name = `Summer promo ${Date.now().toString(36)}`;
  await page.getByRole("button", { name: "New brand kit" }).click();
  const dialog = page.getByRole("dialog", { name: "New brand kit" });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Blank/).check();
  await dialog.getByRole("button", { name: "Create brand kit" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `Edit: ${name}` })).toBeVisible();
  await expect(page.getByLabel(/^Brand name/)).toHaveValue("Northwind Coffee");

  await card.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete “${name}”?` });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete brand kit" }).click();
  await expect(page.getByText("Brand kit deleted.")).toBeVisible();
  await expect(card).toBeHidden();
  await expect(page.getByRole("article", { name: "Northwind Coffee (demo)" })).toBeVisible();
});
