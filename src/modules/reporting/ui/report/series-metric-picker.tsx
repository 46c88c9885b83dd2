"use client";

import { CommitSelect } from "@/components/ui/commit-select";
import { useReportNav } from "./report-root";

/**
 * The series chart's metric, kept in the address (`?metric=`) like the rest of the view, so a link
 * and the PDF show the same chart; the first metric is the default and leaves the address short.
 */
export function SeriesMetricPicker({ options }: { options: ReadonlyArray<{ key: string; label: string }> }) {
  const { view, setView } = useReportNav();
  const first = options[0]?.key;
  const value = view.metric && options.some((o) => o.key === view.metric) ? view.metric : first;
  return (
    <CommitSelect
      className="w-48 print:hidden"
      aria-label="Metric on the chart"
      value={value ?? ""}
      onCommit={(metric) => setView({ metric: metric === first ? undefined : metric })}
    >
      {options.map((m) => (
        <option key={m.key} value={m.key}>
          {m.label}
        </option>
      ))}
    </CommitSelect>
  );
}
