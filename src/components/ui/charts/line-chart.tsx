"use client";

import { useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from "react";
import { cn } from "@/lib/cn";
import { ChartLegend } from "./chart-legend";
import { formatChartLabel, formatCompact, isIsoDate, seriesColor } from "./format";
import { LineChartDataTable, LineChartTooltip } from "./line-chart-parts";
import {
  areaPath,
  baselineY,
  linePath,
  moveIndex,
  nearestIndex,
  numericValue,
  segments,
  xPosition,
  yScale,
  yTicks,
  type LineChartDatum,
} from "./line-chart-model";
import { thinIndices } from "./scale";
import { useElementWidth } from "./use-element-width";

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
/** Width assumed before measuring (server render): a phone, so labels never crowd. */
const FALLBACK_WIDTH = 320;
const CHAR_PX = 7;

type Active = { index: number; fromKeyboard: boolean } | null;

/**
 * Line/area chart in plain SVG. Geometry is in percentages of the plot box, so the server output
 * already fits any width and prints correctly; the measured width only decides how many x labels fit.
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
  const [wrapperRef, width] = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<Active>(null);
  const hintId = useId();
  const count = data.length;
  const plotHeight = Math.max(60, height - X_AXIS_HEIGHT);

  const lines = useMemo(() => series.map((s, i) => ({ ...s, color: seriesColor(i, s.color) })), [series]);
  const ticks = useMemo(() => yTicks(data, series.map((s) => s.key), includeZero), [data, series, includeZero]);
  const runs = useMemo(() => lines.map((s) => segments(data, s.key, ticks)), [lines, data, ticks]);
  const xLabels = useMemo(() => data.map((d) => formatX(d.x)), [data, formatX]);

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

  const scaleY = yScale(ticks);
  const y = (v: number) => Math.round(scaleY(v) * 100) / 100;
  const base = baselineY(ticks);
  const tickLabels = ticks.map(formatY);
  const longestTick = Math.max(...tickLabels.map((l) => l.length));
  const longestLabel = Math.max(1, ...xLabels.map((l) => l.length));
  const plotWidth = (width ?? FALLBACK_WIDTH) - longestTick * CHAR_PX - 12;
  const shownLabels = thinIndices(count, plotWidth / (longestLabel * CHAR_PX + 16));

  const activeRow = active ? data[active.index] : undefined;
  const activeX = active ? xPosition(active.index, count) : 0;
  const activeTitle = active ? (xLabels[active.index] ?? "") : "";
  const readings = activeRow ? lines.map((s) => ({ ...s, value: numericValue(activeRow, s.key) })) : [];
  const liveText =
    active?.fromKeyboard && activeRow
      ? `${activeTitle}: ${readings.map((r) => `${r.label} ${r.value === null ? "no data" : formatY(r.value)}`).join(", ")}`
      : "";

  function onPointer(e: PointerEvent<HTMLDivElement>) {
    const rect = e.currentTarget.getBoundingClientRect();
    if (rect.width === 0) return;
    setActive({ index: nearestIndex((e.clientX - rect.left) / rect.width, count), fromKeyboard: false });
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === "Escape" && active) {
      setActive(null);
      return;
    }
    const next = moveIndex(active?.index ?? null, e.key, count);
    if (next === undefined) return;
    e.preventDefault();
    setActive({ index: next, fromKeyboard: true });
  }

  return (
    <div className={cn("flex min-w-0 flex-col gap-3", className)}>
      {hideLegend ? null : <ChartLegend items={lines} />}
      <div
        ref={wrapperRef}
        role="group"
        aria-roledescription="chart"
        aria-label={ariaLabel}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
        className="grid rounded-sm pt-2 text-xs [print-color-adjust:exact]"
        style={{
          gridTemplateColumns: `calc(${longestTick}ch + 0.75rem) minmax(0, 1fr)`,
          gridTemplateRows: `${plotHeight}px ${X_AXIS_HEIGHT}px`,
        }}
      >
        <div aria-hidden="true" className="relative text-muted-foreground tabular-nums">
          {ticks.map((t, i) => (
            <span
              key={t}
              className="absolute right-2 -translate-y-1/2 leading-none whitespace-nowrap"
              style={{ top: `${y(t)}%` }}
            >
              {tickLabels[i]}
            </span>
          ))}
        </div>

        <div
          className="relative touch-pan-y"
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={() => setActive((a) => (a?.fromKeyboard ? a : null))}
        >
          <svg
            aria-hidden="true"
            focusable="false"
            className="absolute inset-0 size-full overflow-visible"
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
          >
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
                    run.length > 1 ? (
                      <path key={`${s.key}-area-${j}`} d={areaPath(run, base)} style={{ fill: s.color }} fillOpacity={0.12} />
                    ) : null,
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

          {active ? (
            <>
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 w-px bg-muted-foreground/50 print:hidden"
                style={{ left: `${activeX}%` }}
              />
              {readings.map((r) =>
                r.value === null ? null : (
                  <span
                    key={r.key}
                    aria-hidden="true"
                    className="pointer-events-none absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background print:hidden"
                    style={{ left: `${activeX}%`, top: `${y(r.value)}%`, background: r.color }}
                  />
                ),
              )}
              <LineChartTooltip title={activeTitle} readings={readings} x={activeX} formatY={formatY} />
            </>
          ) : null}
        </div>

        <div aria-hidden="true" />
        <div aria-hidden="true" className="relative text-muted-foreground">
          {shownLabels.map((i) => {
            const x = xPosition(i, count);
            return (
              <span
                key={i}
                className="absolute top-1.5 leading-none whitespace-nowrap"
                style={{ left: `${x}%`, transform: `translateX(-${x}%)` }}
              >
                {xLabels[i]}
              </span>
            );
          })}
        </div>
      </div>
      <p id={hintId} className="sr-only">
        Use the left and right arrow keys to read each point. The data is also in the table that follows.
      </p>
      <p aria-live="polite" className="sr-only">
        {liveText}
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
