import { JobProgressFrame } from "@/components/ui/job-progress-frame";
import { formatCount } from "@/lib/format";
import type { SeoAuditSummaryRow } from "./format";
import { StopAuditButton } from "./stop-audit-button";
import type { StopAuditAction } from "./stop-audit-dialog";

/**
 * The running audit: pages crawled of the limit, rendered on the server (the page reads it again
 * every second while it runs), with Stop for those who may.
 */
export function AuditProgress({ audit, locale, stop }: { audit: SeoAuditSummaryRow; locale: string; stop: StopAuditAction | null }) {
  return (
    <JobProgressFrame
      id="seo-progress-title"
      title={audit.status === "queued" ? "Waiting for a worker…" : "Crawling"}
      subject={audit.siteUrl}
      done={audit.pagesCrawled}
      total={audit.pageLimit}
      label="Audit progress"
      detailTestId="seo-progress-text"
      actions={stop ? <StopAuditButton auditId={audit.id} stop={stop} /> : null}
    >
      {`${formatCount(audit.pagesCrawled, locale)} of up to ${formatCount(audit.pageLimit, locale)} pages crawled. You can leave this page: the audit goes on.`}
    </JobProgressFrame>
  );
}
