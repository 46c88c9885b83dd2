"use client";

import { useState } from "react";
import { BarChart, FunnelChart, LineChart } from "@/components/ui/charts";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount } from "@/lib/format";
import { USAGE_RANGES, viewsByArea, type UsageArea, type UsageRange } from "../contracts/usage.constants";
import { useProductUsage } from "../hooks/use-product-analytics";

/** Active people, page views per area and the key-actions funnel of the product in this workspace. */
export function UsageSection({ areas }: { areas: UsageArea[] }) {
  const [days, setDays] = useState<UsageRange>(30);
  const usage = useProductUsage(days);
  return (
    <div className="flex flex-col gap-6">
      <div role="group" aria-label="Period" className="flex gap-1">
        {USAGE_RANGES.map((d) => (
          <Button key={d} size="sm" variant={d === days ? "secondary" : "ghost"} aria-pressed={d === days} onClick={() => setDays(d)}>
            Last {d} days
          </Button>
        ))}
      </div>
      {!usage.data ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            {(
              [
                ["Active today", usage.data.activeUsers.day],
                ["Active in the last 7 days", usage.data.activeUsers.week],
                ["Active in the last 30 days", usage.data.activeUsers.month],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-md border p-3">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-semibold tabular-nums">{formatCount(value)}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="usage-daily" className="flex flex-col gap-2">
            <h3 id="usage-daily" className="font-medium">
              People active each day
            </h3>
            <LineChart
              data={usage.data.daily.map((d) => ({ x: d.day, people: d.people }))}
              series={[{ key: "people", label: "Active people", area: true }]}
              ariaLabel="People active each day"
              hideLegend
              emptyMessage="Nobody has used the product in this period yet."
            />
          </section>
          <section aria-labelledby="usage-areas" className="flex flex-col gap-2">
            <h3 id="usage-areas" className="font-medium">
              Page views per area
            </h3>
            <BarChart
              data={viewsByArea(usage.data.paths, areas)}
              formatValue={(n) => formatCount(n)}
              ariaLabel="Page views per area"
              emptyMessage="No page views in this period yet."
            />
          </section>
          <section aria-labelledby="usage-funnel" className="flex flex-col gap-2">
            <h3 id="usage-funnel" className="font-medium">
              Key actions
            </h3>
            <FunnelChart
              steps={usage.data.funnel.some((s) => s.value > 0) ? usage.data.funnel : []}
              formatValue={(n) => formatCount(n)}
              ariaLabel="Key actions funnel"
              emptyMessage="Nobody has taken these steps in this period yet."
            />
          </section>
        </>
      )}
    </div>
  );
}
