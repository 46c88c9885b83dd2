import { useId } from "react";
import { cn } from "@/lib/cn";
import { ChartLegend } from "./chart-legend";
import { formatChartLabel, formatCompact, isIsoDate, seriesColor } from "./format";
import { LineChartDataTable } from "./line-chart-parts";
import {
  areaPath,
  baselineY,
  labelTiers,
  linePath,
  numericValue,
  roundPercent,
  segments,
  tierClass,
  xPosition,
  yScale,
  yTicks,
  type LineChartDatum,
} from "./line-chart-model";
import { LineChartPointer } from "./line-chart-pointer";

export type { LineChartDatum };

export interface LineChartSeries {
  key: string;
  label: string;
  /** CSS colour; defaults to the theme's --chart-N in series order. */
  color?: string;
  /** Dashed line, e.g. the comparison period. */
  dashed?: boolean;
  /** Fill the area under the line. */
  area?: boolean;
}

export interface LineChartProps {
  data: LineChartDatum[];
  series: LineChartSeries[];
  formatY?: (n: number) => string;
  formatX?: (x: string) => string;
  /** Total height in px, x labels included. Default 240. */
  height?: number;
  ariaLabel: string;
  className?: string;
  /** Keep zero on the y axis (default true); turn off for values far from zero, like positions. */
  includeZero?: boolean;
  /** Header of the x column in the screen-reader table. Default "Date" for ISO days, else "Label". */
  xHeader?: string;
  hideLegend?: boolean;
  /** Shown when `data` is empty. */
  emptyMessage?: string;
}

const X_AXIS_HEIGHT = 24;

/**
 * Line/area chart in plain SVG, drawn where it is rendered (on the server for report pages): the
 * geometry is in percentages of the plot box (viewBox 0 0 100 100 stretched to it), so it fits any
 * width and prints as shown, and the x labels pick their density with container queries. Only the
 * hover and keyboard reading run in the browser (LineChartPointer), on values formatted here.
 */
export function LineChart({
  data,
  series,
  formatY = formatCompact,
  formatX = formatChartLabel,
  height = 240,
  ariaLabel,
  className,
  includeZero = true,
  xHeader,
  hideLegend = false,
  emptyMessage = "No data for this period.",
}: LineChartProps) {
  const hintId = useId();
  const count = data.length;
  if (count === 0) {
    return (
      <div
        role="img"
        aria-label={`${ariaLabel}: ${emptyMessage}`}
        className={cn("flex items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground", className)}
        style={{ height }}
      >
        <span aria-hidden="true">{emptyMessage}</span>
      </div>
    );
  }

  const plotHeight = Math.max(60, height - X_AXIS_HEIGHT);
  const lines = series.map((s, i) => ({ ...s, color: seriesColor(i, s.color) }));
  const ticks = yTicks(
    data,
    series.map((s) => s.key),
    includeZero,
  );
  const runs = lines.map((s) => segments(data, s.key, ticks));
  const xLabels = data.map((d) => formatX(d.x));
  const scaleY = yScale(ticks);
  const y = (v: number) => roundPercent(scaleY(v));
  const base = baselineY(ticks);
  const tickLabels = ticks.map(formatY);
  const longestTick = Math.max(...tickLabels.map((l) => l.length));
  const tiers = labelTiers(count, Math.max(1, ...xLabels.map((l) => l.length)));

  const yAxis = (
    <div aria-hidden="true" className="relative text-muted-foreground tabular-nums">
      {ticks.map((t, i) => (
        <span key={t} className="absolute right-2 -translate-y-1/2 leading-none whitespace-nowrap" style={{ top: `${y(t)}%` }}>
          {tickLabels[i]}
        </span>
      ))}
    </div>
  );

  const plot = (
    <svg aria-hidden="true" focusable="false" className="absolute inset-0 size-full overflow-visible" viewBox="0 0 100 100" preserveAspectRatio="none">
      {ticks.map((t) => (
        <line
          key={t}
          x1={0}
          x2={100}
          y1={y(t)}
          y2={y(t)}
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
          className={t === 0 ? "stroke-muted-foreground/50" : "stroke-border"}
        />
      ))}
      {lines.map((s, i) =>
        s.area
          ? runs[i]?.map((run, j) =>
              run.length > 1 ? <path key={`${s.key}-area-${j}`} d={areaPath(run, base)} style={{ fill: s.color }} fillOpacity={0.12} /> : null,
            )
          : null,
      )}
      {lines.map((s, i) =>
        runs[i]?.map((run, j) => (
          <path
            key={`${s.key}-line-${j}`}
            d={linePath(run)}
            fill="none"
            style={{ stroke: s.color }}
            strokeWidth={run.length === 1 ? 6 : 2}
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeDasharray={s.dashed ? "5 4" : undefined}
            vectorEffect="non-scaling-stroke"
          />
        )),
      )}
    </svg>
  );

  const xAxis = (
    <div aria-hidden="true" className="@container relative text-muted-foreground">
      {xLabels.map((label, i) => {
        const display = tierClass(tiers[i]!);
        if (display === null) return null;
        const x = xPosition(i, count);
        return (
          <span key={i} className={cn("absolute top-1.5 leading-none whitespace-nowrap", display)} style={{ left: `${x}%`, transform: `translateX(-${x}%)` }}>
            {label}
          </span>
        );
      })}
    </div>
  );

  return (
    <div className={cn("flex min-w-0 flex-col gap-3", className)}>
      {hideLegend ? null : <ChartLegend items={lines} />}
      <LineChartPointer
        ariaLabel={ariaLabel}
        hintId={hintId}
        labels={xLabels}
        series={lines.map((s) => {
          const values = data.map((row) => numericValue(row, s.key));
          return {
            key: s.key,
            label: s.label,
            color: s.color,
            dashed: s.dashed,
            values: values.map((v) => (v === null ? null : formatY(v))),
            ys: values.map((v) => (v === null ? null : y(v))),
          };
        })}
        style={{ gridTemplateColumns: `calc(${longestTick}ch + 0.75rem) minmax(0, 1fr)`, gridTemplateRows: `${plotHeight}px ${X_AXIS_HEIGHT}px` }}
        yAxis={yAxis}
        plot={plot}
        xAxis={xAxis}
      />
      <p id={hintId} className="sr-only">
        Use the left and right arrow keys to read each point. The data is also in the table that follows.
      </p>
      <LineChartDataTable
        caption={ariaLabel}
        xHeader={xHeader ?? (isIsoDate(data[0]?.x ?? "") ? "Date" : "Label")}
        data={data}
        xLabels={xLabels}
        series={lines}
        formatY={formatY}
      />
    </div>
  );
}
