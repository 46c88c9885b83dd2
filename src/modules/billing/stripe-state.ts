import type { SubscriptionStatus } from "./contracts/billing.contracts";
import type { AddonUnits } from "./plans";
import type { SubscriptionState } from "./status";

/** The parts of a Stripe subscription the state is built from (see stripe/client.ts for the whole shape). */
export type StripeSubscriptionLike = {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end?: number;
  items: { data: Array<{ quantity: number; price: { id: string }; current_period_end?: number }> };
};

type PriceRole = (priceId: string) => { tier: SubscriptionState["plan"]; interval: SubscriptionState["interval"] } | { addon: keyof AddonUnits } | null;

const statusOf: Record<string, SubscriptionStatus> = {
  trialing: "trialing",
  active: "active",
  past_due: "past_due",
  unpaid: "unpaid",
  paused: "unpaid",
  canceled: "canceled",
  incomplete: "incomplete",
  incomplete_expired: "canceled",
};

/**
 * Pure: our state from Stripe's subscription. The plan is the item whose price is a tier price; add-ons
 * are the items with add-on prices. Unknown prices are ignored (the previous plan stays).
 */
export function stateFromStripe(sub: StripeSubscriptionLike, roleOf: PriceRole, previous: SubscriptionState, now: Date): SubscriptionState {
  let plan = previous.plan;
  let interval = previous.interval;
  let periodEnd = sub.current_period_end;
  const addons: AddonUnits = {};
  for (const item of sub.items.data) {
    const role = roleOf(item.price.id);
    if (!role) continue;
    if ("tier" in role) {
      plan = role.tier;
      interval = role.interval;
      periodEnd ??= item.current_period_end;
    } else {
      addons[role.addon] = (addons[role.addon] ?? 0) + item.quantity;
    }
  }
  const status = statusOf[sub.status] ?? "incomplete";
  return {
    plan,
    interval,
    status,
    source: "stripe",
    addons,
    trialEndsAt: previous.trialEndsAt,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    // The grace period counts from the first failure of this arrears, not from each retry.
    pastDueSince: status === "past_due" ? (previous.status === "past_due" && previous.pastDueSince ? previous.pastDueSince : now) : null,
  };
}
