"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount, formatWhen, readerTimeFormat } from "@/lib/format";
import type { ErrorStatus } from "../../contracts/errors.constants";
import { useErrorGroup, useSetErrorStatus } from "../../hooks/use-error-groups";

const actions: Record<ErrorStatus, { label: string; title: string; description: string }> = {
  resolved: {
    label: "Resolve",
    title: "Mark this error as resolved?",
    description: "It leaves the open list. If it happens again, it comes back as open with its count going on.",
  },
  ignored: {
    label: "Ignore",
    title: "Ignore this error?",
    description: "It leaves the open list and stays out of it, even if it happens again. You can open it again from the ignored list.",
  },
  open: { label: "Open again", title: "Open this error again?", description: "It goes back to the open list." },
};

/** How long a replay ran, in words: "42 seconds", "3 minutes 5 seconds". */
export function replayLength(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes} minute${minutes === 1 ? "" : "s"}${rest ? ` ${rest} second${rest === 1 ? "" : "s"}` : ""}`;
}

/** One error group: its last stack, page and masked replay's metadata, and resolve / ignore / open again. */
export function ErrorGroupDetail({ groupId, onClose }: { groupId: string; onClose: () => void }) {
  const { data: group, isPending, isError } = useErrorGroup(groupId);
  const setStatus = useSetErrorStatus();
  const [asking, setAsking] = useState<ErrorStatus | null>(null);
  if (isPending) return <Skeleton className="h-48 w-full" />;
  if (isError || !group) {
    return (
      <p role="alert" className="text-sm text-destructive">
        We couldn&apos;t load this error. It may have been removed after 90 days without a repeat.
      </p>
    );
  }
  const when = readerTimeFormat();
  const choices = (["resolved", "ignored", "open"] as const).filter((s) => s !== group.status);
  return (
    <section aria-labelledby="error-detail-title" className="flex flex-col gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id="error-detail-title" className="font-semibold break-words">
            {group.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {formatCount(group.count)} time{group.count === 1 ? "" : "s"}, first on {formatWhen(group.firstSeen, when)}, last on{" "}
            {formatWhen(group.lastSeen, when)}
            {group.platform ? ` (${group.platform === "server" ? "on the server" : "in the browser"})` : ""}.
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Release</dt>
        <dd>{group.release ?? "Not given"}</dd>
        <dt className="text-muted-foreground">Environment</dt>
        <dd>{group.environment ?? "Not given"}</dd>
        <dt className="text-muted-foreground">Page</dt>
        <dd className="break-all">{group.lastUrl ?? "Not known"}</dd>
        <dt className="text-muted-foreground">Person</dt>
        <dd>{group.lastUserId ? "A signed-in teammate" : "Not known"}</dd>
      </dl>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-medium">Where it happened (last time)</h4>
        {group.lastStack.length === 0 ? (
          <p className="text-sm text-muted-foreground">This error came without a stack.</p>
        ) : (
          <ol className="max-h-64 overflow-auto rounded-md bg-muted p-3 font-mono text-xs" aria-label="Stack, most recent call first">
            {group.lastStack.map((f, i) => (
              <li key={i} className={f.inApp === false ? "text-muted-foreground" : undefined}>
                {f.function ?? "(anonymous)"} — {f.filename ?? "unknown file"}
                {f.lineno !== undefined ? `:${f.lineno}${f.colno !== undefined ? `:${f.colno}` : ""}` : ""}
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <h4 className="font-medium">Session replay</h4>
        {group.replay ? (
          <p>
            A masked replay was recorded: {replayLength(group.replay.durationMs)} in {formatCount(group.replay.segments)} part
            {group.replay.segments === 1 ? "" : "s"}
            {group.replay.replayType === "buffer" ? ", kept because of this error" : ""}. Text and media were hidden while it was recorded; only these details
            are kept here.
          </p>
        ) : (
          <p className="text-muted-foreground">No replay was recorded with this error.</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge variant={group.status === "open" ? "warning" : "secondary"}>
          {group.status === "open" ? "Open" : group.status === "resolved" ? "Resolved" : "Ignored"}
        </Badge>
        {choices.map((status) => (
          <Button key={status} variant={status === "resolved" ? "default" : "outline"} size="sm" onClick={() => setAsking(status)}>
            {actions[status].label}
          </Button>
        ))}
      </div>
      {asking ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setAsking(null))}
          title={actions[asking].title}
          description={actions[asking].description}
          confirmLabel={actions[asking].label}
          pending={setStatus.isPending}
          onConfirm={async () => {
            await setStatus.mutateAsync({ groupId, status: asking });
          }}
        />
      ) : null}
    </section>
  );
}
