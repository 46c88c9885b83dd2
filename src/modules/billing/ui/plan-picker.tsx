"use client";

import dynamic from "next/dynamic";
import { Check } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatMoney } from "@/lib/money";
import { useBillingPrices, useChangePlan, useCheckout } from "../hooks/use-billing";
import type { BillingInterval } from "../contracts/billing.contracts";
import { formatAmount, tierLimits, tiers, type Tier, type TierId } from "../plans";
import type { OverviewData } from "./types";

/** The confirmation loads after the page (it opens on a click), not in its first-load JS. */
const ConfirmDialog = dynamic(() => import("@/components/ui/dialog").then((m) => m.ConfirmDialog), { ssr: false });

/** The five tiers with their price and main limits, and the one action each allows right now. */
export function PlanPicker({ overview, canManage }: { overview: OverviewData; canManage: boolean }) {
  const payments = overview.payments;
  const annualSold = payments.enabled && Object.values(payments.sold).some((s) => s.year);
  const [interval, setInterval] = useState<BillingInterval>(overview.source === "stripe" ? overview.interval : "month");
  const prices = useBillingPrices(payments.enabled);
  const [switching, setSwitching] = useState<Tier | null>(null);
  const checkout = useCheckout();
  const change = useChangePlan();
  const live = payments.enabled && payments.live;
  const buying = !overview.account.viaAgency && canManage && payments.enabled;

  const priceOf = (tier: Tier): string | null => {
    const fromStripe = prices.data?.tiers[tier.id]?.[interval];
    if (fromStripe) return `${formatMoney(fromStripe.amount, fromStripe.currency)}/${interval === "year" ? "year" : "month"}`;
    return interval === "month" ? `$${tier.priceUsd}/month` : null;
  };

  return (
    <div className="flex flex-col gap-4">
      {annualSold ? (
        <Tabs value={interval} onValueChange={(v) => setInterval(v as BillingInterval)}>
          <TabsList aria-label="Billing period">
            <TabsTrigger value="month">Monthly</TabsTrigger>
            <TabsTrigger value="year">Annual</TabsTrigger>
          </TabsList>
        </Tabs>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5" aria-label="Plans">
        {tiers.map((tier) => {
          const current = tier.id === overview.plan && (overview.source !== "stripe" || overview.interval === interval || !annualSold);
          const sold = payments.enabled && payments.sold[tier.id][interval];
          const price = priceOf(tier);
          return (
            <li
              key={tier.id}
              className={`flex flex-col gap-3 rounded-lg border p-4 ${current ? "border-primary ring-1 ring-primary" : ""}`}
              data-testid={`plan-${tier.id}`}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">{tier.name}</h3>
                {current ? <Badge variant="secondary">{overview.source === "trial" ? "Trial" : "Current"}</Badge> : null}
              </div>
              <p className="text-2xl font-semibold tabular-nums">{price ?? <span className="text-base text-muted-foreground">Price on Stripe</span>}</p>
              <p className="text-sm text-muted-foreground">{tier.pitch}</p>
              <ul className="flex flex-col gap-1 text-sm">
                <Feature>
                  {formatAmount("users", tierLimits[tier.id].users)} {tierLimits[tier.id].users === 1 ? "user" : "users"}
                </Feature>
                <Feature>{formatAmount("sources", tierLimits[tier.id].sources)} sources</Feature>
                <Feature>{formatAmount("contacts", tierLimits[tier.id].contacts)} contacts</Feature>
                <Feature>{formatAmount("emails", tierLimits[tier.id].emails)} emails a month</Feature>
              </ul>
              {buying ? (
                <div className="mt-auto pt-2">
                  {current && overview.source !== "trial" && overview.status !== "canceled" ? (
                    <Button className="w-full" variant="outline" disabled>
                      Your plan
                    </Button>
                  ) : !sold ? (
                    <Button className="w-full" variant="outline" disabled>
                      Not sold {interval === "year" ? "annually" : "monthly"}
                    </Button>
                  ) : live ? (
                    <Button className="w-full" variant="outline" onClick={() => setSwitching(tier)}>
                      Switch to {tier.name}
                    </Button>
                  ) : (
                    <Button className="w-full" disabled={checkout.isPending} onClick={() => checkout.mutate({ plan: tier.id as TierId, interval })}>
                      {checkout.isPending && checkout.variables?.plan === tier.id ? "Opening checkout…" : `Choose ${tier.name}`}
                    </Button>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={switching !== null}
        onOpenChange={(open) => !open && setSwitching(null)}
        title={`Switch to ${switching?.name ?? ""}${switching ? ` for ${priceOf(switching) ?? "its Stripe price"}` : ""}?`}
        description="Your limits change at once. Stripe prorates the difference: the rest of this period is credited or charged on your next invoice."
        confirmLabel={`Switch to ${switching?.name ?? ""}`}
        onConfirm={() => change.mutateAsync({ plan: switching!.id, interval })}
      />
    </div>
  );
}

function Feature({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <Check className="size-4 text-success" aria-hidden />
      <span>{children}</span>
    </li>
  );
}
