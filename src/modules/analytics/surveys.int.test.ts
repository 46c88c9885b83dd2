import type { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import type { SaveSurveyInput } from "./contracts/surveys.contracts";
import { activeSiteSurveys, flushEvents, handleSurveys, recordSurveyAnswer } from "./index";

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

const nps = (over: Partial<SaveSurveyInput["definition"]> = {}): Omit<SaveSurveyInput, "id"> => ({
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
        lowerBoundLabel: "Unlikely",
        upperBoundLabel: "Very likely",
        branching: { type: "response_based", responseValues: { promoters: "end" } },
      },
      { id: "why", type: "open", question: "What should we do better?" },
    ],
    conditions: { url: "/pricing", urlMatchType: "icontains", deviceTypes: ["Desktop"], seenSurveyWaitPeriodInDays: 30 },
    schedule: "once",
    ...over,
  },
  startDate: "",
  endDate: "",
  followUpUserId: "",
});

describe("survey procedures", () => {
  it("builds a site survey as a draft, launches and stops it, and keeps it apart from the product's", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    const created = await caller.analytics.surveys.save(nps());
    expect(created.status).toBe("draft");
    expect(await activeSiteSurveys(handle.db, workspace.id)).toEqual([]);
    await caller.analytics.surveys.launch({ id: created.id });
    const served = await activeSiteSurveys(handle.db, workspace.id);
    expect(served).toMatchObject([{ id: created.id, type: "popover", conditions: { url: "/pricing", seenSurveyWaitPeriodInDays: 30 } }]);
    // Not an in-app survey of the product: /api/surveys/ doesn't serve it, and the product's list doesn't have it.
    const { token } = await caller.analytics.settings();
    expect((await (await handleSurveys(handle.db, new Request(`http://localhost/api/surveys/?token=${token}`))).json()).surveys).toEqual([]);
    expect(await caller.analytics.productSurveys.list()).toEqual([]);
    await expect(caller.analytics.productSurveys.get({ id: created.id })).rejects.toMatchObject({ code: "NOT_FOUND" });

    await caller.analytics.surveys.save({ ...nps({ name: "NPS, pricing" }), id: created.id, endDate: "2099-12-31" });
    expect(await caller.analytics.surveys.get({ id: created.id })).toMatchObject({
      status: "running",
      endDate: "2099-12-31",
      definition: { name: "NPS, pricing" },
    });
    await caller.analytics.surveys.stop({ id: created.id });
    expect(await activeSiteSurveys(handle.db, workspace.id)).toEqual([]);
    expect(await caller.analytics.surveys.list()).toMatchObject([{ id: created.id, name: "NPS, pricing", status: "stopped", responses: 0 }]);
    await caller.analytics.surveys.delete({ id: created.id });
    expect(await caller.analytics.surveys.list()).toEqual([]);
  });

  it("serves the product's launched in-app surveys at /api/surveys/", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    const survey = await caller.analytics.productSurveys.save(nps({ type: "widget", appearance: { widgetType: "tab", widgetLabel: "Feedback" } }));
    await caller.analytics.productSurveys.launch({ id: survey.id });
    const { token } = await caller.analytics.settings();
    const listed = await (await handleSurveys(handle.db, new Request(`http://localhost/api/surveys/?token=${token}`))).json();
    expect(listed.surveys).toMatchObject([{ id: survey.id, type: "widget", appearance: { widgetType: "tab" } }]);
  });

  it("refuses a recurring survey without its interval, a backward jump, an end before the start and a stranger as follow-up", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    const fieldsOf = async (input: unknown) => {
      try {
        await caller.analytics.surveys.save(input as SaveSurveyInput);
        return null;
      } catch (error) {
        return (error as TRPCError & { data?: unknown }).message;
      }
    };
    expect(await fieldsOf(nps({ schedule: "recurring" }))).toMatch(/how many days/);
    const backward = nps();
    backward.definition.questions[1] = { id: "why", type: "open", question: "Why?", branching: { type: "specific_question", index: 0 } };
    expect(await fieldsOf(backward)).toMatch(/later question/);
    expect(await fieldsOf({ ...nps(), startDate: "2026-05-02", endDate: "2026-05-01" })).toMatch(/before the start/);
    const stranger = await makeWorkspace(handle.db);
    expect(await fieldsOf({ ...nps(), followUpUserId: stranger.owner.id })).toMatch(/member of this workspace/);
    const rating = nps();
    (rating.definition.questions[0] as { scale: number }).scale = 7;
    expect(await fieldsOf(rating)).toMatch(/scale of 3, 5 or 10/);
  });

  it("sums up answers: NPS, buckets, open answers, response rate, and a formula-safe CSV", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    const { id } = await caller.analytics.surveys.save(nps());
    await caller.analytics.surveys.launch({ id });
    const answer = (submissionId: string, given: Record<string, unknown>) =>
      recordSurveyAnswer(handle.db, workspace.id, { surveyId: id, submissionId, distinctId: `v-${submissionId}`, given, completed: true });
    expect(await answer("a", { nps: 10 })).toMatchObject({ ok: true, detractor: false, created: true });
    expect(await answer("b", { nps: 3, why: "=HYPERLINK(1)" })).toMatchObject({ ok: true, detractor: true });
    expect(await answer("b", { nps: 4, why: "=HYPERLINK(1)" })).toMatchObject({ ok: true, created: false });
    expect(await answer("c", { nps: 11 })).toEqual({ ok: false, message: "The response must be a whole number in range 0-10." });
    const results = await caller.analytics.surveys.results({ id });
    expect(results).toMatchObject({ responses: 2, shown: 0, responseRate: null });
    expect(results.questions[0]).toMatchObject({ type: "rating", summary: { nps: 0, counts: { promoters: 1, detractors: 1 } } });
    expect(results.questions[1]).toMatchObject({ texts: ["=HYPERLINK(1)"] });
    const { csv, filename } = await caller.analytics.surveys.csv({ id });
    expect(filename).toBe("nps-responses.csv");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain(",'=HYPERLINK(1)");
  });

  it("lets a viewer read site surveys but not change them, and keeps the product's to admins", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const ownerCaller = callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
    const { id } = await ownerCaller.analytics.surveys.save(nps());
    const viewer = await addMember(handle.db, workspace.id, "viewer");
    const caller = callerFor(handle.db, { userId: viewer.user.id, workspaceId: workspace.id });
    expect(await caller.analytics.surveys.list()).toHaveLength(1);
    await expect(caller.analytics.surveys.launch({ id })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.analytics.productSurveys.list()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
