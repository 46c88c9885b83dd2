import { Loader2 } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export interface SpinnerProps extends Omit<ComponentProps<"span">, "children"> {
  /** Text announced to screen readers. */
  label?: string;
  size?: "sm" | "md" | "lg";
}

const sizes = { sm: "size-4", md: "size-5", lg: "size-8" } as const;

/** Loading indicator: a live `role="status"` region with visually hidden text. */
export function Spinner({ label = "Loading", size = "md", className, ...props }: SpinnerProps) {
  return (
    <span role="status" className={cn("inline-flex items-center text-muted-foreground", className)} {...props}>
      <Loader2 aria-hidden="true" className={cn("animate-spin", sizes[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
