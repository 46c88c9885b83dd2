/**
 * Local stand-in for one Shopify store's Admin GraphQL API (2026-07): OAuth at the shop's
 * /admin/oauth/* with expiring (60 min) offline tokens and rotating refresh tokens, the `orders`
 * connection with a processed_at range filter and cursor pages of up to 250, `shop`, calculated
 * query cost in `extensions.cost`, and THROTTLED answers in a 200 body. Orders are deterministic per
 * shop day; the first and last of every day fall minutes from the shop's midnight.
 */
import { addDays, daysBetween } from "@/lib/days";
import { intFrom, startFake, type FakeOptions, type FakeReply, type FakeRequest, type FakeServer } from "../../fakes/kit";
import { dayIn, parseInstant, zonedTime } from "@/lib/zones";

export const SHOPIFY_API_VERSION = "2026-07";
export type ShopProfile = { domain: string; name: string; timeZone: string; currency: string; shopId: string };
export const fakeShops = {
  berlin: {
    domain: "northwind-coffee-eu.myshopify.com",
    name: "Northwind Coffee EU",
    timeZone: "Europe/Berlin",
    currency: "EUR",
    shopId: "gid://shopify/Shop/77100001",
  },
  losAngeles: {
    domain: "northwind-coffee.myshopify.com",
    name: "Northwind Coffee",
    timeZone: "America/Los_Angeles",
    currency: "USD",
    shopId: "gid://shopify/Shop/77100002",
  },
} satisfies Record<string, ShopProfile>;

type FakeOrder = {
  id: string;
  name: string;
  at: number;
  test: boolean;
  cancelled: boolean;
  totalCents: number;
  refundedCents: number;
  customer: { id: string; createdAt: number; isNew: boolean } | null;
};

const pad = (n: number) => String(n).padStart(2, "0");
const clock = (s: number) => `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
const amount = (cents: number) => (cents === 0 ? "0.0" : `${Math.floor(cents / 100)}.${pad(cents % 100)}`);

/** The orders a shop processed on one of its days (version = how often the day was restated). */
export function ordersOn(shop: ShopProfile, day: string, version = 0): FakeOrder[] {
  const key = `${shop.domain}|${day}|${version}`;
  const n = intFrom(`${key}|n`, 8, 40);
  const out: FakeOrder[] = [];
  for (let i = 0; i < n; i++) {
    const k = `${key}|${i}`;
    const seconds = i === 0 ? intFrom(`${k}|t`, 60, 900) : i === 1 ? intFrom(`${k}|t`, 85_499, 86_399) : intFrom(`${k}|t`, 901, 85_498);
    const at = zonedTime(day, clock(seconds), shop.timeZone);
    const kind = intFrom(`${k}|kind`, 0, 19);
    const totalCents = intFrom(`${k}|total`, 800, 42_000);
    const who = intFrom(`${k}|who`, 0, 9);
    const pool = intFrom(`${k}|pool`, 1, 300);
    out.push({
      id: `gid://shopify/Order/${5_500_000_000_000 + dayNumber(day) * 100 + i}`,
      name: `#${1000 + dayNumber(day) * 100 + i}`,
      at,
      test: kind === 0,
      cancelled: kind === 1,
      totalCents,
      refundedCents: kind === 2 || kind === 3 ? intFrom(`${k}|refund`, 100, totalCents) : 0,
      customer:
        who <= 3
          ? { id: `gid://shopify/Customer/${8_000_000_000 + dayNumber(day) * 100 + i}`, createdAt: at - 30_000, isNew: true }
          : who <= 8
            ? { id: `gid://shopify/Customer/${7_000_000_000 + pool}`, createdAt: Date.UTC(2020, 0, 1) + pool * 86_400_000, isNew: false }
            : null,
    });
  }
  return out;
}

/** What the stand-in reports for a shop day, in warehouse terms (test and cancelled orders left out). */
export function expectedDaily(shop: ShopProfile, day: string, version = 0) {
  const orders = ordersOn(shop, day, version).filter((o) => !o.test && !o.cancelled);
  const cents = orders.reduce((sum, o) => sum + o.totalCents - o.refundedCents, 0);
  const returning = new Set(orders.filter((o) => o.customer && !o.customer.isNew).map((o) => o.customer!.id));
  return {
    orders: orders.length,
    revenue: `${Math.floor(cents / 100)}.${pad(cents % 100)}`,
    newCustomers: orders.filter((o) => o.customer?.isNew).length,
    returningCustomers: returning.size,
  };
}

function node(o: FakeOrder, shop: ShopProfile) {
  const money = (cents: number) => ({ shopMoney: { amount: amount(cents), currencyCode: shop.currency } });
  return {
    id: o.id,
    name: o.name,
    createdAt: iso(o.at),
    processedAt: iso(o.at),
    cancelledAt: o.cancelled ? iso(o.at + 3_600_000) : null,
    test: o.test,
    displayFinancialStatus: o.refundedCents > 0 ? (o.refundedCents === o.totalCents ? "REFUNDED" : "PARTIALLY_REFUNDED") : "PAID",
    currencyCode: shop.currency,
    totalPriceSet: money(o.totalCents),
    totalRefundedSet: money(o.refundedCents),
    customer: o.customer ? { id: o.customer.id, createdAt: iso(o.customer.createdAt) } : null,
  };
}

