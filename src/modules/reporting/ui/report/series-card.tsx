"use client";

import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LineChart } from "@/components/ui/charts/line-chart";
import { NativeSelect } from "@/components/ui/native-select";
import type { MetricFormat, SeriesPoint, WorkspaceFormat } from "../../contracts/report.contracts";
import { formatDay, formatMetric } from "./format";

export type SeriesMetric = { key: string; label: string; format: MetricFormat };

/** The series chart with a metric picker; the comparison period is drawn dashed beside it. */
export function SeriesCard({ series, compared, format, metrics, title = "Over time" }: { series: SeriesPoint[]; compared: boolean; format: WorkspaceFormat; metrics: SeriesMetric[]; title?: string }) {
  const [key, setKey] = useState(metrics[0]!.key);
  const metric = metrics.find((m) => m.key === key) ?? metrics[0]!;
  const points = series.map((p) => ({ x: p.x, current: (p[metric.key] as number | null) ?? null, previous: compared ? ((p[`${metric.key}Prev`] as number | null) ?? null) : null }));
  return (
    <Card className="break-inside-avoid">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">
          {title}
          <span className="hidden print:inline">: {metric.label}</span>
        </CardTitle>
        <NativeSelect className="w-48 print:hidden" aria-label="Metric on the chart" value={metric.key} onChange={(e) => setKey(e.target.value)}>
          {metrics.map((m) => (
            <option key={m.key} value={m.key}>
              {m.label}
            </option>
          ))}
        </NativeSelect>
      </CardHeader>
      <CardContent>
        <LineChart
          data={points}
          series={[
            { key: "current", label: metric.label, area: true },
            ...(compared ? [{ key: "previous", label: `${metric.label}, comparison period`, dashed: true }] : []),
          ]}
          formatY={(n) => formatMetric(n, metric.format, format, { compact: true })}
          formatX={(x) => formatDay(x, format.locale)}
          includeZero={metric.format !== "position"}
          ariaLabel={`${metric.label} by ${series.length > 0 && series.length < 60 ? "day or week" : "period"}`}
          xHeader="Day"
        />
      </CardContent>
    </Card>
  );
}
