"use client";

import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { percentOf } from "@/lib/format";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { useImportErrors, useStartImport } from "../../hooks/use-imports";
import { Counters } from "./counters";
import { formatCount, invalidRowsHref } from "./import-copy";
import type { ImportDetail } from "./types";

/** Step 6: what the import did, the rows it couldn't take with the reasons, and the CSV of them. */
export function SummaryStep({ data, onClose }: { data: ImportDetail; onClose: () => void }) {
  const problems = data.invalid + data.skipped > 0;
  // The rows not imported are contact data: their CSV is for roles that may export it.
  const { data: workspace } = useCurrentWorkspace();
  const canExport = can(workspace.role, "crm.export");
  const errors = useImportErrors(data.id, problems);
  const resume = useStartImport();
  const percent = percentOf(data.committedRows, data.totalRows);
  const headline =
    data.status === "completed"
      ? `Import finished: ${formatCount(data.committedRows)} rows read.`
      : data.status === "cancelled"
        ? `Import cancelled after ${formatCount(data.committedRows)} of ${formatCount(data.totalRows)} rows.`
        : `The import stopped after ${formatCount(data.committedRows)} of ${formatCount(data.totalRows)} rows.`;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium" role="status">
          {headline}
        </p>
        <Progress value={percent} label="Import progress" tone={data.status === "failed" ? "danger" : "default"} />
        {data.status === "failed" && data.error ? <p className="text-sm text-destructive">{data.error}</p> : null}
      </div>
      <Counters data={data} />
      {problems ? (
        <section aria-labelledby="not-imported" className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="not-imported" className="text-sm font-medium">
              Rows not imported
            </h3>
            {canExport ? (
              <Button asChild size="sm" variant="outline">
                <a href={invalidRowsHref(data.id)} download>
                  <Download aria-hidden="true" />
                  Download invalid rows (CSV)
                </a>
              </Button>
            ) : null}
          </div>
          {errors.isLoading ? (
            <Skeleton className="h-24 w-full" />
          ) : errors.isError ? (
            <p className="text-sm text-destructive">
              The list of rows couldn&apos;t be loaded. {canExport ? "Download the CSV instead." : "Try again in a moment."}
            </p>
          ) : (
            <div className="max-h-64 overflow-auto rounded-md border">
              <table className="w-full text-sm">
                <thead className="sticky top-0 bg-muted/80 text-left backdrop-blur">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Row
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Reason
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {(errors.data?.items ?? []).map((e) => (
                    <tr key={e.rowNumber} className="border-t align-top">
                      <td className="px-3 py-2 text-muted-foreground tabular-nums">{e.rowNumber}</td>
                      <td className="px-3 py-2">{e.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {errors.data && errors.data.total > errors.data.items.length ? (
                <p className="border-t px-3 py-2 text-xs text-muted-foreground">
                  Showing {errors.data.items.length} of {formatCount(errors.data.total)}. The CSV has them all.
                </p>
              ) : null}
            </div>
          )}
        </section>
      ) : null}
      <div className="flex justify-end gap-2">
        {data.status === "failed" ? (
          <Button
            type="button"
            variant="outline"
            disabled={resume.isPending}
            onClick={async () => {
              await resume.mutateAsync({ importId: data.id, acceptPartial: data.acceptPartial });
            }}
          >
            Resume import
          </Button>
        ) : null}
        <Button type="button" onClick={onClose}>
          Done
        </Button>
      </div>
    </div>
  );
}
