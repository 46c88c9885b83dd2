"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, useSyncExternalStore } from "react";
import { useTRPC } from "@/trpc/client";

export type ReportPrintHeaderProps = {
  /** The report's title, e.g. "Google Ads report". */
  title: string;
  /** The range as the page shows it, e.g. "1 – 28 Mar 2026 · vs previous period". */
  rangeLabel: string;
};

/** Print: A4 landscape on white, no notifications, charts and table rows kept whole across pages. */
const PRINT_CSS =
  "@media print{@page{size:A4 landscape}[data-toast-area]{display:none!important}html:not(.dark) body{background:transparent!important}[data-report-ready] svg,[data-report-ready] tr{break-inside:avoid}}";

/**
 * Print only (paper and the PDF export): the workspace's logo and name, the report's title, its range
 * and when it was generated. Its print styles ask for A4 landscape on white, hide the app's
 * notifications, and keep charts and table rows whole across pages.
 * `data-ready` tells the PDF renderer when the workspace's details are on the page.
 */
export function ReportPrintHeader({ title, rangeLabel }: ReportPrintHeaderProps) {
  const trpc = useTRPC();
  const workspace = useQuery(trpc.identity.workspaces.current.queryOptions());
  const settings = useQuery(trpc.identity.settings.get.queryOptions());
  const profile = useQuery(trpc.identity.companyProfile.get.queryOptions());
  // Shown once hydrated: the server's render must not decide the printed time.
  const [now] = useState(() => new Date());
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const generatedAt = hydrated ? now : null;

  const name = settings.data?.name ?? workspace.data?.name ?? "";
  const logo = profile.data?.logo ?? null;
  const ready = !workspace.isPending && !settings.isPending && !profile.isPending && generatedAt !== null;
  return (
    <header data-report-print-header="" data-ready={ready ? "true" : "false"} className="mb-4 hidden break-inside-avoid items-center justify-between gap-6 border-b pb-3 print:flex">
      <style>{PRINT_CSS}</style>
      <div className="flex min-w-0 items-center gap-4">
        {logo ? <img src={`/api/workspace-logo?v=${logo.updatedAt.getTime()}`} alt={`${name || "Workspace"} logo`} className="max-h-12 max-w-40 object-contain" /> : null}
        <div className="min-w-0">
          {name ? <p className="text-sm text-muted-foreground">{name}</p> : null}
          <p className="text-xl leading-tight font-semibold">{title}</p>
        </div>
      </div>
      <div className="shrink-0 text-right text-sm">
        <p className="font-medium">{rangeLabel}</p>
        {generatedAt ? <p className="text-muted-foreground">Generated {formatGenerated(generatedAt, settings.data)}</p> : null}
      </div>
    </header>
  );
}

const noSubscription = () => () => undefined;

function formatGenerated(at: Date, settings: { locale: string; timeZone: string } | undefined): string {
  try {
    return new Intl.DateTimeFormat(settings?.locale, { dateStyle: "medium", timeStyle: "short", timeZone: settings?.timeZone }).format(at);
  } catch {
    return at.toLocaleString();
  }
}
