"use client";

import { useWatch } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { useFieldError } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/native-select";
import type { SurveyBranching, SurveyQuestion } from "../../surveys/survey.types";
import { ratingBuckets, type SurveyForm } from "./survey-form-types";

const END = "end";

/** "After this question": the next one, the end, a later question, or depending on the answer (ratings and one-choice questions). */
export function BranchingEditor({ form, index, count }: { form: SurveyForm; index: number; count: number }) {
  const question = useWatch({ control: form.control, name: `definition.questions.${index}` }) as SurveyQuestion | undefined;
  const error = useFieldError(form, `definition.questions.${index}.branching`);
  if (!question) return null;
  const branching = question.branching;
  const set = (value: SurveyBranching | undefined) => form.setValue(`definition.questions.${index}.branching`, value, { shouldDirty: true });
  const later = Array.from({ length: count }, (_, i) => i).filter((i) => i > index);
  const answers: [string, string][] =
    question.type === "rating"
      ? ratingBuckets(question.scale)
      : question.type === "single_choice"
        ? question.choices.map((choice, i): [string, string] => [String(i), choice || `Choice ${i + 1}`])
        : [];
  const kind = branching?.type ?? "next_question";
  const target = (value: number | "end" | undefined) => (value === undefined ? "" : String(value));
  const id = `q${index}-branching`;
  return (
    <div className="flex flex-col gap-2">
      <Field label="After this question" htmlFor={id} error={error}>
        <NativeSelect
          value={kind === "specific_question" ? `q:${(branching as { index: number }).index}` : kind}
          onChange={(e) => {
            const v = e.target.value;
            if (v === "next_question") set(undefined);
            else if (v === "end") set({ type: "end" });
            else if (v === "response_based") set({ type: "response_based", responseValues: {} });
            else set({ type: "specific_question", index: Number(v.slice(2)) });
          }}
        >
          <option value="next_question">{index + 1 < count ? "Go to the next question" : "End the survey"}</option>
          <option value="end">End the survey</option>
          {later.map((i) => (
            <option key={i} value={`q:${i}`}>
              Go to question {i + 1}
            </option>
          ))}
          {answers.length > 0 ? <option value="response_based">Depends on the answer</option> : null}
        </NativeSelect>
      </Field>
      {branching?.type === "response_based" ? (
        <ul className="flex flex-col gap-2 border-l pl-3">
          {answers.map(([key, label]) => (
            <li key={key}>
              <Field label={`When the answer is ${label}`} htmlFor={`${id}-${key}`}>
                <NativeSelect
                  value={target(branching.responseValues[key])}
                  onChange={(e) => {
                    const responseValues = { ...branching.responseValues };
                    if (e.target.value === "") delete responseValues[key];
                    else responseValues[key] = e.target.value === END ? END : Number(e.target.value);
                    set({ type: "response_based", responseValues });
                  }}
                >
                  <option value="">Go to the next question</option>
                  <option value={END}>End the survey</option>
                  {later.map((i) => (
                    <option key={i} value={String(i)}>
                      Go to question {i + 1}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
