"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { useTRPC } from "@/trpc/client";
import { formatCount, percentOf, type SeoAuditSummaryRow } from "./format";

/** The running audit: pages crawled of the limit (the page polls), with Stop for those who may. */
export function AuditProgress({ audit, locale, canManage }: { audit: SeoAuditSummaryRow; locale: string; canManage: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation(trpc.reporting.seo.cancel.mutationOptions());
  const percent = percentOf(audit.pagesCrawled, audit.pageLimit);
  return (
    <section aria-labelledby="seo-progress-title" className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="seo-progress-title" className="text-base font-semibold">
          {audit.status === "queued" ? "Waiting for a worker…" : "Crawling"} <span className="font-normal break-all text-muted-foreground">{audit.siteUrl}</span>
        </h2>
        <span className="text-sm text-muted-foreground tabular-nums">{percent}%</span>
      </div>
      <Progress value={percent} label="Audit progress" />
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="seo-progress-text">
        {formatCount(audit.pagesCrawled, locale)} of up to {formatCount(audit.pageLimit, locale)} pages crawled. You can leave this page: the audit goes on.
      </p>
      {canManage ? (
        <div className="flex justify-end">
          <Button type="button" variant="outline" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
            Stop audit
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Stop this audit?"
        description="The crawl stops and its findings aren't kept. You can run it again at any time."
        confirmLabel="Stop audit"
        cancelLabel="Keep crawling"
        destructive
        pending={cancel.isPending}
        onConfirm={async () => {
          await cancel.mutateAsync({ auditId: audit.id });
          await queryClient.invalidateQueries({ queryKey: trpc.reporting.seo.pathKey() });
        }}
      />
    </section>
  );
}
