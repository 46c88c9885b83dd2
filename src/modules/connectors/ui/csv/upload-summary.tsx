"use client";

import { CheckCircle2, TriangleAlert } from "lucide-react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { plural } from "../format";
import type { UploadResult } from "./upload-request";

/** What an upload did: rows read and written over which days, and every row that couldn't be read. */
export function UploadSummary({ result }: { result: UploadResult }) {
  return (
    <div className="grid gap-3" aria-live="polite">
      {result.written ? (
        <div className="flex items-start gap-2 rounded-md border border-success/30 bg-success/10 p-3 text-sm text-success">
          <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">
              {plural(result.rowsRead, "row")} read, {plural(result.rowsWritten, "row")} written for {result.range.start} to {result.range.end}.
            </p>
            <p className="text-foreground/80">What was stored for those days before was replaced.</p>
          </div>
        </div>
      ) : (
        <div className="flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive" role="alert">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>
            {result.message} Fix the file, change the mapping, or upload the {plural(result.rowsRead, "row")} that can be read and skip the others.
          </p>
        </div>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {[
          ["Rows read", result.rowsRead],
          ["Rows written", result.rowsWritten],
          ["Invalid rows", result.invalidCount],
          ["Blank or total lines", result.skipped],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border p-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{Number(value).toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
      {result.invalid.length > 0 ? (
        <div className="grid gap-1">
          <p className="text-sm font-medium">
            Rows that can't be read{result.invalidCount > result.invalid.length ? ` (the first ${result.invalid.length} of ${result.invalidCount})` : ""}
          </p>
          <div className="max-h-64 overflow-y-auto rounded-md border">
            <Table aria-label="Rows that can't be read">
              <TableHeader>
                <TableRow>
                  <TableHead>Row</TableHead>
                  <TableHead>Reason</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {result.invalid.map((p) => (
                  <TableRow key={p.row}>
                    <TableCell className="tabular-nums">{p.row}</TableCell>
                    <TableCell>{p.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </div>
      ) : null}
    </div>
  );
}
