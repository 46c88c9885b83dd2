"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Plus, Trash2, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { serverFieldErrors, validateNested, type FieldErrors } from "@/lib/forms";
import { useTRPC } from "@/trpc/client";
import type { DealStageKind } from "../../contracts/crm-enums";
import { createPipelineInput, updatePipelineInput } from "../../contracts/pipelines.contracts";
import type { Pipeline } from "../deals/types";
import { addStage, createInputFrom, draftFrom, keptSavedStages, moveStage, newPipelineDraft, removedWithDeals, removeStage, setKind, updateInputFrom, type DraftStage, type PipelineDraft } from "./pipeline-draft";

const kindLabels: Record<DealStageKind, string> = { open: "Open", won: "Won", lost: "Lost" };
const plural = (n: number) => `${n} ${n === 1 ? "deal" : "deals"}`;

/** One pipeline's name and stages, edited as a draft and saved at once (or a new pipeline). */
export function PipelineStagesEditor({ pipeline, disabled, onSaved, onDeleted }: { pipeline: Pipeline | null; disabled: boolean; onSaved: (id: string) => void; onDeleted: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PipelineDraft>(() => (pipeline ? draftFrom(pipeline) : newPipelineDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState(false);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: trpc.crm.pipelines.pathKey() }), queryClient.invalidateQueries({ queryKey: trpc.crm.deals.pathKey() })]);
  const failed = (error: { message: string; data?: { code?: string } | null }) => {
    const fields = serverFieldErrors(error);
    if (error.data?.code === "CONFLICT") fields.name = error.message;
    setErrors(fields);
    toast.error(error.message);
  };
  const create = useMutation(
    trpc.crm.pipelines.create.mutationOptions({
      meta: { silent: true },
      onSuccess: async (created) => {
        toast.success(`Pipeline ${created.name} created.`);
        await refresh();
        onSaved(created.id);
      },
      onError: failed,
    }),
  );
  const update = useMutation(
    trpc.crm.pipelines.update.mutationOptions({
      meta: { silent: true },
      onSuccess: async ({ moved }) => {
        toast.success(moved > 0 ? `Pipeline saved. ${plural(moved)} moved.` : "Pipeline saved.");
        await refresh();
        if (pipeline) onSaved(pipeline.id);
      },
      onError: failed,
    }),
  );
  const remove = useMutation(
    trpc.crm.pipelines.delete.mutationOptions({
      onSuccess: async () => {
        toast.success("Pipeline deleted.");
        await refresh();
        onDeleted();
      },
    }),
  );

  const change = (next: PipelineDraft) => {
    setDraft(next);
    setErrors({});
  };
  const setStage = (index: number, stage: DraftStage) => change({ ...draft, stages: draft.stages.map((s, i) => (i === index ? stage : s)) });
  const stranded = pipeline ? removedWithDeals(draft, pipeline) : [];
  const targets = keptSavedStages(draft);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pipeline) {
      const checked = validateNested(updatePipelineInput, updateInputFrom(pipeline.id, draft, pipeline));
      const missing = Object.fromEntries(stranded.filter((s) => !draft.moveDeals[s.id]).map((s) => [`moveDeals.${s.id}`, `Choose where its ${plural(s.dealCount)} go`]));
      setErrors({ ...(checked.errors ?? {}), ...missing });
      if (checked.data && Object.keys(missing).length === 0) update.mutate(checked.data);
    } else {
      const checked = validateNested(createPipelineInput, createInputFrom(draft));
      setErrors(checked.errors ?? {});
      if (checked.data) create.mutate(checked.data);
    }
  }

  const idFor = (stage: DraftStage, part: string) => `stage-${stage.key}-${part}`;
  const stageError = (index: number) => errors[`stages.${index}.name`] ?? errors[`stages.${index}.probability`] ?? errors[`stages.${index}.kind`];

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={pipeline ? `Edit ${pipeline.name}` : "New pipeline"}>
      <fieldset disabled={disabled} className="flex flex-col gap-4">
        <Field label="Pipeline name" htmlFor={`pipeline-name-${pipeline?.id ?? "new"}`} error={errors.name} required>
          <Input value={draft.name} onChange={(e) => change({ ...draft, name: e.target.value })} autoComplete="off" />
        </Field>
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-medium">Stages, in board order</h4>
          <ol className="flex flex-col gap-2" aria-label="Stages">
            {draft.stages.map((stage, index) => {
              const label = stage.name || `Stage ${index + 1}`;
              const error = stageError(index);
              return (
                <li key={stage.key} className="flex flex-col gap-1 rounded-md border p-2" data-stage-row={stage.name}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="w-5 text-right text-xs text-muted-foreground tabular-nums">{index + 1}</span>
                    <Input
                      id={idFor(stage, "name")}
                      aria-label={`Name of stage ${index + 1}`}
                      aria-invalid={errors[`stages.${index}.name`] ? true : undefined}
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
                          aria-invalid={errors[`stages.${index}.probability`] ? true : undefined}
                          value={stage.probability}
                          onChange={(e) => setStage(index, { ...stage, probability: e.target.value })}
                          className="w-16"
                        />
                        <span aria-hidden className="text-sm text-muted-foreground">
                          %
                        </span>
                      </div>
                      <Select value={stage.kind} onValueChange={(kind) => setStage(index, setKind(stage, kind as DealStageKind))} disabled={disabled}>
                        <SelectTrigger className="w-[5.5rem]" aria-label={`Kind of ${label}`}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {(["open", "won", "lost"] as const).map((k) => (
                            <SelectItem key={k} value={k}>
                              {kindLabels[k]}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                      <div className="ml-auto flex items-center">
                        <Button type="button" size="icon" variant="ghost" className="size-8" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => change(moveStage(draft, index, -1))}>
                          <ArrowUp aria-hidden />
                        </Button>
                        <Button type="button" size="icon" variant="ghost" className="size-8" aria-label={`Move ${label} down`} disabled={index === draft.stages.length - 1} onClick={() => change(moveStage(draft, index, 1))}>
                          <ArrowDown aria-hidden />
                        </Button>
                        <Button type="button" size="icon" variant="ghost" className="size-8" aria-label={`Remove ${label}`} disabled={draft.stages.length === 1} onClick={() => change(removeStage(draft, index))}>
                          <X aria-hidden />
                        </Button>
                      </div>
                    </div>
                  </div>
                  {stage.dealCount > 0 && <p className="pl-7 text-xs text-muted-foreground">{plural(stage.dealCount)} in this stage</p>}
                  {error && (
                    <p role="alert" className="pl-7 text-xs font-medium text-destructive">
                      {error}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          {errors.stages && (
            <p role="alert" className="text-xs font-medium text-destructive">
              {errors.stages}
            </p>
          )}
          <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => change(addStage(draft))}>
            <Plus aria-hidden /> Add a stage
          </Button>
        </div>
        {stranded.length > 0 && (
          <div className="flex flex-col gap-3 rounded-md border border-warning/40 bg-warning/5 p-3">
            <p className="text-sm font-medium">Removed stages still hold deals. Choose where each stage&apos;s deals go.</p>
            {stranded.map((s) => {
              const key = `moveDeals.${s.id}`;
              return (
                <Field key={s.id} label={`Move the ${plural(s.dealCount)} of "${s.name}" to`} htmlFor={`move-${s.id}`} error={errors[key]}>
                  <Select value={draft.moveDeals[s.id] ?? ""} onValueChange={(to) => change({ ...draft, moveDeals: { ...draft.moveDeals, [s.id]: to } })} disabled={disabled}>
                    <SelectTrigger id={`move-${s.id}`} aria-invalid={errors[key] ? true : undefined}>
                      <SelectValue placeholder="Choose a stage" />
                    </SelectTrigger>
                    <SelectContent>
                      {targets.map((t) => (
                        <SelectItem key={t.key} value={t.id!}>
                          {t.name || "Unnamed stage"}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </Field>
              );
            })}
          </div>
        )}
      </fieldset>
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
            <Button type="button" variant="outline" onClick={() => change(pipeline ? draftFrom(pipeline) : newPipelineDraft())}>
              Discard changes
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
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
          description={pipeline.dealCount > 0 ? `It still holds ${plural(pipeline.dealCount)}: move or delete them first.` : "The pipeline and its stages are removed. This can't be undone."}
          confirmLabel="Delete pipeline"
          destructive
          onConfirm={() => remove.mutateAsync({ id: pipeline.id })}
        />
      )}
    </form>
  );
}
