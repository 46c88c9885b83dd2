"use client";

import { History } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { useSourceRuns } from "../hooks/use-connections";
import { duration, formatDay, plural, runKindLabel, runStatusLabel } from "./format";
import { TimeText, useNow } from "./time-text";
import type { RunView, SourceView } from "./types";

const statusVariant = { queued: "outline", running: "secondary", succeeded: "success", failed: "destructive" } as const;

/** A source's last 20 syncs: what kind, which days, how it ended, how many rows and how long. */
export function RunsSheet({ source, open, onOpenChange }: { source: SourceView; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full max-w-lg sm:w-3/4">
        <SheetHeader>
          <SheetTitle>Sync history of {source.name}</SheetTitle>
          <SheetDescription>The last 20 syncs, newest first.</SheetDescription>
        </SheetHeader>
        {open ? <Runs sourceId={source.id} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function Runs({ sourceId }: { sourceId: string }) {
  const now = useNow();
  const runs = useSourceRuns(sourceId);
  if (runs.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading sync history">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (runs.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="text-destructive">The history didn&apos;t load. {runs.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => void runs.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (runs.data.length === 0)
    return <EmptyState icon={History} title="No syncs yet" description="The first sync appears here as soon as it starts." headingLevel="h3" />;
  return (
    <ol className="grid gap-3" aria-label="Syncs" data-testid="runs">
      {runs.data.map((run) => (
        <RunItem key={run.id} run={run} now={now} />
      ))}
    </ol>
  );
}

function RunItem({ run, now }: { run: RunView; now: Date }) {
  const took = duration(run.startedAt, run.finishedAt);
  return (
    <li className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{runKindLabel[run.kind] ?? run.kind}</span>
        <Badge variant={statusVariant[run.status]}>{runStatusLabel[run.status] ?? run.status}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
        <dt>Days</dt>
        <dd className="text-foreground">
          {formatDay(run.rangeStart)} to {formatDay(run.rangeEnd)}
        </dd>
        <dt>Started</dt>
        <dd className="text-foreground">{run.startedAt ? <TimeText when={run.startedAt} now={now} /> : "Not yet"}</dd>
        <dt>Rows</dt>
        <dd className="text-foreground tabular-nums">{plural(run.rowsWritten, "row")}</dd>
        <dt>Duration</dt>
        <dd className="text-foreground">{took ?? (run.status === "running" ? `Running, ${run.chunksDone} of ${run.chunksTotal} parts` : "—")}</dd>
      </dl>
      {run.error ? (
        <p className="rounded bg-destructive/10 p-2 text-destructive">
          <span className="font-medium">Error: </span>
          {run.error}
        </p>
      ) : null}
    </li>
  );
}
