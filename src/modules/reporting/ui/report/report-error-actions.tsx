"use client";

import { RefreshCw } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { useReportNav } from "./report-root";

/** What a person can do when a report couldn't be read: ask again, or drop the filters that were refused. */
export function ReportErrorActions() {
  const { reload, setView, pending } = useReportNav();
  return (
    <div className="flex gap-2">
      <Button onClick={reload} variant="outline" disabled={pending}>
        <RefreshCw aria-hidden /> Try again
      </Button>
      <Button onClick={() => setView({ sourceIds: [], campaignIds: [] })} variant="ghost" disabled={pending}>
        Clear filters
      </Button>
    </div>
  );
}
