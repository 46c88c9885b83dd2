"use client";

import { JobProgress } from "@/components/ui/job-progress";
import { useCancelImport } from "../../hooks/use-imports";
import { Counters } from "./counters";
import { formatCount, statusLabels } from "./import-copy";
import type { ImportDetail } from "./types";

/** Step 5: the live progress bar (the import is polled every second), with Cancel. */
export function ProgressStep({ data }: { data: ImportDetail }) {
  const cancel = useCancelImport();
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <JobProgress
        id="import-progress-title"
        headingLevel="h3"
        title={data.status === "queued" ? "Waiting for a worker…" : statusLabels[data.status]}
        done={data.committedRows}
        total={data.totalRows}
        label="Import progress"
        stop={{
          label: "Cancel import",
          title: "Cancel this import?",
          description: "The batch being written finishes; the rest of the file isn't imported. Contacts already imported stay.",
          keepLabel: "Keep importing",
          pending: cancel.isPending,
          onStop: async () => {
            await cancel.mutateAsync({ importId: data.id });
          },
        }}
      >
        {formatCount(data.committedRows)} of {formatCount(data.totalRows)} rows read. You can close this window: the import goes on.
      </JobProgress>
      <Counters data={data} />
    </div>
  );
}
