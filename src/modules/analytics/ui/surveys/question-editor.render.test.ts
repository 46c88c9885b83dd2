import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useContractForm } from "@/components/ui/form";
import { saveSurveyInput } from "../../contracts/surveys.contracts";
import { QuestionEditor } from "./question-editor";
import { blankSurvey, type SurveyForm, type SurveyValues } from "./survey-form-types";

function Example({ values, index }: { values: SurveyValues; index: number }) {
  const form = useContractForm(saveSurveyInput, { defaultValues: values }) as unknown as SurveyForm;
  return createElement(QuestionEditor, { form, index, count: values.definition.questions.length, onReplace: () => {}, onRemove: () => {}, onMove: () => {} });
}

describe("a survey question's editor", () => {
  it("shows a rating's scale and labels, and response-based branching by NPS category to later questions only", () => {
    const values = blankSurvey();
    values.definition.questions[0] = {
      ...values.definition.questions[0]!,
      branching: { type: "response_based", responseValues: { promoters: "end" } },
    } as never;
    const html = renderToStaticMarkup(createElement(Example, { values, index: 0 }));
    expect(html).toContain('<option value="10">0 to 10 (NPS)</option>');
    expect(html).toContain("When the answer is 9 or 10 (promoters)");
    expect(html).toContain('<option value="end" selected="">End the survey</option>');
    expect(html).toContain("Go to question 2");
    expect(html).not.toContain("Go to question 1<");
    expect(html).toContain('aria-label="Move question 1 up"');
  });

  it("shows a choice question's choices one a line and its open last choice", () => {
    const values = blankSurvey();
    values.definition.questions[1] = { id: "plan", type: "single_choice", question: "Which plan?", choices: ["Free", "Pro"], hasOpenChoice: true };
    const html = renderToStaticMarkup(createElement(Example, { values, index: 1 }));
    expect(html).toMatch(/<textarea[^>]*>Free\nPro<\/textarea>/);
    expect(html).toContain("The last choice lets people type their own answer");
    expect(html).not.toContain("Go to question");
  });
});
