import { Badge } from "@/components/ui/badge";
import { RunHistoryTable, type RunHistoryColumn } from "@/components/ui/run-history-table";
import { formatCount, formatWhen, type TimeFormat } from "@/lib/format";
import { isActive, statusLabels, statusVariant, type SeoAuditSummaryRow } from "./format";
import { OpenAuditButton } from "./open-audit-button";

/** Past audits, newest first; one is open at a time (?audit=), opened by its row's button. */
export function AuditHistory({ audits, selectedId, format }: { audits: SeoAuditSummaryRow[]; selectedId: string | null; format: TimeFormat }) {
  const columns: Array<RunHistoryColumn<SeoAuditSummaryRow>> = [
    { id: "started", header: "Started", cell: (a) => formatWhen(a.createdAt, format), className: "whitespace-nowrap" },
    { id: "site", header: "Site", cell: (a) => <span title={a.siteUrl}>{a.siteUrl}</span>, className: "max-w-[16rem] truncate" },
    { id: "status", header: "Status", cell: (a) => <Badge variant={statusVariant[a.status]}>{statusLabels[a.status]}</Badge> },
    { id: "pages", header: "Pages", cell: (a) => formatCount(a.pagesCrawled, format.locale), align: "right" },
    { id: "score", header: "Score", cell: (a) => a.score ?? "—", align: "right" },
  ];
  return (
    <RunHistoryTable
      label="Audit history"
      runs={audits}
      columns={columns}
      selectedId={selectedId}
      renderOpen={({ run, label, selected, disabled }) => <OpenAuditButton auditId={run.id} label={label} selected={selected} disabled={disabled} />}
      openLabel={(a) => `Open the audit of ${formatWhen(a.createdAt, format)}`}
      canOpen={(a) => !isActive(a.status)}
    />
  );
}
