import { Plus, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { TableError as GenericError, NoMatches as GenericNoMatches, TableSkeleton as GenericSkeleton } from "../table/table-states";

/** The first page on its way: the table's shape, pulsing. */
export function TableSkeleton() {
  return <GenericSkeleton records="contacts" testId="contacts-loading" />;
}

export function TableError(p: { message: string; onRetry: () => void; retrying: boolean }) {
  return <GenericError records="contacts" {...p} />;
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
    <GenericNoMatches records="contacts" onClear={onClear} description="Nobody matches this search and these filters. Loosen a condition or clear them all." />
  );
}
