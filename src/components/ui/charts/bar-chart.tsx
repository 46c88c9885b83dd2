import { AppLink } from "../app-link";
import { cn } from "@/lib/cn";
import { barRows, type BarDatum } from "./breakdown-model";
import { formatCompact, seriesColor } from "./format";

export type { BarDatum };

export interface BarChartProps {
  data: BarDatum[];
  formatValue?: (n: number) => string;
  ariaLabel: string;
  /** Value of a full bar; default the largest value or comparison. */
  max?: number;
  className?: string;
  /** Bar colour; default the first chart colour. */
  color?: string;
  /** What the comparison marker means, read out and shown in the key. Default "Previous period". */
  compareLabel?: string;
  /** Shown when `data` is empty. */
  emptyMessage?: string;
}

/** Rows share the list's columns (subgrid), so every bar starts and ends at the same x. */
const listGrid = "grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)_auto]";
const rowGrid = "col-span-full grid grid-cols-subgrid items-center gap-y-1 rounded-md px-2 py-1.5";

/**
 * Horizontal bars for a breakdown (channels, campaigns, pages): label, bar, value. On phones the
 * bar drops under the label and value. Plain HTML, so it needs no JavaScript and prints as shown.
 */
export function BarChart({
  data,
  formatValue = formatCompact,
  ariaLabel,
  max,
  className,
  color = seriesColor(0),
  compareLabel = "Previous period",
  emptyMessage = "No data for this period.",
}: BarChartProps) {
  const rows = barRows(data, max);
  if (rows.length === 0) {
    return <p className={cn("py-6 text-center text-sm text-muted-foreground", className)}>{emptyMessage}</p>;
  }
  const hasCompare = rows.some((r) => r.compareAt !== null);

  return (
    <div className={cn("flex min-w-0 flex-col gap-2 [print-color-adjust:exact]", className)}>
      <ul aria-label={ariaLabel} className={listGrid}>
        {rows.map((row, i) => {
          const content = (
            <>
              <span className="col-start-1 row-start-1 min-w-0 truncate text-sm" title={row.label}>
                {row.label}
              </span>
              <span className="col-start-2 row-start-1 text-right text-sm font-medium tabular-nums sm:col-start-3">
                {formatValue(row.value)}
                {row.compare != null && Number.isFinite(row.compare) ? (
                  <span className="sr-only">{`, ${compareLabel.toLowerCase()} ${formatValue(row.compare)}`}</span>
                ) : null}
              </span>
              <span
                aria-hidden="true"
                className="relative col-span-2 row-start-2 h-2 rounded-full bg-muted sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:h-2.5"
              >
                <span className="absolute inset-y-0 left-0 rounded-full" style={{ width: `${row.width}%`, background: color }} />
                {row.compareAt !== null ? (
                  <span className="absolute -inset-y-1 w-0.5 -translate-x-1/2 rounded-full bg-foreground/40" style={{ left: `${row.compareAt}%` }} />
                ) : null}
              </span>
            </>
          );
          return (
            <li key={`${row.label}-${i}`} className="col-span-full grid grid-cols-subgrid">
              {row.href ? (
                <AppLink href={row.href} className={cn(rowGrid, "transition-colors hover:bg-muted/60")}>
                  {content}
                </AppLink>
              ) : (
                <div className={rowGrid}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
      {hasCompare ? (
        <p aria-hidden="true" className="flex items-center gap-1.5 px-2 text-xs text-muted-foreground">
          <span className="inline-block h-3 w-0.5 rounded-full bg-foreground/40" />
          {compareLabel}
        </p>
      ) : null}
    </div>
  );
}
