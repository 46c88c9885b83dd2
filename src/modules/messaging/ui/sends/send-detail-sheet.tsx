"use client";

import { AlertTriangle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Progress } from "@/components/ui/progress";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount, formatWhen, readerTimeFormat } from "@/lib/format";
import { useSend } from "../../hooks/use-sends";
import { doneOf, isLive, progressOf, statusLabel, statusVariant } from "./send-math";
import { SendControls } from "./send-controls";
import { SendCounters } from "./send-counters";

const when = (at: Date | string) => formatWhen(at, readerTimeFormat());

/** One send followed live: status, progress, results, why it paused, and pause / resume / cancel. */
export function SendDetailSheet({ sendId, canSend, onClose }: { sendId: string | null; canSend: boolean; onClose: () => void }) {
  return (
    <Sheet open={!!sendId} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full max-w-none sm:max-w-lg" closeLabel="Close message details">
        {sendId ? <SendDetail key={sendId} sendId={sendId} canSend={canSend} /> : <SheetTitle className="sr-only">Message</SheetTitle>}
      </SheetContent>
    </Sheet>
  );
}

function SendDetail({ sendId, canSend }: { sendId: string; canSend: boolean }) {
  const send = useSend(sendId);

  if (send.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <SheetTitle>Loading message…</SheetTitle>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-2" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (send.isError) {
    return (
      <>
        <SheetTitle>Message</SheetTitle>
        <EmptyState
          headingLevel="h4"
          title="This message couldn't be loaded"
          description={send.error.message}
          action={<Button onClick={() => send.refetch()}>Try again</Button>}
        />
      </>
    );
  }
  const s = send.data;
  const done = doneOf(s);
  return (
    <div className="flex flex-col gap-5" data-testid="send-detail">
      <SheetHeader>
        <SheetTitle className="break-words">{s.name}</SheetTitle>
        <SheetDescription>
          {s.channel === "sms" ? "Text message" : "Email"} · created {when(s.createdAt)}
          {s.completedAt ? ` · finished ${when(s.completedAt)}` : ""}
        </SheetDescription>
      </SheetHeader>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={statusVariant[s.status]} data-testid="send-status">
          {statusLabel[s.status]}
        </Badge>
        {s.channel === "email" && s.subject ? <span className="min-w-0 truncate text-sm text-muted-foreground">“{s.subject}”</span> : null}
      </div>
      {s.statusReason ? (
        <p role="status" className="flex items-start gap-2 rounded-md border border-warning/30 bg-warning/10 p-3 text-sm">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>{s.statusReason}</span>
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Progress value={progressOf(s)} label="Delivery progress" tone={s.status === "failed" ? "danger" : s.status === "paused" ? "warning" : "default"} />
        <p className="text-xs text-muted-foreground tabular-nums" data-testid="send-progress">
          {s.total === 0 && s.status === "preparing"
            ? "Working out who receives it…"
            : `${formatCount(done)} of ${formatCount(s.total)} done (${progressOf(s)}%)${isLive(s.status) ? " · updating every 2 seconds" : ""}`}
        </p>
      </div>
      <SendCounters send={s} />
      {canSend && <SendControls send={s} />}
    </div>
  );
}
