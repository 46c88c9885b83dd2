"use client";

import { Progress as ProgressPrimitive } from "radix-ui";
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

export function Progress({ value, label, className, tone = "default" }: ProgressProps) {
  if (value === null) {
    return (
      <ProgressPrimitive.Root value={null} max={100} aria-label={label} className={cn(trackClasses, className)}>
        <ProgressPrimitive.Indicator className={cn("h-full w-full opacity-60 motion-safe:animate-pulse", toneClasses[tone])} />
      </ProgressPrimitive.Root>
    );
  }
  const clamped = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={100}
      aria-label={label}
      getValueLabel={(v, max) => `${Math.round((v / max) * 100)}%`}
      className={cn(trackClasses, className)}
    >
      <ProgressPrimitive.Indicator
        className={cn("h-full w-full flex-1 transition-transform duration-300", toneClasses[tone])}
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
