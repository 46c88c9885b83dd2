import { AlertTriangle, FilterX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The first page on its way: the table's shape, pulsing. `records`: "contacts", "companies"… */
export function TableSkeleton({ records, testId }: { records: string; testId?: string }) {
  return (
    <div
      className="flex flex-col gap-0 overflow-hidden rounded-md border bg-card"
      aria-busy="true"
      aria-label={`Loading ${records}`}
      role="status"
      data-testid={testId}
    >
      <div className="flex h-10 items-center gap-4 border-b px-3">
        <Skeleton className="h-3 w-4" />
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-3 w-20" />
        <Skeleton className="hidden h-3 w-24 sm:block" />
      </div>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex h-[52px] items-center gap-4 border-b px-3 last:border-0">
          <Skeleton className="size-4" />
          <Skeleton className="size-8 rounded-full" />
          <div className="flex flex-col gap-1.5">
            <Skeleton className="h-3 w-36" />
            <Skeleton className="h-2.5 w-28" />
          </div>
          <Skeleton className="ml-6 hidden h-3 w-24 sm:block" />
          <Skeleton className="hidden h-3 w-20 md:block" />
        </div>
      ))}
      <span className="sr-only">Loading {records}</span>
    </div>
  );
}

export function TableError({ records, message, onRetry, retrying }: { records: string; message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-6 py-12 text-center">
      <AlertTriangle aria-hidden className="size-8 text-destructive" />
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">{capitalised(records)} didn&apos;t load</h3>
        <p className="text-sm text-muted-foreground">{message}</p>
      </div>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </div>
  );
}

/** The filters or search match nothing. */
export function NoMatches({ records, onClear, description }: { records: string; onClear: () => void; description?: ReactNode }) {
  return (
    <EmptyState
      icon={FilterX}
      title={`No ${records} match`}
      description={description ?? `No ${records} match this search and these filters. Loosen a condition or clear them all.`}
      action={
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}
