import { describe, expect, it } from "vitest";
import { fromMicros, toMicros } from "../../../../lib/decimal";
import { judgeShopify } from "./errors";
import { graphqlProblem, ordersToStoreRows, processedFilter, throttleWaitMs, type GraphqlAnswer, type ShopifyOrder } from "./transform";
import { dayIn, isoWithOffset, startOfDay, zonedTime } from "@/lib/zones";

const money = (amount: string) => ({ shopMoney: { amount, currencyCode: "EUR" } });
const order = (o: Partial<ShopifyOrder> & { id: string; processedAt: string }): ShopifyOrder => ({
  cancelledAt: null,
  test: false,
  totalPriceSet: money("10.00"),
  totalRefundedSet: money("0.0"),
  customer: null,
  ...o,
});

/** A recorded orders page (trimmed), as Shopify sends it: money as decimal strings, UTC timestamps. */
const recorded = {
  data: {
    shop: { ianaTimezone: "Europe/Berlin", currencyCode: "EUR" },
    orders: {
      nodes: [
        // 23:30 UTC on Sep 1 is 01:30 on Sep 2 in Berlin.
        {
          id: "gid://shopify/Order/1",
          processedAt: "2026-09-01T23:30:00Z",
          cancelledAt: null,
          test: false,
          totalPriceSet: money("89.90"),
          totalRefundedSet: money("0.0"),
          customer: { id: "gid://shopify/Customer/9", createdAt: "2026-09-01T23:29:30Z" },
        },
        // 21:59 UTC on Sep 1 is 23:59 on Sep 1 in Berlin.
        {
          id: "gid://shopify/Order/2",
          processedAt: "2026-09-01T21:59:00Z",
          cancelledAt: null,
          test: false,
          totalPriceSet: money("0.10"),
          totalRefundedSet: money("0.0"),
          customer: { id: "gid://shopify/Customer/5", createdAt: "2024-02-01T10:00:00Z" },
        },
        {
          id: "gid://shopify/Order/3",
          processedAt: "2026-09-02T08:00:00Z",
          cancelledAt: null,
          test: false,
          totalPriceSet: money("0.20"),
          totalRefundedSet: money("0.05"),
          customer: { id: "gid://shopify/Customer/5", createdAt: "2024-02-01T10:00:00Z" },
        },
        {
          id: "gid://shopify/Order/4",
          processedAt: "2026-09-02T09:00:00Z",
          cancelledAt: null,
          test: true,
          totalPriceSet: money("500.00"),
          totalRefundedSet: money("0.0"),
          customer: null,
        },
        {
          id: "gid://shopify/Order/5",
          processedAt: "2026-09-02T10:00:00Z",
          cancelledAt: "2026-09-02T11:00:00Z",
          test: false,
          totalPriceSet: money("700.00"),
          totalRefundedSet: money("0.0"),
          customer: null,
        },
        {
          id: "gid://shopify/Order/6",
          processedAt: "2026-09-02T12:00:00Z",
          cancelledAt: null,
          test: false,
          totalPriceSet: money("0.30"),
          totalRefundedSet: money("0.0"),
          customer: { id: "gid://shopify/Customer/5", createdAt: "2024-02-01T10:00:00Z" },
        },
        {
          id: "gid://shopify/Order/7",
          processedAt: "2026-09-02T13:00:00Z",
          cancelledAt: null,
          test: false,
          totalPriceSet: money("12.5"),
          totalRefundedSet: money("12.5"),
          customer: null,
        },
      ],
      pageInfo: { hasNextPage: false, endCursor: null },
    },
  },
  extensions: { cost: { requestedQueryCost: 252, actualQueryCost: 9, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 1991, restoreRate: 100 } } },
};

