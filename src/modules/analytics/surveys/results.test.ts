import { describe, expect, it } from "vitest";
import { summarizeResponses } from "./results";
import type { SurveyQuestion } from "./survey.types";

const questions: SurveyQuestion[] = [
  { id: "nps", type: "rating", question: "Recommend?", scale: 10, display: "number", lowerBoundLabel: "No", upperBoundLabel: "Yes" },
  { id: "why", type: "open", question: "Why?" },
  { id: "plan", type: "single_choice", question: "Plan?", choices: ["Free", "Pro"], hasOpenChoice: true },
];

describe("summarizeResponses", () => {
  it("counts ratings per value with the NPS, choices with Other, and lists open answers newest first", () => {
    const [nps, why, plan] = summarizeResponses(questions, [
      { nps: 10, why: "Fast", plan: "Pro" },
      { nps: 9, plan: "Enterprise" },
      { nps: 3, why: "Slow", plan: "Pro" },
      { why: "" },
    ]);
    expect(nps).toMatchObject({ answered: 3, summary: { responses: 3, nps: 33, counts: { promoters: 2, detractors: 1 } } });
    expect(nps!.type === "rating" && nps!.values.find((v) => v.value === 9)?.count).toBe(1);
    expect(nps!.type === "rating" && nps!.values).toHaveLength(11);
    expect(why).toMatchObject({ answered: 2, texts: ["Fast", "Slow"] });
    expect(plan).toMatchObject({
      choices: [
        { choice: "Free", count: 0 },
        { choice: "Pro", count: 2 },
        { choice: "Other", count: 1 },
      ],
    });
  });
});
