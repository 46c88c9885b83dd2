"use client";

import { useState, type ReactNode } from "react";
import { percentOf } from "@/lib/format";
import { cn } from "@/lib/cn";
import { Button } from "./button";
import { ConfirmDialog } from "./dialog";
import { Progress } from "./progress";

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

export interface JobProgressProps {
  /** The heading's id; the section is named by its heading. */
  id: string;
  headingLevel?: "h2" | "h3";
  /** What the job is doing: "Crawling", "Waiting for a worker…". */
  title: string;
  /** What it works on, after the title: a site, a list. */
  subject?: string;
  /** Units done of the total; a total of null or 0 isn't known yet, and the bar is indeterminate. */
  done: number;
  total: number | null;
  /** The progress bar's accessible name: "Audit progress". */
  label: string;
  /** The counts in words; announced politely as they change. */
  children: ReactNode;
  /** data-testid of the counts line. */
  detailTestId?: string;
  /** Shown to those who may stop the job. */
  stop?: JobStop;
  className?: string;
}

/**
 * A background job as it runs (the page polls): its title, a progress bar with the percentage,
 * the counts in words in a polite live region, and Stop behind a confirmation.
 */
export function JobProgress({ id, headingLevel: Heading = "h2", title, subject, done, total, label, children, detailTestId, stop, className }: JobProgressProps) {
  const known = total !== null && total > 0;
  const percent = known ? percentOf(done, total) : null;
  return (
    <section aria-labelledby={id} className={cn("grid gap-3 rounded-lg border p-4", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={id} className="min-w-0 text-base font-semibold wrap-anywhere">
          {title}
          {subject ? <span className="font-normal text-muted-foreground"> {subject}</span> : null}
        </Heading>
        {percent === null ? null : <span className="text-sm text-muted-foreground tabular-nums">{percent}%</span>}
      </div>
      <Progress value={percent} label={label} />
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid={detailTestId}>
        {children}
      </p>
      {stop ? <StopJob {...stop} /> : null}
    </section>
  );
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
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} title={title} description={description} confirmLabel={label} cancelLabel={keepLabel} destructive pending={pending} onConfirm={onStop} />
    </>
  );
}
