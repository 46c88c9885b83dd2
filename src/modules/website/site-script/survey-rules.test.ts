import { describe, expect, it } from "vitest";
import { eligibleSurveys, surveyAllowed, surveyUrlMatches } from "./survey-rules";
import type { SiteSurvey } from "./types";

const DAY = 86_400_000;
const survey = (over: Partial<SiteSurvey> = {}): SiteSurvey => ({
  id: "s1",
  type: "popover",
  questions: [{ id: "q", type: "open", question: "Why?" }],
  appearance: {},
  conditions: {},
  schedule: "once",
  intervalDays: 0,
  colours: { accent: "#000", onAccent: "#fff" },
  ...over,
});
const view = { href: "https://shop.example/pricing?x=1", device: "desktop" as const, now: 100 * DAY, lastSeenAt: null, state: {} };

describe("site survey targeting", () => {
  it("matches the page's address the way PostHog's match types do", () => {
    const href = "https://shop.example/Pricing";
    expect(surveyUrlMatches({ url: "/pricing", urlMatchType: "icontains" }, href)).toBe(true);
    expect(surveyUrlMatches({ url: "/pricing", urlMatchType: "not_icontains" }, href)).toBe(false);
    expect(surveyUrlMatches({ url: href, urlMatchType: "exact" }, href)).toBe(true);
    expect(surveyUrlMatches({ url: href, urlMatchType: "is_not" }, href)).toBe(false);
    expect(surveyUrlMatches({ url: "Pric(e|ing)$", urlMatchType: "regex" }, href)).toBe(true);
    expect(surveyUrlMatches({ url: "(", urlMatchType: "regex" }, href)).toBe(false);
    expect(surveyUrlMatches({}, href)).toBe(true);
  });

  it("keeps to the devices, the wait after any survey, and the schedule", () => {
    expect(surveyAllowed(survey({ conditions: { deviceTypes: ["Mobile"] } }), view)).toBe(false);
    expect(surveyAllowed(survey({ conditions: { deviceTypes: ["Desktop"] } }), view)).toBe(true);
    const waiting = survey({ conditions: { seenSurveyWaitPeriodInDays: 7 } });
    expect(surveyAllowed(waiting, { ...view, lastSeenAt: view.now - 3 * DAY })).toBe(false);
    expect(surveyAllowed(waiting, { ...view, lastSeenAt: view.now - 8 * DAY })).toBe(true);
    expect(surveyAllowed(survey(), { ...view, state: { doneAt: view.now - 400 * DAY } })).toBe(false);
    const recurring = survey({ schedule: "recurring", intervalDays: 30 });
    expect(surveyAllowed(recurring, { ...view, state: { doneAt: view.now - 10 * DAY } })).toBe(false);
    expect(surveyAllowed(recurring, { ...view, state: { doneAt: view.now - 31 * DAY } })).toBe(true);
  });

  it("leaves API surveys to the site's own call", () => {
    const shown = eligibleSurveys([survey({ id: "a", type: "api" }), survey({ id: "w", type: "widget" })], { ...view, stateOf: () => ({}) });
    expect(shown.map((s) => s.id)).toEqual(["w"]);
  });
});
