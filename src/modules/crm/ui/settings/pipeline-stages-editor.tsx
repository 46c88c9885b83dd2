"use client";

import { ArrowDown, ArrowUp, Plus, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField, FormRootError, useContractForm, useFieldError, type ContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { DealStageKind } from "../../contracts/crm-enums";
import type { pipelineFormInput } from "../../contracts/pipelines.contracts";
import { useCreatePipeline, useDeletePipeline, useUpdatePipeline } from "../../hooks/use-pipelines";
import type { Pipeline } from "../deals/types";
import { countOf } from "../table/bulk-bar";
import {
  addStage,
  draftFrom,
  keptSavedStages,
  movesFor,
  moveStage,
  newPipelineDraft,
  removedWithDeals,
  removeStage,
  setKind,
  type DraftStage,
  type PipelineDraft,
} from "./pipeline-draft";

const kindLabels: Record<DealStageKind, string> = { open: "Open", won: "Won", lost: "Lost" };
const plural = (n: number) => countOf(n, "deal", "deals");
type PipelineForm = ContractForm<typeof pipelineFormInput>;

/** One pipeline's name and stages, edited as a draft and saved at once (or a new pipeline). */
export function PipelineStagesEditor({
  pipeline,
  disabled,
  onSaved,
  onDeleted,
}: {
  pipeline: Pipeline | null;
  disabled: boolean;
  onSaved: (id: string) => void;
  onDeleted: () => void;
}) {
  const form = useContractForm(() => import("../../contracts/pipelines.contracts").then((m) => m.pipelineFormInput), {
    defaultValues: pipeline ? draftFrom(pipeline) : newPipelineDraft(),
  });
  const [deleting, setDeleting] = useState(false);
  const create = useCreatePipeline({ meta: { silent: true }, onSuccess: (created) => onSaved(created.id) });
  const update = useUpdatePipeline({ meta: { silent: true }, onSuccess: () => pipeline && onSaved(pipeline.id) });
  const remove = useDeletePipeline({ onSuccess: onDeleted });

  const draft = form.watch() as PipelineDraft;
  const change = (next: PipelineDraft) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("name", next.name, options);
    form.setValue("stages", next.stages, options);
    form.setValue("moveDeals", next.moveDeals, options);
  };
  const setStage = (index: number, stage: DraftStage) => change({ ...draft, stages: draft.stages.map((s, i) => (i === index ? stage : s)) });
  const stranded = pipeline ? removedWithDeals(draft, pipeline) : [];
  const targets = keptSavedStages(draft);

  const onSubmit = form.submit(async (input) => {
    // Deals of a removed stage need somewhere to go: only the saved pipeline knows which.
    const missing = stranded.filter((s) => !draft.moveDeals[s.id]);
    missing.forEach((s, i) =>
      form.setError(`moveDeals.${s.id}`, { type: "required", message: `Choose where its ${plural(s.dealCount)} go` }, { shouldFocus: i === 0 }),
    );
    if (missing.length > 0) return;
    try {
      if (pipeline) await update.mutateAsync({ id: pipeline.id, ...input, moveDeals: movesFor(draft, pipeline) });
      else await create.mutateAsync({ name: input.name, stages: input.stages });
    } catch (error) {
      const { message, data } = error as { message: string; data?: { code?: string } | null };
      if (data?.code !== "CONFLICT") throw error;
      form.setError("name", { type: "server", message }, { shouldFocus: true });
    }
  });

  const idFor = (stage: DraftStage, part: string) => `stage-${stage.key}-${part}`;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={pipeline ? `Edit ${pipeline.name}` : "New pipeline"}>
      <fieldset disabled={disabled} className="flex flex-col gap-4">
        <FormField form={form} name="name" label="Pipeline name" htmlFor={`pipeline-name-${pipeline?.id ?? "new"}`} required>
          <Input {...form.register("name")} autoComplete="off" />
        </FormField>
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-medium">Stages, in board order</h4>
          <ol className="flex flex-col gap-2" aria-label="Stages">
            {draft.stages.map((stage, index) => {
              const label = stage.name || `Stage ${index + 1}`;
              return (
                <li key={stage.key} className="flex flex-col gap-1 rounded-md border p-2" data-stage-row={stage.name}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="w-5 text-right text-xs text-muted-foreground tabular-nums">{index + 1}</span>
                    <Input
                      id={idFor(stage, "name")}
                      aria-label={`Name of stage ${index + 1}`}
                      value={stage.name}
                      onChange={(e) => setStage(index, { ...stage, name: e.target.value })}
                      className="min-w-40 flex-1"
                    />
                    <div className="flex w-full items-center gap-2 sm:w-auto">
                      <div className="flex items-center gap-1">
                        <Input
                          type="number"
                          min={0}
                          max={100}
                          inputMode="numeric"
                          aria-label={`Probability of ${label}, in percent`}
                          value={stage.probability}
                          onChange={(e) => setStage(index, { ...stage, probability: e.target.value })}
                          className="w-16"
                        />
                        <span aria-hidden className="text-sm text-muted-foreground">
                          %
                        </span>
                      </div>
                      <NativeSelect
                        className="w-[5.5rem]"
                        aria-label={`Kind of ${label}`}
                        value={stage.kind}
                        onChange={(e) => setStage(index, setKind(stage, e.target.value as DealStageKind))}
                        disabled={disabled}
                      >
                        {(["open", "won", "lost"] as const).map((k) => (
                          <option key={k} value={k}>
                            {kindLabels[k]}
                          </option>
                        ))}
                      </NativeSelect>
                      <div className="ml-auto flex items-center">
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`Move ${label} up`}
                          disabled={index === 0}
                          onClick={() => change(moveStage(draft, index, -1))}
                        >
                          <ArrowUp aria-hidden />
                        </Button>
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`Move ${label} down`}
                          disabled={index === draft.stages.length - 1}
                          onClick={() => change(moveStage(draft, index, 1))}
                        >
                          <ArrowDown aria-hidden />
                        </Button>
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`Remove ${label}`}
                          disabled={draft.stages.length === 1}
                          onClick={() => change(removeStage(draft, index))}
                        >
                          <X aria-hidden />
                        </Button>
                      </div>
                    </div>
                  </div>
                  {stage.dealCount > 0 && <p className="pl-7 text-xs text-muted-foreground">{plural(stage.dealCount)} in this stage</p>}
                  <StageError form={form} index={index} />
                </li>
              );
            })}
          </ol>
          <StagesError form={form} />
          <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => change(addStage(draft))}>
            <Plus aria-hidden /> Add a stage
          </Button>
        </div>
        {stranded.length > 0 && (
          <div className="flex flex-col gap-3 rounded-md border border-warning/40 bg-warning/5 p-3">
            <p className="text-sm font-medium">Removed stages still hold deals. Choose where each stage&apos;s deals go.</p>
            {stranded.map((s) => {
              const key = `moveDeals.${s.id}` as const;
              return (
                <FormField key={s.id} form={form} name={key} label={`Move the ${plural(s.dealCount)} of "${s.name}" to`} htmlFor={`move-${s.id}`}>
                  <NativeSelect
                    value={draft.moveDeals[s.id] ?? ""}
                    onChange={(e) => change({ ...draft, moveDeals: { ...draft.moveDeals, [s.id]: e.target.value } })}
                    disabled={disabled}
                  >
                    <option value="" disabled>
                      Choose a stage
                    </option>
                    {targets.map((t) => (
                      <option key={t.key} value={t.id!}>
                        {t.name || "Unnamed stage"}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
              );
            })}
          </div>
        )}
      </fieldset>
      <FormRootError form={form} />
      {!disabled && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          {pipeline ? (
            <Button type="button" variant="ghost" className="text-destructive" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden /> Delete pipeline
            </Button>
          ) : (
            <span />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={() => form.reset(pipeline ? draftFrom(pipeline) : newPipelineDraft())}>
              Discard changes
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {pipeline ? "Save pipeline" : "Create pipeline"}
            </Button>
          </div>
        </div>
      )}
      {pipeline && (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={`Delete ${pipeline.name}?`}
          description={
            pipeline.dealCount > 0
              ? `It still holds ${plural(pipeline.dealCount)}: move or delete them first.`
              : "The pipeline and its stages are removed. This can't be undone."
          }
          confirmLabel="Delete pipeline"
          destructive
          onConfirm={() => remove.mutateAsync({ id: pipeline.id })}
        />
      )}
    </form>
  );
}

/** The message about one stage row (its name, probability or kind), under the row. */
function StageError({ form, index }: { form: PipelineForm; index: number }) {
  const name = useFieldError(form, `stages.${index}.name`);
  const probability = useFieldError(form, `stages.${index}.probability`);
  const kind = useFieldError(form, `stages.${index}.kind`);
  const error = name ?? probability ?? kind;
  return error ? (
    <p role="alert" className="pl-7 text-xs font-medium text-destructive">
      {error}
    </p>
  ) : null;
}

/** A message about the stages as a whole ("Keep at least one open stage"). */
function StagesError({ form }: { form: PipelineForm }) {
  const whole = useFieldError(form, "stages");
  // A list's own message sits at `stages.root` when the list is a field array.
  const root = useFieldError(form, "stages.root" as "stages");
  const error = whole ?? root;
  return error ? (
    <p role="alert" className="text-xs font-medium text-destructive">
      {error}
    </p>
  ) : null;
}
