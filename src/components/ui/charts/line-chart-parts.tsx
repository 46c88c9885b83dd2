import type { LineChartDatum } from "./line-chart-model";
import { numericValue } from "./line-chart-model";

export interface Reading {
  key: string;
  label: string;
  color: string;
  dashed?: boolean;
  value: number | null;
}

/** Hover/focus tooltip: the x label and every series' value there. Visual only (aria-hidden). */
export function LineChartTooltip({
  title,
  readings,
  x,
  formatY,
}: {
  title: string;
  readings: readonly Reading[];
  /** Crosshair position, 0–100 % of the plot; the tooltip opens on the roomier side. */
  x: number;
  formatY: (n: number) => string;
}) {
  const side =
    x <= 50
      ? { left: `calc(${x}% + 12px)`, maxWidth: `calc(${100 - x}% - 12px)` }
      : { right: `calc(${100 - x}% + 12px)`, maxWidth: `calc(${x}% - 12px)` };
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute top-0 z-10 w-max rounded-md border bg-popover p-2 text-xs text-popover-foreground shadow-md print:hidden"
      style={side}
    >
      <p className="mb-1 font-medium">{title}</p>
      <ul className="flex flex-col gap-0.5">
        {readings.map((r) => (
          <li key={r.key} className="flex items-center gap-2">
            <span
              className="inline-block w-3 shrink-0 border-t-2"
              style={{ borderColor: r.color, borderTopStyle: r.dashed ? "dashed" : "solid" }}
            />
            <span className="text-muted-foreground">{r.label}</span>
            <span className="ml-auto pl-3 font-medium tabular-nums">{r.value === null ? "—" : formatY(r.value)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The chart's data as a table, for screen readers only. */
export function LineChartDataTable({
  caption,
  xHeader,
  data,
  xLabels,
  series,
  formatY,
}: {
  caption: string;
  xHeader: string;
  data: readonly LineChartDatum[];
  xLabels: readonly string[];
  series: ReadonlyArray<{ key: string; label: string }>;
  formatY: (n: number) => string;
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{xHeader}</th>
          {series.map((s) => (
            <th key={s.key} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((row, i) => (
          <tr key={`${row.x}-${i}`}>
            <th scope="row">{xLabels[i]}</th>
            {series.map((s) => {
              const v = numericValue(row, s.key);
              return <td key={s.key}>{v === null ? "No data" : formatY(v)}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
