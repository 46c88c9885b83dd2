import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LineChart } from "@/components/ui/charts/line-chart";
import type { MetricFormat, SeriesPoint, WorkspaceFormat } from "../../contracts/report.contracts";
import { formatMetric, reportDay } from "./format";
import { SeriesMetricPicker } from "./series-metric-picker";

export type SeriesMetric = { key: string; label: string; format: MetricFormat };

/**
 * The series chart, drawn on the server for the metric the view names (`metric`, else the first of
 * `metrics`), with the metric picker beside it; the comparison period is drawn dashed.
 */
export function SeriesCard({
  series,
  compared,
  format,
  metrics,
  metric: asked,
  title = "Over time",
}: {
  series: SeriesPoint[];
  compared: boolean;
  format: WorkspaceFormat;
  metrics: SeriesMetric[];
  /** The view's metric (`?metric=`); one the report doesn't have falls back to the first. */
  metric?: string;
  title?: string;
}) {
  const metric = metrics.find((m) => m.key === asked) ?? metrics[0]!;
  const points = series.map((p) => ({
    x: p.x,
    current: (p[metric.key] as number | null) ?? null,
    previous: compared ? ((p[`${metric.key}Prev`] as number | null) ?? null) : null,
  }));
  return (
    <Card className="break-inside-avoid">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">
          {title}
          <span className="hidden print:inline">: {metric.label}</span>
        </CardTitle>
        <SeriesMetricPicker options={metrics.map((m) => ({ key: m.key, label: m.label }))} />
      </CardHeader>
      <CardContent>
        <LineChart
          data={points}
          series={[
            { key: "current", label: metric.label, area: true },
            ...(compared ? [{ key: "previous", label: `${metric.label}, comparison period`, dashed: true }] : []),
          ]}
          formatY={(n) => formatMetric(n, metric.format, format, { compact: true })}
          formatX={(x) => reportDay(x, format)}
          includeZero={metric.format !== "position"}
          ariaLabel={`${metric.label} by ${series.length > 0 && series.length < 60 ? "day or week" : "period"}`}
          xHeader="Day"
        />
      </CardContent>
    </Card>
  );
}
