"use client";

import { CalendarClock, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { TRPCReactProvider } from "@/trpc/client";
import { useRemoveSchedule, useSchedules, useSendScheduleNow } from "../../hooks/use-schedules";
import { ScheduleForm } from "./schedule-form";
import { formatWhen, readerTimeFormat } from "@/lib/format";

export type ScheduleDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; title: string; path: string; query: string };

/** The schedules of one report, and a form to add one with the page's current view. */
export function ScheduleDialog({ open, onOpenChange, title, path, query }: ScheduleDialogProps) {
  const schedules = useSchedules(path);
  const list = schedules.data ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Schedule “{title}”</DialogTitle>
          <DialogDescription>Mail this report as a PDF, weekly or monthly, to the people you choose.</DialogDescription>
        </DialogHeader>
        <section aria-labelledby="schedules-heading" className="grid gap-2">
          <h3 id="schedules-heading" className="text-sm font-medium">
            Scheduled
          </h3>
          {schedules.isPending ? (
            <div className="grid gap-2" aria-busy="true" aria-label="Loading schedules">
              <Skeleton className="h-14 w-full" />
            </div>
          ) : schedules.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {schedules.error.message}{" "}
              <Button variant="link" className="h-auto p-0" onClick={() => void schedules.refetch()}>
                Try again
              </Button>
            </p>
          ) : list.length === 0 ? (
            <EmptyState
              icon={CalendarClock}
              title="Not scheduled yet"
              description="Add a schedule below; the first report goes out at the next time you choose."
            />
          ) : (
            <ul className="grid gap-2" aria-label="Schedules of this report">
              {list.map((s) => (
                <ScheduleItem key={s.id} schedule={s} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="new-schedule-heading" className="grid gap-3 border-t pt-4">
          <h3 id="new-schedule-heading" className="text-sm font-medium">
            New schedule
          </h3>
          <ScheduleForm path={path} query={query} />
        </section>
      </DialogContent>
    </Dialog>
  );
}

type Schedule = {
  id: string;
  description: string;
  timeZone: string;
  recipients: string[];
  nextRunAt: Date;
  lastSentAt: Date | null;
  lastError: string | null;
  lastDelivery: {
    state: "queued" | "sent" | "failed" | "bounced" | "suppressed";
    total: number;
    sent: number;
    problems: { address: string; error: string }[];
    error: string | null;
  } | null;
};

/** The last run's mail as the messaging engine reports it: delivered, still going, or who didn't get it and why. */
function DeliveryLine({ delivery }: { delivery: Schedule["lastDelivery"] }) {
  if (!delivery) return null;
  if (delivery.state === "queued") {
    return (
      <p className="text-xs text-muted-foreground" data-testid="schedule-delivery">
        Delivering… ({delivery.sent} of {delivery.total} delivered)
      </p>
    );
  }
  if (delivery.problems.length === 0 && delivery.state === "sent") {
    return (
      <p className="text-xs text-muted-foreground" data-testid="schedule-delivery">
        Delivered to {delivery.sent === 1 ? "its recipient" : `all ${delivery.sent} recipients`}
      </p>
    );
  }
  return (
    <p className="text-xs text-destructive" data-testid="schedule-delivery">
      Delivered to {delivery.sent} of {delivery.total}.{" "}
      {delivery.problems.length > 0 ? delivery.problems.map((p) => `${p.address}: ${p.error}`).join("; ") : delivery.error}
    </p>
  );
}

const when = (date: Date, timeZone: string) => {
  try {
    return new Intl.DateTimeFormat(undefined, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
    }).format(date);
  } catch {
    return formatWhen(date, readerTimeFormat());
  }
};

function ScheduleItem({ schedule: s }: { schedule: Schedule }) {
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveSchedule();
  const recipients = `${s.recipients.length} recipient${s.recipients.length === 1 ? "" : "s"}`;
  const { send, sending, progress } = useSendScheduleNow(s.id, recipients);

  return (
    <li className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-0.5 text-sm">
        <p className="font-medium">
          {s.description} <span className="font-normal text-muted-foreground">({s.timeZone})</span>
        </p>
        <p className="truncate text-muted-foreground" title={s.recipients.join(", ")}>
          To {s.recipients.join(", ")}
        </p>
        <p className="text-xs text-muted-foreground">
          Next: {when(s.nextRunAt, s.timeZone)}
          {s.lastSentAt ? ` · Last sent: ${when(s.lastSentAt, s.timeZone)}` : ""}
        </p>
        {s.lastError ? <p className="text-xs text-destructive">Last attempt failed: {s.lastError}</p> : <DeliveryLine delivery={s.lastDelivery} />}
        {sending ? (
          <p className="text-xs text-muted-foreground" role="status">
            {progress ?? "Sending…"}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button size="sm" variant="outline" loading={sending} onClick={() => void send()}>
          {sending ? null : <Send aria-hidden />} Send now
        </Button>
        <Button size="icon" variant="ghost" onClick={() => setRemoving(true)} aria-label={`Remove the schedule “${s.description}”`}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove this schedule?"
        description={`${s.description}: the report stops going to ${recipients}.`}
        confirmLabel="Remove schedule"
        destructive
        onConfirm={() => remove.mutateAsync({ id: s.id })}
      />
    </li>
  );
}

/** The dialog with its own API client, for pages that don't have one (report pages are server-rendered). */
export function ScheduleDialogWithApi(props: ScheduleDialogProps) {
  return (
    <TRPCReactProvider>
      <ScheduleDialog {...props} />
    </TRPCReactProvider>
  );
}
