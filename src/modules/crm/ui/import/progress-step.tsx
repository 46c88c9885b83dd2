"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { useTRPC } from "@/trpc/client";
import { Counters } from "./counters";
import { formatCount, percentDone, statusLabels } from "./import-copy";
import type { ImportDetail } from "./types";

/** Step 5: the live progress bar (the import is polled every second), with Cancel. */
export function ProgressStep({ data }: { data: ImportDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation(trpc.crm.imports.cancel.mutationOptions());
  const percent = percentDone(data.committedRows, data.totalRows);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">{data.status === "queued" ? "Waiting for a worker…" : statusLabels[data.status]}</span>
          <span className="text-muted-foreground tabular-nums">{percent}%</span>
        </div>
        <Progress value={percent} label="Import progress" />
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {formatCount(data.committedRows)} of {formatCount(data.totalRows)} rows read. You can close this window: the import goes on.
        </p>
      </div>
      <Counters data={data} />
      <div className="flex justify-end">
        <Button type="button" variant="outline" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
          Cancel import
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this import?"
        description="The batch being written finishes; the rest of the file isn't imported. Contacts already imported stay."
        confirmLabel="Cancel import"
        cancelLabel="Keep importing"
        destructive
        pending={cancel.isPending}
        onConfirm={async () => {
          await cancel.mutateAsync({ importId: data.id });
          await queryClient.invalidateQueries({ queryKey: trpc.crm.imports.pathKey() });
        }}
      />
    </div>
  );
}
