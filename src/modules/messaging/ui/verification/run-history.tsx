"use client";

import { Badge } from "@/components/ui/badge";
import { RunHistoryTable, type RunHistoryColumn } from "@/components/ui/run-history-table";
import { formatCount, formatWhen, type TimeFormat } from "@/lib/format";
import { isActive, statusLabels, statusVariant, verdictLabels, type VerificationRun } from "./format";
import { VerdictBadge } from "./verdict-badge";

const scopeLabels = { single: "One address", list: "List or segment", all: "All contacts" } as const;

/** A single check's verdict, read from its counters. */
const singleVerdict = (r: VerificationRun) => (r.invalid > 0 ? "invalid" : r.risky > 0 ? "risky" : "valid");

/** Past verifications, newest first; a list run opens its results. */
export function RunHistory({
  runs,
  selectedId,
  format,
  onSelect,
}: {
  runs: VerificationRun[];
  selectedId: string | null;
  format: TimeFormat;
  onSelect: (id: string) => void;
}) {
  const n = (v: number) => formatCount(v, format.locale);
  const columns: Array<RunHistoryColumn<VerificationRun>> = [
    { id: "started", header: "Started", cell: (r) => formatWhen(r.createdAt, format), className: "whitespace-nowrap" },
    { id: "checked", header: "Checked", cell: (r) => <Checked run={r} />, className: "max-w-[16rem]" },
    {
      id: "status",
      header: "Status",
      cell: (r) =>
        r.scope === "single" && r.status === "completed" ? (
          <VerdictBadge verdict={singleVerdict(r)} />
        ) : (
          <Badge variant={statusVariant[r.status]}>{statusLabels[r.status]}</Badge>
        ),
    },
    { id: "valid", header: verdictLabels.valid, cell: (r) => n(r.valid), align: "right" },
    { id: "risky", header: verdictLabels.risky, cell: (r) => n(r.risky), align: "right" },
    { id: "invalid", header: verdictLabels.invalid, cell: (r) => n(r.invalid), align: "right" },
  ];
  return (
    <RunHistoryTable
      label="Verification history"
      runs={runs}
      columns={columns}
      selectedId={selectedId}
      onSelect={onSelect}
      openLabel={(r) => (r.scope === "single" ? null : `Open the results of ${r.label}, ${formatWhen(r.createdAt, format)}`)}
      canOpen={(r) => !isActive(r.status)}
    />
  );
}

function Checked({ run }: { run: VerificationRun }) {
  return (
    <>
      <span className="block truncate font-medium" title={run.label}>
        {run.label}
      </span>
      <span className="text-xs text-muted-foreground">
        {scopeLabels[run.scope]}
        {run.probeSmtp ? " · mailbox probe" : ""}
      </span>
    </>
  );
}
