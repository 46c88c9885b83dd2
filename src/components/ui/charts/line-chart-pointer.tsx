"use client";

import { useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { moveIndex, nearestIndex, xPosition } from "./pointer-math";

/** One series as the pointer reads it: values already formatted on the server, y positions in % of the plot. */
export interface PointerSeries {
  key: string;
  label: string;
  color: string;
  dashed?: boolean;
  /** Each point's value as shown; null for a gap. */
  values: ReadonlyArray<string | null>;
  /** Each point's y, 0–100 % of the plot from the top; null for a gap. */
  ys: ReadonlyArray<number | null>;
}

type Active = { index: number; fromKeyboard: boolean } | null;

/**
 * The only part of the line chart that runs in the browser: the focusable chart box, the crosshair
 * and tooltip that follow the pointer, and reading the points with the arrow keys (announced in a
 * live region). Axes and lines come drawn from the server as `yAxis`, `plot` and `xAxis`.
 */
export function LineChartPointer({
  ariaLabel,
  hintId,
  labels,
  series,
  style,
  yAxis,
  plot,
  xAxis,
}: {
  ariaLabel: string;
  hintId: string;
  /** Each point's x label. */
  labels: readonly string[];
  series: readonly PointerSeries[];
  /** The grid's columns and rows (the server sizes the y axis to its labels). */
  style: CSSProperties;
  yAxis: ReactNode;
  plot: ReactNode;
  xAxis: ReactNode;
}) {
  const [active, setActive] = useState<Active>(null);
  const count = labels.length;
  const x = active ? xPosition(active.index, count) : 0;
  const title = active ? (labels[active.index] ?? "") : "";
  const readings = active ? series.map((s) => ({ ...s, value: s.values[active.index] ?? null, y: s.ys[active.index] ?? null })) : [];
  const liveText = active?.fromKeyboard ? `${title}: ${readings.map((r) => `${r.label} ${r.value ?? "no data"}`).join(", ")}` : "";

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

  // The tooltip opens on the roomier side of the crosshair.
  const side: CSSProperties =
    x <= 50 ? { left: `calc(${x}% + 12px)`, maxWidth: `calc(${100 - x}% - 12px)` } : { right: `calc(${100 - x}% + 12px)`, maxWidth: `calc(${x}% - 12px)` };

  return (
    <>
      <div
        role="group"
        aria-roledescription="chart"
        aria-label={ariaLabel}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
        className="grid rounded-sm pt-2 text-xs [print-color-adjust:exact]"
        style={style}
      >
        {yAxis}
        <div
          className="relative touch-pan-y"
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={() => setActive((a) => (a?.fromKeyboard ? a : null))}
        >
          {plot}
          {active && (
            <>
              <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 w-px bg-muted-foreground/50 print:hidden" style={{ left: `${x}%` }} />
              {readings.map((r) =>
                r.y === null ? null : (
                  <span
                    key={r.key}
                    aria-hidden="true"
                    className="pointer-events-none absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background print:hidden"
                    style={{ left: `${x}%`, top: `${r.y}%`, background: r.color }}
                  />
                ),
              )}
              <div
                aria-hidden="true"
                className="pointer-events-none absolute top-0 z-10 w-max rounded-md border bg-popover p-2 text-xs text-popover-foreground shadow-md print:hidden"
                style={side}
              >
                <p className="mb-1 font-medium">{title}</p>
                <ul className="flex flex-col gap-0.5">
                  {readings.map((r) => (
                    <li key={r.key} className="flex items-center gap-2">
                      <span className="inline-block w-3 shrink-0 border-t-2" style={{ borderColor: r.color, borderTopStyle: r.dashed ? "dashed" : "solid" }} />
                      <span className="text-muted-foreground">{r.label}</span>
                      <span className="ml-auto pl-3 font-medium tabular-nums">{r.value ?? "—"}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </>
          )}
        </div>
        <div aria-hidden="true" />
        {xAxis}
      </div>
      <p aria-live="polite" className="sr-only">
        {liveText}
      </p>
    </>
  );
}
