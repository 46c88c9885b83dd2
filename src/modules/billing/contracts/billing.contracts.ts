import { z } from "zod";
import { addonIds, limitKeys, MAX_ADDON_UNITS, tierIds } from "../plans";

export const billingIntervals = ["month", "year"] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** Stripe's subscription statuses we keep (incomplete_expired and paused are stored as their nearest). */
export const subscriptionStatuses = ["trialing", "active", "past_due", "unpaid", "canceled", "incomplete"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Where the plan came from: the built-in trial, Stripe, or `npm run plan:set` (self-hosted). */
export const subscriptionSources = ["trial", "stripe", "manual"] as const;
export type SubscriptionSource = (typeof subscriptionSources)[number];

/** Metered limits kept as counters (seats are counted from the team itself). */
export const usageMetrics = ["emails", "aiGenerations", "contacts", "sources", "storage"] as const;
export type UsageMetric = (typeof usageMetrics)[number];

export const tierField = z.enum(tierIds, { error: "Choose a plan" });
export const intervalField = z.enum(billingIntervals, { error: "Choose monthly or annual billing" });

export const checkoutInput = z.object({ plan: tierField, interval: intervalField.default("month") });
export type CheckoutInput = z.infer<typeof checkoutInput>;

export const changePlanInput = checkoutInput;
export type ChangePlanInput = z.infer<typeof changePlanInput>;

export const addonInput = z.object({
  addon: z.enum(addonIds, { error: "Choose an add-on" }),
  units: z
    .number({ error: "Enter a number of units" })
    .int({ error: "Enter a whole number of units" })
    .min(0, { error: "Units can't be negative" })
    .max(MAX_ADDON_UNITS, { error: `At most ${MAX_ADDON_UNITS} units at once` }),
});
export type AddonInput = z.infer<typeof addonInput>;

export const limitCheckInput = z.object({
  limit: z.enum(limitKeys),
  amount: z.number().int().min(0).max(1_000_000_000),
});
export type LimitCheckInput = z.infer<typeof limitCheckInput>;
