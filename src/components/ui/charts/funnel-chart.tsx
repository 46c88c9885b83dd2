import { cn } from "@/lib/cn";
import { funnelRows, type FunnelStep } from "./breakdown-model";
import { formatCompact, formatShare, seriesColor } from "./format";

export type { FunnelStep };

export interface FunnelChartProps {
  steps: FunnelStep[];
  formatValue?: (n: number) => string;
  ariaLabel: string;
  className?: string;
  /** Bar colour; default the first chart colour. */
  color?: string;
  /** Shown when `steps` is empty. */
  emptyMessage?: string;
}

const percent = (ratio: number | null) => (ratio === null ? "—" : formatShare(ratio, 1));

/**
 * Stepped, narrowing bars (e.g. sessions → add to cart → checkout → purchase). Each step shows its
 * value and share of the first step; from the second step on, the conversion from the step before.
 */
export function FunnelChart({
  steps,
  formatValue = formatCompact,
  ariaLabel,
  className,
  color = seriesColor(0),
  emptyMessage = "No data for this period.",
}: FunnelChartProps) {
  const rows = funnelRows(steps);
  if (rows.length === 0) {
    return <p className={cn("py-6 text-center text-sm text-muted-foreground", className)}>{emptyMessage}</p>;
  }

  return (
    <ol aria-label={ariaLabel} className={cn("flex min-w-0 flex-col gap-1 [print-color-adjust:exact]", className)}>
      {rows.map((row, i) => (
        <li key={`${row.label}-${i}`} className="flex flex-col gap-1">
          {i > 0 ? (
            <p className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
              <span aria-hidden="true">↓</span>
              <span>
                <span className="font-medium text-foreground tabular-nums">{percent(row.ofPrevious)}</span>
                {` converted from ${row.previousLabel ?? "the previous step"}`}
              </span>
            </p>
          ) : null}
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate" title={row.label}>
              {row.label}
            </span>
            <span className="shrink-0 tabular-nums">
              <span className="font-medium">{formatValue(row.value)}</span>
              {i > 0 ? <span className="text-muted-foreground">{` · ${percent(row.ofFirst)} of ${rows[0]?.label ?? "the first step"}`}</span> : null}
            </span>
          </div>
          <div aria-hidden="true" className="flex h-7 justify-center rounded-md bg-muted/50">
            <div className="h-full rounded-md" style={{ width: `${Math.max(row.width, row.value > 0 ? 0.5 : 0)}%`, background: color }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