const cost = (requested: number, actual: number | null, available = 2000 - (actual ?? 0)) => ({
  cost: { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: available, restoreRate: 100 } },
});
const gqlError = (message: string, code: string) => ({ json: { errors: [{ message, extensions: { code } }], extensions: cost(1, 1) } });

function graphql(req: FakeRequest, shop: ShopProfile, version: (day: string) => number): FakeReply {
  let body: { query?: string; variables?: Record<string, unknown> };
  try {
    body = req.json() as typeof body;
  } catch {
    return { status: 400, json: { errors: { query: "Required parameter missing or invalid" } } };
  }
  const query = body.query ?? "";
  if (!query.trim()) return { status: 400, json: { errors: { query: "Required parameter missing or invalid" } } };
  const vars = body.variables ?? {};
  const data: Record<string, unknown> = {};
  let requested = 1;
  let actual = 1;
  if (/\bshop\s*\{/.test(query))
    data.shop = { id: shop.shopId, name: shop.name, myshopifyDomain: shop.domain, ianaTimezone: shop.timeZone, currencyCode: shop.currency };
  if (/\borders\s*\(/.test(query)) {
    const first = Number(vars.first);
    if (!Number.isInteger(first) || first < 1 || first > 250) return gqlError("The 'first' argument must be between 1 and 250.", "BAD_REQUEST");
    const filter = String(vars.query ?? "");
    const from = parseInstant(/processed_at:>='([^']+)'/.exec(filter)?.[1] ?? "");
    const to = parseInstant(/processed_at:<'([^']+)'/.exec(filter)?.[1] ?? "");
    if (Number.isNaN(from) || Number.isNaN(to)) return gqlError("This stand-in needs processed_at:>='…' and processed_at:<'…' in the query.", "BAD_REQUEST");
    const firstDay = addDays(dayIn(from, shop.timeZone), -1);
    const lastDay = addDays(dayIn(to, shop.timeZone), 1);
    if (daysBetween(firstDay, lastDay) > 800) return gqlError("Range too large for the stand-in.", "BAD_REQUEST");
    const all: FakeOrder[] = [];
    for (let d = firstDay; d <= lastDay; d = addDays(d, 1)) all.push(...ordersOn(shop, d, version(d)).filter((o) => o.at >= from && o.at < to));
    all.sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
    const after = vars.after ? Number(JSON.parse(Buffer.from(String(vars.after), "base64").toString("utf8")).offset) : 0;
    const slice = all.slice(after, after + first);
    const end = after + slice.length;
    data.orders = {
      nodes: slice.map((o) => node(o, shop)),
      pageInfo: {
        hasNextPage: end < all.length,
        endCursor: slice.length ? Buffer.from(JSON.stringify({ last_id: slice.at(-1)!.id, offset: end })).toString("base64") : null,
      },
    };
    requested = first + 2;
    actual = slice.length + 2;
  }
  if (Object.keys(data).length === 0) return gqlError("Field doesn't exist on type 'QueryRoot'", "undefinedField");
  return { json: { data, extensions: cost(requested, actual) }, headers: { "x-shopify-api-version": SHOPIFY_API_VERSION } };
}

/** Starts the stand-in for one store (Northwind Coffee EU, Europe/Berlin, EUR, unless `shop` says otherwise). */
export async function startShopifyFake(options: FakeOptions & { shop?: ShopProfile } = {}): Promise<FakeServer> {
  const shop = options.shop ?? fakeShops.berlin;
  const holder: { server?: FakeServer } = {};
  const version = (day: string) => holder.server?.control.version(day) ?? 0;
  holder.server = await startFake(
    {
      name: `Shopify (${shop.domain})`,
      authorizePath: "/admin/oauth/authorize",
      tokenPath: "/admin/oauth/access_token",
      tokenOf: (req) => (req.headers["x-shopify-access-token"] as string | undefined) ?? null,
      tokenExtras: () => ({ scope: "read_orders,read_customers" }),
      routes: [{ method: "POST", path: /^\/admin\/api\/\d{4}-\d{2}\/graphql\.json$/, handle: (req) => graphql(req, shop, version) }],
      throttled: () => ({
        json: {
          errors: [{ message: "Throttled", extensions: { code: "THROTTLED", documentation: "https://shopify.dev/api/usage/rate-limits" } }],
          extensions: cost(252, null, 12),
        },
      }),
      unauthorized: () => ({ status: 401, json: { errors: "[API] Invalid API key or access token (unrecognized login or wrong password)" } }),
    },
    { accessTtlSeconds: 3600, rotateRefreshTokens: true, ...options },
  );
  return holder.server;
}
