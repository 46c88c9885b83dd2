import { cn } from "@/lib/cn";

export interface ProgressProps {
  /** 0-100; clamped. Null: indeterminate (the amount isn't known yet). */
  value: number | null;
  /** Accessible name, e.g. "Report generation". */
  label: string;
  className?: string;
  /** Colors the bar: near a limit (warning) or at it (danger). */
  tone?: "default" | "warning" | "danger";
}

const toneClasses = { default: "bg-primary", warning: "bg-warning", danger: "bg-destructive" } as const;
const trackClasses = "relative h-2 w-full overflow-hidden rounded-full bg-muted";

/**
 * A WAI-ARIA progressbar (the markup Radix Progress gives: role, value range, value text and
 * data-state), without script: it renders on the server as well as in the browser.
 */
export function Progress({ value, label, className, tone = "default" }: ProgressProps) {
  if (value === null) {
    return (
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={label}
        data-state="indeterminate"
        data-max={100}
        className={cn(trackClasses, className)}
      >
        <div data-state="indeterminate" data-max={100} className={cn("h-full w-full opacity-60 motion-safe:animate-pulse", toneClasses[tone])} />
      </div>
    );
  }
  const clamped = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  const state = clamped >= 100 ? "complete" : "loading";
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${Math.round(clamped)}%`}
      aria-label={label}
      data-state={state}
      data-value={clamped}
      data-max={100}
      className={cn(trackClasses, className)}
    >
      <div
        data-state={state}
        data-value={clamped}
        data-max={100}
        className={cn("h-full w-full flex-1 transition-transform duration-300", toneClasses[tone])}
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </div>
  );
}
