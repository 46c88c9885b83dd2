"use client";

import { Download } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { BarChart } from "@/components/ui/charts";
import { cn } from "@/lib/cn";
import { formatCount, formatWhen, percentOf, type TimeFormat } from "@/lib/format";
import { emailVerdicts } from "../../contracts/messaging-enums";
import { statusLabels, verdictLabels, type VerificationDetail } from "./format";
import { VerdictBadge } from "./verdict-badge";

/**
 * A finished (or stopped) run: the three counts, a bar per reason, and the CSV download (contact
 * data: only for roles that may export it).
 */
export function RunSummary({ run, format, canDownload }: { run: VerificationDetail; format: TimeFormat; canDownload: boolean }) {
  const n = (v: number) => formatCount(v, format.locale);
  const checked = run.valid + run.risky + run.invalid;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p>
          {statusLabels[run.status]} · {formatWhen(run.finishedAt ?? run.createdAt, format)} · {n(run.done)} of {n(Math.max(run.total, run.done))} addresses
          checked
          {run.probeSmtp ? " with the mailbox probe" : ""}
        </p>
        {canDownload ? (
          <a href={`/api/messaging/verifications/${run.id}/csv`} download className={cn(buttonVariants({ variant: "outline", size: "sm" }))}>
            <Download aria-hidden />
            Download CSV
          </a>
        ) : null}
      </div>
      {run.error ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
          {run.error}
        </p>
      ) : null}
      <dl className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="verify-summary">
        {emailVerdicts.map((v) => (
          <div key={v} className="grid gap-1 rounded-lg border p-3">
            <dt>
              <VerdictBadge verdict={v} />
            </dt>
            <dd className="text-xl font-semibold tabular-nums sm:text-2xl">{n(run[v])}</dd>
            <dd className="text-xs text-muted-foreground">{percentOf(run[v], checked)}%</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-2">
        <h3 className="text-sm font-medium">By reason</h3>
        <BarChart
          ariaLabel="Addresses by reason"
          data={run.reasons.map((r) => ({ label: `${r.label} (${verdictLabels[r.verdict].toLowerCase()})`, value: r.count }))}
          formatValue={n}
          emptyMessage="No address has a result in this run."
        />
      </div>
    </div>
  );
}
