"use client";

import { Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAudienceCount } from "../../hooks/use-sends";
import { audienceLine } from "../sends/send-math";

export type AudienceQuery = { listId: string; channel: "email" | "sms"; topicId?: string; excludeInvalid?: boolean };

/** How many of the list a message would reach now, and why the others wouldn't (shared by the summary and the confirmation). */
export function useAudience(input: AudienceQuery) {
  return useAudienceCount(input);
}

/** "1,204 will receive it · 37 unsubscribed · 12 no consent", live as the topic and options change. */
export function AudienceSummary({ input, listName }: { input: AudienceQuery; listName: string }) {
  const audience = useAudience(input);
  return (
    <section aria-label="Audience" aria-live="polite" className="flex flex-col gap-1 rounded-md border bg-muted/40 p-3 text-sm" data-testid="audience-count">
      <p className="flex items-center gap-2 font-medium">
        <Users aria-hidden className="size-4 text-muted-foreground" /> {listName}
      </p>
      {audience.isPending ? (
        <Skeleton className="h-4 w-3/4" aria-label="Counting recipients" />
      ) : audience.isError ? (
        <p className="flex flex-wrap items-center gap-2 text-destructive">
          Couldn&apos;t count the recipients: {audience.error.message}
          <Button type="button" size="sm" variant="outline" onClick={() => audience.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <>
          <p className="tabular-nums">{audienceLine(audience.data.eligible, audience.data.byReason)}</p>
          {audience.data.eligible === 0 && (
            <p className="text-muted-foreground">
              {input.channel === "sms"
                ? "Nobody in this list can be texted now: they need a mobile number and SMS consent."
                : "Nobody in this list can be emailed now: they need an address and email consent."}
            </p>
          )}
        </>
      )}
    </section>
  );
}
