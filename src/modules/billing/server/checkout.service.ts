import "server-only";
import { randomUUID } from "node:crypto";
import { siteUrl } from "@/env";
import { recordAudit } from "@/modules/identity";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import type { AddonInput, ChangePlanInput, CheckoutInput } from "../contracts/billing.contracts";
import { subscriptions, type SubscriptionRow } from "../db/subscriptions.table";
import { addons, formatAmount, limitKeys, limitsFor, quantity, tierById, type AddonUnits, type Limits, type TierId } from "../plans";
import { paymentsConfig, type PaymentsConfig } from "./config";
import { entitlements, type Entitlements } from "./entitlements.service";
import { applySubscription, stripeFor } from "./stripe-sync.service";

import { SUBSCRIPTION_HREF as SUBSCRIPTION_PATH } from "../links";

export { SUBSCRIPTION_PATH };
export const PAYMENTS_OFF_MESSAGE = "Payments aren't set up on this server, so plans can't be bought here. Ask the person who runs it to set your plan.";

function requirePayments(): PaymentsConfig {
  const config = paymentsConfig();
  if (!config) throw new InvalidError(PAYMENTS_OFF_MESSAGE);
  return config;
}

/** Plans are bought and changed in the account's own workspace (a client workspace's agency pays). */
async function ownAccount(db: Db, tenant: Tenant): Promise<Entitlements> {
  const e = await entitlements(db, tenant.workspaceId);
  if (e.account.viaAgency) throw new InvalidError(`This workspace is billed through ${e.account.name}. Manage the plan there.`);
  return e;
}

const liveSubscription = (row: SubscriptionRow | null): row is SubscriptionRow & { stripeSubscriptionId: string } =>
  !!row && row.source === "stripe" && !!row.stripeSubscriptionId && row.status !== "canceled";

function requireLive(e: Entitlements): SubscriptionRow & { stripeSubscriptionId: string } {
  if (!liveSubscription(e.row)) throw new InvalidError("Choose a plan first: add-ons and changes apply to a paid subscription.");
  return e.row;
}

/** Refuses a change that would leave more in use than the new limits allow (nothing is deleted for you). */
function assertFits(used: Limits, limits: Limits, what: string): void {
  const over = limitKeys.filter((k) => used[k] > limits[k]);
  if (over.length === 0) return;
  const parts = over.map((k) => `${quantity(k, limits[k])} (you use ${formatAmount(k, used[k])})`);
  throw new InvalidError(`${what} includes ${parts.join(", ")}. Bring usage down first.`);
}

const returnUrl = (query = "") => `${siteUrl()}${SUBSCRIPTION_PATH}${query}`;

/** A Stripe Checkout page for a plan. The workspace changes only when Stripe confirms payment (webhook). */
export async function startCheckout(db: Db, tenant: Tenant, input: CheckoutInput): Promise<{ url: string }> {
  const config = requirePayments();
  const e = await ownAccount(db, tenant);
  if (liveSubscription(e.row)) throw new InvalidError("You already have a subscription. Switch plans from the plan list instead.");
  const price = config.tierPrices[input.plan][input.interval];
  if (!price) throw new InvalidError(`${tierById(input.plan).name} isn't sold ${input.interval === "year" ? "annually" : "monthly"} here.`);
  assertFits(e.used, limitsFor(input.plan), `The ${tierById(input.plan).name} plan`);
  const stripe = stripeFor(config);
  let customer = e.row?.stripeCustomerId ?? null;
  if (!customer) {
    const created = await stripe.createCustomer({ name: e.account.name, metadata: { workspace_id: e.account.id } }, `customer-${e.account.id}`);
    customer = created.id;
    const trial = e.state;
    await db
      .insert(subscriptions)
      .values({
        workspaceId: e.account.id,
        plan: trial.plan,
        interval: trial.interval,
        status: trial.status,
        source: trial.source,
        trialEndsAt: trial.trialEndsAt,
        stripeCustomerId: customer,
      })
      .onConflictDoUpdate({ target: subscriptions.workspaceId, set: { stripeCustomerId: customer } });
  }
  const session = await stripe.createCheckoutSession(
    {
      mode: "subscription",
      customer,
      client_reference_id: e.account.id,
      line_items: [{ price, quantity: 1 }],
      success_url: returnUrl("?checkout=success&session_id={CHECKOUT_SESSION_ID}"),
      cancel_url: returnUrl("?checkout=cancelled"),
      metadata: { workspace_id: e.account.id },
      subscription_data: { metadata: { workspace_id: e.account.id } },
      allow_promotion_codes: true,
    },
    randomUUID(),
  );
  if (!session.url) throw new InvalidError("Stripe didn't return a checkout page. Try again.");
  await recordAudit(db, {
    workspaceId: e.account.id,
    actorId: tenant.userId,
    action: "billing.checkout_started",
    subject: e.account.name,
    details: { summary: `${tierById(input.plan).name}, billed ${input.interval === "year" ? "annually" : "monthly"}` },
  });
  return { url: session.url };
}

