import "server-only";
import { eq, or, sql } from "drizzle-orm";
import { recordAudit, workspaces } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { subscriptions } from "../db/subscriptions.table";
import { addonIds, addons, tierById } from "../plans";
import type { SubscriptionState } from "../status";
import { stateFromStripe } from "../stripe-state";
import { StripeClient, type StripeSubscription } from "../stripe/client";
import { accountOf } from "./account.service";
import { priceRole, type PaymentsConfig } from "./config";
import { stateOf, subscriptionRow } from "./entitlements.service";

export const stripeFor = (config: PaymentsConfig) => new StripeClient({ secretKey: config.secretKey, apiBase: config.apiBase });

/** "Standard → Advanced", "Extra users 0 → 2", "past due": what changed, in words for the security log. */
export function describeChange(
  before: SubscriptionState,
  after: SubscriptionState,
): {
  action: "billing.plan_changed" | "billing.addon_changed" | "billing.payment_failed" | "billing.cancellation_scheduled" | "billing.resumed";
  summary: string;
} | null {
  if (after.status === "past_due" && before.status !== "past_due")
    return { action: "billing.payment_failed", summary: "Payment failed; the workspace is past due" };
  if (before.plan !== after.plan || before.interval !== after.interval || before.source !== after.source || before.status !== after.status) {
    const name = (s: SubscriptionState) => `${tierById(s.plan).name}${s.source === "trial" ? " trial" : s.interval === "year" ? " (annual)" : ""}`;
    const summary =
      before.plan === after.plan && before.source === after.source ? `${name(after)}: ${before.status} → ${after.status}` : `${name(before)} → ${name(after)}`;
    return { action: "billing.plan_changed", summary };
  }
  const changed = addonIds.filter((id) => (before.addons[id] ?? 0) !== (after.addons[id] ?? 0));
  if (changed.length > 0) {
    return {
      action: "billing.addon_changed",
      summary: changed.map((id) => `${addons[id].name} ${before.addons[id] ?? 0} → ${after.addons[id] ?? 0}`).join(", "),
    };
  }
  if (!before.cancelAtPeriodEnd && after.cancelAtPeriodEnd) return { action: "billing.cancellation_scheduled", summary: "Cancels at the end of the period" };
  if (before.cancelAtPeriodEnd && !after.cancelAtPeriodEnd) return { action: "billing.resumed", summary: "Cancellation withdrawn" };
  return null;
}

/**
 * Writes Stripe's subscription, as read at `readAt`, into the account's row, unless a newer read is
 * already stored (out-of-order deliveries never regress state). Returns whether it was written.
 */
export async function applySubscription(
  tx: Db | Tx,
  accountId: string,
  sub: StripeSubscription,
  config: PaymentsConfig,
  readAt: Date,
  actorId: string | null = null,
): Promise<boolean> {
  const account = await accountOf(tx, accountId);
  const row = await subscriptionRow(tx, accountId);
  const before = stateOf(row, account);
  // A subscription that ended after another one replaced it doesn't touch the current one.
  if (row?.stripeSubscriptionId && row.stripeSubscriptionId !== sub.id && ["canceled", "incomplete_expired"].includes(sub.status)) return false;
  const after = stateFromStripe(sub, (id) => priceRole(config, id), before, readAt);
  const values = { ...after, stripeCustomerId: sub.customer, stripeSubscriptionId: sub.id, stripeSyncedAt: readAt };
  const [written] = await tx
    .insert(subscriptions)
    .values({ workspaceId: accountId, ...values })
    .onConflictDoUpdate({
      target: subscriptions.workspaceId,
      set: values,
      setWhere: sql`${subscriptions.stripeSyncedAt} is null or ${subscriptions.stripeSyncedAt} <= ${readAt.toISOString()}::timestamptz`,
    })
    .returning({ id: subscriptions.workspaceId });
  if (!written) return false;
  const change = describeChange(before, after);
  if (change) await recordAudit(tx, { workspaceId: accountId, actorId, action: change.action, subject: account.name, details: { summary: change.summary } });
  return true;
}

/** The billing account a Stripe object belongs to: its workspace metadata, else the stored ids. */
export async function accountForStripe(
  db: Db | Tx,
  ids: { workspaceId?: string | null; subscriptionId?: string | null; customerId?: string | null },
): Promise<string | null> {
  if (ids.workspaceId && /^[0-9a-f-]{36}$/i.test(ids.workspaceId)) {
    const [ws] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, ids.workspaceId));
    if (ws) return ws.id;
  }
  const matches = [
    ids.subscriptionId ? eq(subscriptions.stripeSubscriptionId, ids.subscriptionId) : undefined,
    ids.customerId ? eq(subscriptions.stripeCustomerId, ids.customerId) : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length === 0) return null;
  const [row] = await db
    .select({ id: subscriptions.workspaceId })
    .from(subscriptions)
    .where(or(...matches));
  return row?.id ?? null;
}
