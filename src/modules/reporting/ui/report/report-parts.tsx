"use client";

import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LineChart, Sparkline } from "@/components/ui/charts";
import type { DataTableColumn } from "@/components/ui/data-table";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";
import type { Kpi, MetricFormat, ReportBase, Row, SeriesPoint, WorkspaceFormat } from "../../contracts/report.contracts";
import { change } from "../../report-math";
import { formatChange, formatDay, formatMetric } from "./format";

/** A change badge: green when the metric moved the good way (down for costs and positions). */
export function ChangeBadge({ value, previous, inverse, locale }: { value: number | null; previous: number | null; inverse?: boolean; locale: string }) {
  const c = change(value, previous);
  const text = formatChange(c, locale);
  if (text === null || c === null) return <span className="text-xs text-muted-foreground">no comparison</span>;
  const good = c === 0 ? null : (c > 0) !== !!inverse;
  const Icon = c >= 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <span className={cn("inline-flex items-center gap-0.5 text-xs font-medium", good === null ? "text-muted-foreground" : good ? "text-success" : "text-destructive")}>
      <Icon className="size-3.5" aria-hidden />
      {text}
    </span>
  );
}

export function KpiGrid({ kpis, format, series, compared }: { kpis: Kpi[]; format: WorkspaceFormat; series?: SeriesPoint[]; compared: boolean }) {
  return (
    <section aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 print:grid-cols-5">
      {kpis.map((k) => {
        const values = series?.map((p) => p[k.key]).filter((v): v is number => typeof v === "number");
        return (
          <div key={k.key} className="flex flex-col gap-1 rounded-lg border bg-card p-3 break-inside-avoid" data-kpi={k.key}>
            <span className="text-xs font-medium text-muted-foreground">{k.label}</span>
            <span className="text-xl font-semibold tabular-nums" data-value={k.exact ?? k.value ?? ""}>
              {formatMetric(k.value, k.format, format, { compact: k.format !== "money" || Math.abs(k.value ?? 0) >= 1_000_000 })}
            </span>
            <div className="flex items-end justify-between gap-2">
              <div className="flex flex-col">
                {compared && <ChangeBadge value={k.value} previous={k.previous} inverse={k.inverse} locale={format.locale} />}
                {compared && k.previous !== null && <span className="text-[11px] text-muted-foreground">was {formatMetric(k.previous, k.format, format, { compact: true })}</span>}
              </div>
              {values && values.length > 2 && <Sparkline values={values} ariaLabel={`${k.label} trend`} className="h-7 w-16 text-primary" />}
            </div>
          </div>
        );
      })}
    </section>
  );
}

export type SeriesMetric = { key: string; label: string; format: MetricFormat };

/** The series chart with a metric picker; the comparison period is drawn dashed beside it. */
export function SeriesCard({ data, metrics, title = "Over time" }: { data: ReportBase & { series: SeriesPoint[] }; metrics: SeriesMetric[]; title?: string }) {
  const [key, setKey] = useState(metrics[0]!.key);
  const metric = metrics.find((m) => m.key === key) ?? metrics[0]!;
  const compared = data.comparison !== null;
  const points = data.series.map((p) => ({ x: p.x, current: (p[metric.key] as number | null) ?? null, previous: compared ? ((p[`${metric.key}Prev`] as number | null) ?? null) : null }));
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
          formatY={(n) => formatMetric(n, metric.format, data.format, { compact: true })}
          formatX={(x) => formatDay(x, data.format.locale)}
          includeZero={metric.format !== "position"}
          ariaLabel={`${metric.label} by ${data.series.length > 0 && data.series.length < 60 ? "day or week" : "period"}`}
          xHeader="Day"
        />
      </CardContent>
    </Card>
  );
}

/** A metric column for DataTable: formatted, right-aligned, sortable, with its total. */
export function metricColumn<T extends Row>(key: string, header: string, fmt: MetricFormat, ws: WorkspaceFormat, total?: number | null): DataTableColumn<T> {
  return {
    id: key,
    header,
    align: "right",
    cell: (r) => formatMetric(r[key] as number | null, fmt, ws),
    sortValue: (r) => (r[key] as number | null) ?? null,
    ...(total !== undefined ? { total: formatMetric(total, fmt, ws) } : {}),
  };
}

/** A change column (relative change from `<key>Prev`), coloured. */
export function changeColumn<T extends Row>(key: string, header: string, ws: WorkspaceFormat, inverse = false): DataTableColumn<T> {
  return {
    id: `${key}Change`,
    header,
    align: "right",
    cell: (r) => <ChangeBadge value={r[key] as number | null} previous={r[`${key}Prev`] as number | null} inverse={inverse} locale={ws.locale} />,
    sortValue: (r) => change(r[key] as number | null, r[`${key}Prev`] as number | null),
  };
}

export function textColumn<T extends Row>(key: string, header: string, opts: { total?: string; wide?: boolean } = {}): DataTableColumn<T> {
  return {
    id: key,
    header,
    cell: (r) => <span className={cn("block truncate", opts.wide ? "max-w-md" : "max-w-xs")}>{String(r[key] ?? "")}</span>,
    sortValue: (r) => String(r[key] ?? ""),
    ...(opts.total ? { total: opts.total } : {}),
  };
}

export function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <Card className={cn("break-inside-avoid", className)}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** CSV rows of a report: its KPIs, then each table with its header. */
export function csvOf(data: ReportBase & { kpis: Kpi[] }, tables: Array<{ title: string; rows: Row[]; columns: Array<[key: string, header: string]> }>): string[][] {
  const out: string[][] = [["Range", data.range.start, data.range.end], ...(data.comparison ? [["Compared with", data.comparison.start, data.comparison.end]] : []), ["Currency", data.format.currency], [], ["Metric", "Value", "Comparison"]];
  for (const k of data.kpis) out.push([k.label, k.exact ?? (k.value === null ? "" : String(k.value)), k.previous === null ? "" : String(k.previous)]);
  for (const t of tables) {
    out.push([], [t.title], t.columns.map(([, h]) => h));
    for (const r of t.rows) out.push(t.columns.map(([key]) => (r[key] === null || r[key] === undefined ? "" : String(r[key]))));
  }
  return out;
}
