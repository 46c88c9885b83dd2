import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StripeApiError, StripeClient, type StripeCheckoutSession, type StripeEvent, type StripeSubscription } from "./client";
import { startFakeStripe, type FakeStripe } from "./fake-server";
import { verifyStripeSignature } from "./signature";

const secretKey = "sk_test_fake_51Hx0123456789abcdef";
const webhookSecret = "whsec_test_0123456789abcdef";
const plan = "price_standard_monthly";
const bigger = "price_advanced_monthly";
const addon = "price_addon_users";
const annual = "price_standard_annual";

/** A stand-in for the app's webhook route: verifies each delivery's signature and keeps what it accepted. */
async function startReceiver(secret: string) {
  const received: StripeEvent[] = [];
  const rejected: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      try {
        verifyStripeSignature(raw, req.headers["stripe-signature"] as string | undefined, secret);
      } catch (err) {
        rejected.push(err instanceof Error ? err.message : String(err));
        res.writeHead(400).end();
        return;
      }
      received.push(JSON.parse(raw.toString("utf8")) as StripeEvent);
      res.writeHead(200, { "content-type": "application/json" }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/billing/webhook`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, received, rejected, close };
}

let fake: FakeStripe;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let stripe: StripeClient;

beforeAll(async () => {
  receiver = await startReceiver(webhookSecret);
  fake = await startFakeStripe({
    secretKey,
    prices: [
      { id: plan, unitAmount: 9900, interval: "month", nickname: "Standard" },
      { id: bigger, unitAmount: 24400, interval: "month", nickname: "Advanced" },
      { id: addon, unitAmount: 1000, interval: "month", nickname: "Extra users" },
      { id: annual, unitAmount: 99000, interval: "year", nickname: "Standard (annual)" },
    ],
    webhook: { url: receiver.url, secret: webhookSecret },
  });
  stripe = new StripeClient({ secretKey, apiBase: fake.url, timeoutMs: 5000 });
});

afterAll(async () => {
  await fake?.close();
  await receiver?.close();
});

const checkoutParams = (workspaceId: string, price = plan) => ({
  mode: "subscription" as const,
  customer_email: `${workspaceId}@example.test`,
  client_reference_id: workspaceId,
  line_items: [{ price, quantity: 1 }],
  success_url: "http://app.test/settings/billing?checkout={CHECKOUT_SESSION_ID}",
  cancel_url: "http://app.test/settings/billing",
  metadata: { workspace_id: workspaceId },
  subscription_data: { metadata: { workspace_id: workspaceId, tier: "standard" } },
  allow_promotion_codes: true,
});

async function subscribe(workspaceId: string, price = plan): Promise<{ session: StripeCheckoutSession; subscription: StripeSubscription }> {
  const session = await stripe.createCheckoutSession(checkoutParams(workspaceId, price));
  const subscriptionId = await fake.completeCheckout(session.id);
  return { session, subscription: await stripe.retrieveSubscription(subscriptionId) };
}

/** The events the receiver accepted about one subscription (as the object or as its `subscription`). */
const eventsOf = (subscriptionId: string) =>
  receiver.received.filter((e) => {
    const object = e.data.object as { id?: string; subscription?: string | null };
    return object.id === subscriptionId || object.subscription === subscriptionId;
  });

const stripeError = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a StripeApiError");
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(StripeApiError);
      return err as StripeApiError;
    },
  );

describe("Stripe client against the local Stripe server", () => {
  it("creates a subscription Checkout session in Stripe's bracket form encoding, once per idempotency key", async () => {
    const key = "checkout-ws-form-1";
    const session = await stripe.createCheckoutSession(checkoutParams("ws-form"), key);
    expect(session).toMatchObject({
      object: "checkout.session",
      mode: "subscription",
      status: "open",
      customer: null,
      subscription: null,
      client_reference_id: "ws-form",
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/checkout/${session.id}`);
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({ method: "POST", path: "/v1/checkout/sessions", idempotencyKey: key });
    expect(sent?.form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": plan,
      "line_items[0][quantity]": "1",
      "metadata[workspace_id]": "ws-form",
      "subscription_data[metadata][workspace_id]": "ws-form",
      "subscription_data[metadata][tier]": "standard",
      allow_promotion_codes: "true",
      success_url: "http://app.test/settings/billing?checkout={CHECKOUT_SESSION_ID}",
    });

    const sessions = fake.checkoutSessions.size;
    const again = await stripe.createCheckoutSession(checkoutParams("ws-form"), key);
    expect(again.id).toBe(session.id);
    expect(fake.checkoutSessions.size).toBe(sessions);
  });

  it("refuses an idempotency key reused with other parameters, and a price Stripe does not know", async () => {
    await stripe.createCheckoutSession(checkoutParams("ws-key-a"), "checkout-reused");
    const reused = await stripeError(stripe.createCheckoutSession(checkoutParams("ws-key-b"), "checkout-reused"));
    expect(reused).toMatchObject({ status: 400, type: "idempotency_error" });

    const unknown = await stripeError(stripe.createCheckoutSession(checkoutParams("ws-price", "price_nope")));
    expect(unknown).toMatchObject({ status: 400, type: "invalid_request_error", code: "resource_missing", param: "line_items[0][price]" });
    expect(unknown.message).toBe("No such price: 'price_nope'");
  });

  it("shows the hosted checkout page and, on Pay, subscribes and redirects to success_url with the session id", async () => {
    const session = await stripe.createCheckoutSession(checkoutParams("ws-page"));
    const page = await (await fetch(session.url ?? "")).text();
    expect(page).toContain("Test checkout");
    expect(page).toContain("Standard: 1 × $99.00 / month");
    expect(page).toContain(`<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay and subscribe</button></form>`);
    expect(page).toContain('<a href="http://app.test/settings/billing">Back</a>');

    const paid = await fetch(`${fake.url}/checkout/${session.id}/pay`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://app.test/settings/billing?checkout=${session.id}`);

    const done = await stripe.retrieveCheckoutSession(session.id);
    expect(done).toMatchObject({ status: "complete", url: null, client_reference_id: "ws-page" });
    expect(done.customer).toMatch(/^cus_/);
    expect(done.subscription).toMatch(/^sub_/);
    expect(fake.customers.get(done.customer ?? "")?.email).toBe("ws-page@example.test");
  });

  it("turns a paid checkout into an active subscription with the plan price, its period and the workspace metadata", async () => {
    const { session, subscription } = await subscribe("ws-sub");
    expect(subscription).toMatchObject({ object: "subscription", status: "active", cancel_at_period_end: false, canceled_at: null });
    expect(subscription.metadata).toEqual({ workspace_id: "ws-sub", tier: "standard" });
    expect(subscription.items.data).toHaveLength(1);
    const [item] = subscription.items.data;
    expect(item?.id).toMatch(/^si_/);
    expect(item?.price).toEqual({
      id: plan,
      object: "price",
      active: true,
      currency: "usd",
      unit_amount: 9900,
      recurring: { interval: "month", interval_count: 1 },
      nickname: "Standard",
    });
    const { current_period_start: start = 0, current_period_end: end = 0 } = subscription;
    expect((end - start) / 86_400).toBeGreaterThanOrEqual(28);
    expect((end - start) / 86_400).toBeLessThanOrEqual(31);
    expect(item).toMatchObject({ current_period_start: start, current_period_end: end });

    const events = eventsOf(subscription.id);
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.created", "checkout.session.completed"]);
    expect(events[0]).toMatchObject({ object: "event", api_version: "2024-06-20", livemode: false });
    expect(events[0]?.id).toMatch(/^evt_/);
    expect(events[1]?.data.object).toMatchObject({ id: session.id, status: "complete", subscription: subscription.id, customer: subscription.customer });
  });

  it("bills a year ahead on an annual price", async () => {
    const { subscription } = await subscribe("ws-annual", annual);
    const days = ((subscription.current_period_end ?? 0) - (subscription.current_period_start ?? 0)) / 86_400;
    expect([365, 366]).toContain(days);
  });

  it("adds an add-on, changes quantities and the plan, removes the add-on and cancels at period end, each signalled by a webhook", async () => {
    const { subscription } = await subscribe("ws-update");
    const planItem = subscription.items.data[0]?.id ?? "";

    const withAddon = await stripe.updateSubscription(
      subscription.id,
      { items: [{ price: addon, quantity: 3 }], proration_behavior: "create_prorations" },
      "add-users-1",
    );
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v1/subscriptions/${subscription.id}`,
      idempotencyKey: "add-users-1",
      form: { "items[0][price]": addon, "items[0][quantity]": "3", proration_behavior: "create_prorations" },
    });
    expect(withAddon.items.data.map((it) => [it.price.id, it.quantity])).toEqual([
      [plan, 1],
      [addon, 3],
    ]);
    const addonItem = withAddon.items.data.find((it) => it.price.id === addon)?.id ?? "";
    expect(addonItem).toMatch(/^si_/);

    const more = await stripe.updateSubscription(subscription.id, {
      items: [
        { id: addonItem, quantity: 5 },
        { id: planItem, price: bigger },
      ],
    });
    expect(more.items.data.map((it) => [it.id, it.price.id, it.quantity])).toEqual([
      [planItem, bigger, 1],
      [addonItem, addon, 5],
    ]);

    const without = await stripe.updateSubscription(subscription.id, { items: [{ id: addonItem, deleted: true }] });
    expect(without.items.data.map((it) => it.price.id)).toEqual([bigger]);

    const ending = await stripe.updateSubscription(subscription.id, { cancel_at_period_end: true, metadata: { reason: "too expensive" } });
    expect(ending).toMatchObject({
      status: "active",
      cancel_at_period_end: true,
      metadata: { workspace_id: "ws-update", tier: "standard", reason: "too expensive" },
    });
    expect(ending.canceled_at).toEqual(expect.any(Number));

    const updates = eventsOf(subscription.id).filter((e) => e.type === "customer.subscription.updated");
    const snapshots = updates.map((e) => e.data.object as StripeSubscription);
    expect(snapshots.map((s) => s.items.data.map((it) => `${it.price.id}×${it.quantity}`).join(","))).toEqual([
      `${plan}×1,${addon}×3`,
      `${bigger}×1,${addon}×5`,
      `${bigger}×1`,
      `${bigger}×1`,
    ]);
    expect(snapshots.map((s) => s.cancel_at_period_end)).toEqual([false, false, false, true]);
    expect(receiver.rejected).toEqual([]);
  });

  it("refuses an item of another subscription and a second item with the same price", async () => {
    const { subscription } = await subscribe("ws-bad-items");
    const foreign = await stripeError(stripe.updateSubscription(subscription.id, { items: [{ id: "si_notmine", quantity: 2 }] }));
    expect(foreign).toMatchObject({ status: 400, code: "resource_missing", param: "items[0][id]" });
    const twice = await stripeError(stripe.updateSubscription(subscription.id, { items: [{ price: plan, quantity: 1 }] }));
    expect(twice).toMatchObject({ status: 400, type: "invalid_request_error" });
    expect((await stripe.retrieveSubscription(subscription.id)).items.data).toHaveLength(1);
  });

  it("signals a failed renewal as past_due and its later payment as active again", async () => {
    const { subscription } = await subscribe("ws-dunning");
    await fake.failPayment(subscription.id);
    expect((await stripe.retrieveSubscription(subscription.id)).status).toBe("past_due");
    await fake.payInvoice(subscription.id);
    expect((await stripe.retrieveSubscription(subscription.id)).status).toBe("active");

    const events = eventsOf(subscription.id).slice(2);
    expect(events.map((e) => e.type)).toEqual(["invoice.payment_failed", "customer.subscription.updated", "invoice.paid", "customer.subscription.updated"]);
    expect(events[0]?.data.object).toMatchObject({
      object: "invoice",
      subscription: subscription.id,
      customer: subscription.customer,
      attempt_count: 1,
      status: "open",
      amount_due: 9900,
    });
    expect((events[1]?.data.object as StripeSubscription).status).toBe("past_due");
    expect(events[2]?.data.object).toMatchObject({ status: "paid", attempt_count: 2, amount_paid: 9900 });
    expect((events[3]?.data.object as StripeSubscription).status).toBe("active");
  });

  it("cancels a subscription at once and sends customer.subscription.deleted", async () => {
    const { subscription } = await subscribe("ws-cancel");
    const canceled = await stripe.cancelSubscription(subscription.id);
    expect(canceled).toMatchObject({ status: "canceled", canceled_at: expect.any(Number) });
    expect(eventsOf(subscription.id).at(-1)).toMatchObject({ type: "customer.subscription.deleted", data: { object: { status: "canceled" } } });
  });

  it("opens a billing portal session whose page links back to the app", async () => {
    const { subscription } = await subscribe("ws-portal");
    const portal = await stripe.createPortalSession({ customer: subscription.customer, return_url: "http://app.test/settings/billing" });
    expect(portal).toMatchObject({ object: "billing_portal.session", customer: subscription.customer, return_url: "http://app.test/settings/billing" });
    expect(portal.url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain("Test billing portal");
    expect(page).toContain('<a href="http://app.test/settings/billing">Return to AI Marketing Tools</a>');

    const unknown = await stripeError(stripe.createPortalSession({ customer: "cus_nobody", return_url: "http://app.test" }));
    expect(unknown).toMatchObject({ status: 400, code: "resource_missing", param: "customer" });
  });

  it("reads a price", async () => {
    expect(await stripe.retrievePrice(addon)).toMatchObject({
      id: addon,
      object: "price",
      unit_amount: 1000,
      currency: "usd",
      nickname: "Extra users",
      recurring: { interval: "month" },
    });
  });

  it("answers an unknown id with a 404 StripeApiError coded resource_missing", async () => {
    const err = await stripeError(stripe.retrieveSubscription("sub_missing"));
    expect(err).toMatchObject({ status: 404, type: "invalid_request_error", code: "resource_missing", message: "No such subscription: 'sub_missing'" });
    expect(err.requestId).toMatch(/^req_/);
  });

  it("answers a wrong secret key with a 401 StripeApiError that does not echo the key", async () => {
    const wrongKey = "sk_test_wrong_key_0000000000009999";
    const err = await stripeError(new StripeClient({ secretKey: wrongKey, apiBase: fake.url }).retrievePrice(plan));
    expect(err).toMatchObject({ status: 401, type: "invalid_request_error" });
    expect(err.message).toContain("Invalid API Key provided");
    expect(err.message).not.toContain(wrongKey);
  });

  it("reports an unreachable Stripe as an api_connection_error with status 0", async () => {
    const closed = await startFakeStripe({ secretKey, prices: [] });
    await closed.close();
    const err = await stripeError(new StripeClient({ secretKey, apiBase: closed.url, timeoutMs: 2000 }).retrievePrice(plan));
    expect(err).toMatchObject({ status: 0, type: "api_connection_error" });
  });

  it("signs replayed events so the receiver accepts them, and a receiver with another secret rejects them", async () => {
    const { subscription } = await subscribe("ws-replay");
    const event = fake.buildEvent("customer.subscription.updated", subscription);
    expect(await fake.deliver(event)).toBe(200);
    expect(await fake.deliver(event)).toBe(200);
    expect(receiver.received.filter((e) => e.id === event.id)).toHaveLength(2);

    fake.setWebhook({ url: receiver.url, secret: "whsec_rotated_elsewhere" });
    try {
      expect(await fake.deliver(fake.buildEvent("customer.subscription.updated", subscription))).toBe(400);
      expect(receiver.rejected.at(-1)).toBe("No signatures found matching the expected signature for payload");
    } finally {
      fake.setWebhook({ url: receiver.url, secret: webhookSecret });
      receiver.rejected.length = 0;
    }
    expect(fake.sentEvents.at(-1)).toMatchObject({ type: "customer.subscription.updated", status: 400 });
  });
});
