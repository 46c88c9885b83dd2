import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
// Types only (erased): client.ts is `server-only`, and this file also runs in Playwright's plain Node.
import type {
  StripeCheckoutSession,
  StripeCustomer,
  StripeEvent,
  StripePortalSession,
  StripePrice,
  StripeSubscription,
  StripeSubscriptionItem,
} from "./client";
import { signStripePayload } from "./signature";

const API_VERSION = "2024-06-20";

export type FakeStripeWebhook = { url: string; secret: string };
export type FakeStripeOptions = {
  secretKey: string;
  prices: Array<{ id: string; unitAmount: number; currency?: string; interval?: "month" | "year" | null; nickname?: string }>;
  /** Where events are POSTed, signed with the secret. */
  webhook?: FakeStripeWebhook;
  /** 0 (the default) takes any free port. */
  port?: number;
};
export type FakeStripeRequest = { method: string; path: string; form: Record<string, string>; idempotencyKey?: string };
export type FakeStripeInvoice = {
  id: string;
  object: "invoice";
  customer: string;
  subscription: string;
  status: "open" | "paid";
  paid: boolean;
  attempt_count: number;
  amount_due: number;
  amount_paid: number;
  currency: string;
  billing_reason: "subscription_cycle";
  period_start: number;
  period_end: number;
  created: number;
  livemode: false;
};
export type FakeStripe = {
  url: string;
  port: number;
  close(): Promise<void>;
  setWebhook(webhook: FakeStripeWebhook | undefined): void;
  subscriptions: Map<string, StripeSubscription>;
  checkoutSessions: Map<string, StripeCheckoutSession>;
  customers: Map<string, StripeCustomer>;
  /** What clients sent to /v1 (decoded form or query; no credentials), for assertions. */
  requests: FakeStripeRequest[];
  /** Every delivery attempt with the webhook's HTTP status (0: unreachable). */
  sentEvents: Array<{ id: string; type: string; status: number }>;
  /** What "Pay and subscribe" does; answers the new subscription's id once the events are delivered. */
  completeCheckout(sessionId: string): Promise<string>;
  /** A renewal fails: past_due, then `invoice.payment_failed` and `customer.subscription.updated`. */
  failPayment(subscriptionId: string): Promise<void>;
  /** The open (or a new) invoice is paid: active, then `invoice.paid` and `customer.subscription.updated`. */
  payInvoice(subscriptionId: string): Promise<void>;
  /** An event around a snapshot of `object`, not sent (for replays). */
  buildEvent<T>(type: string, object: T): StripeEvent<T>;
  /** POSTs one event (raw JSON, `Stripe-Signature`) to the webhook; answers its HTTP status (0: none or unreachable). */
  deliver(event: StripeEvent): Promise<number>;
};

type Form = { [key: string]: string | Form };
type ApiErrorBody = { type: string; message: string; code?: string; param?: string };

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

const invalid = (message: string, param?: string, code?: string) => new ApiError(400, { type: "invalid_request_error", message, code, param });
const missingParam = (param: string) => invalid(`Missing required param: ${param}.`, param, "parameter_missing");
/** Stripe answers 404 for an unknown id in the path, 400 for one in a parameter. */
const noSuch = (kind: string, id: string, param?: string) =>
  new ApiError(param ? 400 : 404, { type: "invalid_request_error", message: `No such ${kind}: '${id}'`, code: "resource_missing", param });

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const stripeId = (prefix: string, length: number) => prefix + Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join("");
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stripe's bracket form encoding (`items[0][price]=…`) as a tree; list indices stay object keys. */
function decodeForm(raw: string): { flat: Record<string, string>; tree: Form } {
  const flat: Record<string, string> = {};
  const tree: Form = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    flat[key] = value;
    const [head = "", ...rest] = key.split("[");
    const path = [head, ...rest.map((s) => s.replace(/\]$/, ""))];
    let node = tree;
    for (const [i, segment] of path.entries()) {
      if (i === path.length - 1) node[segment] = value;
      else {
        const next = node[segment];
        node = typeof next === "object" ? next : (node[segment] = {});
      }
    }
  }
  return { flat, tree };
}

