import { bigint, boolean, date, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import { tierIds, type AddonUnits } from "../plans";
import { billingIntervals, subscriptionSources, subscriptionStatuses, usageMetrics } from "../contracts/billing.contracts";

export const billingPlan = pgEnum("billing_plan", tierIds);
export const billingInterval = pgEnum("billing_interval", billingIntervals);
export const billingStatus = pgEnum("billing_status", subscriptionStatuses);
export const billingSource = pgEnum("billing_source", subscriptionSources);
export const usageMetric = pgEnum("billing_usage_metric", usageMetrics);

/**
 * The subscription of a billing account (a brand or agency workspace; client workspaces use their
 * agency's). No row means the free trial that starts with the workspace.
 */
export const subscriptions = pgTable(
  "billing_subscriptions",
  {
    workspaceId: workspaceId().primaryKey(),
    plan: billingPlan().notNull(),
    interval: billingInterval().notNull().default("month"),
    status: billingStatus().notNull(),
    source: billingSource().notNull(),
    /** Add-on units bought, by add-on id (each unit raises its limit by the add-on's step). */
    addons: jsonb().$type<AddonUnits>().notNull().default({}),
    trialEndsAt: timestamp({ withTimezone: true }),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** When the first failed payment of the current arrears happened; the grace period counts from it. */
    pastDueSince: timestamp({ withTimezone: true }),
    stripeCustomerId: text(),
    stripeSubscriptionId: text(),
    /** When the stored Stripe state was read from Stripe: an older read never overwrites a newer one. */
    stripeSyncedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("billing_subscriptions_customer_uq").on(t.stripeCustomerId),
    uniqueIndex("billing_subscriptions_subscription_uq").on(t.stripeSubscriptionId),
  ],
);

/** Stripe events already processed, written in the same transaction as their effect (at-most-once). */
export const stripeEvents = pgTable("billing_stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  /** The billing account it changed, when it changed one. */
  accountId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Metered usage of a billing account: monthly flows (emails, AI generations) per calendar month, and
 * stocks kept by the modules that own them (contacts, sources, storage) in the `ever` period.
 */
export const usageCounters = pgTable(
  "billing_usage_counters",
  {
    workspaceId: workspaceId(),
    metric: usageMetric().notNull(),
    periodStart: date({ mode: "string" }).notNull(),
    used: bigint({ mode: "number" }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.metric, t.periodStart] })],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
