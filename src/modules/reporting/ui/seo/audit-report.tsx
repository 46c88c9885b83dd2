import { CircleCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { cn } from "@/lib/cn";
import { formatCount, formatCountOf, formatWhen, type TimeFormat } from "@/lib/format";
import { FindingList, findingsBySeverity } from "./finding-list";
import { scoreBand, statusLabels, type SeoAuditDetail } from "./format";

const toneText = { success: "text-success", warning: "text-warning", destructive: "text-destructive" } as const;

/** A finished audit: the score, what was crawled, and the findings. A failed or stopped one says so. */
export function AuditReport({ audit, format }: { audit: SeoAuditDetail; format: TimeFormat }) {
  const { locale } = format;
  if (audit.status === "failed" || audit.status === "cancelled") {
    return (
      <div role="status" className="rounded-lg border p-4 text-sm">
        <p className="font-medium">
          {statusLabels[audit.status]}: audit of <span className="break-all">{audit.siteUrl}</span> started {formatWhen(audit.createdAt, format)}
        </p>
        <p className="text-muted-foreground">{audit.status === "failed" ? audit.error : "This audit was stopped before it ended; nothing was kept."}</p>
      </div>
    );
  }
  const summary = audit.summary;
  const band = scoreBand(audit.score ?? 0);
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
        <div className="flex items-baseline gap-2" data-testid="seo-score">
          <span className={cn("text-5xl font-semibold tabular-nums", toneText[band.tone])}>{audit.score ?? "—"}</span>
          <span className="text-muted-foreground">/ 100</span>
          <Badge variant={band.tone}>{band.label}</Badge>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          <Stat label="Pages crawled" value={formatCount(audit.pagesCrawled, locale)} />
          {findingsBySeverity(audit.findings).map((g) => (
            <Stat key={g.severity} label={g.label} value={formatCount(g.findings.length, locale)} />
          ))}
        </dl>
      </div>
      {summary ? (
        <ul className="grid gap-1 text-sm text-muted-foreground">
          <li>
            Audited {formatWhen(audit.finishedAt, format)} · <span className="break-all">{audit.siteUrl}</span>
          </li>
          <li>
            robots.txt:{" "}
            {summary.robots.error ??
              (summary.robots.status === 200
                ? `read; ${formatCountOf(summary.robots.disallowed, locale, "address", "addresses")} skipped as it asks`
                : "none (everything may be crawled)")}
            {summary.robots.crawlDelay ? ` · Crawl-delay ${summary.robots.crawlDelay} s` : ""}
          </li>
          <li>
            Sitemaps:{" "}
            {summary.sitemaps.read.length ? `${summary.sitemaps.read.length} read, ${formatCount(summary.sitemaps.urls, locale)} pages listed` : "none found"}
          </li>
          <li>
            External links: {formatCount(summary.external.checked, locale)} checked
            {summary.external.total > summary.external.checked ? ` of ${formatCount(summary.external.total, locale)}` : ""}
          </li>
          {summary.notCrawled > 0 ? (
            <li className="text-warning">
              {formatCount(summary.notCrawled, locale)} more pages were found but not crawled: your plan audits up to {formatCount(audit.pageLimit, locale)}{" "}
              pages.
            </li>
          ) : null}
        </ul>
      ) : null}
      {audit.findings.length === 0 ? (
        <EmptyState icon={CircleCheck} title="No problems found" description="Every check passed on the pages we crawled." />
      ) : (
        <FindingList findings={audit.findings} locale={locale} />
      )}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
