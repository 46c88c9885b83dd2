"use client";

import dynamic from "next/dynamic";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useBillingPortal, useCancelPlan, useResumePlan } from "../hooks/use-billing";
import { tierById } from "../plans";
import type { Phase } from "../status";
import type { OverviewData } from "./types";

/** The confirmation loads after the page (it opens on a click), not in its first-load JS. */
const ConfirmDialog = dynamic(() => import("@/components/ui/dialog").then((m) => m.ConfirmDialog), { ssr: false });

const phaseBadge: Record<Phase, { label: string; variant: "success" | "warning" | "destructive" | "secondary" }> = {
  trial: { label: "Free trial", variant: "secondary" },
  trial_ended: { label: "Trial ended", variant: "destructive" },
  active: { label: "Active", variant: "success" },
  canceling: { label: "Cancels at period end", variant: "warning" },
  past_due: { label: "Payment failed", variant: "destructive" },
  suspended: { label: "Limited: payment overdue", variant: "destructive" },
  ended: { label: "Ended", variant: "destructive" },
};

const longDay = (d: Date) => d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

function periodLine(o: OverviewData): string {
  if (o.account.viaAgency) return `This workspace is billed through ${o.account.name}; its plan and limits cover all of its client workspaces.`;
  if (o.source === "trial")
    return o.trialEndsAt
      ? `Your trial ${o.standing.phase === "trial" ? "ends" : "ended"} on ${longDay(o.trialEndsAt)}. Nothing is charged unless you choose a plan.`
      : "";
  if (o.source === "manual") return "Set by an administrator of this server.";
  if (!o.currentPeriodEnd) return "";
  if (o.status === "canceled") return `Ended on ${longDay(o.currentPeriodEnd)}.`;
  return o.cancelAtPeriodEnd
    ? `Ends on ${longDay(o.currentPeriodEnd)}; you won't be charged again.`
    : `Renews on ${longDay(o.currentPeriodEnd)}, billed ${o.interval === "year" ? "annually" : "monthly"}.`;
}

/** The plan the account is on, where it stands, and the billing actions an owner or admin may take. */
export function CurrentPlan({ overview, canManage }: { overview: OverviewData; canManage: boolean }) {
  const [cancelling, setCancelling] = useState(false);
  const portal = useBillingPortal();
  const cancel = useCancelPlan();
  const resume = useResumePlan();
  const badge = phaseBadge[overview.standing.phase];
  const payments = overview.payments;
  const actions = canManage && payments.enabled && !overview.account.viaAgency;
  const plan = tierById(overview.plan).name;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xl font-semibold" data-testid="current-plan">
            {plan}
            {overview.source === "stripe" && overview.interval === "year" ? " (annual)" : ""}
          </p>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{periodLine(overview)}</p>
      </div>
      {actions ? (
        <div className="flex flex-wrap gap-2">
          {payments.hasCustomer ? (
            <Button variant="outline" disabled={portal.isPending} onClick={() => portal.mutate()}>
              <ExternalLink aria-hidden /> {portal.isPending ? "Opening…" : "Card and invoices"}
            </Button>
          ) : null}
          {payments.live && !overview.cancelAtPeriodEnd ? (
            <Button variant="outline" onClick={() => setCancelling(true)}>
              Cancel plan
            </Button>
          ) : null}
          {payments.live && overview.cancelAtPeriodEnd ? (
            <Button disabled={resume.isPending} onClick={() => resume.mutate()}>
              Resume plan
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel ${plan} at the end of this period?`}
        description={`You keep ${plan} and its limits${overview.currentPeriodEnd ? ` until ${longDay(overview.currentPeriodEnd)}` : ""}, and you won't be charged again. After that nothing is deleted, but adding to the workspace stops until you choose a plan. You can resume until then.`}
        confirmLabel="Cancel at period end"
        cancelLabel="Keep my plan"
        destructive
        onConfirm={() => cancel.mutateAsync()}
      />
    </div>
  );
}
