"use client";

import { JobProgress } from "@/components/ui/job-progress";
import { formatCount } from "@/lib/format";
import { useCancelVerification } from "../../hooks/use-verification";
import type { VerificationRun } from "./format";

/** The running verification: addresses checked of the total (the page polls), with Stop for those who may. */
export function RunProgress({ run, locale, canSend }: { run: VerificationRun; locale: string; canSend: boolean }) {
  const cancel = useCancelVerification();
  const total = Math.max(run.total, run.done);
  const n = (v: number) => formatCount(v, locale);
  return (
    <JobProgress
      id="verify-progress-title"
      headingLevel="h3"
      title={run.status === "queued" ? "Waiting for a worker…" : "Verifying"}
      subject={run.label}
      done={run.done}
      total={total}
      label="Verification progress"
      detailTestId="verify-progress-text"
      stop={
        canSend
          ? {
              label: "Stop verification",
              title: "Stop this verification?",
              description: "Addresses already checked keep their results; the rest stay as they were. You can start it again at any time.",
              keepLabel: "Keep verifying",
              pending: cancel.isPending,
              onStop: async () => {
                await cancel.mutateAsync({ id: run.id });
              },
            }
          : undefined
      }
    >
      {n(run.done)} of {n(total)} addresses checked: {n(run.valid)} valid, {n(run.risky)} risky, {n(run.invalid)} invalid. You can leave this page: the
      verification goes on.
    </JobProgress>
  );
}
