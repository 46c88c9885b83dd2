"use client";

import { AlertTriangle, Plug, RefreshCw } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { ReportView } from "../../contracts/report-range";
import type { ReportBase } from "../../contracts/report.contracts";
import { ReportActions, type ReportCsv as CsvExport } from "../export/report-actions";
import { ReportPrintHeader } from "../export/report-print-header";
import { formatRange } from "./format";
import { ReportControls } from "./report-controls";
import { ReportFamily } from "./report-family";

const CONNECTIONS = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources";

export type FrameProps = {
  title: string;
  description: string;
  /** What to connect when there is nothing to show, e.g. "Google Ads". */
  connectLabel: string;
  connectHref?: string;
  /** The view from the URL (useReportView) and the workspace's today. */
  state: { view: ReportView; setView: (patch: Partial<ReportView>) => void; today: string };
  /** The report's query. */
  query: { data: ReportBase | undefined; isFetching: boolean; error: { message: string } | null; refetch: () => unknown };
  /** The ad platform whose campaigns can filter the report. */
  campaignPlatform?: string;
  csv: () => CsvExport;
  children: ReactNode;
};

/**
 * Everything a report page has around its numbers: title, range, comparison and filters kept in the
 * URL, export and schedule, the stale-data and exchange-rate notices, and the empty state that says
 * what to connect. The root says `data-report-ready` once its numbers are on screen (the PDF waits for it).
 */
export function ReportFrame({ state, query, ...p }: FrameProps) {
  const { data, isFetching, error } = query;
  const { view, setView, today } = state;
  const picked = data ? data.sources.filter((s) => view.sourceIds.length === 0 || view.sourceIds.includes(s.id)) : [];
  const stale = picked.filter((s) => s.stale);
  // Ready once the numbers, or the error saying why there are none, are on screen (the PDF waits for it).
  const ready = (!!data && !isFetching) || (!!error && !data && !isFetching);
  const rangeLabel = data ? `${formatRange(data.range, data.format.locale)}${data.comparison ? ` vs ${formatRange(data.comparison, data.format.locale)}` : ""}` : "";
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5" data-report-ready={ready ? "true" : "false"} aria-busy={!ready}>
      <ReportPrintHeader title={p.title} rangeLabel={rangeLabel} />
      <ReportFamily />
      <header className="flex flex-col gap-3 print:hidden">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-semibold tracking-tight">{p.title}</h1>
            <p className="text-sm text-muted-foreground">{p.description}</p>
          </div>
          <ReportActions title={p.title} csv={p.csv} />
        </div>
        <ReportControls view={view} setView={setView} today={today} sources={data?.sources ?? []} campaignPlatform={p.campaignPlatform} busy={isFetching} />
        {data && <p className="text-xs text-muted-foreground" aria-live="polite">{rangeLabel}</p>}
      </header>

      {stale.map((s) => (
        <div key={s.id} role="alert" className="flex items-start gap-3 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <strong>
              {s.platformName} · {s.name}
            </strong>{" "}
            couldn&apos;t sync{s.lastSyncAt ? ` on ${new Date(s.lastSyncAt).toLocaleString(data!.format.locale, { dateStyle: "medium", timeStyle: "short" })}` : ""}: {s.lastError}. The numbers may be
            behind.{" "}
            <Link className="underline underline-offset-2" href={CONNECTIONS}>
              Open connections
            </Link>
          </p>
        </div>
      ))}
      {data?.notices.map((n) => (
        <p key={n} role="note" className="rounded-lg border bg-muted/40 p-3 text-sm">
          {n}
        </p>
      ))}

      {error && !data ? (
        <EmptyState
          icon={AlertTriangle}
          title="This report couldn't be loaded"
          description={error.message}
          action={
            <div className="flex gap-2">
              <Button onClick={() => void query.refetch()} variant="outline">
                <RefreshCw aria-hidden /> Try again
              </Button>
              <Button onClick={() => setView({ sourceIds: [], campaignIds: [] })} variant="ghost">
                Clear filters
              </Button>
            </div>
          }
        />
      ) : !data ? (
        <ReportSkeleton />
      ) : data.sources.length === 0 ? (
        <EmptyState
          icon={Plug}
          headingLevel="h2"
          title={`Connect ${p.connectLabel} to see this report`}
          description="Once an account is connected, its history is synced and the report fills in on its own."
          action={
            <Button asChild>
              <Link href={p.connectHref ?? CONNECTIONS}>Connect {p.connectLabel}</Link>
            </Button>
          }
        />
      ) : (
        p.children
      )}
    </div>
  );
}

export function ReportSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-label="Loading the report">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72" />
      <Skeleton className="h-64" />
    </div>
  );
}
