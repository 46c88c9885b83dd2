import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { STRIPE_WEBHOOK_SECRET, testPrices, startLocalStripe } from "~tests/support/stripe";
import { auditEvents } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { LimitReachedError } from "@/server/errors";
import { assertWithinLimit, entitlements, handleStripeWebhook, subscriptions } from "./index";
import { PAST_DUE_GRACE_DAYS } from "./plans";
import { signStripePayload } from "./stripe/signature";

let handle: DbHandle;
let local: Awaited<ReturnType<typeof startLocalStripe>>;
beforeAll(async () => {
  handle = await createTestDb();
  local = await startLocalStripe(handle.db);
});
afterAll(async () => {
  await local.close();
  await handle.close();
});

const sessionIdOf = (url: string) => url.split("/checkout/")[1]!;

/** A trial workspace that bought `plan` through checkout (the webhooks have been handled). */
async function subscribed(plan: "basic" | "standard" | "advanced" = "advanced") {
  const ws = await makeWorkspace(handle.db);
  const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  const { url } = await caller.billing.checkout({ plan, interval: "month" });
  const subscriptionId = await local.stripe.completeCheckout(sessionIdOf(url));
  return { ...ws, caller, subscriptionId };
}

async function row(workspaceId: string) {
  const [r] = await handle.db.select().from(subscriptions).where(eq(subscriptions.workspaceId, workspaceId));
  return r!;
}

/** What the state looks like, without the bookkeeping columns. */
const stateOf = async (workspaceId: string) => {
  const { plan, interval, status, source, addons, cancelAtPeriodEnd, stripeSubscriptionId, currentPeriodEnd } = await row(workspaceId);
  return { plan, interval, status, source, addons, cancelAtPeriodEnd, stripeSubscriptionId, currentPeriodEnd };
};

describe("checkout", () => {
  it("opens Stripe Checkout for the plan's price and switches the trial to the paid plan once Stripe confirms", async () => {
    const ws = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    const { url } = await caller.billing.checkout({ plan: "advanced", interval: "year" });
    expect(url).toMatch(new RegExp(`^${local.stripe.url}/checkout/cs_`));
    const sent = local.stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!;
    expect(sent.form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": testPrices.tiers.advanced.year,
      "line_items[0][quantity]": "1",
      client_reference_id: ws.workspace.id,
      "subscription_data[metadata][workspace_id]": ws.workspace.id,
    });
    expect(sent.form.success_url).toMatch(/\/marketing-dashboard\/settings\/subscription\?checkout=success&session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(sent.idempotencyKey).toBeTruthy();
    // Nothing changes before payment.
    expect((await caller.billing.overview()).source).toBe("trial");

    await local.stripe.completeCheckout(sessionIdOf(url));
    const o = await caller.billing.overview();
    expect(o).toMatchObject({
      plan: "advanced",
      interval: "year",
      status: "active",
      source: "stripe",
      standing: { phase: "active" },
      payments: { live: true, hasCustomer: true, testMode: true },
    });
    expect(o.meters.find((m) => m.key === "users")!.limit).toBe(10);
    const log = await caller.identity.audit.list({ action: "billing.plan_changed" });
    expect(log.events[0]!.details).toMatchObject({ summary: "Standard trial → Advanced (annual)" });
  });

  it("refuses a second checkout while a subscription runs, and a price that isn't configured", async () => {
    const { caller } = await subscribed();
    await expect(caller.billing.checkout({ plan: "premium", interval: "month" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/already have a subscription/),
    });
    const fresh = await makeWorkspace(handle.db);
    const other = callerFor(handle.db, { userId: fresh.owner.id, workspaceId: fresh.workspace.id });
    await expect(other.billing.checkout({ plan: "premium", interval: "year" })).rejects.toMatchObject({ message: "Premium isn't sold annually here." });
  });

  it("shows the configured prices as Stripe has them, annual only where an annual price exists", async () => {
    const { caller } = await subscribed();
    const prices = await caller.billing.prices();
    expect(prices.tiers.advanced).toEqual({ month: { amount: 24400, currency: "usd" }, year: { amount: 244000, currency: "usd" } });
    expect(prices.tiers.premium?.year).toBeUndefined();
    expect(prices.addons.users).toEqual({ amount: 1500, currency: "usd" });
    const o = await caller.billing.overview();
    expect(o.payments.enabled && o.payments.sold.premium).toEqual({ month: true, year: false });
  });

  it("opens the customer portal for card and invoices", async () => {
    const { caller } = await subscribed();
    expect((await caller.billing.portal()).url).toMatch(new RegExp(`^${local.stripe.url}/portal/bps_`));
  });
});

