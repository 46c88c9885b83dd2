import { ChevronRight } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatCount, formatCountOf } from "@/lib/format";
import { checks, severityLabels, severityOrder, type Severity } from "../../seo/catalog";
import type { SeoAuditDetail } from "./format";

type Finding = SeoAuditDetail["findings"][number];

export const severityVariant: Record<Severity, "destructive" | "warning" | "secondary"> = { error: "destructive", warning: "warning", notice: "secondary" };

/**
 * The findings of each severity, in the page's order. The audit's summary counts and the list's
 * headings both read this, so "Errors 1" above the list always matches its "Errors (1)": one
 * finding per problem, each with how many URLs it affects.
 */
export function findingsBySeverity(findings: Finding[]): { severity: Severity; label: string; findings: Finding[] }[] {
  return severityOrder.map((severity) => ({ severity, label: severityLabels[severity], findings: findings.filter((f) => f.severity === severity) }));
}

/** The findings grouped by severity: each with its fix, and its affected URLs behind a toggle. */
export function FindingList({ findings, locale }: { findings: Finding[]; locale: string }) {
  return (
    <div className="grid gap-6">
      {findingsBySeverity(findings).map(({ severity, label, findings: group }) => {
        if (group.length === 0) return null;
        return (
          <section key={severity} aria-labelledby={`seo-${severity}`} className="grid gap-2">
            <h3 id={`seo-${severity}`} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              {label} ({formatCount(group.length, locale)})
            </h3>
            <ul className="grid gap-2">
              {group.map((f) => (
                <FindingItem key={f.check} finding={f} locale={locale} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function FindingItem({ finding, locale }: { finding: Finding; locale: string }) {
  const info = checks[finding.check];
  const more = finding.count - finding.urls.length;
  return (
    <li className="rounded-lg border" data-testid={`finding-${finding.check}`}>
      <details className="group">
        <summary className="flex cursor-pointer list-none items-start gap-3 p-3 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <ChevronRight aria-hidden className="mt-0.5 size-4 shrink-0 transition-transform group-open:rotate-90" />
          <span className="grid min-w-0 flex-1 gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{info?.title ?? finding.check}</span>
              <Badge variant={severityVariant[finding.severity]}>{formatCountOf(finding.count, locale, "URL", "URLs")}</Badge>
            </span>
            <span className="text-sm text-muted-foreground">{info?.fix}</span>
          </span>
        </summary>
        <ul className="grid gap-1 border-t px-3 py-2 text-sm" aria-label={`URLs: ${info?.title ?? finding.check}`}>
          {finding.urls.map((u) => (
            <li key={u.url} className="grid min-w-0 gap-0.5 py-1">
              <a href={u.url} target="_blank" rel="noreferrer noopener" className="break-all text-primary underline-offset-2 hover:underline">
                {u.url}
              </a>
              {u.detail ? <span className="break-words text-muted-foreground">{u.detail}</span> : null}
            </li>
          ))}
          {more > 0 ? <li className="py-1 text-muted-foreground">and {formatCount(more, locale)} more</li> : null}
        </ul>
      </details>
    </li>
  );
}
