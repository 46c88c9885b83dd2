"use client";

import { Download, FileSpreadsheet, Trash2, Upload } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { formatWhen, percentOf, readerTimeFormat } from "@/lib/format";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { useDiscardImport, useImports } from "../../hooks/use-imports";
import { formatCount, invalidRowsHref, isActive, statusLabels, statusTones } from "./import-copy";
import { ImportWizard } from "./import-wizard";
import type { ImportSummary } from "./types";

/** data/crm-lists?tab=imports: past imports with their counters, and the wizard for a new one. */
export function ImportsPanel() {
  const { data: workspace } = useCurrentWorkspace();
  const canWrite = can(workspace.role, "crm.write");
  const canExport = can(workspace.role, "crm.export");
  const list = useImports();
  // The wizard is keyed so each opening starts fresh (a new import, or the one clicked).
  const [wizard, setWizard] = useState<{ key: number; importId: string | null } | null>(null);
  const openWizard = (importId: string | null) => setWizard({ key: Date.now(), importId });
  const [discarding, setDiscarding] = useState<ImportSummary | null>(null);
  const discard = useDiscardImport();

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Imports</h2>
          <p className="text-sm text-muted-foreground">Bring contacts in from a CSV: HubSpot, Mailchimp, Salesforce, Google Contacts or any spreadsheet.</p>
        </div>
        {canWrite ? (
          <Button type="button" onClick={() => openWizard(null)}>
            <Upload aria-hidden="true" />
            Import contacts
          </Button>
        ) : null}
      </div>

      {list.isLoading ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading imports">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-md border p-4 text-sm">
          <p>The imports couldn&apos;t be loaded.</p>
          <Button type="button" size="sm" variant="outline" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : (list.data ?? []).length === 0 ? (
        <EmptyState
          icon={FileSpreadsheet}
          title="No imports yet"
          description={
            canWrite
              ? "Import a CSV of contacts: columns are matched for you, and duplicates merge the way you choose."
              : "Imports that people in this workspace run show here."
          }
          action={
            canWrite ? (
              <Button type="button" onClick={() => openWizard(null)}>
                Import contacts
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Recent imports">
          {list.data!.map((item) => (
            <ImportItem
              key={item.id}
              item={item}
              canExport={canExport}
              onOpen={() => openWizard(item.id)}
              onDiscard={canWrite && discardable(item.status) ? () => setDiscarding(item) : undefined}
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title={`Discard the import of ${discarding?.fileName ?? "this file"}?`}
        description={
          discarding && discarding.committedRows > 0
            ? "The file you uploaded and its list of rows not imported are deleted, and the import leaves this list. Contacts it already imported stay."
            : "The file you uploaded and its column mapping are deleted, and the import leaves this list. No contact was imported from it."
        }
        confirmLabel="Discard import"
        destructive
        pending={discard.isPending}
        onConfirm={() => discard.mutateAsync({ importId: discarding!.id })}
      />

      {wizard ? (
        <ImportWizard
          key={wizard.key}
          open
          initialImportId={wizard.importId}
          onOpenChange={(open) => {
            if (!open) {
              setWizard(null);
              void list.refetch();
            }
          }}
        />
      ) : null}
    </div>
  );
}

/** Imports nobody will finish: waiting for their mapping, stopped, or cancelled. */
const discardable = (status: ImportSummary["status"]) => status === "uploaded" || status === "failed" || status === "cancelled";

function ImportItem({ item, canExport, onOpen, onDiscard }: { item: ImportSummary; canExport: boolean; onOpen: () => void; onDiscard?: () => void }) {
  const active = isActive(item.status);
  const problems = item.invalid + item.skipped;
  return (
    <li className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" onClick={onOpen} className="truncate text-left font-medium underline-offset-4 hover:underline focus-visible:underline">
            {item.fileName}
          </button>
          <Badge variant={statusTones[item.status]}>{statusLabels[item.status]}</Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {formatWhen(item.createdAt, readerTimeFormat())} · {formatCount(item.totalRows)} rows
          {item.status !== "uploaded"
            ? ` · ${formatCount(item.created)} created, ${formatCount(item.updated)} updated, ${formatCount(item.skipped)} skipped, ${formatCount(item.invalid)} invalid`
            : ""}
        </p>
        {active ? <Progress value={percentOf(item.committedRows, item.totalRows)} label={`Progress of ${item.fileName}`} className="mt-1 sm:max-w-sm" /> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {problems > 0 && !active && canExport ? (
          <Button asChild size="sm" variant="outline">
            <a href={invalidRowsHref(item.id)} download>
              <Download aria-hidden="true" />
              Download invalid rows
            </a>
          </Button>
        ) : null}
        <Button type="button" size="sm" variant={item.status === "uploaded" ? "default" : "ghost"} onClick={onOpen}>
          {item.status === "uploaded" ? "Continue" : active ? "Follow" : "Summary"}
        </Button>
        {onDiscard ? (
          <Button type="button" size="sm" variant="ghost" onClick={onDiscard} aria-label={`Discard the import of ${item.fileName}`}>
            <Trash2 aria-hidden="true" />
            Discard
          </Button>
        ) : null}
      </div>
    </li>
  );
}
