import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * Decorative loading placeholder (hidden from assistive tech). Announce loading separately,
 * e.g. with aria-busy on the region or a <Spinner>. The pulse stops under prefers-reduced-motion.
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" data-skeleton="" className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)} {...props} />;
}
