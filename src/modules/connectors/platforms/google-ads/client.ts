import "server-only";
import { ConnectorError, type DayRange, type PlatformApi } from "../../core/types";
import { accessibleCustomerIds, accountsFromClients, type StreamBatch } from "./transform";

export const API = "https://googleads.googleapis.com/v26";

const METRICS = "metrics.impressions, metrics.clicks, metrics.cost_micros, metrics.conversions, metrics.conversions_value";
const between = (w: DayRange) => `segments.date BETWEEN '${w.start}' AND '${w.end}'`;

/** Ad-group grain, with campaign names and statuses for the dimension tables. */
export const adGroupQuery = (w: DayRange) =>
  `SELECT customer.id, customer.currency_code, customer.time_zone, campaign.id, campaign.name, campaign.status, ad_group.id, ad_group.name, ad_group.status, segments.date, ${METRICS} FROM ad_group WHERE ${between(w)}`;
/** Campaign grain: catches spend outside ad groups (Performance Max). */
export const campaignQuery = (w: DayRange) =>
  `SELECT customer.id, customer.currency_code, customer.time_zone, campaign.id, campaign.name, campaign.status, campaign.advertising_channel_type, segments.date, ${METRICS} FROM campaign WHERE ${between(w)}`;
const clientQuery =
  "SELECT customer_client.id, customer_client.descriptive_name, customer_client.currency_code, customer_client.time_zone, customer_client.manager, customer_client.status, customer_client.level FROM customer_client WHERE customer_client.status = 'ENABLED'";

const digits = (id: string | undefined) => id?.replace(/\D/g, "") || undefined;

/** The manager id configured for every call (GOOGLE_ADS_LOGIN_CUSTOMER_ID), without dashes. */
export const configuredLogin = (api: PlatformApi) => digits(api.settings.loginCustomerId);

export function requireDeveloperToken(api: Pick<PlatformApi, "settings">): string {
  const token = api.settings.developerToken;
  if (!token) throw new ConnectorError("Google Ads needs a developer token. An administrator sets GOOGLE_ADS_DEVELOPER_TOKEN.", "config");
  return token;
}

/** One GAQL query through searchStream: the whole answer, a JSON array of batches. */
export function searchStream(api: PlatformApi, customerId: string, query: string, loginCustomerId?: string): Promise<StreamBatch[]> {
  requireDeveloperToken(api);
  return api.request<StreamBatch[]>({
    method: "POST",
    url: `${API}/customers/${customerId}/googleAds:searchStream`,
    json: { query },
    headers: loginCustomerId ? { "login-customer-id": loginCustomerId } : {},
  });
}

export async function accessibleCustomers(api: PlatformApi): Promise<string[]> {
  requireDeveloperToken(api);
  return accessibleCustomerIds(await api.request<{ resourceNames?: string[] }>({ url: `${API}/customers:listAccessibleCustomers` }));
}

/**
 * The advertiser accounts the user reaches, each with the customer to name in login-customer-id:
 * the configured manager's hierarchy when one is set, else every accessible customer's. Accessible
 * customers that refuse (cancelled, suspended) are skipped.
 */
export async function reachableAccounts(api: PlatformApi) {
  const configured = configuredLogin(api);
  const roots = configured ? [configured] : await accessibleCustomers(api);
  const found = new Map<string, ReturnType<typeof accountsFromClients>[number]>();
  let refused: ConnectorError | null = null;
  for (const root of roots) {
    let batches: StreamBatch[];
    try {
      batches = await searchStream(api, root, clientQuery, root);
    } catch (error) {
      if (!(error instanceof ConnectorError) || error.code !== "platform" || configured) throw error;
      refused = error;
      continue;
    }
    for (const account of accountsFromClients(root, batches)) {
      const known = found.get(account.id);
      // Direct access beats a manager path.
      if (!known || account.loginCustomerId === account.id) found.set(account.id, account);
    }
  }
  if (found.size === 0 && refused) throw refused;
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Per sync run (one api object): which login-customer-id reaches each account. */
const loginPaths = new WeakMap<PlatformApi, Promise<Map<string, string>>>();

export async function loginCustomerFor(api: PlatformApi, customerId: string): Promise<string> {
  const configured = configuredLogin(api);
  if (configured) return configured;
  let paths = loginPaths.get(api);
  if (!paths) {
    paths = reachableAccounts(api).then((list) => new Map(list.map((a) => [a.id, a.loginCustomerId])));
    loginPaths.set(api, paths);
    paths.catch(() => loginPaths.delete(api));
  }
  const login = (await paths).get(customerId);
  if (!login) throw new ConnectorError("The connected Google user no longer has access to this Google Ads account. Reconnect with a user who does.", "auth");
  return login;
}
