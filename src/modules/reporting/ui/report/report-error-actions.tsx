"use client";

import { RefreshCw } from "@/components/ui/icons";
import { buttonVariants, PlainButton } from "@/components/ui/plain-button";
import { useReportNav } from "./report-root";

/** What a person can do when a report couldn't be read: ask again, or drop the filters that were refused. */
export function ReportErrorActions() {
  const { reload, setView, pending } = useReportNav();
  return (
    <div className="flex gap-2">
      <PlainButton onClick={reload} className={buttonVariants({ variant: "outline" })} disabled={pending}>
        <RefreshCw aria-hidden /> Try again
      </PlainButton>
      <PlainButton onClick={() => setView({ sourceIds: [], campaignIds: [] })} className={buttonVariants({ variant: "ghost" })} disabled={pending}>
        Clear filters
      </PlainButton>
    </div>
  );
}
