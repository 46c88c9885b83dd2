import "server-only";
import { ConnectorError, type DayRange, type PlatformApi } from "../../core/types";
import { accessibleCustomerIds, accountsFromClients, type EntityStreams, type StreamBatch } from "./transform";

export const API = "https://googleads.googleapis.com/v26";

const METRICS = "metrics.impressions, metrics.clicks, metrics.cost_micros, metrics.conversions, metrics.conversions_value";
const between = (w: DayRange) => `segments.date BETWEEN '${w.start}' AND '${w.end}'`;

/**
 * Ad-group grain, ids only: names, statuses and the account's currency and zone are asked for once
 * a run (entityQueries), not carried on every row of every day (most of a backfill's JSON). The
 * campaign comes as the ad group's `campaign` resource name, not as `campaign.id`, which would add a
 * campaign object with a resource name of its own to every row: a fifth less JSON to parse.
 */
export const adGroupQuery = (w: DayRange) => `SELECT ad_group.campaign, ad_group.id, segments.date, ${METRICS} FROM ad_group WHERE ${between(w)}`;
/**
 * Campaign grain over the whole window (no `segments.date` selected, so Google sums the range): one
 * row a campaign, compared with its ad groups' rows to find spend outside them (Performance Max).
 */
export const campaignTotalsQuery = (w: DayRange) => `SELECT campaign.id, ${METRICS} FROM campaign WHERE ${between(w)}`;
/** Campaign grain by day, for the campaigns named (int64 ids: campaignsBeyondAdGroups gives digits only). */
export const campaignQuery = (w: DayRange, ids: readonly string[]) =>
  `SELECT campaign.id, segments.date, ${METRICS} FROM campaign WHERE ${between(w)} AND campaign.id IN (${ids.join(", ")})`;
/** The account and every campaign and ad group it has (no segments, so one row each, removed ones included). */
export const entityQueries = {
  customer: "SELECT customer.id, customer.descriptive_name, customer.currency_code, customer.time_zone FROM customer",
  campaigns: "SELECT campaign.id, campaign.name, campaign.status FROM campaign",
  adGroups: "SELECT campaign.id, ad_group.id, ad_group.name, ad_group.status FROM ad_group",
} as const;
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

/** Per sync run (one api object): each account's entities, asked for once and shared by its windows. */
const entityCache = new WeakMap<PlatformApi, Map<string, Promise<EntityStreams>>>();

/**
 * The account's customer, campaign and ad-group entities for this run. A campaign or ad group made
 * during the run keeps its id for a name until the next run asks again.
 */
export function accountEntities(api: PlatformApi, customerId: string, loginCustomerId: string): Promise<EntityStreams> {
  let known = entityCache.get(api);
  if (!known) entityCache.set(api, (known = new Map()));
  let found = known.get(customerId);
  if (!found) {
    found = (async () => ({
      customer: await searchStream(api, customerId, entityQueries.customer, loginCustomerId),
      campaigns: await searchStream(api, customerId, entityQueries.campaigns, loginCustomerId),
      adGroups: await searchStream(api, customerId, entityQueries.adGroups, loginCustomerId),
    }))();
    known.set(customerId, found);
    found.catch(() => known.delete(customerId));
  }
  return found;
}
