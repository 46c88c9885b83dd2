"use client";

import { useState } from "react";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { JobProgressFrame, type JobProgressFrameProps } from "./job-progress-frame";

/** Stopping the job: a button that asks first. */
export interface JobStop {
  /** The button and the confirm button: "Stop audit". */
  label: string;
  /** The question: "Stop this audit?". */
  title: string;
  /** What stopping keeps and loses. */
  description: string;
  /** The safe choice: "Keep crawling". */
  keepLabel: string;
  /** Stops the job; the dialog stays open if it rejects. */
  onStop: () => Promise<unknown>;
  /** A stop is on its way (e.g. the mutation's isPending). */
  pending: boolean;
}

export interface JobProgressProps extends Omit<JobProgressFrameProps, "actions"> {
  /** Shown to those who may stop the job. */
  stop?: JobStop;
}

/**
 * A background job as it runs (the page polls): its title, a progress bar with the percentage,
 * the counts in words in a polite live region, and Stop behind a confirmation.
 */
export function JobProgress({ stop, ...frame }: JobProgressProps) {
  return <JobProgressFrame {...frame} actions={stop ? <StopJob {...stop} /> : null} />;
}

function StopJob({ label, title, description, keepLabel, onStop, pending }: JobStop) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div className="flex justify-end">
        <Button type="button" variant="outline" onClick={() => setConfirming(true)} disabled={pending}>
          {label}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={title}
        description={description}
        confirmLabel={label}
        cancelLabel={keepLabel}
        destructive
        pending={pending}
        onConfirm={onStop}
      />
    </>
  );
}
