import type { ReactNode } from "react";
import { percentOf } from "@/lib/format";
import { cn } from "@/lib/cn";
import { Progress } from "./progress";

export interface JobProgressFrameProps {
  /** The heading's id; the section is named by its heading. */
  id: string;
  headingLevel?: "h2" | "h3";
  /** What the job is doing: "Crawling", "Waiting for a worker…". */
  title: string;
  /** What it works on, after the title: a site, a list. */
  subject?: string;
  /** Units done of the total; a total of null or 0 isn't known yet, and the bar is indeterminate. */
  done: number;
  total: number | null;
  /** The progress bar's accessible name: "Audit progress". */
  label: string;
  /** The counts in words; announced politely as they change. */
  children: ReactNode;
  /** data-testid of the counts line. */
  detailTestId?: string;
  /** What goes under the counts: Stop, for those who may. */
  actions?: ReactNode;
  className?: string;
}

/**
 * A background job as it runs, without script (it renders on the server as well as in the
 * browser): its title, a progress bar with the percentage, the counts in words in a polite live
 * region, then any actions. JobProgress adds Stop behind a confirmation.
 */
export function JobProgressFrame({
  id,
  headingLevel: Heading = "h2",
  title,
  subject,
  done,
  total,
  label,
  children,
  detailTestId,
  actions,
  className,
}: JobProgressFrameProps) {
  const known = total !== null && total > 0;
  const percent = known ? percentOf(done, total) : null;
  return (
    <section aria-labelledby={id} className={cn("grid gap-3 rounded-lg border p-4", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={id} className="min-w-0 text-base font-semibold wrap-anywhere">
          {title}
          {subject ? <span className="font-normal text-muted-foreground"> {subject}</span> : null}
        </Heading>
        {percent === null ? null : <span className="text-sm text-muted-foreground tabular-nums">{percent}%</span>}
      </div>
      <Progress value={percent} label={label} />
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid={detailTestId}>
        {children}
      </p>
      {actions}
    </section>
  );
}
