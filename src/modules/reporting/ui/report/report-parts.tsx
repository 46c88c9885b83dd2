import { ArrowDownRight, ArrowUpRight } from "@/components/ui/figure-icons";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Sparkline } from "@/components/ui/charts";
import type { DataTableColumn } from "@/components/ui/data-table";
import { cn } from "@/lib/cn";
import type { Kpi, MetricFormat, Row, SeriesPoint, WorkspaceFormat } from "../../contracts/report.contracts";
import { change } from "../../report-math";
import { formatChange, formatMetric } from "./format";

/** A change badge: green when the metric moved the good way (down for costs and positions); neutral when it shows as 0 %. */
export function ChangeBadge({ value, previous, inverse, locale }: { value: number | null; previous: number | null; inverse?: boolean; locale: string }) {
  const c = change(value, previous);
  const text = formatChange(c, locale);
  if (text === null || c === null) return <span className="text-xs text-muted-foreground">no comparison</span>;
  // A change that shows as 0 % (under 0.05 %) is neither good nor bad: no colour, no arrow.
  const flat = Math.abs(c) < 0.0005;
  const good = flat ? null : c > 0 !== !!inverse;
  const Icon = flat ? null : c > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-0.5 text-xs font-medium",
        good === null ? "text-muted-foreground" : good ? "text-success" : "text-destructive",
      )}
    >
      {Icon ? <Icon className="size-3.5" aria-hidden /> : null}
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
                {compared && k.previous !== null && (
                  <span className="text-[11px] text-muted-foreground">was {formatMetric(k.previous, k.format, format, { compact: true })}</span>
                )}
              </div>
              {values && values.length > 2 && <Sparkline values={values} ariaLabel={`${k.label} trend`} className="h-7 w-16 text-primary" />}
            </div>
          </div>
        );
      })}
    </section>
  );
}

export type { SeriesMetric } from "./series-card";

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

/**
 * A titled card of a report. On paper it may run across pages (a table's rows stay whole and its
 * header repeats): kept whole, a long table left the rest of the page before it empty. Its title
 * stays with what follows.
 */
export function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader className="break-after-avoid">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
