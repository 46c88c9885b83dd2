import { formatCount } from "./import-copy";
import type { ImportDetail } from "./types";

/** Created / updated / skipped / invalid, as four figures. */
export function Counters({ data }: { data: Pick<ImportDetail, "created" | "updated" | "skipped" | "invalid"> }) {
  const items = [
    { label: "Created", value: data.created, tone: "text-success" },
    { label: "Updated", value: data.updated, tone: "" },
    { label: "Skipped", value: data.skipped, tone: "text-muted-foreground" },
    { label: "Invalid", value: data.invalid, tone: data.invalid > 0 ? "text-destructive" : "text-muted-foreground" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-md border p-3">
          <dt className="text-xs text-muted-foreground">{item.label}</dt>
          <dd className={`text-xl font-semibold tabular-nums ${item.tone}`}>{formatCount(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
