import { formatWhen, type TimeFormat } from "@/lib/format";
import { serverCaller } from "@/trpc/server";

export type ReportPrintHeaderProps = {
  /** The report's title, e.g. "Google Ads report". */
  title: string;
  /** The range as the page shows it, e.g. "1 – 28 Mar 2026 · vs previous period". */
  rangeLabel: string;
  /** The workspace's locale and time zone, for the generated time. */
  format: TimeFormat;
};

/**
 * Print: A4 landscape on white, no notifications; charts, table rows and tables that fit on a page
 * kept whole (a longer table runs on, its header repeated); a table's totals print once, at its end.
 */
const PRINT_CSS =
  "@media print{@page{size:A4 landscape}[data-toast-area]{display:none!important}html:not(.dark) body{background:transparent!important}[data-report-ready] svg,[data-report-ready] tr,[data-report-ready] table{break-inside:avoid}[data-report-ready] tfoot{display:table-row-group}}";

/**
 * Print only (paper and the PDF export): the workspace's logo and name, the report's title, its range
 * and when it was generated (the server's render time, in the workspace's time zone). Its print
 * styles ask for A4 landscape on white, hide the app's notifications, and keep charts, table rows
 * and short tables whole across pages. `data-ready` tells the PDF renderer the workspace's details are on the page
 * (they are: the server rendered them).
 */
export async function ReportPrintHeader({ title, rangeLabel, format }: ReportPrintHeaderProps) {
  const caller = await serverCaller();
  const [workspace, { logo }] = await Promise.all([caller.identity.workspaces.current(), caller.identity.companyProfile.get()]);
  return (
    <header
      data-report-print-header=""
      data-ready="true"
      className="mb-4 hidden break-inside-avoid items-center justify-between gap-6 border-b pb-3 print:flex"
    >
      <style>{PRINT_CSS}</style>
      <div className="flex min-w-0 items-center gap-4">
        {logo ? (
          <img
            src={`/api/workspace-logo?v=${logo.updatedAt.getTime()}`}
            alt={`${workspace.name || "Workspace"} logo`}
            className="max-h-12 max-w-40 object-contain"
          />
        ) : null}
        <div className="min-w-0">
          {workspace.name ? <p className="text-sm text-muted-foreground">{workspace.name}</p> : null}
          <p className="text-xl leading-tight font-semibold">{title}</p>
        </div>
      </div>
      <div className="shrink-0 text-right text-sm">
        <p className="font-medium">{rangeLabel}</p>
        <p className="text-muted-foreground">Generated {formatWhen(new Date(), format)}</p>
      </div>
    </header>
  );
}
