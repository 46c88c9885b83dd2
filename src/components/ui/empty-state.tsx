import type { ComponentType, ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface EmptyStateProps {
  /** A Lucide icon, from lucide-react or drawn as markup (icons.tsx, markup-icons.tsx). */
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" | "false" }>;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: "h2" | "h3" | "h4";
}

export function EmptyState({ icon: Icon, title, description, action, className, headingLevel = "h3" }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className={cn("flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center", className)}>
      {Icon ? (
        <div className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </div>
      ) : null}
      <div className="flex max-w-sm flex-col gap-1">
        <Heading className="text-base font-semibold">{title}</Heading>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
