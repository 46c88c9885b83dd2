/**
 * Shopify Admin GraphQL answers → warehouse store rows. Pure.
 *
 * - A day is the shop's calendar day: `processedAt` (UTC) bucketed in `shop.ianaTimezone`.
 * - Test orders (`test: true`) and cancelled orders (`cancelledAt` set) are left out.
 * - Revenue = Σ (totalPriceSet.shopMoney − totalRefundedSet.shopMoney), in the shop currency, exact.
 * - New vs returning: a customer is new on a day when their customer record (`customer.createdAt`)
 *   was created that same shop day or later (Shopify creates it at the first checkout), returning
 *   otherwise; each counts once per day. Orders without a customer count in neither.
 */
import { addDays } from "@/lib/days";
import type { DayRange, StoreRow } from "../../core/types";
import { fromMicros, toMicros } from "../../../../lib/decimal";
import { dayIn, isoWithOffset, parseInstant, startOfDay } from "@/lib/zones";

type Money = { amount: string; currencyCode?: string };
export type ShopifyOrder = {
  id: string;
  processedAt: string;
  cancelledAt?: string | null;
  test?: boolean;
  totalPriceSet: { shopMoney: Money };
  totalRefundedSet?: { shopMoney: Money } | null;
  customer?: { id: string; createdAt: string } | null;
};
export type ShopInfo = { ianaTimezone: string; currencyCode: string; name?: string; myshopifyDomain?: string };
export type OrdersPage = { nodes: ShopifyOrder[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

export type GraphqlError = { message: string; extensions?: { code?: string } };
export type ThrottleStatus = { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
export type GraphqlAnswer<T> = {
  data?: T | null;
  errors?: GraphqlError[] | { [key: string]: unknown } | string;
  extensions?: { cost?: { requestedQueryCost?: number; actualQueryCost?: number | null; throttleStatus?: ThrottleStatus } };
};

/** The `query:` filter for orders processed on the window's days, bounds written in the shop's offset. */
export function processedFilter(window: DayRange, timeZone: string): string {
  const from = isoWithOffset(startOfDay(window.start, timeZone), timeZone);
  const to = isoWithOffset(startOfDay(addDays(window.end, 1), timeZone), timeZone);
  return `processed_at:>='${from}' processed_at:<'${to}'`;
}

/** Whether an order counts: not a test order and not cancelled. */
export const counts = (order: ShopifyOrder): boolean => order.test !== true && !order.cancelledAt;

/** Orders → one row per shop day with at least one counted order. */
export function ordersToStoreRows(orders: ShopifyOrder[], timeZone: string): StoreRow[] {
  const days = new Map<string, { orders: number; revenue: bigint; fresh: Set<string>; returning: Set<string> }>();
  const seen = new Set<string>();
  for (const order of orders) {
    if (seen.has(order.id) || !counts(order)) continue;
    seen.add(order.id);
    const at = parseInstant(order.processedAt);
    if (Number.isNaN(at)) throw new Error(`Order ${order.id} has an unreadable processedAt: ${order.processedAt}`);
    const date = dayIn(at, timeZone);
    let day = days.get(date);
    if (!day) days.set(date, (day = { orders: 0, revenue: 0n, fresh: new Set(), returning: new Set() }));
    day.orders++;
    day.revenue += toMicros(order.totalPriceSet.shopMoney.amount) - toMicros(order.totalRefundedSet?.shopMoney.amount ?? "0");
    if (order.customer) {
      const created = dayIn(parseInstant(order.customer.createdAt), timeZone);
      (created >= date ? day.fresh : day.returning).add(order.customer.id);
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, d]) => ({ date, orders: d.orders, revenue: fromMicros(d.revenue, 2), newCustomers: d.fresh.size, returningCustomers: d.returning.size }));
}

function errorList(answer: GraphqlAnswer<unknown>): GraphqlError[] {
  const e = answer.errors;
  if (!e) return [];
  if (typeof e === "string") return [{ message: e }];
  if (Array.isArray(e)) return e;
  return [{ message: JSON.stringify(e) }];
}

/** How long a THROTTLED answer asks to wait: the missing points over the restore rate (ms); null when not throttled. */
export function throttleWaitMs(answer: GraphqlAnswer<unknown>): number | null {
  if (!errorList(answer).some((e) => e.extensions?.code === "THROTTLED")) return null;
  const cost = answer.extensions?.cost;
  const status = cost?.throttleStatus;
  if (!status || !cost?.requestedQueryCost || !status.restoreRate) return 1_000;
  const missing = cost.requestedQueryCost - status.currentlyAvailable;
  return Math.max(1_000, Math.ceil((missing / status.restoreRate) * 1000));
}

/** The first non-throttle GraphQL error, in words; null when there is none. */
export function graphqlProblem(answer: GraphqlAnswer<unknown>): { code: string | null; message: string } | null {
  const e = errorList(answer).find((x) => x.extensions?.code !== "THROTTLED");
  return e ? { code: e.extensions?.code ?? null, message: e.message } : null;
}
