"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";

/** Stops an audit on the server (a server action): null, or why it couldn't. */
export type StopAuditAction = (auditId: string) => Promise<{ error: string | null }>;

/**
 * "Stop this audit?" (focus on Keep crawling). Stopping calls the server, which refreshes the page;
 * a refusal is said in a toast and the dialog stays open.
 */
export function StopAuditDialog({ auditId, stop, onClose }: { auditId: string; stop: StopAuditAction; onClose: () => void }) {
  async function confirm() {
    const { error } = await stop(auditId);
    if (error !== null) {
      toast.error(error);
      throw new Error(error);
    }
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Stop this audit?"
      description="The crawl stops and its findings aren't kept. You can run it again at any time."
      confirmLabel="Stop audit"
      cancelLabel="Keep crawling"
      destructive
      onConfirm={confirm}
    />
  );
}
