"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import type { CrmWorkspace } from "../../hooks/use-crm-workspace";
import { useCustomFields } from "../../hooks/use-custom-fields";
import { useDeal, useDeleteDeal } from "../../hooks/use-deals";
import { contactLabel } from "../record-labels";
import { DealForm } from "./deal-form";
import { dealFormFrom, emptyDealForm } from "./deal-form-values";
import { Timeline } from "../contacts/timeline";
import type { Pipeline } from "./types";

export type DealSheetMode = { kind: "create"; pipelineId: string; stageId?: string } | { kind: "edit"; dealId: string };

/** The deal sheet: a new deal, or a deal to read, change, or delete, with its history. */
export function DealFormSheet({
  mode,
  onClose,
  pipelines,
  access,
}: {
  mode: DealSheetMode | null;
  onClose: () => void;
  pipelines: Pipeline[];
  access: CrmWorkspace;
}) {
  return (
    <Sheet open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full max-w-full sm:max-w-lg">
        {mode?.kind === "edit" ? (
          <EditDeal key={mode.dealId} dealId={mode.dealId} pipelines={pipelines} access={access} onClose={onClose} />
        ) : mode ? (
          <>
            <SheetHeader>
              <SheetTitle>New deal</SheetTitle>
              <SheetDescription>Amounts are kept in the currency you choose; totals on the board add up per currency.</SheetDescription>
            </SheetHeader>
            <NewDeal mode={mode} pipelines={pipelines} access={access} onClose={onClose} />
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

function NewDeal({
  mode,
  pipelines,
  access,
  onClose,
}: {
  mode: Extract<DealSheetMode, { kind: "create" }>;
  pipelines: Pipeline[];
  access: CrmWorkspace;
  onClose: () => void;
}) {
  const pipeline = pipelines.find((p) => p.id === mode.pipelineId) ?? pipelines[0];
  const stageId = mode.stageId ?? (pipeline?.stages.find((s) => s.kind === "open") ?? pipeline?.stages[0])?.id ?? "";
  return <DealForm initial={emptyDealForm(pipeline?.id ?? "", stageId, access.currency)} pipelines={pipelines} access={access} onDone={onClose} />;
}

function EditDeal({ dealId, pipelines, access, onClose }: { dealId: string; pipelines: Pipeline[]; access: CrmWorkspace; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const detail = useDeal(dealId);
  const fields = useCustomFields("deal");
  const remove = useDeleteDeal({ onSuccess: onClose });

  if (detail.isPending || fields.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <SheetTitle className="sr-only">Loading the deal</SheetTitle>
        <Skeleton className="h-7 w-2/3" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div role="alert" className="flex flex-col gap-3">
        <SheetTitle>This deal didn&apos;t load</SheetTitle>
        <p className="text-sm text-muted-foreground">{detail.error.message}</p>
        <Button variant="outline" className="self-start" onClick={() => void detail.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { deal, company, contacts, stage, pipeline } = detail.data;
  const initial = dealFormFrom(
    deal,
    { company: company ? { id: company.id, name: company.name } : null, contacts: contacts.map((c) => ({ id: c.id, label: contactLabel(c) })) },
    fields.data ?? [],
  );
  return (
    <>
      <SheetHeader>
        <SheetTitle>{deal.name}</SheetTitle>
        <SheetDescription>
          {pipeline.name} · {stage.name} ({stage.probability}%)
        </SheetDescription>
      </SheetHeader>
      <DealForm initial={initial} dealId={deal.id} pipelines={pipelines} access={access} onDone={onClose} />
      <section aria-labelledby="deal-history" className="flex flex-col gap-3 border-t pt-4">
        <h3 id="deal-history" className="text-sm font-semibold">
          History
        </h3>
        <Timeline subject={{ dealId: deal.id }} canWrite={access.canWrite} />
      </section>
      {access.canDelete && (
        <div className="border-t pt-4">
          <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden /> Delete deal
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${deal.name}?`}
        description="The deal and its history are removed for everyone. Its company and contacts stay. This can't be undone."
        confirmLabel="Delete deal"
        destructive
        onConfirm={() => remove.mutateAsync({ id: deal.id })}
      />
    </>
  );
}
