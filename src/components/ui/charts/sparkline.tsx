import { cn } from "@/lib/cn";
import { areaPath, linePath, type Point } from "./line-chart-model";
import { linearScale } from "./scale";

export interface SparklineProps {
  values: number[];
  ariaLabel: string;
  /** Size and colour: the line uses currentColor. Default "h-8 w-24 text-primary". */
  className?: string;
  /** Light fill under the line (default true). */
  area?: boolean;
}

const HEIGHT = 24;
const PAD = 2;

/** Tiny trend line for KPI cards; stretches to its box. Non-finite values leave a gap. */
export function Sparkline({ values, ariaLabel, className, area = true }: SparklineProps) {
  const finite = values.filter((v) => Number.isFinite(v));
  const y = linearScale([Math.min(...finite), Math.max(...finite)], [HEIGHT - PAD, PAD]);
  const runs: Point[][] = [[]];
  values.forEach((v, index) => {
    if (!Number.isFinite(v)) {
      runs.push([]);
      return;
    }
    const x = values.length <= 1 ? 50 : (index / (values.length - 1)) * 100;
    runs.at(-1)?.push({ index, x, y: y(v) });
  });
  const drawn = runs.filter((run) => run.length > 0);

  return (
    <svg
      role="img"
      aria-label={ariaLabel}
      viewBox={`0 0 100 ${HEIGHT}`}
      preserveAspectRatio="none"
      className={cn("h-8 w-24 overflow-visible text-primary [print-color-adjust:exact]", className)}
    >
      {area ? drawn.map((run, i) => <path key={`a${i}`} d={areaPath(run, HEIGHT)} fill="currentColor" fillOpacity={0.12} />) : null}
      {drawn.map((run, i) => (
        <path
          key={`l${i}`}
          d={linePath(run)}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          strokeLinecap="round"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}
