import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signInThroughPage } from "../../fixtures/app";
import { expectNoHorizontalOverflow } from "../../fixtures/overflow";

/** The demo account's sign-in, as `npm start` prints it (the run's own data folder). */
const demo = () => JSON.parse(readFileSync(`.data-e2e-${process.env.E2E_PORT ?? 3100}/demo-sign-in.json`, "utf8")) as { email: string; password: string };

const CONNECTIONS = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources";
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** An organic-search export as Search Console writes it: a row per day and query. */
const searchCsv = [
  "Date,Query,Clicks,Impressions,Position",
  `${day(1)},northwind cold brew,40,900,2.5`,
  `${day(2)},northwind cold brew,20,300,3.5`,
  `${day(1)},seattle coffee beans,12,640,6`,
  `${day(1)},espresso subscription,3,80,11`,
].join("\n");

test("a marketer imports the searches that find the site into a keyword list, adds negatives, saves it and exports it for Google Ads Editor", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInThroughPage(page, demo());
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/, { timeout: 30_000 });

  // Organic search data, uploaded as a CSV export (the e2e run has no Search Console stand-in).
  await page.goto(CONNECTIONS);
  const create = page.getByRole("dialog", { name: "Upload a CSV export" });
  // Right after page.goto the button may be server HTML not yet hydrated (its click does nothing): click until the dialog opens.
  await expect(async () => {
    await page.getByRole("button", { name: "Upload a CSV export" }).click();
    await expect(create).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await create.getByLabel("Name").fill("Search Console export");
  await create.getByRole("combobox", { name: "What the file holds" }).click();
  await page.getByRole("option", { name: "Organic search" }).click();
  await create.getByRole("button", { name: "Add source and choose a file" }).click();
  const upload = page.getByRole("dialog", { name: "Upload to Search Console export" });
  await upload.locator('input[type="file"]').setInputFiles({ name: "queries.csv", mimeType: "text/csv", buffer: Buffer.from(searchCsv) });
  await upload.getByRole("button", { name: "Upload queries.csv" }).click({ timeout: 60_000 });
  await upload.getByRole("button", { name: "Done" }).click({ timeout: 60_000 });

  // Keywords, from the sidebar.
  await page.getByTestId("sidebar").getByRole("link", { name: "Keywords" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Keywords" })).toBeVisible({ timeout: 30_000 });
  const name = `Coffee searches ${Date.now().toString(36)}`;
  await page.getByLabel("List name").fill(name);

  // Import from search data: sorted by impressions, one left out, added as exact match.
  await page.getByRole("button", { name: "Import from search data" }).click();
  const dialog = page.getByRole("dialog", { name: "Import from search data" });
  const table = dialog.getByRole("table", { name: "Search queries" });
  await expect(table.getByRole("row")).toHaveCount(4, { timeout: 30_000 });
  await expect(table.getByRole("row").nth(1)).toContainText("northwind cold brew");
  await expect(table.getByRole("row").nth(1)).toContainText("1,200");
  await dialog.getByRole("button", { name: "Tick all" }).click();
  await dialog.getByRole("checkbox", { name: "Tick “espresso subscription”" }).uncheck();
  await dialog.getByLabel("As", { exact: true }).selectOption("exact");
  await dialog.getByRole("button", { name: "Add 2 keywords" }).click();
  await expect(dialog).toBeHidden();
  const keywords = page.getByRole("table", { name: "Keywords of “Main group”" });
  await expect(keywords.getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("combobox", { name: "Match type of “northwind cold brew”" })).toHaveValue("exact");

  // A keyword typed in Google's notation, and negatives pasted one per line.
  const add = page.getByLabel("Add keywords to “Main group”");
  await add.fill('"cold brew concentrate"\nnorthwind cold brew');
  await add.press("Control+Enter");
  await expect(keywords.getByRole("row")).toHaveCount(5);
  await page.getByLabel("Add negative keywords").fill("jobs\nfree\nJOBS");
  await page.getByRole("button", { name: "Add negative keywords" }).click();
  const negatives = page.getByRole("list", { name: "Negative keywords" });
  await expect(negatives.getByRole("listitem")).toHaveCount(2);

  await page.getByRole("button", { name: "Save list" }).click();
  await expect(page.getByText(`Keyword list “${name}” saved.`)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/marketing-dashboard\/keywords\?list=[0-9a-f-]{36}$/);
  await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("aria-current", "page");

  // Export: the browser downloads Google Ads Editor's columns, the keywords with their match types and the negatives.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV for Google Ads Editor / Microsoft Advertising Editor" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Coffee searches [a-z0-9]+ keywords-google-ads-editor-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path()).toString("utf8");
  const lines = text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("Campaign,Ad group,Keyword,Criterion Type");
  expect(lines).toContain(`${name},Main group,northwind cold brew,Exact`);
  expect(lines).toContain(`${name},Main group,cold brew concentrate,Phrase`);
  expect(lines).toContain(`${name},,jobs,Campaign Negative Broad`);
  expect(lines).toHaveLength(7);
});

test("the keywords page fits a 375 px screen", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInThroughPage(page, demo());
  await expect(page).toHaveURL(/\/marketing-dashboard\/home$/, { timeout: 30_000 });
  await page.goto("/marketing-dashboard/keywords?new=1");
  await expect(page.getByRole("heading", { level: 1, name: "Keywords" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Save list" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
