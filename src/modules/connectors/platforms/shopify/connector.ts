import "server-only";
import { registerConnector } from "../../core/registry";
import { ConnectorError, type PlatformApi } from "../../core/types";
import { judgeShopify } from "./errors";
import { ordersToStoreRows, processedFilter, type GraphqlAnswer, type OrdersPage, type ShopInfo, type ShopifyOrder } from "./transform";

const API_VERSION = "2026-07";
const graphqlUrl = (api: Pick<PlatformApi, "extra">) => `https://${api.extra.shop}/admin/api/${API_VERSION}/graphql.json`;

const SHOP_QUERY = `query Shop { shop { id name myshopifyDomain ianaTimezone currencyCode } }`;
const ORDERS_QUERY = `query Orders($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, sortKey: PROCESSED_AT, query: $query) {
    nodes {
      id processedAt cancelledAt test
      totalPriceSet { shopMoney { amount currencyCode } }
      totalRefundedSet { shopMoney { amount currencyCode } }
      customer { id createdAt }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function graphql<T>(api: PlatformApi, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await api.request<GraphqlAnswer<T>>({ method: "POST", url: graphqlUrl(api), json: { query, variables } });
  if (!answer.data) throw new ConnectorError("Shopify answered the query without data. The sync will try again later.");
  return answer.data;
}

const shopInfo = async (api: PlatformApi) => (await graphql<{ shop: ShopInfo & { id: string; name: string; myshopifyDomain: string } }>(api, SHOP_QUERY)).shop;

export const shopifyConnector = registerConnector({
  platform: "shopify",
  fact: "store",
  oauth: {
    // The shop domain (name.myshopify.com) is the host; oauth.ts fills {shop} from what the person typed.
    authorizeUrl: "https://{shop}/admin/oauth/authorize",
    // expiring=1 asks for expiring offline tokens (60 min) with rotating refresh tokens.
    tokenUrl: "https://{shop}/admin/oauth/access_token?expiring=1",
    // read_customers: the order's customer (id, createdAt) tells new from returning buyers.
    scopes: ["read_orders", "read_customers"],
    scopeSeparator: ",",
    pkce: false,
    clientAuth: "body",
    refresh: "refresh_token",
    askFor: [{ key: "shop", label: "Shop domain", placeholder: "your-store.myshopify.com", pattern: "^[a-z0-9][a-z0-9-]*\\.myshopify\\.com$" }],
    afterConnect: async (api) => {
      const shop = await shopInfo(api);
      return { externalUserId: shop.myshopifyDomain, label: shop.name, extra: { shop: shop.myshopifyDomain } };
    },
  },
  restatementDays: 30,
  // read_orders sees the last 60 days only; read_all_orders (needs Shopify's approval) would allow 730.
  backfillDays: 60,
  chunkDays: 30,
  authHeaders: (token) => ({ "x-shopify-access-token": token }),
  judge: judgeShopify,
  async listAccounts(api) {
    const shop = await shopInfo(api);
    return [{ id: shop.myshopifyDomain, name: shop.name, currency: shop.currencyCode, timeZone: shop.ianaTimezone, detail: shop.myshopifyDomain }];
  },
  async fetchWindow(api, _account, window) {
    const shop = await shopInfo(api);
    const filter = processedFilter(window, shop.ianaTimezone);
    const orders: ShopifyOrder[] = [];
    let after: string | null = null;
    for (;;) {
      const { orders: page }: { orders: OrdersPage } = await graphql(api, ORDERS_QUERY, { first: 250, after, query: filter });
      orders.push(...page.nodes);
      if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
      after = page.pageInfo.endCursor;
    }
    return { account: { currency: shop.currencyCode, timeZone: shop.ianaTimezone, name: shop.name }, store: ordersToStoreRows(orders, shop.ianaTimezone) };
  },
});