describe("changes to a paid plan", () => {
  it("switches plans with proration and applies the new limits at once", async () => {
    const { caller, workspace, subscriptionId } = await subscribed("standard");
    await caller.billing.changePlan({ plan: "premium", interval: "month" });
    const update = local.stripe.requests.filter((r) => r.method === "POST" && r.path === `/v1/subscriptions/${subscriptionId}`).at(-1)!;
    expect(update.form).toMatchObject({ proration_behavior: "create_prorations", "items[0][price]": testPrices.tiers.premium.month });
    expect(await stateOf(workspace.id)).toMatchObject({ plan: "premium", status: "active" });
    expect(local.stripe.subscriptions.get(subscriptionId)!.items.data).toHaveLength(1);
  });

  it("won't switch to a plan below what is already used", async () => {
    const { caller, workspace } = await subscribed("advanced");
    for (const address of ["a", "b"]) await caller.identity.invitations.create({ email: `${address}-${workspace.id}@example.test`, role: "member" });
    await expect(caller.billing.changePlan({ plan: "basic", interval: "month" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "The Basic plan includes 1 seat (you use 3). Bring usage down first.",
    });
  });

  it("buys, changes and removes add-on units, raising the limit by the add-on's step", async () => {
    const { caller, workspace, subscriptionId } = await subscribed("standard");
    await caller.billing.setAddon({ addon: "users", units: 2 });
    expect((await entitlements(handle.db, workspace.id)).limits.users).toBe(5);
    await caller.billing.setAddon({ addon: "users", units: 1 });
    expect(local.stripe.subscriptions.get(subscriptionId)!.items.data.find((i) => i.price.id === testPrices.addons.users)!.quantity).toBe(1);
    await caller.billing.setAddon({ addon: "users", units: 0 });
    expect(await stateOf(workspace.id)).toMatchObject({ addons: {} });
    const log = await caller.identity.audit.list({ action: "billing.addon_changed" });
    expect(log.events.map((e) => e.details.summary)).toEqual(["Extra users 1 → 0", "Extra users 2 → 1", "Extra users 0 → 2"]);
  });

  it("cancels at the period's end and resumes", async () => {
    const { caller, workspace } = await subscribed();
    await caller.billing.cancel();
    expect((await caller.billing.overview()).standing).toMatchObject({ phase: "canceling", access: "full" });
    await caller.billing.resume();
    expect(await stateOf(workspace.id)).toMatchObject({ cancelAtPeriodEnd: false, status: "active" });
  });

  it("needs a paid plan before add-ons", async () => {
    const ws = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    await expect(caller.billing.setAddon({ addon: "contacts", units: 1 })).rejects.toMatchObject({ message: expect.stringMatching(/^Choose a plan first/) });
  });
});

describe("webhooks", () => {
  it("marks a failed payment past due with full access for the grace period, then limits; paying restores it", async () => {
    const { workspace, tenant, subscriptionId } = await subscribed();
    await local.stripe.failPayment(subscriptionId);
    const now = new Date();
    const during = await entitlements(handle.db, workspace.id, now);
    expect(during.standing).toMatchObject({ phase: "past_due", access: "full", notice: { tone: "danger" } });
    const later = new Date(now.getTime() + (PAST_DUE_GRACE_DAYS + 1) * 86_400_000);
    expect((await entitlements(handle.db, workspace.id, later)).standing).toMatchObject({ phase: "suspended", access: "limited" });
    await local.stripe.payInvoice(subscriptionId);
    expect(await row(workspace.id)).toMatchObject({ status: "active", pastDueSince: null });
    await expect(assertWithinLimit(handle.db, tenant, "contacts", 1)).resolves.toBeUndefined();
  });

  it("ends the plan when Stripe deletes the subscription, and limits the workspace", async () => {
    const { workspace, tenant, subscriptionId } = await subscribed();
    const deleted = await fetch(`${local.stripe.url}/v1/subscriptions/${subscriptionId}`, {
      method: "DELETE",
      headers: { authorization: "Bearer sk_test_local_0123456789" },
    });
    expect(deleted.status).toBe(200);
    expect(await row(workspace.id)).toMatchObject({ status: "canceled" });
    await expect(assertWithinLimit(handle.db, tenant, "contacts", 1)).rejects.toBeInstanceOf(LimitReachedError);
  });

  it("ends in the same state whatever the order, with replays and duplicates changing nothing", async () => {
    const { workspace, caller, subscriptionId } = await subscribed("standard");
    const first = local.stripe.sentEvents.length;
    await caller.billing.setAddon({ addon: "contacts", units: 3 });
    await local.stripe.failPayment(subscriptionId);
    await caller.billing.changePlan({ plan: "advanced", interval: "month" });
    const settled = await stateOf(workspace.id);
    const audits = (await handle.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, workspace.id))).length;

    // Rebuild the events Stripe sent (fresh ids: as if each were new) and deliver them backwards, twice each.
    const sent = local.stripe.sentEvents.slice(first).filter((e) => e.status === 200);
    expect(sent.length).toBeGreaterThanOrEqual(3);
    const sub = local.stripe.subscriptions.get(subscriptionId)!;
    const events = sent.map((e) =>
      local.stripe.buildEvent(
        e.type,
        e.type.startsWith("invoice.") ? { id: `in_${e.id}`, object: "invoice", subscription: subscriptionId, customer: sub.customer } : sub,
      ),
    );
    for (const event of [...events].reverse()) {
      expect(await local.stripe.deliver(event)).toBe(200);
      expect(await local.stripe.deliver(event)).toBe(200);
    }
    expect(await stateOf(workspace.id)).toEqual(settled);
    expect((await handle.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, workspace.id))).length).toBe(audits);
  });

  it("processes an event id once, even when it arrives again", async () => {
    const { subscriptionId } = await subscribed();
    const event = local.stripe.buildEvent("customer.subscription.updated", local.stripe.subscriptions.get(subscriptionId)!);
    const payload = JSON.stringify(event);
    const first = await handleStripeWebhook(handle.db, payload, signStripePayload(payload, STRIPE_WEBHOOK_SECRET));
    const again = await handleStripeWebhook(handle.db, payload, signStripePayload(payload, STRIPE_WEBHOOK_SECRET));
    expect(first).toMatchObject({ status: 200, body: { outcome: "applied" } });
    expect(again).toMatchObject({ status: 200, body: { outcome: "duplicate" } });
  });

  it("never lets an older read overwrite a newer one", async () => {
    const { workspace, subscriptionId } = await subscribed();
    const current = await row(workspace.id);
    // Mark the stored state as read in the future: an event handled now is older and must not win.
    await handle.db
      .update(subscriptions)
      .set({ stripeSyncedAt: new Date(Date.now() + 60_000), plan: "premium" })
      .where(eq(subscriptions.workspaceId, workspace.id));
    const event = local.stripe.buildEvent("customer.subscription.updated", local.stripe.subscriptions.get(subscriptionId)!);
    const payload = JSON.stringify(event);
    expect(await handleStripeWebhook(handle.db, payload, signStripePayload(payload, STRIPE_WEBHOOK_SECRET))).toMatchObject({ body: { outcome: "stale" } });
    expect((await row(workspace.id)).plan).toBe("premium");
    expect(current.plan).toBe("advanced");
  });

  it("rejects a bad signature, a stale timestamp and a body that isn't an event, changing nothing", async () => {
    const { workspace, subscriptionId } = await subscribed();
    const before = await stateOf(workspace.id);
    const event = local.stripe.buildEvent("customer.subscription.deleted", { ...local.stripe.subscriptions.get(subscriptionId)!, status: "canceled" });
    const payload = JSON.stringify(event);
    expect((await handleStripeWebhook(handle.db, payload, signStripePayload(payload, "whsec_wrong"))).status).toBe(400);
    expect(
      (await handleStripeWebhook(handle.db, payload, signStripePayload(payload, STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600))).status,
    ).toBe(400);
    expect((await handleStripeWebhook(handle.db, payload, null)).status).toBe(400);
    expect((await handleStripeWebhook(handle.db, "not json", signStripePayload("not json", STRIPE_WEBHOOK_SECRET))).status).toBe(400);
    expect(await stateOf(workspace.id)).toEqual(before);
  });

  it("asks Stripe to retry later when it can't re-read the subscription, without recording the event", async () => {
    const { subscriptionId } = await subscribed();
    const event = local.stripe.buildEvent("customer.subscription.updated", local.stripe.subscriptions.get(subscriptionId)!);
    const payload = JSON.stringify(event);
    const { setPaymentsConfig, paymentsConfig } = await import("./index");
    const config = paymentsConfig()!;
    setPaymentsConfig({ ...config, apiBase: "http://127.0.0.1:9" });
    try {
      expect((await handleStripeWebhook(handle.db, payload, signStripePayload(payload, STRIPE_WEBHOOK_SECRET))).status).toBe(503);
    } finally {
      setPaymentsConfig(config);
    }
    expect(await handleStripeWebhook(handle.db, payload, signStripePayload(payload, STRIPE_WEBHOOK_SECRET))).toMatchObject({ body: { outcome: "applied" } });
  });
});
