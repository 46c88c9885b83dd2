"use client";

import {
  CalendarDays,
  FileInput,
  GitCommitVertical,
  Mail,
  MessageSquareText,
  Phone,
  ShieldCheck,
  Sparkles,
  Trash2,
  UserPen,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useSession } from "@/modules/identity/client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeleteActivity, useTimeline } from "../../hooks/use-activities";
import { loggableKinds } from "../../contracts/activities.contracts";
import type { ActivityKind } from "../../contracts/crm-enums";
import { TimelineComposer } from "./timeline-composer";
import type { TimelineEntry } from "./types";

const icons: Record<ActivityKind, LucideIcon> = {
  note: MessageSquareText,
  call: Phone,
  meeting: Users,
  email: Mail,
  form_submission: FileInput,
  stage_change: GitCommitVertical,
  import: FileInput,
  consent_change: ShieldCheck,
  created: Sparkles,
  updated: UserPen,
  survey_response: MessageSquareText,
};

const when = (d: Date | string) => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(d));
const handLogged = (kind: ActivityKind) => (loggableKinds as readonly string[]).includes(kind);

export type TimelineSubject = { contactId: string } | { companyId: string } | { dealId: string };

/** The timeline of a contact, company or deal, newest first, a page at a time, with a composer to log what happened. */
export function Timeline({ subject, canWrite }: { subject: TimelineSubject; canWrite: boolean }) {
  const myId = useSession().data?.user.id ?? null;
  const [deleting, setDeleting] = useState<TimelineEntry | null>(null);
  const timeline = useTimeline(subject);
  const remove = useDeleteActivity();
  const entries = timeline.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <section className="flex flex-col gap-4" aria-labelledby="timeline-heading">
      <h3 id="timeline-heading" className="sr-only">
        Timeline
      </h3>
      {canWrite && <TimelineComposer subject={subject} />}
      {timeline.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : timeline.isError ? (
        <div role="alert" className="flex items-center justify-between gap-2 rounded-md border border-destructive/30 p-3 text-sm">
          <span>The timeline didn&apos;t load. {timeline.error.message}</span>
          <Button size="sm" variant="outline" onClick={() => void timeline.refetch()}>
            Try again
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing on the timeline yet.</p>
      ) : (
        <ol className="relative flex flex-col gap-4 border-l pl-6" aria-label="Timeline" data-testid="timeline">
          {entries.map((entry) => {
            const Icon = icons[entry.kind];
            const mine = handLogged(entry.kind) && myId !== null && entry.actorId === myId;
            return (
              <li key={entry.id} className="relative flex flex-col gap-1" data-kind={entry.kind}>
                <span aria-hidden className="absolute top-0.5 -left-[2.1rem] flex size-6 items-center justify-center rounded-full border bg-card">
                  <Icon className="size-3.5 text-muted-foreground" />
                </span>
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-medium break-words">{entry.title}</p>
                  {canWrite && mine && (
                    <Button size="icon" variant="ghost" className="size-7 shrink-0" aria-label={`Delete “${entry.title}”`} onClick={() => setDeleting(entry)}>
                      <Trash2 aria-hidden className="size-3.5" />
                    </Button>
                  )}
                </div>
                {entry.body && <p className="text-sm whitespace-pre-wrap text-muted-foreground">{entry.body}</p>}
                <p className="flex items-center gap-1 text-xs text-muted-foreground">
                  <CalendarDays aria-hidden className="size-3" />
                  <time dateTime={new Date(entry.occurredAt).toISOString()}>{when(entry.occurredAt)}</time>
                  {(entry.actorName ?? entry.actorEmail) && <span>· {entry.actorName ?? entry.actorEmail}</span>}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {timeline.hasNextPage && (
        <Button variant="outline" className="self-center" onClick={() => void timeline.fetchNextPage()} loading={timeline.isFetchingNextPage}>
          Load older
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this entry?"
        description={deleting ? `“${deleting.title}” leaves the timeline for good.` : undefined}
        confirmLabel="Delete entry"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ id: deleting.id });
        }}
      />
    </section>
  );
}
