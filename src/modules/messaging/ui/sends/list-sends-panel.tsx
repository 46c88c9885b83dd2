"use client";

import { Mail, MessageSquareText, Send } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount, formatWhen, readerTimeFormat } from "@/lib/format";
import { useListSends } from "../../hooks/use-sends";
import { doneOf, isLive, progressOf, statusLabel, statusVariant } from "./send-math";

const when = (at: Date | string) => formatWhen(at, readerTimeFormat());

/**
 * "Messages sent to this list": the list's sends, newest first, refreshing every 2 s while one is
 * preparing or sending. Choosing one opens its detail (`onOpen`).
 */
export function ListSendsPanel({ listId, listName, onOpen }: { listId: string; listName: string; onOpen: (sendId: string) => void }) {
  const sends = useListSends(listId);
  const headingId = `sends-${listId}`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold">
        Messages sent to this list
      </h3>
      {sends.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading messages">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : sends.isError ? (
        <EmptyState
          headingLevel="h4"
          title="Messages couldn't be loaded"
          description={sends.error.message}
          action={<Button onClick={() => sends.refetch()}>Try again</Button>}
        />
      ) : sends.data.length === 0 ? (
        <EmptyState
          headingLevel="h4"
          icon={Send}
          title="Nothing sent yet"
          description={`Emails and text messages sent to “${listName}” appear here with their progress and results.`}
        />
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border" aria-label={`Messages sent to ${listName}`}>
          {sends.data.map((s) => {
            const Icon = s.channel === "sms" ? MessageSquareText : Mail;
            return (
              <li key={s.id}>
                <button
                  type="button"
                  onClick={() => onOpen(s.id)}
                  className="flex w-full cursor-pointer flex-col gap-2 px-3 py-3 text-left transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                  aria-label={`${s.name}: ${statusLabel[s.status]}, ${formatCount(s.sent)} of ${formatCount(s.total)} sent`}
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                    <span className="min-w-0 flex-1 truncate text-sm font-medium">{s.name}</span>
                    <Badge variant={statusVariant[s.status]}>{statusLabel[s.status]}</Badge>
                  </span>
                  <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    <span>
                      {s.channel === "sms" ? "Text message" : "Email"} · {when(s.createdAt)}
                    </span>
                    <span className="tabular-nums">
                      {formatCount(s.sent)} sent{s.total > 0 ? ` of ${formatCount(s.total)}` : ""}
                    </span>
                  </span>
                  {isLive(s.status) && <Progress value={progressOf(s)} label={`${s.name}: ${formatCount(doneOf(s))} of ${formatCount(s.total)} done`} />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
