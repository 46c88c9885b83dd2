"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount, formatWhen, statusLabels, statusVariant, type SeoAuditSummaryRow, type TimeFormat } from "./format";

/** Past audits, newest first; one is open at a time. */
export function AuditHistory({ audits, selectedId, format, onSelect }: { audits: SeoAuditSummaryRow[]; selectedId: string | null; format: TimeFormat; onSelect: (id: string) => void }) {
  return (
    <div className="overflow-x-auto">
      <Table aria-label="Audit history">
        <TableHeader>
          <TableRow>
            <TableHead>Started</TableHead>
            <TableHead>Site</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Pages</TableHead>
            <TableHead className="text-right">Score</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Open</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {audits.map((a) => (
            <TableRow key={a.id} aria-current={a.id === selectedId ? "true" : undefined} className={a.id === selectedId ? "bg-muted/50" : undefined}>
              <TableCell className="whitespace-nowrap">{formatWhen(a.createdAt, format)}</TableCell>
              <TableCell className="max-w-[16rem] truncate" title={a.siteUrl}>
                {a.siteUrl}
              </TableCell>
              <TableCell>
                <Badge variant={statusVariant[a.status]}>{statusLabels[a.status]}</Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(a.pagesCrawled, format.locale)}</TableCell>
              <TableCell className="text-right tabular-nums">{a.score ?? "—"}</TableCell>
              <TableCell className="text-right">
                <Button size="sm" variant="ghost" disabled={a.id === selectedId || a.status === "queued" || a.status === "running"} onClick={() => onSelect(a.id)} aria-label={`Open the audit of ${formatWhen(a.createdAt, format)}`}>
                  {a.id === selectedId ? "Shown" : "Open"}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
