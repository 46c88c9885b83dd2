"use client";

import { lazy, Suspense, useState } from "react";
import { buttonVariants, PlainButton } from "@/components/ui/plain-button";
import type { StopAuditAction } from "./stop-audit-dialog";

/** Loaded when first pressed: the confirm dialog (Radix, focus trap, scroll lock) stays out of the first load. */
const StopAuditDialog = lazy(() => import("./stop-audit-dialog").then((m) => ({ default: m.StopAuditDialog })));

/** JobProgress's Stop button (an outline Button), merged ahead: no `cn` at first load. */
export const STOP_AUDIT_CLASS = buttonVariants({ variant: "outline" });

/** "Stop audit" under the running audit's progress, behind a confirmation. */
export function StopAuditButton({ auditId, stop }: { auditId: string; stop: StopAuditAction }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div className="flex justify-end">
        <PlainButton type="button" className={STOP_AUDIT_CLASS} onClick={() => setConfirming(true)}>
          Stop audit
        </PlainButton>
      </div>
      {confirming ? (
        <Suspense fallback={null}>
          <StopAuditDialog auditId={auditId} stop={stop} onClose={() => setConfirming(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
