"use client";

import { Button } from "@/components/ui/button";
import { FormField, FormRootError, useContractForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { useSetEventLimit, type ProductAnalyticsSettings } from "../hooks/use-product-analytics";

const number = (n: number) => n.toLocaleString("en-US");

/** Events this month against the plan's quota or the workspace's own lower limit, and the form that sets that limit. */
export function EventLimitSection({ events }: { events: ProductAnalyticsSettings["events"] }) {
  const cap = events.limit ?? events.planQuota;
  const share = Math.min(100, Math.round((events.thisMonth / cap) * 100));
  const form = useContractForm(() => import("../contracts/flags.contracts").then((m) => m.setEventLimitInput), {
    defaultValues: { limit: events.limit ?? events.planQuota },
  });
  const save = useSetEventLimit();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p className="text-sm" data-testid="events-this-month">
          <strong>{number(events.thisMonth)}</strong> {events.thisMonth === 1 ? "event" : "events"} this month of {number(cap)}
          {events.limit === null ? " included in your plan" : ` (your limit; your plan includes ${number(events.planQuota)})`}.
        </p>
        <Progress value={share} label="Events this month, against the limit" tone={events.thisMonth >= cap ? "danger" : share >= 80 ? "warning" : "default"} />
        {events.thisMonth >= cap ? (
          <p className="text-sm text-destructive" role="status">
            The limit is reached: new events are turned away until next month, or until you raise the limit.
          </p>
        ) : null}
      </div>
      <form
        onSubmit={form.submit((values) => save.mutateAsync(values))}
        noValidate
        aria-label="Monthly event limit"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <FormField
          form={form}
          name="limit"
          label="Stop taking events after"
          htmlFor="event-limit"
          hint="Events a month, counted from the 1st (UTC). Past it, browsers pause sending for a minute at a time."
          required
        >
          <Input type="number" inputMode="numeric" min={1} max={events.planQuota} className="sm:w-48" {...form.register("limit")} />
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save limit
          </Button>
          {events.limit !== null ? (
            <Button
              type="button"
              variant="ghost"
              loading={save.isPending && save.variables?.limit === null}
              onClick={() => save.mutate({ limit: null }, { onSuccess: () => form.reset({ limit: events.planQuota }) })}
            >
              Remove limit
            </Button>
          ) : null}
        </div>
      </form>
      <FormRootError form={form} />
    </div>
  );
}
