import type { PrintBrand } from "../../views/report-page";

export type ReportPrintHeaderProps = {
  /** The report's title, e.g. "Google Ads report". */
  title: string;
  /** The range as the page shows it, e.g. "1 – 28 Mar 2026 · vs previous period". */
  rangeLabel: string;
  brand: PrintBrand;
};

/** Print: A4 landscape on white, no notifications, charts and table rows kept whole across pages. */
const PRINT_CSS =
  "@media print{@page{size:A4 landscape}[data-toast-area]{display:none!important}html:not(.dark) body{background:transparent!important}[data-report-ready] svg,[data-report-ready] tr{break-inside:avoid}}";

/**
 * Print only (paper and the PDF export): the workspace's logo and name, the report's title, its range
 * and when it was generated (the server's render time, in the workspace's time zone). Its print
 * styles ask for A4 landscape on white, hide the app's notifications, and keep charts and table rows
 * whole across pages. `data-ready` tells the PDF renderer the workspace's details are on the page
 * (they are: the server rendered them).
 */
export function ReportPrintHeader({ title, rangeLabel, brand }: ReportPrintHeaderProps) {
  return (
    <header data-report-print-header="" data-ready="true" className="mb-4 hidden break-inside-avoid items-center justify-between gap-6 border-b pb-3 print:flex">
      <style>{PRINT_CSS}</style>
      <div className="flex min-w-0 items-center gap-4">
        {brand.logoVersion !== null ? <img src={`/api/workspace-logo?v=${brand.logoVersion}`} alt={`${brand.name || "Workspace"} logo`} className="max-h-12 max-w-40 object-contain" /> : null}
        <div className="min-w-0">
          {brand.name ? <p className="text-sm text-muted-foreground">{brand.name}</p> : null}
          <p className="text-xl leading-tight font-semibold">{title}</p>
        </div>
      </div>
      <div className="shrink-0 text-right text-sm">
        <p className="font-medium">{rangeLabel}</p>
        <p className="text-muted-foreground">Generated {formatGenerated(new Date(), brand)}</p>
      </div>
    </header>
  );
}

function formatGenerated(at: Date, brand: PrintBrand): string {
  try {
    return new Intl.DateTimeFormat(brand.locale, { dateStyle: "medium", timeStyle: "short", timeZone: brand.timeZone }).format(at);
  } catch {
    return at.toISOString().slice(0, 16).replace("T", " ");
  }
}
