import { cn } from "@/lib/cn";

export interface ChartLegendItem {
  label: string;
  color: string;
  dashed?: boolean;
}

/** A row of series names with their line swatch (dashed for comparison periods). */
export function ChartLegend({ items, className }: { items: readonly ChartLegendItem[]; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground", className)}>
      {items.map((item) => (
        <li key={item.label} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block w-4 border-t-2 [print-color-adjust:exact]"
            style={{ borderColor: item.color, borderTopStyle: item.dashed ? "dashed" : "solid" }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
