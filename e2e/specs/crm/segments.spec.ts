import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { signedInPage } from "../../fixtures/app";

const LISTS = "/marketing-dashboard/data/crm-lists?tab=lists";

/** Adds contacts through the app's own procedure, as the page would (tRPC over HTTP, the page's cookies). */
async function seedContacts(page: Page, people: Array<Record<string, unknown>>) {
  for (const person of people) {
    const res = await page.request.post("/api/trpc/crm.contacts.create", { headers: { origin: baseURL }, data: { json: person } });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const count = (page: Page) => page.getByTestId("live-count");

test.describe("lists and segments", () => {
  test("a new user builds a segment from three rules, watches its count, saves it and exports it as CSV", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signedInPage(page);
    await seedContacts(page, [
      { email: "ada@example.test", firstName: "Ada", lastName: "Lovelace", lifecycleStage: "lead", tags: ["vip"], leadScore: 80 },
      { email: "grace@example.test", firstName: "Grace", lastName: "Hopper", lifecycleStage: "lead", tags: ["vip"], leadScore: 40 },
      { email: "alan@example.test", firstName: "Alan", lastName: "Turing", lifecycleStage: "customer", tags: ["vip"], leadScore: 90 },
      { email: "edsger@example.test", firstName: "Edsger", lastName: "Dijkstra", lifecycleStage: "lead", tags: [], leadScore: 70 },
      { email: "barbara@example.test", firstName: "Barbara", lastName: "Liskov, PhD", lifecycleStage: "lead", tags: ["vip", "speaker"], leadScore: 65 },
    ]);

    await page.goto(LISTS);
    await expect(page.getByRole("heading", { name: "No lists or segments yet" })).toBeVisible();

    // Create the segment: a name first, then its rules.
    await page.getByRole("button", { name: "New segment" }).click();
    const dialog = page.getByRole("dialog", { name: "New segment" });
    await dialog.getByRole("button", { name: "Create segment" }).click();
    await expect(dialog.getByText("Enter a name")).toBeVisible();
    await dialog.getByLabel("Name").fill("VIP leads");
    await dialog.getByRole("button", { name: "Create segment" }).click();
    await expect(page.getByText("“VIP leads” created.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "VIP leads", level: 2 })).toBeVisible();
    await expect(page).toHaveURL(/[?&]list=[0-9a-f-]{36}/);
    await expect(count(page)).toHaveText("5");

    // Rule 1: lifecycle stage is Lead.
    await page.getByRole("button", { name: "Add a condition" }).click();
    await pick(page, "Group 1, condition 1: value", "Lead");
    await expect(count(page)).toHaveText("4");

    // Rule 2: has the tag vip.
    await page.getByRole("button", { name: "Add a condition to group 1" }).click();
    await pick(page, "Group 1, condition 2: field", "Tag");
    await page.getByLabel("Group 1, condition 2: tag", { exact: true }).fill("vip");
    await expect(count(page)).toHaveText("3");

    // Rule 3: lead score greater than 50.
    await page.getByRole("button", { name: "Add a condition to group 1" }).click();
    await pick(page, "Group 1, condition 3: field", "Lead score");
    await pick(page, "Group 1, condition 3: operator", "is greater than");
    await page.getByLabel("Group 1, condition 3: value", { exact: true }).fill("50");
    await expect(count(page)).toHaveText("2");

    // Any of the conditions instead of all: the count follows.
    await pick(page, "Group 1: how conditions combine", "any condition");
    await expect(count(page)).toHaveText("5");
    await pick(page, "Group 1: how conditions combine", "all conditions");
    await expect(count(page)).toHaveText("2");

    await page.getByRole("button", { name: "Save rules" }).click();
    await expect(page.getByText("“VIP leads” saved: 2 contacts match.")).toBeVisible();
    const members = page.getByRole("region", { name: "Members of VIP leads" });
    await expect(members.getByRole("row")).toHaveCount(3);
    await expect(members).toContainText("Ada Lovelace");
    await expect(members).toContainText("Barbara Liskov, PhD");
    await expect(page.getByRole("navigation", { name: "Lists and segments" }).getByRole("button", { name: /VIP leads/ })).toContainText("2");

    await expect(page.getByRole("heading", { name: "Rules", exact: true })).toHaveCount(1);

    // The rules are kept: a reload shows them and the same count.
    await page.reload();
    await expect(page.getByLabel("Group 1, condition 3: value", { exact: true })).toHaveValue("50");
    await expect(count(page)).toHaveText("2");
    await expect(page.getByRole("heading", { name: "Rules", exact: true })).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Members of VIP leads" })).toContainText("Ada Lovelace");
    await page.screenshot({ path: test.info().outputPath("segments-1440.png"), fullPage: true });

    // Export: a UTF-8 CSV with a BOM, the header and exactly the two members.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^VIP leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trim().split("\r\n");
    expect(lines[0]).toMatch(/^Contact ID,Email,First name,Last name,/);
    expect(lines).toHaveLength(3);
    expect(lines.join("\n")).toContain("ada@example.test");
    expect(lines.join("\n")).toContain('"Liskov, PhD"');
    expect(lines.join("\n")).not.toContain("grace@example.test");
  });

  test("works on a 375 px screen: lists, rules and members fit without sideways scrolling of the page", async ({ page }) => {
    test.setTimeout(90_000);
    await signedInPage(page);
    await seedContacts(page, [
      { email: "zoe@example.test", firstName: "Zoë", lifecycleStage: "lead", tags: ["vip"], leadScore: 10 },
      { email: "yann@example.test", firstName: "Yann", lifecycleStage: "customer" },
    ]);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(LISTS);
    await page.getByRole("button", { name: "New segment" }).click();
    await page.getByRole("dialog", { name: "New segment" }).getByLabel("Name").fill("Phone check");
    await page.getByRole("dialog", { name: "New segment" }).getByRole("button", { name: "Create segment" }).click();
    await expect(count(page)).toHaveText("2");
    await page.getByRole("button", { name: "Add a condition" }).click();
    await pick(page, "Group 1, condition 1: value", "Lead");
    await expect(count(page)).toHaveText("1");
    await expect(page.getByRole("region", { name: "Members of Phone check" })).toContainText("Zoë");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("segments-375.png"), fullPage: true });
  });
});
