import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { signedInPage } from "../../fixtures/app";

/** Calls one of the app's procedures as the page would (tRPC over HTTP, superjson, the page's cookies). */
async function call<T>(page: Page, path: string, input?: unknown): Promise<T> {
  const res =
    input === undefined
      ? await page.request.get(`/api/trpc/${path}`, { headers: { origin: baseURL } })
      : await page.request.post(`/api/trpc/${path}`, { headers: { origin: baseURL }, data: { json: input } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

test("a marketer builds an NPS survey, a contact answers it on a landing page, and the result and the contact's timeline show it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signedInPage(page);
  // What the survey needs around it, seeded through the app's own procedures: a published landing page and a contact.
  const { slug: workspace } = await call<{ slug: string }>(page, "identity.workspaces.current");
  const landing = await call<{ id: string; slug: string }>(page, "website.pages.create", { title: "Spring beans", template: "blank" });
  await call(page, "website.pages.publish", { id: landing.id });
  const email = `nps-${Date.now()}@example.test`;
  const contact = await call<{ id: string }>(page, "crm.contacts.create", { email, firstName: "Nina" });

  // Build the survey: the NPS question and "why" come with a new survey.
  await page.goto("/marketing-dashboard/website/site-form");
  await page.getByRole("tab", { name: "Surveys" }).click();
  await expect(page).toHaveURL(/tab=surveys/);
  await page.getByRole("button", { name: "New survey" }).click();
  await page.getByLabel(/^Survey name/).fill("Spring NPS");
  await page.getByLabel(/^Address \(empty: every page\)/).fill(`/p/${workspace}/${landing.slug}`);
  await page.getByRole("button", { name: "Create survey" }).click();
  await expect(page.getByText("Survey “Spring NPS” created as a draft.")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/survey=[0-9a-f-]{36}/);
  await page.getByRole("button", { name: "Launch Spring NPS" }).click();
  await expect(page.getByText("“Spring NPS” is live.")).toBeVisible({ timeout: 30_000 });

  // A visitor who is one of the contacts (the address carries their email, as an email's link would).
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/p/${workspace}/${landing.slug}?aimt_email=${encodeURIComponent(email)}`);
  // The workspace's consent banner (on by default): the visitor says no; the survey still asks, and stores nothing.
  await visitorPage.getByRole("region", { name: "Cookie choices" }).getByRole("button", { name: "Reject all" }).click();
  const survey = visitorPage.getByRole("dialog", { name: "How likely are you to recommend us to a friend or colleague?" });
  await expect(survey).toBeVisible({ timeout: 30_000 });
  await survey.getByRole("button", { name: "Next" }).click();
  await expect(survey.getByRole("alert")).toHaveText("Answer this question, please.");
  await survey.getByRole("button", { name: "3", exact: true }).click();
  await survey.getByRole("button", { name: "Next" }).click();
  const why = visitorPage.getByRole("dialog", { name: "What is the main reason for your score?" });
  await why.getByRole("textbox").fill("The delivery was late.");
  await why.getByRole("button", { name: "Submit" }).click();
  await expect(visitorPage.getByRole("dialog", { name: "Thank you for your answer." })).toBeVisible({ timeout: 15_000 });
  await visitor.close();

  // The result: one response, a detractor, NPS −100, and the open answer.
  await expect(async () => {
    await page.reload();
    await page.getByRole("tab", { name: "Results" }).click();
    await expect(page.getByText("Net Promoter Score: -100")).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText("The delivery was late.")).toBeVisible();
  await expect(page.getByText("Detractors (0–6)")).toBeVisible();

  // The contact's timeline.
  await page.goto(`/marketing-dashboard/data/crm-lists?tab=contacts&contact=${contact.id}`);
  await expect(page.getByText("Answered the survey “Spring NPS”")).toBeVisible({ timeout: 30_000 });
});
