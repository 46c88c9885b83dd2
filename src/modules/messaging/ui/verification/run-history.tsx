"use client";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount, formatWhen, isActive, statusLabels, statusVariant, verdictLabels, type TimeFormat, type VerificationRun } from "./format";
import { VerdictBadge } from "./verdict-badge";

const scopeLabels = { single: "One address", list: "List or segment", all: "All contacts" } as const;

/** A single check's verdict, read from its counters. */
const singleVerdict = (r: VerificationRun) => (r.invalid > 0 ? "invalid" : r.risky > 0 ? "risky" : "valid");

/** Past verifications, newest first; a list run opens its results. */
export function RunHistory({ runs, selectedId, format, onSelect }: { runs: VerificationRun[]; selectedId: string | null; format: TimeFormat; onSelect: (id: string) => void }) {
  const n = (v: number) => formatCount(v, format.locale);
  return (
    <div className="overflow-x-auto">
      <Table aria-label="Verification history">
        <TableHeader>
          <TableRow>
            <TableHead>Started</TableHead>
            <TableHead>Checked</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">{verdictLabels.valid}</TableHead>
            <TableHead className="text-right">{verdictLabels.risky}</TableHead>
            <TableHead className="text-right">{verdictLabels.invalid}</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Open</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {runs.map((r) => (
            <TableRow key={r.id} aria-current={r.id === selectedId ? "true" : undefined} className={r.id === selectedId ? "bg-muted/50" : undefined}>
              <TableCell className="whitespace-nowrap">{formatWhen(r.createdAt, format)}</TableCell>
              <TableCell className="max-w-[16rem]">
                <span className="block truncate font-medium" title={r.label}>
                  {r.label}
                </span>
                <span className="text-xs text-muted-foreground">
                  {scopeLabels[r.scope]}
                  {r.probeSmtp ? " · mailbox probe" : ""}
                </span>
              </TableCell>
              <TableCell>
                {r.scope === "single" && r.status === "completed" ? <VerdictBadge verdict={singleVerdict(r)} /> : <Badge variant={statusVariant[r.status]}>{statusLabels[r.status]}</Badge>}
              </TableCell>
              <TableCell className="text-right tabular-nums">{n(r.valid)}</TableCell>
              <TableCell className="text-right tabular-nums">{n(r.risky)}</TableCell>
              <TableCell className="text-right tabular-nums">{n(r.invalid)}</TableCell>
              <TableCell className="text-right">
                {r.scope === "single" ? null : (
                  <Button size="sm" variant="ghost" disabled={r.id === selectedId || isActive(r.status)} onClick={() => onSelect(r.id)} aria-label={`Open the results of ${r.label}, ${formatWhen(r.createdAt, format)}`}>
                    {r.id === selectedId ? "Shown" : "Open"}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
