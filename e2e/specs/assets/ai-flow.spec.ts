import { expect, test, type Page } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";
import { makeBlankKitAvoidingCheap } from "../../fixtures/brand-kit";
import { startModelServer } from "../../fixtures/model-server";
import { signInAsSecondAdmin } from "../../fixtures/team";

type ModelServer = Awaited<ReturnType<typeof startModelServer>>;
let model: ModelServer;

// The stand-in model server drips its tokens (150 ms apart) so the page sees the text arrive.
test.beforeAll(async () => {
  model = await startModelServer(150);
});
test.afterAll(async () => {
  await model?.close();
});

async function openFromSidebar(page: Page, link: string, heading: string) {
  await page.getByTestId("sidebar").getByRole("link", { name: link }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
}

/** Generate with AI on the open copy page: how many versions, Generate, and the dialog once versions are there. */
async function generate(page: Page, n: number) {
  await page.getByRole("button", { name: "Generate with AI" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate with AI" });
  await dialog.getByLabel("How many versions").fill(String(n));
  await dialog.getByRole("button", { name: "Generate" }).click();
  return dialog;
}

test("a new workspace with no key: a brand kit, an RSA and three posts generated, a brand finding fixed, approved by another admin; then a model streams in", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await signedInPage(page, { workspaceName: "Fernwood Roasters" });

  // A brand kit, made on Themes; “cheap” is a word to avoid.
  await openFromSidebar(page, "Themes", "Themes (brand kits)");
  await expect(page.getByRole("region", { name: "AI model" }).getByText("No AI model is connected.")).toBeVisible();
  await makeBlankKitAvoidingCheap(page, "Fernwood");

  // An RSA written by the built-in generator (no key), kept: it opens as a draft.
  await openFromSidebar(page, "Paid-ads copy", "Paid-ads copy");
  let dialog = await generate(page, 1);
  await expect(dialog.getByText("The built-in generator writes short copy")).toBeVisible();
  const rsa = dialog.getByRole("list", { name: "Versions" }).getByRole("listitem").filter({ hasText: "Version 1" });
  await expect(rsa.getByText("Written from your brand kit")).toBeVisible({ timeout: 30_000 });
  await expect(rsa.getByText("Headlines", { exact: true })).toBeVisible();
  await rsa.getByRole("checkbox", { name: "Version 1", exact: true }).check();
  await dialog.getByRole("button", { name: "Keep selected (1)" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\?asset=[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Headline 1", { exact: true })).not.toHaveValue("");

  // Three social posts, all kept: three drafts in the list.
  await openFromSidebar(page, "Social copy", "Social copy");
  dialog = await generate(page, 3);
  const versions = dialog.getByRole("list", { name: "Versions" });
  await expect(versions.getByRole("listitem").filter({ hasText: "Version 3" }).first()).toBeVisible({ timeout: 30_000 });
  for (const v of [1, 2, 3]) await versions.getByRole("checkbox", { name: `Version ${v}`, exact: true }).check();
  await dialog.getByRole("button", { name: "Keep selected (3)" }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole("list", { name: "Social copy" });
  await expect(list.getByRole("button")).toHaveCount(3);
  await expect(page.getByText("3 assets, newest change first")).toBeVisible();

  // Open one; a line with the kit's word to avoid shows the finding and its rule, then is fixed.
  await list.getByRole("button").first().click();
  await expect(page).toHaveURL(/\?asset=[0-9a-f-]{36}$/);
  const assetUrl = page.url();
  const post = page.getByLabel("Post", { exact: true });
  await expect(post).not.toHaveValue("");
  await post.fill("Cheap coffee beans, roasted this week and at your door by Friday.");
  await expect(page.getByText("Brand rule: word to avoid")).toBeVisible();
  await post.fill("Fresh coffee beans, roasted this week and at your door by Friday.");
  await expect(page.getByText("Brand rule: word to avoid")).toBeHidden();
  await page.getByRole("button", { name: "Send for approval" }).click();
  await expect(page.getByText("Sent for approval.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Review" }).getByText("In review")).toBeVisible();

  // A second admin of the workspace approves it.
  const { context: other, page: theirs } = await signInAsSecondAdmin(page, browser);
  await theirs.goto(assetUrl);
  const review = theirs.getByRole("region", { name: "Review" });
  await review.getByRole("button", { name: "Approve" }).click();
  await expect(review.getByText("Approved", { exact: true })).toBeVisible();
  await other.close();
  await page.reload();
  await expect(page.getByRole("region", { name: "Review" }).getByText("Approved", { exact: true })).toBeVisible();

  // Connect the OpenAI-compatible stand-in on Themes → AI model.
  const answer = JSON.stringify({ text: "Fresh beans from Fernwood, roasted this week and at your door by Friday. Start your coffee subscription today." });
  model.reply(answer);
  await openFromSidebar(page, "Themes", "Themes (brand kits)");
  const aiModel = page.getByRole("region", { name: "AI model" });
  await aiModel.getByLabel(/^Provider/).selectOption({ label: "OpenAI-compatible server (Ollama, vLLM, LM Studio)" });
  await aiModel.getByLabel(/^Model/).fill("stand-in");
  await aiModel.getByLabel(/^Base URL/).fill(`${model.origin}/v1`);
  await aiModel.getByRole("button", { name: "Save and test" }).click();
  await expect(aiModel.getByRole("status")).toHaveText("Connected: OpenAI-compatible server (Ollama, vLLM, LM Studio) answered with the model “stand-in”.", {
    timeout: 30_000,
  });

  // One post written by the model: its text grows in the live region before the version arrives.
  await openFromSidebar(page, "Social copy", "Social copy");
  const requestsBefore = model.requests.length;
  dialog = await generate(page, 1);
  await expect(dialog.getByText("Writing with OpenAI-compatible server (Ollama, vLLM, LM Studio), stand-in.")).toBeVisible({ timeout: 30_000 });
  const live = dialog.getByRole("log", { name: "The model's text as it arrives" });
  const card = dialog.getByRole("list", { name: "Versions" }).getByRole("listitem").filter({ hasText: "Version 1" });
  const partials = new Set<string>();
  await expect
    .poll(
      async () => {
        const text = (await live.textContent()) ?? "";
        if (text && text !== "Waiting for the model…" && text !== answer && (await card.count()) === 0) partials.add(text);
        return (await card.count()) > 0;
      },
      { timeout: 60_000, intervals: [50] },
    )
    .toBe(true);
  expect(partials.size, `partial texts seen: ${JSON.stringify([...partials])}`).toBeGreaterThanOrEqual(2);
  for (const partial of partials) expect(answer.startsWith(partial)).toBe(true);
  await expect(live).toHaveText(answer);
  await expect(card.getByText("Written by your AI model")).toBeVisible();
  await expect(card.getByText("Fresh beans from Fernwood, roasted this week")).toBeVisible();
  expect(model.requests.length).toBeGreaterThan(requestsBefore);
});
