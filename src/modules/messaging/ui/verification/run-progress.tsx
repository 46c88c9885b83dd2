"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { useTRPC } from "@/trpc/client";
import { formatCount, percentOf, type VerificationRun } from "./format";

/** The running verification: addresses checked of the total (the page polls), with Stop for those who may. */
export function RunProgress({ run, locale, canSend }: { run: VerificationRun; locale: string; canSend: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation(trpc.messaging.verification.cancel.mutationOptions());
  const total = Math.max(run.total, run.done);
  const percent = percentOf(run.done, total);
  return (
    <section aria-labelledby="verify-progress-title" className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="verify-progress-title" className="min-w-0 text-base font-semibold break-words">
          {run.status === "queued" ? "Waiting for a worker…" : "Verifying"} <span className="font-normal text-muted-foreground">{run.label}</span>
        </h3>
        <span className="text-sm text-muted-foreground tabular-nums">{percent}%</span>
      </div>
      <Progress value={percent} label="Verification progress" />
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="verify-progress-text">
        {formatCount(run.done, locale)} of {formatCount(total, locale)} addresses checked: {formatCount(run.valid, locale)} valid, {formatCount(run.risky, locale)} risky,{" "}
        {formatCount(run.invalid, locale)} invalid. You can leave this page: the verification goes on.
      </p>
      {canSend ? (
        <div className="flex justify-end">
          <Button type="button" variant="outline" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
            Stop verification
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Stop this verification?"
        description="Addresses already checked keep their results; the rest stay as they were. You can start it again at any time."
        confirmLabel="Stop verification"
        cancelLabel="Keep verifying"
        destructive
        pending={cancel.isPending}
        onConfirm={async () => {
          await cancel.mutateAsync({ id: run.id });
          await queryClient.invalidateQueries({ queryKey: trpc.messaging.verification.pathKey() });
        }}
      />
    </section>
  );
}
