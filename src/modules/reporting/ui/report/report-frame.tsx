import { TriangleAlert } from "@/components/ui/icons";
import { Plug } from "@/components/ui/markup-icons";
import { AppLink } from "@/components/ui/app-link";
import type { ReactNode } from "react";
import { formatWhen } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { presetRanges } from "../../contracts/report-range";
import { EXCHANGE_RATES_HREF } from "../../report-paths";
import type { ReportBase } from "../../contracts/report.contracts";
import type { ReportKind } from "../../views/report-kind";
import type { ReportPage } from "../../views/report-page";
import type { ReportCsvAction } from "../export/export-menu";
import { ReportActions } from "../export/report-actions";
import { ReportPrintHeader } from "../export/report-print-header";
import { formatRange } from "./format";
import { ReportControls } from "./report-controls";
import { ReportErrorActions } from "./report-error-actions";
import { ReportFamily } from "./report-family";
import { ReportRoot } from "./report-root";

/** "AUD", "AUD and EUR", "AUD, EUR and JPY". */
const listOf = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

const CONNECTIONS = "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources";

export type FrameProps = {
  /** Which report this is (its sibling reports are linked above the title). */
  report: ReportKind;
  title: string;
  description: string;
  /** What to connect when there is nothing to show, e.g. "Google Ads". */
  connectLabel: string;
  connectHref?: string;
  /** The view, the workspace's day and the numbers (or why there are none), read by loadReportPage. */
  page: ReportPage<ReportBase>;
  /** The ad platform whose campaigns can filter the report, and the chosen campaign's name when one is. */
  campaignPlatform?: string;
  campaignName?: string;
  /** What the page says when there is no source yet, instead of "Connect …" (the own email tool has nothing to connect). */
  empty?: ReactNode;
  /** Reads the report's CSV on the server (a server action bound to this report). */
  csv: ReportCsvAction;
  /** The report's body, shown when there are numbers and sources. */
  children: ReactNode;
};

/**
 * Everything a report page has around its numbers, rendered on the server: title, range, comparison
 * and filters kept in the URL (client islands), export and schedule, the stale-data and exchange-rate
 * notices, and the empty state that says what to connect. The root says `data-report-ready` once the
 * numbers on screen match the address (the PDF waits for it).
 */
export function ReportFrame({ page, ...p }: FrameProps) {
  const { data, error } = page.result;
  const picked = data ? data.sources.filter((s) => page.view.sourceIds.length === 0 || page.view.sourceIds.includes(s.id)) : [];
  const stale = picked.filter((s) => s.stale);
  const rangeLabel = data ? `${formatRange(data.range, data.format)}${data.comparison ? ` vs ${formatRange(data.comparison, data.format)}` : ""}` : "";
  return (
    <ReportRoot view={page.view} today={page.today} ranges={presetRanges(page.today)}>
      <ReportPrintHeader title={p.title} rangeLabel={rangeLabel} format={page.format} />
      <ReportFamily report={p.report} view={page.view} />
      <header className="flex flex-col gap-3 print:hidden">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-semibold tracking-tight">{p.title}</h1>
            <p className="text-sm text-muted-foreground">{p.description}</p>
          </div>
          <ReportActions title={p.title} csv={p.csv} canSchedule={page.canManage} />
        </div>
        <ReportControls sources={data?.sources ?? []} campaignPlatform={p.campaignPlatform} campaignName={p.campaignName} />
        {data && (
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {rangeLabel}
          </p>
        )}
      </header>

      {stale.map((s) => (
        <div key={s.id} role="alert" className="flex items-start gap-3 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <strong>
              {s.platformName} · {s.name}
            </strong>{" "}
            couldn&apos;t sync{s.lastSyncAt ? ` on ${formatWhen(s.lastSyncAt, page.format)}` : ""}: {s.lastError}. The numbers may be behind.{" "}
            <AppLink className="underline underline-offset-2" href={CONNECTIONS}>
              Open connections
            </AppLink>
          </p>
        </div>
      ))}
      {data?.missingRates?.length ? (
        <div role="alert" className="flex items-start gap-3 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            Amounts in {listOf(data.missingRates)} are left out of money totals: there is no exchange rate from {data.missingRates.length > 1 ? "them" : "it"}{" "}
            to {data.format.currency}.{" "}
            <AppLink className="underline underline-offset-2" href={EXCHANGE_RATES_HREF}>
              Add a rate on the Exchange rates page
            </AppLink>
          </p>
        </div>
      ) : null}
      {data?.notices.map((n) => (
        <p key={n} role="note" className="rounded-lg border bg-muted/40 p-3 text-sm">
          {n}
        </p>
      ))}

      {error !== null ? (
        <EmptyState icon={TriangleAlert} title="This report couldn't be loaded" description={error} action={<ReportErrorActions />} />
      ) : data.sources.length === 0 && p.empty ? (
        p.empty
      ) : data.sources.length === 0 ? (
        <EmptyState
          icon={Plug}
          headingLevel="h2"
          title={`Connect ${p.connectLabel} to see this report`}
          description="Once an account is connected, its history is synced and the report fills in on its own."
          action={
            <Button asChild>
              <AppLink href={p.connectHref ?? CONNECTIONS}>Connect {p.connectLabel}</AppLink>
            </Button>
          }
        />
      ) : (
        p.children
      )}
    </ReportRoot>
  );
}
