"use client";

import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Controller, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, registerCheckbox } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { surveyQuestionTypes, type SurveyQuestion } from "../../surveys/survey.types";
import { BranchingEditor } from "./branching-editor";
import { questionOfType, questionTypeLabel, type SurveyForm } from "./survey-form-types";

type Props = {
  form: SurveyForm;
  index: number;
  count: number;
  onReplace: (question: SurveyQuestion) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
};

/** One question: its type, text, the type's own settings, and where the survey goes after it. */
export function QuestionEditor({ form, index, count, onReplace, onRemove, onMove }: Props) {
  const question = useWatch({ control: form.control, name: `definition.questions.${index}` }) as SurveyQuestion | undefined;
  if (!question) return null;
  const path = `definition.questions.${index}` as const;
  const id = `q${index}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-end gap-2">
        <h4 className="mr-auto font-medium">Question {index + 1}</h4>
        <Button size="icon" variant="ghost" aria-label={`Move question ${index + 1} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
          <ArrowUp aria-hidden />
        </Button>
        <Button size="icon" variant="ghost" aria-label={`Move question ${index + 1} down`} disabled={index + 1 >= count} onClick={() => onMove(index + 1)}>
          <ArrowDown aria-hidden />
        </Button>
        {count > 1 ? (
          <Button size="icon" variant="ghost" aria-label={`Remove question ${index + 1}`} onClick={onRemove}>
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <FormField form={form} name={`${path}.type`} label="Type" htmlFor={`${id}-type`}>
          <NativeSelect value={question.type} onChange={(e) => onReplace(questionOfType(e.target.value as SurveyQuestion["type"], question))}>
            {surveyQuestionTypes.map((type) => (
              <option key={type} value={type}>
                {questionTypeLabel[type]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField form={form} name={`${path}.question`} label="Question" htmlFor={`${id}-text`} required>
          <Input {...form.register(`${path}.question`)} />
        </FormField>
      </div>
      <FormField form={form} name={`${path}.description`} label="Description (optional)" htmlFor={`${id}-description`}>
        <Input {...form.register(`${path}.description`)} />
      </FormField>
      {question.type === "rating" ? <RatingSettings form={form} index={index} /> : null}
      {question.type === "single_choice" || question.type === "multiple_choice" ? <ChoiceSettings form={form} index={index} /> : null}
      {question.type === "link" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField form={form} name={`${path}.link`} label="Link address" htmlFor={`${id}-link`} required>
            <Input type="url" {...form.register(`${path}.link`)} />
          </FormField>
          <FormField form={form} name={`${path}.buttonText`} label="Button text" htmlFor={`${id}-button`}>
            <Input {...form.register(`${path}.buttonText`)} />
          </FormField>
        </div>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...registerCheckbox(form, `${path}.optional`)} /> People may skip it
      </label>
      <BranchingEditor form={form} index={index} count={count} />
    </li>
  );
}

function RatingSettings({ form, index }: { form: SurveyForm; index: number }) {
  const path = `definition.questions.${index}` as const;
  const id = `q${index}`;
  return (
    <div className="grid gap-3 sm:grid-cols-4">
      <FormField form={form} name={`${path}.scale`} label="Scale" htmlFor={`${id}-scale`}>
        <NativeSelect {...form.register(`${path}.scale`, { setValueAs: (v) => Number(v) })}>
          <option value="10">0 to 10 (NPS)</option>
          <option value="5">1 to 5</option>
          <option value="3">1 to 3</option>
        </NativeSelect>
      </FormField>
      <FormField form={form} name={`${path}.display`} label="Shown as" htmlFor={`${id}-display`}>
        <NativeSelect {...form.register(`${path}.display`)}>
          <option value="number">Numbers</option>
          <option value="emoji">Faces</option>
        </NativeSelect>
      </FormField>
      <FormField form={form} name={`${path}.lowerBoundLabel`} label="Low end label" htmlFor={`${id}-low`}>
        <Input {...form.register(`${path}.lowerBoundLabel`)} />
      </FormField>
      <FormField form={form} name={`${path}.upperBoundLabel`} label="High end label" htmlFor={`${id}-high`}>
        <Input {...form.register(`${path}.upperBoundLabel`)} />
      </FormField>
    </div>
  );
}

function ChoiceSettings({ form, index }: { form: SurveyForm; index: number }) {
  const path = `definition.questions.${index}` as const;
  const id = `q${index}`;
  return (
    <div className="flex flex-col gap-2">
      <FormField form={form} name={`${path}.choices`} label="Choices, one a line" htmlFor={`${id}-choices`} required>
        <Controller
          control={form.control}
          name={`${path}.choices`}
          render={({ field }) => (
            <Textarea
              rows={4}
              value={((field.value as string[] | undefined) ?? []).join("\n")}
              onChange={(e) => field.onChange(e.target.value.split("\n"))}
              onBlur={() => {
                field.onChange(((field.value as string[] | undefined) ?? []).map((c) => c.trim()).filter(Boolean));
                field.onBlur();
              }}
            />
          )}
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...registerCheckbox(form, `${path}.hasOpenChoice`)} /> The last choice lets people type their own answer
      </label>
    </div>
  );
}
