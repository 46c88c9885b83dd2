import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, flushEvents, SURVEY_EVENTS } from "@/modules/analytics";
import { activities } from "@/modules/crm";
import type { DbHandle } from "@/server/db/client";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { handlePopupsConfig, handleSiteEvents, handleSurveyAnswer } from "./index";
import { resetPublicLimits } from "./server/popups-public";
import { resetSurveyAnswerLimits } from "./server/surveys-public";
import type { SiteConfig } from "./site-script/types";

let handle: DbHandle;
const globalDb = globalThis as { __amtDb?: DbHandle };
beforeAll(async () => {
  handle = await createTestDb();
  globalDb.__amtDb = handle;
});
afterAll(async () => {
  await flushEvents();
  delete globalDb.__amtDb;
  await handle.close();
});
beforeEach(() => {
  resetPublicLimits();
  resetSurveyAnswerLimits();
});

async function siteWithSurvey() {
  const { owner, workspace } = await makeWorkspace(handle.db);
  const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
  const survey = await caller.analytics.surveys.save({
    definition: {
      name: "NPS",
      type: "popover",
      questions: [
        {
          id: "nps",
          type: "rating",
          question: "How likely are you to recommend us?",
          scale: 10,
          display: "number",
          lowerBoundLabel: "No",
          upperBoundLabel: "Yes",
        },
        { id: "why", type: "open", question: "Why?" },
      ],
      conditions: { url: "/p/", urlMatchType: "icontains" },
      schedule: "once",
    },
    startDate: "",
    endDate: "",
    followUpUserId: owner.id,
  });
  return { owner, workspace, caller, survey };
}

const answer = (body: Record<string, unknown>, ip = "203.0.113.7") =>
  new Request("http://localhost/api/public/surveys/answers", { method: "POST", body: JSON.stringify(body), headers: { "x-forwarded-for": ip } });

describe("site surveys on the public endpoints", () => {
  it("serves only running surveys with the site's config", async () => {
    const { workspace, caller, survey } = await siteWithSurvey();
    const configOf = async () =>
      (await (await handlePopupsConfig(handle.db, new Request(`http://localhost/api/public/popups?ws=${workspace.slug}`))).json()) as SiteConfig;
    expect((await configOf()).surveys).toEqual([]);
    await caller.analytics.surveys.launch({ id: survey.id });
    expect((await configOf()).surveys).toMatchObject([{ id: survey.id, type: "popover", conditions: { url: "/p/" }, schedule: "once" }]);
  });

  it("stores a contact's answer once per submission, on their timeline, and refuses a rating out of range", async () => {
    const { workspace, caller, survey } = await siteWithSurvey();
    await caller.analytics.surveys.launch({ id: survey.id });
    const contact = await caller.crm.contacts.create({ email: "ana@example.com" });
    const body = {
      ws: workspace.slug,
      surveyId: survey.id,
      submissionId: "sub-1",
      distinctId: "v1",
      email: "Ana@Example.com",
      answers: { nps: 3, why: "Slow" },
    };
    expect((await handleSurveyAnswer(handle.db, answer(body))).status).toBe(201);
    expect((await handleSurveyAnswer(handle.db, answer(body))).status).toBe(201);
    const entries = await handle.db
      .select()
      .from(activities)
      .where(and(eq(activities.workspaceId, workspace.id), eq(activities.contactId, contact.id), eq(activities.kind, "survey_response")));
    expect(entries).toMatchObject([{ title: "Answered the survey “NPS”", body: "How likely are you to recommend us?: 3\nWhy?: Slow" }]);
    const results = await caller.analytics.surveys.results({ id: survey.id });
    expect(results).toMatchObject({ responses: 1, questions: [{ summary: { counts: { detractors: 1 } } }, { texts: ["Slow"] }] });

    const refused = await handleSurveyAnswer(handle.db, answer({ ...body, submissionId: "sub-2", answers: { nps: 11 } }));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: "The response must be a whole number in range 0-10." });
    const three = await handleSurveyAnswer(handle.db, answer({ ...body, submissionId: "sub-3", answers: { nps: "ten" } }));
    expect(await three.json()).toEqual({ error: "The response must be a whole number in range 0-10." });

    await flushEvents();
    const sent = await handle.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.workspaceId, workspace.id), eq(analyticsEvents.event, SURVEY_EVENTS.sent)));
    expect(sent).toHaveLength(1);
  });

  it("counts shown surveys for the response rate, and refuses stopped surveys, strangers' ids, floods and large bodies", async () => {
    const { workspace, caller, survey } = await siteWithSurvey();
    await caller.analytics.surveys.launch({ id: survey.id });
    const beacon = (events: unknown[]) =>
      handleSiteEvents(handle.db, new Request("http://localhost/api/public/events", { method: "POST", body: JSON.stringify({ ws: workspace.slug, events }) }));
    expect(
      await (await beacon([{ event: SURVEY_EVENTS.shown, properties: { $survey_id: survey.id }, distinctId: "v1" }, { event: SURVEY_EVENTS.shown }])).json(),
    ).toEqual({
      accepted: 1,
      rejected: 1,
    });
    await flushEvents();
    const body = { ws: workspace.slug, surveyId: survey.id, submissionId: "s", answers: { nps: 10 } };
    expect((await handleSurveyAnswer(handle.db, answer(body, "203.0.113.8"))).status).toBe(201);
    expect(await caller.analytics.surveys.results({ id: survey.id })).toMatchObject({ shown: 1, responses: 1, responseRate: 1 });

    const other = await siteWithSurvey();
    expect((await handleSurveyAnswer(handle.db, answer({ ...body, surveyId: other.survey.id }, "203.0.113.8"))).status).toBe(404);
    await caller.analytics.surveys.stop({ id: survey.id });
    expect((await handleSurveyAnswer(handle.db, answer({ ...body, submissionId: "t" }, "203.0.113.8"))).status).toBe(404);
    expect((await handleSurveyAnswer(handle.db, answer({ ...body, answers: { why: "x".repeat(40_000) } }, "203.0.113.9"))).status).toBe(413);
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i++) last = (await handleSurveyAnswer(handle.db, answer(body, "203.0.113.10"))).status;
    expect(last).toBe(429);
  });
});
