import "server-only";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { stripeEvents } from "../db/subscriptions.table";
import { verifyStripeSignature, WebhookSignatureError } from "../stripe/signature";
import { StripeApiError, type StripeEvent } from "../stripe/client";
import { paymentsConfig } from "./config";
import { accountForStripe, applySubscription, stripeFor } from "./stripe-sync.service";

export type WebhookAnswer = { status: number; body: Record<string, unknown> };

type Obj = Record<string, unknown> & { id?: string; metadata?: Record<string, string> | null };

const str = (v: unknown): string | null =>
  typeof v === "string" && v.length > 0 ? v : typeof v === "object" && v && typeof (v as { id?: unknown }).id === "string" ? (v as { id: string }).id : null;

/** The subscription an event is about, wherever that event type keeps it. */
function subscriptionIdOf(event: StripeEvent<Obj>): string | null {
  const o = event.data.object;
  if (event.type.startsWith("customer.subscription.")) return str(o.id);
  if (event.type.startsWith("checkout.session.")) return o.mode === "subscription" ? str(o.subscription) : null;
  if (event.type.startsWith("invoice.")) {
    const parent = o.parent as { subscription_details?: { subscription?: unknown } } | undefined;
    return str(o.subscription) ?? str(parent?.subscription_details?.subscription);
  }
  return null;
}

/**
 * POST /api/webhooks/stripe. Verifies the signature over the raw body, re-reads the subscription from
 * Stripe (so the order of deliveries doesn't matter), and applies it in the same transaction that
 * records the event id (so a replay or a concurrent duplicate has no second effect).
 * Answers 2xx once handled, 400 to a bad signature, 5xx when Stripe should retry later.
 */
export async function handleStripeWebhook(db: Db, payload: string, signature: string | null): Promise<WebhookAnswer> {
  const config = paymentsConfig();
  if (!config?.webhookSecret) return { status: 404, body: { error: "Payments are not configured on this server." } };
  try {
    verifyStripeSignature(payload, signature, config.webhookSecret);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return { status: 400, body: { error: error.message } };
    throw error;
  }
  let event: StripeEvent<Obj>;
  try {
    event = JSON.parse(payload) as StripeEvent<Obj>;
    if (typeof event.id !== "string" || typeof event.type !== "string" || typeof event.data?.object !== "object") throw new Error("not an event");
  } catch {
    return { status: 400, body: { error: "The body is not a Stripe event." } };
  }
  const log = getLogger().child({ stripeEvent: event.id, type: event.type });
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) {
    // Not about a subscription: acknowledged so Stripe stops sending it.
    await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    return { status: 200, body: { received: true, ignored: true } };
  }
  let sub;
  try {
    sub = await stripeFor(config).retrieveSubscription(subscriptionId);
  } catch (error) {
    log.warn({ err: error }, "stripe webhook: subscription re-read failed");
    if (error instanceof StripeApiError && error.status === 404) {
      await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      return { status: 200, body: { received: true, ignored: true } };
    }
    return { status: 503, body: { error: "Stripe could not be reached; retry later." } };
  }
  const readAt = new Date();
  const o = event.data.object;
  const accountId = await accountForStripe(db, {
    workspaceId: sub.metadata?.workspace_id ?? o.metadata?.workspace_id ?? str(o.client_reference_id),
    subscriptionId: sub.id,
    customerId: sub.customer,
  });
  const outcome = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, accountId })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return "duplicate" as const;
    if (!accountId) return "unmatched" as const;
    return (await applySubscription(tx, accountId, sub, config, readAt)) ? ("applied" as const) : ("stale" as const);
  });
  if (outcome === "unmatched") log.warn({ subscription: sub.id }, "stripe webhook: no workspace for this subscription");
  return { status: 200, body: { received: true, outcome } };
}
