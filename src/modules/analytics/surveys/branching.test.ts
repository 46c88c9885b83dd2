import { describe, expect, it } from "vitest";
import { nextStep, surveyPath } from "./branching";
import type { SurveyQuestion } from "./survey.types";

const open = (id: string, branching?: SurveyQuestion["branching"]): SurveyQuestion => ({ id, type: "open", question: id, branching });
const nps = (branching?: SurveyQuestion["branching"]): SurveyQuestion => ({
  id: "nps",
  type: "rating",
  question: "How likely…",
  scale: 10,
  display: "number",
  lowerBoundLabel: "Unlikely",
  upperBoundLabel: "Very likely",
  branching,
});

describe("survey branching", () => {
  it("next_question and no branching go to the next question, the end after the last", () => {
    const qs = [open("a"), open("b", { type: "next_question" })];
    expect(nextStep(qs, 0, "x")).toBe(1);
    expect(nextStep(qs, 1, "x")).toBe("end");
    expect(nextStep(qs, 5, "x")).toBe("end");
  });

  it("end ends the survey", () => {
    expect(nextStep([open("a", { type: "end" }), open("b")], 0, "x")).toBe("end");
  });

  it("specific_question jumps to that index (out of range: the end)", () => {
    const qs = [open("a", { type: "specific_question", index: 2 }), open("b"), open("c"), open("d", { type: "specific_question", index: 9 })];
    expect(nextStep(qs, 0, "x")).toBe(2);
    expect(nextStep(qs, 3, "x")).toBe("end");
  });

  it("response_based on a rating goes by its bucket", () => {
    const qs = [nps({ type: "response_based", responseValues: { detractors: 1, promoters: "end" } }), open("why"), open("more")];
    expect(nextStep(qs, 0, 3)).toBe(1);
    expect(nextStep(qs, 0, 10)).toBe("end");
    // Passives have no rule: the next question.
    expect(nextStep(qs, 0, 7)).toBe(1);
    // An answer out of range has no bucket: the next question.
    expect(nextStep(qs, 0, 42)).toBe(1);
  });

  it("response_based on a rating of scale 3 and 5 uses negative/neutral/positive", () => {
    const q: SurveyQuestion = {
      id: "r",
      type: "rating",
      question: "?",
      scale: 5,
      display: "emoji",
      lowerBoundLabel: "",
      upperBoundLabel: "",
      branching: { type: "response_based", responseValues: { negative: 2, positive: "end" } },
    };
    const qs = [q, open("b"), open("c")];
    expect(nextStep(qs, 0, 1)).toBe(2);
    expect(nextStep(qs, 0, 3)).toBe(1);
    expect(nextStep(qs, 0, 5)).toBe("end");
  });

  it("response_based on a single choice goes by the choice's index; an open answer is the last choice", () => {
    const q: SurveyQuestion = {
      id: "c",
      type: "single_choice",
      question: "?",
      choices: ["Price", "Features", "Other"],
      hasOpenChoice: true,
      branching: { type: "response_based", responseValues: { "0": 2, "2": "end" } },
    };
    const qs = [q, open("b"), open("c")];
    expect(nextStep(qs, 0, "Price")).toBe(2);
    expect(nextStep(qs, 0, "Features")).toBe(1);
    expect(nextStep(qs, 0, "something I typed")).toBe("end");
  });

  it("response_based on other types falls back to the next question", () => {
    expect(nextStep([open("a", { type: "response_based", responseValues: { "0": "end" } }), open("b")], 0, "x")).toBe(1);
  });

  it("walks the path a set of answers takes, without looping", () => {
    const qs = [
      nps({ type: "response_based", responseValues: { promoters: 2 } }),
      open("why", { type: "end" }),
      open("share", { type: "specific_question", index: 0 }),
    ];
    expect(surveyPath(qs, { nps: 2 })).toEqual([0, 1]);
    expect(surveyPath(qs, { nps: 10 })).toEqual([0, 2]);
  });
});
