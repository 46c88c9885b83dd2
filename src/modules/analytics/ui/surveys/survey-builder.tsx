"use client";

import { Plus } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { SurveyAudience } from "../../contracts/surveys.constants";
import type { saveSurveyInput } from "../../contracts/surveys.contracts";
import { useSaveSurvey, type StoredSurvey } from "../../hooks/use-surveys";
import { QuestionEditor } from "./question-editor";
import { blankSurvey, newQuestionId, type SurveyValues } from "./survey-form-types";
import { DisplaySettings, FollowUpSettings, ScheduleSettings, TargetingSettings } from "./survey-settings";

const MAX_QUESTIONS = 20;

/**
 * The survey builder, for a site's surveys (website/site-form) and the product's own (Settings →
 * Product analytics): questions with their branching, how it shows, who sees it, when, and (site
 * surveys) who follows up a low rating. Saves through the one form layer with the procedure's contract.
 */
export function SurveyBuilder(props: { audience: SurveyAudience; stored: StoredSurvey | null; canEdit: boolean; onSaved: (id: string) => void }) {
  const { audience, stored, canEdit } = props;
  const save = useSaveSurvey(audience, { meta: { silent: true }, onSuccess: (row) => props.onSaved(row.id) });
  const defaults: SurveyValues = stored
    ? { id: stored.id, definition: stored.definition, startDate: stored.startDate, endDate: stored.endDate, followUpUserId: stored.followUpUserId }
    : blankSurvey();
  const form = useContractForm<typeof saveSurveyInput>(() => import("../../contracts/surveys.contracts").then((m) => m.saveSurveyInput), {
    defaultValues: defaults,
  });
  const questions = useFieldArray({ control: form.control, name: "definition.questions", keyName: "key" });
  const onSubmit = form.submit((values) => save.mutateAsync(values));
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" aria-label="Survey builder">
      <fieldset disabled={!canEdit} className="flex min-w-0 flex-col gap-6">
        <FormField form={form} name="definition.name" label="Survey name" htmlFor="survey-name" required hint="Only your team sees it.">
          <Input {...form.register("definition.name")} />
        </FormField>
        <section aria-labelledby="survey-questions-title" className="flex flex-col gap-3">
          <h3 id="survey-questions-title" className="font-medium">
            Questions
          </h3>
          <ol className="flex flex-col gap-3">
            {questions.fields.map((field, index) => (
              <QuestionEditor
                key={field.key}
                form={form}
                index={index}
                count={questions.fields.length}
                onReplace={(question) => questions.update(index, question)}
                onRemove={() => questions.remove(index)}
                onMove={(to) => questions.move(index, to)}
              />
            ))}
          </ol>
          {questions.fields.length < MAX_QUESTIONS ? (
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => questions.append({ id: newQuestionId(), type: "open", question: "" }, { shouldFocus: false })}
            >
              <Plus aria-hidden /> Add a question
            </Button>
          ) : null}
        </section>
        <section aria-labelledby="survey-display-title" className="flex flex-col gap-3">
          <h3 id="survey-display-title" className="font-medium">
            How it shows
          </h3>
          <DisplaySettings form={form} surveyId={stored?.id ?? null} />
        </section>
        <section aria-labelledby="survey-targeting-title" className="flex flex-col gap-3">
          <h3 id="survey-targeting-title" className="font-medium">
            Who sees it
          </h3>
          <TargetingSettings form={form} />
        </section>
        <section aria-labelledby="survey-schedule-title" className="flex flex-col gap-3">
          <h3 id="survey-schedule-title" className="font-medium">
            When
          </h3>
          <ScheduleSettings form={form} />
        </section>
        {audience === "site" ? (
          <section aria-labelledby="survey-follow-up-title" className="flex flex-col gap-3">
            <h3 id="survey-follow-up-title" className="font-medium">
              Follow-up
            </h3>
            <FollowUpSettings form={form} audience={audience} canEdit={canEdit} />
          </section>
        ) : null}
        <FormRootError form={form} />
        {canEdit ? (
          <Button type="submit" className="self-start" loading={form.formState.isSubmitting}>
            {stored ? "Save survey" : "Create survey"}
          </Button>
        ) : null}
      </fieldset>
    </form>
  );
}
