"use client";

import { CalendarRange, History, Pause, Play, RefreshCw, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Progress } from "@/components/ui/progress";
import { percentOf } from "@/lib/format";
import { isPlatformId } from "../catalog";
import { useSourceActions } from "../hooks/use-connections";
import { formatDay, plural } from "./format";
import { HealthBadge } from "./health-badge";
import { TimeText } from "./time-text";
import type { Access, SourceView } from "./types";

/** Open on a click: their own chunks (the Radix Dialog family and the runs table stay out of the page's first load). */
const ResyncDialog = dynamic(() => import("./resync-dialog").then((m) => m.ResyncDialog), { ssr: false });
const RunsSheet = dynamic(() => import("./runs-sheet").then((m) => m.RunsSheet), { ssr: false });

/** One source: its health, when it last synced and will next, what went wrong, the live run, and its actions. */
export function SourceItem({ source, access, now }: { source: SourceView; access: Access; now: Date }) {
  const [dialog, setDialog] = useState<"resync" | "history" | "remove" | null>(null);
  const { sync, pause, remove } = useSourceActions(source.name);
  const run = source.latestRun;
  const running = run !== null && (run.status === "queued" || run.status === "running");
  const syncable = isPlatformId(source.platform);
  const paused = source.status === "paused";
  const facts = [source.externalAccountId, source.currency, source.timeZone].filter(Boolean).join(" · ");

  return (
    <li className="grid gap-3 rounded-md border p-3 sm:p-4" data-testid="source" aria-label={source.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="font-medium break-words">{source.name}</span>
          <span className="text-xs break-words text-muted-foreground">{facts}</span>
        </div>
        <HealthBadge health={source.health} />
      </div>

      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-muted-foreground">Last successful sync:</dt>
          <dd>{source.lastSuccessAt ? <TimeText when={source.lastSuccessAt} now={now} /> : "Not yet"}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-muted-foreground">Next sync:</dt>
          <dd>
            {paused ? (
              "Paused"
            ) : running ? (
              "After this one"
            ) : source.nextSyncAt ? (
              <TimeText when={source.nextSyncAt} now={now} />
            ) : syncable ? (
              "When the first sync ends"
            ) : (
              "On the next upload"
            )}
          </dd>
        </div>
        {source.dataFrom ? (
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">Data from:</dt>
            <dd>{formatDay(source.dataFrom)}</dd>
          </div>
        ) : null}
      </dl>

      {running ? (
        <div className="grid gap-1.5" data-testid="sync-progress">
          <Progress value={percentOf(run.chunksDone, run.chunksTotal)} label={`Sync of ${source.name}`} />
          <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground" aria-live="polite">
            <span>{run.message ?? "Waiting to start"}</span>
            <span className="tabular-nums">
              {run.chunksDone} of {plural(run.chunksTotal, "part")} · {plural(run.rowsWritten, "row")}
            </span>
          </p>
        </div>
      ) : null}

      {source.lastError && source.health !== "healthy" ? (
        <p className="rounded-md bg-destructive/10 p-2 text-sm text-destructive" data-testid="source-error">
          <span className="font-medium">Last error: </span>
          {source.lastError}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2" role="group" aria-label={`Actions for ${source.name}`}>
        {access.canSync && syncable ? (
          <>
            <Button size="sm" variant="outline" disabled={running || paused} loading={sync.isPending} onClick={() => sync.mutate({ sourceId: source.id })}>
              <RefreshCw aria-hidden /> Sync now
            </Button>
            <Button size="sm" variant="outline" disabled={running || paused} onClick={() => setDialog("resync")}>
              <CalendarRange aria-hidden /> Re-sync a range
            </Button>
            <Button size="sm" variant="outline" loading={pause.isPending} onClick={() => pause.mutate({ sourceId: source.id, paused: !paused })}>
              {paused ? <Play aria-hidden /> : <Pause aria-hidden />} {paused ? "Resume" : "Pause"}
            </Button>
          </>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => setDialog("history")}>
          <History aria-hidden /> History
        </Button>
        {access.canManage ? (
          <Button size="sm" variant="ghost" className="text-destructive hover:text-destructive" onClick={() => setDialog("remove")}>
            <Trash2 aria-hidden /> Remove
          </Button>
        ) : null}
      </div>

      {syncable ? <ResyncDialog source={source} open={dialog === "resync"} onOpenChange={(o) => setDialog(o ? "resync" : null)} /> : null}
      <RunsSheet source={source} open={dialog === "history"} onOpenChange={(o) => setDialog(o ? "history" : null)} />
      <ConfirmDialog
        open={dialog === "remove"}
        onOpenChange={(o) => setDialog(o ? "remove" : null)}
        title={`Remove ${source.name}?`}
        description="Its synced data is deleted and reports stop showing it. This frees one source in your plan. You can add it again later; its history is synced again from the start."
        confirmLabel="Remove source"
        destructive
        onConfirm={() => remove.mutateAsync({ sourceId: source.id })}
      />
    </li>
  );
}
