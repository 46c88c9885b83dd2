"use client";

import { useState } from "react";
import { LineChart } from "@/components/ui/charts";
import { Spinner } from "@/components/ui/spinner";
import { formatCount } from "@/lib/format";
import { statsRanges, type StatsRange } from "../../contracts/pages.constants";
import { usePageStats } from "../../hooks/use-pages";

/** Views, unique visitors, conversions (form sign-ups on the page) and the conversion rate, with a daily chart. */
export function StatsPanel({ id }: { id: string }) {
  const [days, setDays] = useState<StatsRange>(30);
  const { data: stats, isPending, error } = usePageStats(id, days);
  return (
    <section aria-labelledby="page-stats-title" className="flex flex-col gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="page-stats-title" className="font-medium">
          Visits and conversions
        </h2>
        <label className="ml-auto flex items-center gap-2 text-sm">
          Period
          <select className="rounded-md border bg-background px-2 py-1" value={days} onChange={(e) => setDays(Number(e.target.value) as StatsRange)}>
            {statsRanges.map((n) => (
              <option key={n} value={n}>
                Last {n} days
              </option>
            ))}
          </select>
        </label>
      </div>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <p className="text-sm text-destructive">The numbers couldn&apos;t be loaded. Try again in a moment.</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Figure label="Views" value={formatCount(stats.views)} />
            <Figure label="Unique visitors" value={formatCount(stats.visitors)} />
            <Figure label="Conversions" value={formatCount(stats.conversions)} />
            <Figure label="Conversion rate" value={stats.conversionRate === null ? "—" : `${(stats.conversionRate * 100).toFixed(1)}%`} />
          </dl>
          <LineChart
            data={stats.series}
            series={[
              { key: "views", label: "Views" },
              { key: "conversions", label: "Conversions" },
            ]}
            ariaLabel={`Daily views and conversions, last ${days} days`}
            height={200}
          />
          <p className="text-xs text-muted-foreground">Counted without cookies. Numbers update within a few minutes of a visit.</p>
        </>
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-muted/50 p-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
