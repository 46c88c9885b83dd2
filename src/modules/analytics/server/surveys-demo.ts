import "server-only";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import type { CaptureEventInput } from "../contracts/events.contracts";
import { SURVEY_EVENTS } from "../contracts/wire.constants";
import { captureNow } from "./capture.service";
import { recordSurveyAnswer } from "./survey-responses.service";
import { saveSurvey, setSurveyStatus } from "./surveys.service";

const DAY_MS = 86_400_000;
const SCORES = [10, 9, 9, 8, 10, 6, 9, 7, 10, 3, 9, 8, 10, 9, 5, 10, 7, 9, 10, 8, 9, 4, 10, 9, 8, 10, 6, 9, 10, 7, 9, 10, 2, 9, 8, 10, 9, 10, 7, 9];
const REASONS: Record<string, string[]> = {
  high: ["The beans are always fresh.", "Fast delivery and friendly baristas.", "Best espresso in town."],
  mid: ["Good coffee, a bit pricey.", "The subscription is handy but the app is slow."],
  low: ["My order arrived late twice.", "Too expensive for what it is.", "The grind was wrong for my machine."],
};

/**
 * The demo business's NPS survey (marked as demo data in its name), a feedback tab on its landing pages,
 * with 40 answers and about a hundred "shown" events over the last four weeks, so the results show an
 * NPS, its categories, open answers and a response rate on the first visit.
 */
export async function seedDemoSurvey(db: Db, tenant: Tenant, now = new Date()): Promise<void> {
  const survey = await saveSurvey(db, tenant, "site", {
    definition: {
      name: "Customer NPS (demo data)",
      type: "widget",
      questions: [
        {
          id: "nps",
          type: "rating",
          question: "How likely are you to recommend Northwind Coffee to a friend?",
          scale: 10,
          display: "number",
          lowerBoundLabel: "Not likely",
          upperBoundLabel: "Very likely",
          branching: { type: "response_based", responseValues: { promoters: 2 } },
        },
        { id: "why", type: "open", question: "What is the main reason for your score?", branching: { type: "end" } },
        { id: "share", type: "single_choice", question: "Where would you recommend us?", choices: ["To friends", "At work", "Online"] },
      ],
      appearance: { widgetType: "tab", widgetLabel: "Feedback" },
      conditions: { url: "/p/", urlMatchType: "icontains", deviceTypes: [], seenSurveyWaitPeriodInDays: 30 },
      schedule: "once",
    },
    startDate: "",
    endDate: "",
    followUpUserId: "",
  });
  await setSurveyStatus(db, tenant, "site", survey.id, "running");
  const events: CaptureEventInput[] = [];
  for (let i = 0; i < 100; i++) {
    const occurredAt = new Date(now.getTime() - (i % 28) * DAY_MS - i * 3_600_000);
    events.push({
      workspaceId: tenant.workspaceId,
      event: SURVEY_EVENTS.shown,
      distinctId: `demo-visitor-${i}`,
      source: "site-script",
      properties: { $survey_id: survey.id, demo: true },
      occurredAt,
    });
  }
  await captureNow(db, events);
  for (const [i, score] of SCORES.entries()) {
    const kind = score >= 9 ? "high" : score >= 7 ? "mid" : "low";
    const given: Record<string, unknown> = { nps: score };
    if (kind === "high") given.share = ["To friends", "At work", "Online"][i % 3];
    else if (i % 2 === 0 || kind === "low") given.why = REASONS[kind]![i % REASONS[kind]!.length];
    await recordSurveyAnswer(db, tenant.workspaceId, {
      surveyId: survey.id,
      submissionId: `demo-${i}`,
      distinctId: `demo-visitor-${i}`,
      given,
      completed: true,
    });
  }
}
