"use client";

import { Lock, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useWorkspaceRole } from "../../hooks/use-crm-workspace";
import { usePipelines } from "../../hooks/use-pipelines";
import { PipelineStagesEditor } from "./pipeline-stages-editor";

/**
 * CRM settings, "Pipelines and stages": each pipeline's stages in order, with their win probability
 * and whether they close a deal as won or lost. Owners and admins change them; others read them.
 */
export function PipelinesSettings() {
  const canSettings = useWorkspaceRole().allowed("crm.settings");
  const pipelines = usePipelines();
  const [selected, setSelected] = useState<string | null>(null);

  if (pipelines.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true" role="status" aria-label="Loading pipelines">
        <Skeleton className="h-8 w-64" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (pipelines.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-destructive">The pipelines didn&apos;t load. {pipelines.error.message}</span>
        <Button size="sm" variant="outline" onClick={() => void pipelines.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const creating = selected === "new" && canSettings;
  const current = creating ? null : (pipelines.data.find((p) => p.id === selected) ?? pipelines.data[0] ?? null);

  return (
    <div className="flex flex-col gap-4" id="pipelines-settings">
      {!canSettings && (
        <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          Only owners and admins change pipelines and stages. You can read them here; ask an admin if a stage needs to change.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Pipelines">
        {pipelines.data.map((p) => (
          <Button
            key={p.id}
            size="sm"
            variant={current?.id === p.id ? "secondary" : "ghost"}
            aria-pressed={current?.id === p.id}
            onClick={() => setSelected(p.id)}
          >
            {p.name}
            <span className="text-xs text-muted-foreground">({p.dealCount})</span>
          </Button>
        ))}
        {canSettings && (
          <Button size="sm" variant={creating ? "secondary" : "outline"} aria-pressed={creating} onClick={() => setSelected("new")}>
            <Plus aria-hidden /> New pipeline
          </Button>
        )}
      </div>
      <PipelineStagesEditor
        key={
          creating
            ? "new"
            : `${current?.id}-${current?.stages.map((s) => `${s.id}:${s.name}:${s.probability}:${s.kind}:${s.dealCount}`).join("|")}-${current?.name}`
        }
        pipeline={current}
        disabled={!canSettings}
        onSaved={setSelected}
        onDeleted={() => setSelected(null)}
      />
    </div>
  );
}
