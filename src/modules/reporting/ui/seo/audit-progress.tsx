"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { JobProgress } from "@/components/ui/job-progress";
import { formatCount } from "@/lib/format";
import { useTRPC } from "@/trpc/client";
import type { SeoAuditSummaryRow } from "./format";

/** The running audit: pages crawled of the limit (the page polls), with Stop for those who may. */
export function AuditProgress({ audit, locale, canManage }: { audit: SeoAuditSummaryRow; locale: string; canManage: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const cancel = useMutation(trpc.reporting.seo.cancel.mutationOptions());
  return (
    <JobProgress
      id="seo-progress-title"
      title={audit.status === "queued" ? "Waiting for a worker…" : "Crawling"}
      subject={audit.siteUrl}
      done={audit.pagesCrawled}
      total={audit.pageLimit}
      label="Audit progress"
      detailTestId="seo-progress-text"
      stop={
        canManage
          ? {
              label: "Stop audit",
              title: "Stop this audit?",
              description: "The crawl stops and its findings aren't kept. You can run it again at any time.",
              keepLabel: "Keep crawling",
              pending: cancel.isPending,
              onStop: async () => {
                await cancel.mutateAsync({ auditId: audit.id });
                await queryClient.invalidateQueries({ queryKey: trpc.reporting.seo.pathKey() });
              },
            }
          : undefined
      }
    >
      {formatCount(audit.pagesCrawled, locale)} of up to {formatCount(audit.pageLimit, locale)} pages crawled. You can leave this page: the audit goes on.
    </JobProgress>
  );
}
