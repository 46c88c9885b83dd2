"use client";

import { Lock } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { AdminNote } from "@/components/ui/admin-note";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { can, useCurrentWorkspace } from "@/modules/identity/client";
import { useBillingOverview } from "../hooks/use-billing";
import { tierById, tierIds } from "../plans";
import { AddonsList } from "../ui/addons-card";
import { CurrentPlan } from "../ui/current-plan";
import { LimitsTable } from "../ui/limits-table";
import { PlanPicker } from "../ui/plan-picker";
import { UsageMeters } from "../ui/usage-meters";

/** How long the page waits for Stripe's confirmation after checkout before saying it is still coming. */
const CONFIRM_WAIT_MS = 60_000;

/** settings/subscription: the plan, usage meters, plans to choose from, add-ons, and every tier's limits. */
export function SubscriptionView() {
  const { data: workspace } = useCurrentWorkspace();
  if (!can(workspace.role, "billing.read")) {
    return <EmptyState icon={Lock} title="The plan isn't part of your role" description="Ask a workspace admin about the plan and its limits." />;
  }
  return <Subscription canManage={can(workspace.role, "billing.manage")} />;
}

function Subscription({ canManage }: { canManage: boolean }) {
  const confirming = useCheckoutReturn();
  // After checkout, ask again every 1.5 s until Stripe's webhook has switched the plan.
  const { data: overview } = useBillingOverview({ waiting: confirming.waiting });
  const paid = overview.source === "stripe" && overview.status !== "canceled";
  useEffect(() => {
    if (confirming.waiting && paid) confirming.done(`Payment confirmed. You're on ${tierById(overview.plan).name}.`);
  }, [confirming, paid, overview.plan]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Subscription and usage</h1>
        <p className="text-muted-foreground">Your plan, what you use of its limits, and add-ons. Nothing changes or is charged without your click.</p>
      </div>
      {confirming.waiting ? (
        <p role="status" className="flex items-center gap-2 rounded-lg border bg-muted/50 p-3 text-sm">
          <Spinner /> Confirming your payment with Stripe…
        </p>
      ) : confirming.slow ? (
        <p role="status" className="rounded-lg border bg-muted/50 p-3 text-sm">
          Stripe hasn&apos;t confirmed the payment yet. Your plan changes here as soon as it does; you can leave this page.
        </p>
      ) : null}
      {!overview.payments.enabled ? (
        <div role="note" className="grid gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="payments-off">
          <p>
            Plans can&apos;t be bought on this server, so your plan is set by the person who runs it: ask them for the plan you need. The limits below still
            apply.
          </p>
          <AdminNote>
            <p>
              Set this workspace&apos;s plan with <code>npm run plan:set -- {overview.account.id} &lt;plan&gt;</code> (the plan is one of{" "}
              {tierIds.map((id, i) => (
                <span key={id}>
                  {i > 0 ? ", " : ""}
                  <code>{id}</code>
                </span>
              ))}
              ). To sell plans here instead, set <code>STRIPE_SECRET_KEY</code> and the plans&apos; price ids, then restart the server.
            </p>
          </AdminNote>
        </div>
      ) : null}
      {overview.payments.enabled && overview.payments.testMode ? (
        <p role="note" className="rounded-lg border bg-muted/50 p-3 text-sm" data-testid="stripe-test-mode">
          Stripe is in test mode: checkouts charge nothing. Stripe&apos;s test card is 4242 4242 4242 4242.
        </p>
      ) : null}
      {overview.account.isDemo ? <p className="text-sm text-muted-foreground">This is the demo workspace: its usage comes from demo data.</p> : null}
      <Card>
        <CardHeader>
          <CardTitle>Your plan</CardTitle>
        </CardHeader>
        <CardContent>
          <CurrentPlan overview={overview} canManage={canManage} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Usage</CardTitle>
          <CardDescription>
            {overview.account.viaAgency
              ? `Shared by ${overview.account.name} and all of its client workspaces.`
              : "Monthly meters start again on the first of each month (UTC)."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <UsageMeters meters={overview.meters} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Plans</CardTitle>
          <CardDescription>Prices in USD. Switching a paid plan is prorated by Stripe; a plan can&apos;t drop below what you already use.</CardDescription>
        </CardHeader>
        <CardContent>
          <PlanPicker overview={overview} canManage={canManage} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Add-ons</CardTitle>
          <CardDescription>Raise one limit without changing plan.</CardDescription>
        </CardHeader>
        <CardContent>
          <AddonsList overview={overview} canManage={canManage} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Compare limits</CardTitle>
        </CardHeader>
        <CardContent>
          <LimitsTable current={overview.plan} />
        </CardContent>
      </Card>
    </div>
  );
}

/** Reads `?checkout=success|cancelled` once, then clears it from the address. */
function useCheckoutReturn() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const [state, setState] = useState<"idle" | "waiting" | "slow">(() => (params.get("checkout") === "success" ? "waiting" : "idle"));
  useEffect(() => {
    const outcome = params.get("checkout");
    if (!outcome) return;
    if (outcome === "cancelled") toast.info("Checkout cancelled. Nothing was charged.");
    router.replace(pathname, { scroll: false });
  }, [params, router, pathname]);
  useEffect(() => {
    if (state !== "waiting") return;
    const timer = setTimeout(() => setState("slow"), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const [api] = useState(() => ({ done: (message: string) => (setState("idle"), toast.success(message)) }));
  return { waiting: state === "waiting", slow: state === "slow", done: api.done };
}
