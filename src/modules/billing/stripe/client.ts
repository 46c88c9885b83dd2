import "server-only";
import { fixedHostFetch } from "@/server/egress";

export const STRIPE_API_VERSION = "2024-06-20";

export type StripeConfig = { secretKey: string; apiBase?: string; timeoutMs?: number };

export type StripePrice = {
  id: string;
  object: "price";
  active: boolean;
  currency: string;
  unit_amount: number | null;
  recurring: { interval: "day" | "week" | "month" | "year"; interval_count: number } | null;
  nickname: string | null;
};
export type StripeSubscriptionItem = {
  id: string;
  object: "subscription_item";
  quantity: number;
  price: StripePrice;
  current_period_start?: number;
  current_period_end?: number;
};
export type StripeSubscriptionStatus = "incomplete" | "incomplete_expired" | "trialing" | "active" | "past_due" | "canceled" | "unpaid" | "paused";
export type StripeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: StripeSubscriptionStatus;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  created: number;
  current_period_start?: number;
  current_period_end?: number;
  metadata: Record<string, string>;
  items: { object: "list"; data: StripeSubscriptionItem[] };
};
export type StripeCheckoutSession = {
  id: string;
  object: "checkout.session";
  url: string | null;
  mode: "payment" | "setup" | "subscription";
  status: "open" | "complete" | "expired";
  customer: string | null;
  subscription: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
};
export type StripePortalSession = { id: string; object: "billing_portal.session"; url: string; customer: string; return_url: string };
export type StripeCustomer = { id: string; object: "customer"; email: string | null; name: string | null; metadata: Record<string, string> };
export type StripeEvent<T = unknown> = {
  id: string;
  object: "event";
  type: string;
  created: number;
  api_version: string;
  livemode: boolean;
  data: { object: T };
};

export type CreateCheckoutSessionParams = {
  mode: "subscription";
  customer?: string;
  customer_email?: string;
  client_reference_id?: string;
  line_items: Array<{ price: string; quantity: number }>;
  success_url: string;
  cancel_url: string;
  metadata?: Record<string, string>;
  subscription_data?: { metadata?: Record<string, string> };
  allow_promotion_codes?: boolean;
};
export type UpdateSubscriptionParams = {
  items?: Array<{ id?: string; price?: string; quantity?: number; deleted?: boolean }>;
  cancel_at_period_end?: boolean;
  proration_behavior?: "create_prorations" | "none" | "always_invoice";
  metadata?: Record<string, string>;
};

/** An error answered by Stripe (`{"error":{"type","code","message"}}`), or status 0 when Stripe could not be reached. */
export class StripeApiError extends Error {
  status: number;
  type: string;
  code?: string;
  param?: string;
  requestId?: string;
  constructor(status: number, body: { type?: string; code?: string; message?: string; param?: string }, requestId?: string) {
    super(body.message ?? `Stripe answered HTTP ${status}`);
    this.name = "StripeApiError";
    this.status = status;
    this.type = body.type ?? "api_error";
    this.code = body.code;
    this.param = body.param;
    this.requestId = requestId;
  }
}

function flatten(prefix: string, value: unknown, out: Array<[string, string]>): void {
  if (value === undefined) return;
  if (value === null) out.push([prefix, ""]);
  else if (Array.isArray(value)) value.forEach((v, i) => flatten(`${prefix}[${i}]`, v, out));
  else if (value instanceof Date) out.push([prefix, String(Math.floor(value.getTime() / 1000))]);
  else if (typeof value === "object") for (const [k, v] of Object.entries(value)) flatten(`${prefix}[${k}]`, v, out);
  else out.push([prefix, String(value)]);
}

/** Stripe's form encoding: nested objects and arrays in bracket notation (items[0][price]=…, metadata[k]=v); booleans as "true"/"false"; undefined skipped. */
export function encodeStripeForm(params: Record<string, unknown>): string {
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(params)) flatten(key, value, pairs);
  const enc = (s: string) => encodeURIComponent(s).replace(/%5B/g, "[").replace(/%5D/g, "]");
  return pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join("&");
}

/** A small client of Stripe's REST API (the calls billing needs), on `fetch`. */
export class StripeClient {
  private readonly secretKey: string;
  private readonly apiBase: string;
  private readonly timeoutMs: number;

  constructor(config: StripeConfig) {
    this.secretKey = config.secretKey;
    this.apiBase = (config.apiBase ?? "https://api.stripe.com").replace(/\/+$/, "");
    this.timeoutMs = config.timeoutMs ?? 20_000;
  }

  createCustomer(params: { email?: string; name?: string; metadata?: Record<string, string> }, idempotencyKey?: string) {
    return this.request<StripeCustomer>("POST", "/v1/customers", params, idempotencyKey);
  }

  createCheckoutSession(params: CreateCheckoutSessionParams, idempotencyKey?: string) {
    return this.request<StripeCheckoutSession>("POST", "/v1/checkout/sessions", params, idempotencyKey);
  }

  retrieveCheckoutSession(id: string) {
    return this.request<StripeCheckoutSession>("GET", `/v1/checkout/sessions/${encodeURIComponent(id)}`);
  }

  createPortalSession(params: { customer: string; return_url: string }) {
    return this.request<StripePortalSession>("POST", "/v1/billing_portal/sessions", params);
  }

  retrieveSubscription(id: string) {
    return this.request<StripeSubscription>("GET", `/v1/subscriptions/${encodeURIComponent(id)}`);
  }

  updateSubscription(id: string, params: UpdateSubscriptionParams, idempotencyKey?: string) {
    return this.request<StripeSubscription>("POST", `/v1/subscriptions/${encodeURIComponent(id)}`, params, idempotencyKey);
  }

  /** Cancels at once (not at the period's end: that is `updateSubscription(id, { cancel_at_period_end: true })`). */
  cancelSubscription(id: string) {
    return this.request<StripeSubscription>("DELETE", `/v1/subscriptions/${encodeURIComponent(id)}`);
  }

  retrievePrice(id: string) {
    return this.request<StripePrice>("GET", `/v1/prices/${encodeURIComponent(id)}`);
  }

  private async request<T>(method: "GET" | "POST" | "DELETE", route: string, params?: Record<string, unknown>, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.secretKey}`, "stripe-version": STRIPE_API_VERSION, accept: "application/json" };
    if (method === "POST") headers["content-type"] = "application/x-www-form-urlencoded";
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    let res: Response;
    let text: string;
    try {
      res = await fixedHostFetch(`${this.apiBase}${route}`, {
        method,
        headers,
        body: method === "POST" ? encodeStripeForm(params ?? {}) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const reason = err instanceof Error && err.name === "TimeoutError" ? `timed out after ${this.timeoutMs} ms` : String(err);
      throw new StripeApiError(0, { type: "api_connection_error", message: `Could not reach Stripe (${method} ${route}): ${reason}` });
    }
    const requestId = res.headers.get("request-id") ?? undefined;
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      throw new StripeApiError(res.status, { type: "api_error", message: `Stripe answered HTTP ${res.status} with a body that is not JSON` }, requestId);
    }
    if (!res.ok) {
      const error = (body as { error?: { type?: string; code?: string; message?: string; param?: string } }).error ?? {};
      throw new StripeApiError(res.status, error, requestId);
    }
    return body as T;
  }
}