describe("Shopify orders → store rows", () => {
  it("buckets processedAt into the shop's days, leaves out test and cancelled orders, and nets refunds exactly", () => {
    const rows = ordersToStoreRows(recorded.data.orders.nodes, "Europe/Berlin");
    expect(rows).toEqual([
      { date: "2026-09-01", orders: 1, revenue: "0.10", newCustomers: 0, returningCustomers: 1 },
      // 89.90 + 0.15 + 0.30 + 0.00: no float drift (0.1 + 0.2 style).
      { date: "2026-09-02", orders: 4, revenue: "90.35", newCustomers: 1, returningCustomers: 1 },
    ]);
  });

  it("counts an order once when pages overlap, and a returning customer once per day", () => {
    const a = order({ id: "A", processedAt: "2026-03-01T12:00:00Z", customer: { id: "C", createdAt: "2025-01-01T00:00:00Z" } });
    const b = order({ id: "B", processedAt: "2026-03-01T13:00:00Z", customer: { id: "C", createdAt: "2025-01-01T00:00:00Z" } });
    expect(ordersToStoreRows([a, b, a], "UTC")).toEqual([{ date: "2026-03-01", orders: 2, revenue: "20.00", newCustomers: 0, returningCustomers: 1 }]);
  });

  it("answers no rows for no orders", () => {
    expect(ordersToStoreRows([], "Europe/Berlin")).toEqual([]);
  });

  it("buckets in a zone west of UTC", () => {
    const rows = ordersToStoreRows(
      [order({ id: "1", processedAt: "2026-11-02T07:30:00Z" }), order({ id: "2", processedAt: "2026-11-02T08:30:00Z" })],
      "America/Los_Angeles",
    );
    expect(rows.map((r) => [r.date, r.orders])).toEqual([
      ["2026-11-01", 1],
      ["2026-11-02", 1],
    ]);
  });

  it("writes the processed_at filter in the shop's offset, across a DST change", () => {
    expect(processedFilter({ start: "2026-10-20", end: "2026-11-03" }, "Europe/Berlin")).toBe(
      "processed_at:>='2026-10-20T00:00:00+02:00' processed_at:<'2026-11-04T00:00:00+01:00'",
    );
  });

  it("reads THROTTLED in a 200 body as a wait for the missing cost to restore", () => {
    const throttled: GraphqlAnswer<unknown> = {
      errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }],
      extensions: {
        cost: { requestedQueryCost: 252, actualQueryCost: null, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 12, restoreRate: 100 } },
      },
    };
    expect(throttleWaitMs(throttled)).toBe(2400);
    expect(throttleWaitMs(recorded)).toBeNull();
    expect(graphqlProblem(throttled)).toBeNull();
    expect(graphqlProblem({ errors: [{ message: "Access denied for orders field.", extensions: { code: "ACCESS_DENIED" } }] })).toEqual({
      code: "ACCESS_DENIED",
      message: "Access denied for orders field.",
    });
  });
});

describe("exact decimals and zones", () => {
  it("keeps money exact", () => {
    expect(fromMicros(toMicros("0.1") + toMicros("0.2"), 2)).toBe("0.30");
    expect(fromMicros(toMicros("89.90") - toMicros("0.0"), 2)).toBe("89.90");
    expect(fromMicros(toMicros("1.234567"), 2)).toBe("1.234567");
    expect(fromMicros(toMicros("-1.5"), 2)).toBe("-1.50");
    expect(() => toMicros("89,90")).toThrow();
  });

  it("finds local midnights and days", () => {
    expect(new Date(startOfDay("2026-10-25", "Europe/Berlin")).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(new Date(startOfDay("2026-10-26", "Europe/Berlin")).toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect(isoWithOffset(startOfDay("2026-11-02", "America/Los_Angeles"), "America/Los_Angeles")).toBe("2026-11-02T00:00:00-08:00");
    expect(new Date(zonedTime("2026-03-29", "02:30:00", "Europe/Berlin")).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(dayIn(Date.parse("2026-09-02T06:59:59Z"), "America/Los_Angeles")).toBe("2026-09-01");
  });
});

describe("Shopify throttle and error signals", () => {
  const answer = (status: number, body: unknown) => ({ status, headers: new Headers(), body, text: typeof body === "string" ? body : JSON.stringify(body) });
  it("retries THROTTLED in a 200 body after the restore time, re-authenticates on 401, and fails on ACCESS_DENIED", () => {
    const throttled = {
      errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }],
      extensions: {
        cost: { requestedQueryCost: 252, actualQueryCost: null, throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 52, restoreRate: 100 } },
      },
    };
    expect(judgeShopify(answer(200, throttled))).toEqual({ kind: "retry", afterMs: 2000, reason: "Shopify query cost throttled" });
    expect(judgeShopify(answer(200, recorded))).toBeNull();
    expect(judgeShopify(answer(401, { errors: "[API] Invalid API key or access token" }))?.kind).toBe("reauth");
    expect(
      judgeShopify(answer(200, { data: null, errors: [{ message: "Access denied for orders field.", extensions: { code: "ACCESS_DENIED" } }] }))?.kind,
    ).toBe("fail");
    expect(judgeShopify(answer(429, { errors: "Exceeded 2 calls per second for api client." }))?.kind).toBe("retry");
  });
});