/** Stripe's customer portal: card, invoices and billing details. */
export async function openPortal(db: Db, tenant: Tenant): Promise<{ url: string }> {
  const config = requirePayments();
  const e = await ownAccount(db, tenant);
  if (!e.row?.stripeCustomerId) throw new InvalidError("There are no invoices or cards yet. Choose a plan first.");
  const session = await stripeFor(config).createPortalSession({ customer: e.row.stripeCustomerId, return_url: returnUrl() });
  return { url: session.url };
}

async function updateLive(db: Db, tenant: Tenant, e: Entitlements, params: Parameters<ReturnType<typeof stripeFor>["updateSubscription"]>[1]) {
  const config = requirePayments();
  const live = requireLive(e);
  const sub = await stripeFor(config).updateSubscription(live.stripeSubscriptionId, params, randomUUID());
  await db.transaction((tx) => applySubscription(tx, e.account.id, sub, config, new Date(), tenant.userId));
}

/** Switches the plan of a paid subscription; Stripe prorates the difference on the next invoice. */
export async function changePlan(db: Db, tenant: Tenant, input: ChangePlanInput) {
  const config = requirePayments();
  const e = await ownAccount(db, tenant);
  const live = requireLive(e);
  const price = config.tierPrices[input.plan][input.interval];
  if (!price) throw new InvalidError(`${tierById(input.plan).name} isn't sold ${input.interval === "year" ? "annually" : "monthly"} here.`);
  if (input.plan === live.plan && input.interval === live.interval) throw new InvalidError(`You're already on ${tierById(input.plan).name}.`);
  assertFits(e.used, limitsFor(input.plan, live.addons), `The ${tierById(input.plan).name} plan`);
  const sub = await stripeFor(config).retrieveSubscription(live.stripeSubscriptionId);
  const planItem = sub.items.data.find((item) => Object.values(config.tierPrices).some((p) => p.month === item.price.id || p.year === item.price.id));
  const items = planItem ? [{ id: planItem.id, price }] : [{ price, quantity: 1 }];
  await updateLive(db, tenant, e, { items, proration_behavior: "create_prorations" });
  return { plan: input.plan as TierId };
}

/** Sets how many units of an add-on the subscription carries (0 removes it), prorated by Stripe. */
export async function setAddonUnits(db: Db, tenant: Tenant, input: AddonInput) {
  const config = requirePayments();
  const e = await ownAccount(db, tenant);
  const live = requireLive(e);
  const price = config.addonPrices[input.addon];
  if (!price) throw new InvalidError(`${addons[input.addon].name} aren't sold here.`);
  const units: AddonUnits = { ...live.addons, [input.addon]: input.units };
  if (input.units < (live.addons[input.addon] ?? 0))
    assertFits(e.used, limitsFor(live.plan, units), `${tierById(live.plan).name} with ${input.units} × ${addons[input.addon].stepLabel}`);
  const sub = await stripeFor(config).retrieveSubscription(live.stripeSubscriptionId);
  const item = sub.items.data.find((i) => i.price.id === price);
  const items = item
    ? [input.units === 0 ? { id: item.id, deleted: true } : { id: item.id, quantity: input.units }]
    : input.units === 0
      ? []
      : [{ price, quantity: input.units }];
  if (items.length === 0) return { units: 0 };
  await updateLive(db, tenant, e, { items, proration_behavior: "create_prorations" });
  return { units: input.units };
}

/** Cancels at the end of the paid period (nothing is refunded or cut short), or withdraws that. */
export async function setCancelAtPeriodEnd(db: Db, tenant: Tenant, cancel: boolean) {
  const e = await ownAccount(db, tenant);
  const live = requireLive(e);
  if (live.cancelAtPeriodEnd === cancel) return { cancelAtPeriodEnd: cancel };
  await updateLive(db, tenant, e, { cancel_at_period_end: cancel });
  return { cancelAtPeriodEnd: cancel };
}
