import { AlertTriangle, FilterX, Plus, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";

/** The first page on its way: the table's shape, pulsing. */
export function TableSkeleton() {
  return (
    <div className="flex flex-col gap-0 overflow-hidden rounded-md border bg-card" aria-busy="true" aria-label="Loading contacts" role="status" data-testid="contacts-loading">
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
      <span className="sr-only">Loading contacts</span>
    </div>
  );
}

export function TableError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-6 py-12 text-center">
      <AlertTriangle aria-hidden className="size-8 text-destructive" />
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">Contacts didn&apos;t load</h3>
        <p className="text-sm text-muted-foreground">{message}</p>
      </div>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </div>
  );
}

/** No contacts at all: how to get the first ones in. */
export function NoContacts({ canWrite, onNew, onImports }: { canWrite: boolean; onNew: () => void; onImports: () => void }) {
  return (
    <EmptyState
      icon={Users}
      title="No contacts yet"
      description={
        canWrite ? (
          <>
            Add people one by one, or bring a whole list in from a CSV on the{" "}
            <button type="button" onClick={onImports} className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline">
              Imports
            </button>{" "}
            tab (exports of HubSpot, Mailchimp, Salesforce and Google Contacts are recognised).
          </>
        ) : (
          "Contacts your team adds or imports show up here."
        )
      }
      action={
        canWrite ? (
          <Button onClick={onNew}>
            <Plus aria-hidden /> New contact
          </Button>
        ) : null
      }
    />
  );
}

/** The filter or search matches nobody. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon={FilterX}
      title="No contacts match"
      description="Nobody matches this search and these filters. Loosen a condition or clear them all."
      action={
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}