type Field = string | Form | undefined;
const str = (v: Field) => (typeof v === "string" ? v : undefined);
const obj = (v: Field): Form => (typeof v === "object" ? v : {});
/** `items[0][…]`, `items[1][…]`: the entries of a decoded list, in index order. */
const list = (v: Field) =>
  Object.entries(obj(v))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, item]) => obj(item));
const strings = (v: Field) => Object.fromEntries(Object.entries(obj(v)).filter((e): e is [string, string] => typeof e[1] === "string"));

function bool(v: Field, param: string): boolean | undefined {
  if (v === undefined) return undefined;
  if (v === "true" || v === "false") return v === "true";
  throw invalid(`Invalid boolean: ${String(v)}`, param);
}

function int(v: Field, param: string): number {
  if (typeof v !== "string" || !/^\d+$/.test(v)) throw invalid(`Invalid integer: ${String(v)}`, param);
  return Number(v);
}

/** Stripe merges metadata: a key set to "" is removed, `metadata=""` clears all. */
function mergeMetadata(current: Record<string, string>, v: Field): Record<string, string> {
  if (v === "") return {};
  const merged = { ...current, ...strings(v) };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ""));
}

/** One billing interval later, with month ends clamped the way Stripe bills them (Jan 31 → Feb 28). */
function addInterval(seconds: number, recurring: NonNullable<StripePrice["recurring"]>): number {
  const d = new Date(seconds * 1000);
  const n = recurring.interval_count;
  if (recurring.interval === "day" || recurring.interval === "week") d.setUTCDate(d.getUTCDate() + n * (recurring.interval === "week" ? 7 : 1));
  else {
    const day = d.getUTCDate();
    d.setUTCMonth(d.getUTCMonth() + n * (recurring.interval === "year" ? 12 : 1));
    if (d.getUTCDate() !== day) d.setUTCDate(0);
  }
  return Math.floor(d.getTime() / 1000);
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (amount: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amount / 100);
const maskKey = (key: string) => (key.length > 12 ? `${key.slice(0, 8)}${"*".repeat(key.length - 12)}${key.slice(-4)}` : "****");

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function html(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><h1>${esc(title)}</h1>${body}</body></html>`);
}

/**
 * A local stand-in for the Stripe API on 127.0.0.1, for tests and Playwright runs: customers,
 * subscription Checkout (with a hosted page at `/checkout/:id` whose button pays), the billing
 * portal (`/portal/:id`), subscriptions and prices, with Stripe's JSON shapes, error bodies,
 * idempotency keys, and signed webhook events sent as the resources change. Events are delivered
 * before the API call that caused them answers, so tests see them without waiting.
 */
export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const prices = new Map<string, StripePrice>();
  for (const p of options.prices) {
    const recurring = p.interval === null ? null : { interval: p.interval ?? "month", interval_count: 1 };
    prices.set(p.id, {
      id: p.id,
      object: "price",
      active: true,
      currency: p.currency ?? "usd",
      unit_amount: p.unitAmount,
      recurring,
      nickname: p.nickname ?? null,
    });
  }
  const customers = new Map<string, StripeCustomer>();
  const checkoutSessions = new Map<string, StripeCheckoutSession>();
  const checkoutDetails = new Map<
    string,
    { lineItems: Array<{ price: StripePrice; quantity: number }>; email: string | null; subscriptionMetadata: Record<string, string> }
  >();
  const portalSessions = new Map<string, StripePortalSession>();
  const subscriptions = new Map<string, StripeSubscription>();
  const openInvoices = new Map<string, FakeStripeInvoice>();
  const idempotent = new Map<string, { fingerprint: string; body: string }>();
  const requests: FakeStripeRequest[] = [];
  const sentEvents: FakeStripe["sentEvents"] = [];
  let webhook = options.webhook;
  let origin = "";

  const found = <T>(map: Map<string, T>, kind: string, id: string, param?: string): T => {
    const value = map.get(id);
    if (value === undefined) throw noSuch(kind, id, param);
    return value;
  };

  function recurringPrice(id: string | undefined, param: string): StripePrice {
    if (!id) throw missingParam(param);
    const price = found(prices, "price", id, param);
    if (!price.recurring) throw invalid("The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.", param);
    return price;
  }

  type Period = Pick<StripeSubscription, "current_period_start" | "current_period_end">;
  const newItem = (price: StripePrice, quantity: number, { current_period_start, current_period_end }: Period): StripeSubscriptionItem => ({
    id: stripeId("si_", 14),
    object: "subscription_item",
    quantity,
    price,
    current_period_start,
    current_period_end,
  });

  function buildEvent<T>(type: string, object: T): StripeEvent<T> {
    return {
      id: stripeId("evt_1", 23),
      object: "event",
      type,
      created: nowSeconds(),
      api_version: API_VERSION,
      livemode: false,
      data: { object: structuredClone(object) },
    };
  }

  async function deliver(event: StripeEvent): Promise<number> {
    const target = webhook;
    if (!target) return 0;
    const payload = JSON.stringify(event, null, 2);
    let status = 0;
    try {
      const res = await fetch(target.url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signStripePayload(payload, target.secret),
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
        redirect: "manual", // Stripe counts a redirect as a failed delivery
        signal: AbortSignal.timeout(15_000),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0;
    }
    sentEvents.push({ id: event.id, type: event.type, status });
    return status;
  }

  const send = async (...events: Array<[string, unknown]>) => {
    for (const [type, object] of events) await deliver(buildEvent(type, object));
  };

  function createCustomer(f: Form): StripeCustomer {
    const customer: StripeCustomer = {
      id: stripeId("cus_", 14),
      object: "customer",
      email: str(f.email) ?? null,
      name: str(f.name) ?? null,
      metadata: mergeMetadata({}, f.metadata),
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createCheckoutSession(f: Form): StripeCheckoutSession {
    const mode = str(f.mode);
    if (!mode) throw missingParam("mode");
    if (mode !== "subscription") throw invalid(`This test server only sells subscriptions; mode '${mode}' is not supported.`, "mode");
    const successUrl = str(f.success_url);
    if (!successUrl) throw missingParam("success_url");
    const cancelUrl = str(f.cancel_url);
    if (!cancelUrl) throw missingParam("cancel_url");
    const customer = str(f.customer);
    const email = str(f.customer_email);
    if (customer && email) throw invalid("You may only specify one of these parameters: customer, customer_email.", "customer_email");
    if (customer) found(customers, "customer", customer, "customer");
    const lines = list(f.line_items);
    if (lines.length === 0) throw missingParam("line_items");
    const lineItems = lines.map((line, i) => {
      const priceId = str(line.price);
      if (!priceId) throw missingParam(`line_items[${i}][price]`);
      if (line.quantity === undefined) throw missingParam(`line_items[${i}][quantity]`);
      return { price: found(prices, "price", priceId, `line_items[${i}][price]`), quantity: int(line.quantity, `line_items[${i}][quantity]`) };
    });
    if (!lineItems.some((l) => l.price.recurring))
      throw invalid("You must provide at least one recurring price in `subscription` mode when using prices.", "line_items");
    const id = stripeId("cs_test_a1", 58);
    const session: StripeCheckoutSession = {
      id,
      object: "checkout.session",
      url: `${origin}/checkout/${id}`,
      mode,
      status: "open",
      customer: customer ?? null,
      subscription: null,
      client_reference_id: str(f.client_reference_id) ?? null,
      metadata: mergeMetadata({}, f.metadata),
      success_url: successUrl,
      cancel_url: cancelUrl,
    };
    checkoutSessions.set(id, session);
    checkoutDetails.set(id, { lineItems, email: email ?? null, subscriptionMetadata: mergeMetadata({}, obj(f.subscription_data).metadata) });
    return session;
  }

  function createPortalSession(f: Form): StripePortalSession {
    const customer = str(f.customer);
    if (!customer) throw missingParam("customer");
    found(customers, "customer", customer, "customer");
    const returnUrl = str(f.return_url);
    if (!returnUrl) throw missingParam("return_url");
    const id = stripeId("bps_1", 23);
    const session: StripePortalSession = { id, object: "billing_portal.session", url: `${origin}/portal/${id}`, customer, return_url: returnUrl };
    portalSessions.set(id, session);
    return session;
  }

  async function updateSubscription(id: string, f: Form): Promise<StripeSubscription> {
    const sub = found(subscriptions, "subscription", id);
    if (sub.status === "canceled" && Object.keys(f).some((k) => k !== "metadata" && k !== "expand")) {
      throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
    }
    let items = [...sub.items.data];
    for (const [i, line] of list(f.items).entries()) {
      const param = `items[${i}]`;
      const itemId = str(line.id);
      const price = line.price === undefined ? undefined : recurringPrice(str(line.price), `${param}[price]`);
      const quantity = line.quantity === undefined ? undefined : int(line.quantity, `${param}[quantity]`);
      if (!itemId) items.push(newItem(price ?? recurringPrice(undefined, `${param}[price]`), quantity ?? 1, sub));
      else {
        if (!items.some((it) => it.id === itemId)) throw noSuch("subscription item", itemId, `${param}[id]`);
        if (bool(line.deleted, `${param}[deleted]`)) items = items.filter((it) => it.id !== itemId);
        else items = items.map((it) => (it.id === itemId ? { ...it, price: price ?? it.price, quantity: quantity ?? it.quantity } : it));
      }
    }
    const priceIds = items.map((it) => it.price.id);
    const duplicate = priceIds.find((p, i) => priceIds.indexOf(p) !== i);
    if (duplicate) throw invalid(`Cannot add multiple subscription items with the same price: ${duplicate}`, "items");
    if (items.length === 0) throw invalid("A subscription must have at least one active price. To cancel a subscription, use the cancel endpoint.", "items");
    const cancelAtPeriodEnd = bool(f.cancel_at_period_end, "cancel_at_period_end");
    const proration = str(f.proration_behavior);
    if (proration !== undefined && !["create_prorations", "none", "always_invoice"].includes(proration)) {
      throw invalid(`Invalid proration_behavior: must be one of create_prorations, none, or always_invoice`, "proration_behavior");
    }
    const before = JSON.stringify(sub);
    sub.items.data = items;
    sub.metadata = mergeMetadata(sub.metadata, f.metadata);
    if (cancelAtPeriodEnd !== undefined && cancelAtPeriodEnd !== sub.cancel_at_period_end) {
      sub.cancel_at_period_end = cancelAtPeriodEnd;
      sub.canceled_at = cancelAtPeriodEnd ? nowSeconds() : null;
    }
    if (JSON.stringify(sub) !== before) await send(["customer.subscription.updated", sub]);
    return sub;
  }

  async function cancelSubscription(id: string): Promise<StripeSubscription> {
    const sub = found(subscriptions, "subscription", id);
    if (sub.status === "canceled") throw invalid(`This subscription is already canceled: '${id}'`);
    Object.assign(sub, { status: "canceled", canceled_at: nowSeconds(), cancel_at_period_end: false } satisfies Partial<StripeSubscription>);
    await send(["customer.subscription.deleted", sub]);
    return sub;
  }

  async function completeCheckout(sessionId: string): Promise<string> {
    const session = checkoutSessions.get(sessionId);
    const details = checkoutDetails.get(sessionId);
    if (!session || !details) throw new Error(`No such checkout session: '${sessionId}'`);
    if (session.status === "complete" && session.subscription) return session.subscription;
    if (session.status !== "open") throw new Error(`Checkout session ${sessionId} is ${session.status}`);
    const customer = session.customer ?? createCustomer(details.email ? { email: details.email } : {}).id;
    const start = nowSeconds();
    const recurring = details.lineItems.filter((l) => l.price.recurring);
    const interval = recurring[0]?.price.recurring;
    if (!interval) throw new Error(`Checkout session ${sessionId} has no recurring price`);
    const period = { current_period_start: start, current_period_end: addInterval(start, interval) };
    const sub: StripeSubscription = {
      id: stripeId("sub_1", 23),
      object: "subscription",
      customer,
      status: "active",
      cancel_at_period_end: false,
      canceled_at: null,
      created: start,
      ...period,
      metadata: details.subscriptionMetadata,
      items: { object: "list", data: recurring.map((l) => newItem(l.price, l.quantity, period)) },
    };
    subscriptions.set(sub.id, sub);
    Object.assign(session, { status: "complete", url: null, customer, subscription: sub.id } satisfies Partial<StripeCheckoutSession>);
    await send(["customer.subscription.created", sub], ["checkout.session.completed", session]);
    return sub.id;
  }

  function invoiceOf(sub: StripeSubscription): FakeStripeInvoice {
    const existing = openInvoices.get(sub.id);
    if (existing) return existing;
    const amount = sub.items.data.reduce((sum, it) => sum + (it.price.unit_amount ?? 0) * it.quantity, 0);
    const invoice: FakeStripeInvoice = {
      id: stripeId("in_1", 23),
      object: "invoice",
      customer: sub.customer,
      subscription: sub.id,
      status: "open",
      paid: false,
      attempt_count: 0,
      amount_due: amount,
      amount_paid: 0,
      currency: sub.items.data[0]?.price.currency ?? "usd",
      billing_reason: "subscription_cycle",
      period_start: sub.current_period_start ?? sub.created,
      period_end: sub.current_period_end ?? sub.created,
      created: nowSeconds(),
      livemode: false,
    };
    openInvoices.set(sub.id, invoice);
    return invoice;
  }

  async function failPayment(subscriptionId: string): Promise<void> {
    const sub = found(subscriptions, "subscription", subscriptionId);
    const invoice = invoiceOf(sub);
    invoice.attempt_count += 1;
    sub.status = "past_due";
    await send(["invoice.payment_failed", invoice], ["customer.subscription.updated", sub]);
  }

  async function payInvoice(subscriptionId: string): Promise<void> {
    const sub = found(subscriptions, "subscription", subscriptionId);
    const invoice = invoiceOf(sub);
    openInvoices.delete(sub.id);
    Object.assign(invoice, {
      status: "paid",
      paid: true,
      attempt_count: invoice.attempt_count + 1,
      amount_paid: invoice.amount_due,
    } satisfies Partial<FakeStripeInvoice>);
    sub.status = "active";
    await send(["invoice.paid", invoice], ["customer.subscription.updated", sub]);
  }

  const routes: Array<{ method: string; pattern: RegExp; run: (f: Form, id: string) => unknown }> = [
    { method: "POST", pattern: /^\/v1\/customers$/, run: (f) => createCustomer(f) },
    { method: "POST", pattern: /^\/v1\/checkout\/sessions$/, run: (f) => createCheckoutSession(f) },
    { method: "GET", pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, run: (_f, id) => found(checkoutSessions, "checkout.session", id) },
    { method: "POST", pattern: /^\/v1\/billing_portal\/sessions$/, run: (f) => createPortalSession(f) },
    { method: "GET", pattern: /^\/v1\/subscriptions\/([^/]+)$/, run: (_f, id) => found(subscriptions, "subscription", id) },
    { method: "POST", pattern: /^\/v1\/subscriptions\/([^/]+)$/, run: (f, id) => updateSubscription(id, f) },
    { method: "DELETE", pattern: /^\/v1\/subscriptions\/([^/]+)$/, run: (_f, id) => cancelSubscription(id) },
    { method: "GET", pattern: /^\/v1\/prices\/([^/]+)$/, run: (_f, id) => found(prices, "price", id) },
  ];

  function apiAnswer(res: ServerResponse, status: number, body: string, extra: Record<string, string> = {}) {
    res.writeHead(status, { "content-type": "application/json", "request-id": stripeId("req_", 14), "stripe-version": API_VERSION, ...extra });
    res.end(body);
  }
  const apiError = (res: ServerResponse, error: ApiError) => apiAnswer(res, error.status, JSON.stringify({ error: error.body }, null, 2));

  function checkKey(req: IncomingMessage): ApiError | undefined {
    const auth = req.headers.authorization ?? "";
    const bearer = /^Bearer (.+)$/i.exec(auth)?.[1];
    const basic = /^Basic (.+)$/i.exec(auth)?.[1];
    const key = bearer ?? (basic ? Buffer.from(basic, "base64").toString("utf8").split(":")[0] : undefined);
    if (!key)
      return new ApiError(401, {
        type: "invalid_request_error",
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    if (key !== options.secretKey) return new ApiError(401, { type: "invalid_request_error", message: `Invalid API Key provided: ${maskKey(key)}` });
    return undefined;
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? "GET";
    const raw = await readBody(req);
    const { flat, tree } = decodeForm(method === "POST" ? raw : url.search.slice(1));
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method, path: url.pathname, form: flat, idempotencyKey });
    const keyError = checkKey(req);
    if (keyError) return apiError(res, keyError);
    const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    if (!route) return apiError(res, new ApiError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${url.pathname}).` }));
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    const prior = method === "POST" && idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (prior && prior.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
      return apiError(res, new ApiError(400, { type: "idempotency_error", message }));
    }
    if (prior) return apiAnswer(res, 200, prior.body, { "idempotent-replayed": "true" });
    try {
      const id = decodeURIComponent(route.pattern.exec(url.pathname)?.[1] ?? "");
      const body = JSON.stringify(await route.run(tree, id), null, 2);
      if (method === "POST" && idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, body });
      apiAnswer(res, 200, body);
    } catch (err) {
      if (err instanceof ApiError) return apiError(res, err);
      throw err;
    }
  }

  function checkoutPage(res: ServerResponse, id: string) {
    const session = checkoutSessions.get(id);
    const details = checkoutDetails.get(id);
    if (!session || !details) return html(res, 404, "Checkout not found", "<p>This checkout link is not valid.</p>");
    if (session.status === "complete")
      return html(res, 200, "Test checkout", `<p>This checkout is complete.</p><a href="${esc(successOf(session))}">Continue</a>`);
    const lines = details.lineItems.map(({ price, quantity }) => {
      const each = money(price.unit_amount ?? 0, price.currency);
      return `<li>${esc(price.nickname ?? price.id)}: ${quantity} × ${each}${price.recurring ? ` / ${price.recurring.interval}` : ""}</li>`;
    });
    const total = details.lineItems.reduce((sum, l) => sum + (l.price.unit_amount ?? 0) * l.quantity, 0);
    const currency = details.lineItems[0]?.price.currency ?? "usd";
    const pay = `<form method="post" action="/checkout/${esc(id)}/pay"><button type="submit">Pay and subscribe</button></form>`;
    const summary = `<ul>${lines.join("")}</ul><p>Total due today: ${money(total, currency)}</p>`;
    html(res, 200, "Test checkout", `${details.email ? `<p>${esc(details.email)}</p>` : ""}${summary}${pay}<a href="${esc(session.cancel_url)}">Back</a>`);
  }

  const successOf = (session: StripeCheckoutSession) => session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id);

  function portalPage(res: ServerResponse, id: string) {
    const session = portalSessions.get(id);
    if (!session) return html(res, 404, "Portal session not found", "<p>This billing portal link is not valid.</p>");
    const subs = [...subscriptions.values()].filter((s) => s.customer === session.customer);
    const rows = subs.map(
      (s) => `<li>${esc(s.items.data.map((it) => `${it.price.nickname ?? it.price.id} × ${it.quantity}`).join(", "))}: ${esc(s.status)}</li>`,
    );
    const email = customers.get(session.customer)?.email;
    html(
      res,
      200,
      "Test billing portal",
      `${email ? `<p>${esc(email)}</p>` : ""}<ul>${rows.join("")}</ul><a href="${esc(session.return_url)}">Return to AI Marketing Tools</a>`,
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", origin);
    if (url.pathname.startsWith("/v1/")) return api(req, res, url);
    const checkout = /^\/checkout\/([^/]+)(\/pay)?$/.exec(url.pathname);
    const portal = /^\/portal\/([^/]+)$/.exec(url.pathname);
    if (checkout && !checkout[2] && req.method === "GET") return checkoutPage(res, checkout[1] ?? "");
    if (checkout && checkout[2] && req.method === "POST") {
      await readBody(req);
      const session = checkoutSessions.get(checkout[1] ?? "");
      if (!session) return html(res, 404, "Checkout not found", "<p>This checkout link is not valid.</p>");
      await completeCheckout(session.id);
      res.writeHead(303, { location: successOf(session) });
      return res.end();
    }
    if (portal && req.method === "GET") return portalPage(res, portal[1] ?? "");
    html(res, 404, "Not found", "");
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) apiAnswer(res, 500, JSON.stringify({ error: { type: "api_error", message: String(err) } }));
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  const setWebhook = (next: FakeStripeWebhook | undefined) => {
    webhook = next;
  };
  return {
    url: origin,
    port,
    close,
    setWebhook,
    subscriptions,
    checkoutSessions,
    customers,
    requests,
    sentEvents,
    completeCheckout,
    failPayment,
    payInvoice,
    buildEvent,
    deliver,
  };
}
