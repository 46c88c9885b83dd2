"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useImport } from "../../hooks/use-imports";
import type { Mapping } from "../../import/fields";
import { FileStep } from "./file-step";
import { isActive } from "./import-copy";
import { MappingStep } from "./mapping-step";
import { OptionsStep } from "./options-step";
import { PreviewStep } from "./preview-step";
import { ProgressStep } from "./progress-step";
import { SummaryStep } from "./summary-step";
import type { PreviewCheck } from "./types";

type Step = "file" | "map" | "preview" | "options" | "follow";

const steps: { id: Step; title: string; description: string }[] = [
  { id: "file", title: "Choose a file", description: "A CSV of contacts, from any CRM, email tool or spreadsheet." },
  { id: "map", title: "Map the columns", description: "Tell us which field each column fills." },
  { id: "preview", title: "Preview", description: "The first rows as they will import." },
  { id: "options", title: "Duplicates and list", description: "What to do with contacts you already have." },
  { id: "follow", title: "Import", description: "The import runs in the background." },
];

/**
 * The import wizard: file → upload → map → preview → duplicates → start → live progress →
 * summary. Opened on an existing import, it picks up where that one is.
 */
export function ImportWizard({
  open,
  onOpenChange,
  initialImportId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialImportId: string | null;
}) {
  const [importId, setImportId] = useState<string | null>(initialImportId);
  const [step, setStep] = useState<Step | null>(initialImportId ? null : "file");
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [checks, setChecks] = useState<PreviewCheck[]>([]);
  const detail = useImport(importId);
  const data = detail.data;
  // An import opened from the list: map it if it waits for that, otherwise follow it.
  const current: Step = step ?? (data ? (data.status === "uploaded" ? "map" : "follow") : "file");
  const index = steps.findIndex((s) => s.id === current);
  const meta = steps[index]!;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <p className="text-xs font-medium text-muted-foreground">
            Step {index + 1} of {steps.length}
          </p>
          <DialogTitle>{current === "follow" && data && !isActive(data.status) ? "Import summary" : meta.title}</DialogTitle>
          <DialogDescription>{data && current !== "file" ? data.fileName : meta.description}</DialogDescription>
        </DialogHeader>
        {current === "file" ? (
          <FileStep
            onUploaded={(id) => {
              setImportId(id);
              setStep("map");
            }}
          />
        ) : !data ? (
          detail.isError ? (
            <div className="flex flex-col items-start gap-3">
              <p role="alert" className="text-sm text-destructive">
                {detail.error.message}
              </p>
              <Button type="button" variant="outline" onClick={() => detail.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <Skeleton className="h-48 w-full" />
          )
        ) : current === "map" ? (
          <MappingStep
            data={data}
            onMapped={(m, c) => {
              setMapping(m);
              setChecks(c);
              setStep("preview");
            }}
          />
        ) : current === "preview" ? (
          <PreviewStep data={data} mapping={mapping ?? data.mapping} checks={checks} onBack={() => setStep("map")} onNext={() => setStep("options")} />
        ) : current === "options" ? (
          <OptionsStep
            data={data}
            mapping={mapping ?? data.mapping}
            onBack={() => setStep("preview")}
            onStarted={() => {
              setStep("follow");
              void detail.refetch();
            }}
          />
        ) : isActive(data.status) ? (
          <ProgressStep data={data} />
        ) : (
          <SummaryStep data={data} onClose={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
