"use client";

import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";

export interface ProgressProps {
  /** 0-100; clamped. */
  value: number;
  /** Accessible name, e.g. "Report generation". */
  label: string;
  className?: string;
  /** Colors the bar: near a limit (warning) or at it (danger). */
  tone?: "default" | "warning" | "danger";
}

const toneClasses = { default: "bg-primary", warning: "bg-warning", danger: "bg-destructive" } as const;

export function Progress({ value, label, className, tone = "default" }: ProgressProps) {
  const clamped = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={100}
      aria-label={label}
      getValueLabel={(v, max) => `${Math.round((v / max) * 100)}%`}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <ProgressPrimitive.Indicator
        className={cn("h-full w-full flex-1 transition-transform duration-300", toneClasses[tone])}
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
