import type { LineChartDatum } from "./line-chart-model";
import { numericValue } from "./line-chart-model";

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
