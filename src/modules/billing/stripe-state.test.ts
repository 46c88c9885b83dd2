import { describe, expect, it } from "vitest";
import type { SubscriptionState } from "./status";
import { stateFromStripe, type StripeSubscriptionLike } from "./stripe-state";

const roles: Record<string, ReturnType<Parameters<typeof stateFromStripe>[1]>> = {
  price_std_m: { tier: "standard", interval: "month" },
  price_adv_y: { tier: "advanced", interval: "year" },
  price_users: { addon: "users" },
};
const roleOf = (id: string) => roles[id] ?? null;
const now = new Date("2026-11-21T12:00:00Z");
const trial: SubscriptionState = {
  plan: "standard",
  interval: "month",
  status: "trialing",
  source: "trial",
  addons: {},
  trialEndsAt: new Date("2026-12-01T00:00:00Z"),
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  pastDueSince: null,
};
const sub = (over: Partial<StripeSubscriptionLike> = {}): StripeSubscriptionLike => ({
  id: "sub_1",
  customer: "cus_1",
  status: "active",
  cancel_at_period_end: false,
  items: {
    data: [
      { quantity: 1, price: { id: "price_adv_y" }, current_period_end: 1_800_000_000 },
      { quantity: 3, price: { id: "price_users" } },
    ],
  },
  ...over,
});

describe("stateFromStripe", () => {
  it("reads the plan and interval from the tier price, add-ons from their prices, and the period from the item", () => {
    expect(stateFromStripe(sub(), roleOf, trial, now)).toMatchObject({
      plan: "advanced",
      interval: "year",
      status: "active",
      source: "stripe",
      addons: { users: 3 },
      currentPeriodEnd: new Date(1_800_000_000 * 1000),
    });
  });

  it("keeps the first failure's date through retries and clears it once paid", () => {
    const first = stateFromStripe(sub({ status: "past_due" }), roleOf, trial, now);
    expect(first.pastDueSince).toEqual(now);
    const retry = stateFromStripe(sub({ status: "past_due" }), roleOf, first, new Date("2026-11-23T00:00:00Z"));
    expect(retry.pastDueSince).toEqual(now);
    expect(stateFromStripe(sub(), roleOf, retry, now).pastDueSince).toBeNull();
  });

  it("maps Stripe's other statuses onto ours and ignores unknown prices", () => {
    expect(stateFromStripe(sub({ status: "incomplete_expired" }), roleOf, trial, now).status).toBe("canceled");
    expect(stateFromStripe(sub({ status: "paused" }), roleOf, trial, now).status).toBe("unpaid");
    const unknown = stateFromStripe(sub({ items: { data: [{ quantity: 1, price: { id: "price_other" } }] } }), roleOf, trial, now);
    expect(unknown).toMatchObject({ plan: "standard", addons: {} });
  });
});
