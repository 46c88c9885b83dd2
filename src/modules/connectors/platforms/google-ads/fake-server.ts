/**
 * A local Google Ads API: Google's OAuth endpoints, `customers:listAccessibleCustomers`, and
 * `googleAds:searchStream` with enough GAQL (SELECT … FROM customer_client | customer | campaign |
 * ad_group WHERE segments.date BETWEEN … AND …, plus simple comparisons and `IN (…)`) to answer the
 * connector as Google does: a JSON array of batches, int64 as strings, zero values left out, only
 * the selected fields, each object with its resourceName. Without segments or metrics, campaign and
 * ad_group answer one row per entity; with metrics but without `segments.date`, one row per entity
 * with its metrics summed over the date range; both as Google does.
 * It checks the developer-token and login-customer-id headers, refuses metrics on a manager and a
 * cancelled account, and throttles with the 429 RESOURCE_EXHAUSTED GoogleAdsFailure.
 */
import { eachDay } from "@/lib/days";
import { startFake, type FakeOptions, type FakeReply, type FakeRequest, type FakeServer } from "../../fakes/kit";
import {
  accessibleIds,
  adGroupRows,
  campaignRows,
  campaignsOf,
  customerById,
  customers,
  managerOf,
  sum,
  type FakeAdGroup,
  type FakeCampaign,
  type FakeRow,
} from "./fake-data";

const V = "v26";
const BATCH_ROWS = 25;

const failure = (httpCode: number, status: string, family: string, value: string, message: string, extra: object = {}): FakeReply => ({
  status: httpCode,
  json: {
    error: {
      code: httpCode,
      message: httpCode === 429 ? "Resource has been exhausted (e.g. check quota)." : "Request contains an invalid argument.",
      status,
      details: [
        {
          "@type": `type.googleapis.com/google.ads.googleads.${V}.errors.GoogleAdsFailure`,
          errors: [{ errorCode: { [family]: value }, message, ...extra }],
          requestId: "fake-req",
        },
      ],
    },
  },
});
const queryError = (value: string, message: string) => failure(400, "INVALID_ARGUMENT", "queryError", value, message);

const camel = (path: string) => path.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
const resources = {
  customer: ["customer.id", "customer.descriptive_name", "customer.currency_code", "customer.time_zone"],
  customer_client: [
    "customer_client.id",
    "customer_client.descriptive_name",
    "customer_client.currency_code",
    "customer_client.time_zone",
    "customer_client.manager",
    "customer_client.status",
    "customer_client.level",
  ],
  campaign: ["campaign.id", "campaign.name", "campaign.status", "campaign.advertising_channel_type"],
  ad_group: ["campaign.id", "campaign.name", "campaign.status", "ad_group.id", "ad_group.campaign", "ad_group.name", "ad_group.status"],
} as const;
const common = [
  "customer.id",
  "customer.descriptive_name",
  "customer.currency_code",
  "customer.time_zone",
  "segments.date",
  "metrics.impressions",
  "metrics.clicks",
  "metrics.cost_micros",
  "metrics.conversions",
  "metrics.conversions_value",
];

type Filter = { field: string; op: string; value: string } | { field: string; values: string[] };
type Parsed = { fields: string[]; from: keyof typeof resources; start?: string; end?: string; filters: Filter[] };

function parseGaql(query: string): Parsed | FakeReply {
  const m = /^\s*SELECT\s+(.+?)\s+FROM\s+(\w+)(?:\s+WHERE\s+(.+?))?(?:\s+ORDER\s+BY\s+[\w.,\s]+?)?(?:\s+LIMIT\s+\d+)?\s*$/is.exec(query);
  if (!m) return queryError("UNEXPECTED_END_OF_QUERY", `Error in query: could not parse ${JSON.stringify(query.slice(0, 80))}.`);
  const from = m[2]!.toLowerCase();
  if (!(from in resources)) return queryError("INVALID_RESOURCE_NAME_IN_FROM_CLAUSE", `The fake doesn't serve FROM ${from}.`);
  const fields = m[1]!.split(",").map((f) => f.trim());
  const allowed = new Set<string>([
    ...resources[from as keyof typeof resources],
    ...(from === "customer_client" ? ["customer.id"] : from === "customer" ? [] : common),
  ]);
  const bad = fields.find((f) => !allowed.has(f));
  if (bad) return queryError("UNRECOGNIZED_FIELD", `Unrecognized field in the query: '${bad}'.`);
  const parsed: Parsed = { fields, from: from as Parsed["from"], filters: [] };
  let where = m[3] ?? "";
  const between = /segments\.date\s+BETWEEN\s+'(\d{4}-\d{2}-\d{2})'\s+AND\s+'(\d{4}-\d{2}-\d{2})'/i.exec(where);
  if (between) {
    parsed.start = between[1];
    parsed.end = between[2];
    where = where.replace(between[0], "");
  }
  for (const part of where
    .split(/\s+AND\s+/i)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const list = /^([\w.]+)\s+IN\s*\(([^()]*)\)$/i.exec(part);
    if (list) {
      parsed.filters.push({ field: list[1]!, values: list[2]!.split(",").map((v) => v.trim().replace(/^'(.*)'$/, "$1")) });
      continue;
    }
    const c = /^([\w.]+)\s*(=|!=|>=|<=|>|<)\s*'?([^']*)'?$/.exec(part);
    if (!c) return queryError("INVALID_VALUE_WITH_BETWEEN_OPERATOR", `Error in WHERE near ${JSON.stringify(part)}.`);
    if (c[1] === "segments.date" && (c[2] === ">=" || c[2] === ">")) parsed.start = c[3];
    else if (c[1] === "segments.date" && (c[2] === "<=" || c[2] === "<")) parsed.end = c[3];
    else parsed.filters.push({ field: c[1]!, op: c[2]!, value: c[3]! });
  }
  return parsed;
}

/** An entity as Google renders it: the customer, and the campaign and ad group when given. */
function renderEntity(customerId: string, campaign?: FakeCampaign, adGroup?: FakeAdGroup | null) {
  const c = customerById(customerId)!;
  return {
    customer: { resourceName: `customers/${c.id}`, id: c.id, descriptiveName: c.name, currencyCode: c.currency, timeZone: c.timeZone },
    ...(campaign
      ? {
          campaign: {
            resourceName: `customers/${c.id}/campaigns/${campaign.id}`,
            id: campaign.id,
            name: campaign.name,
            status: campaign.status,
            advertisingChannelType: campaign.channel,
          },
        }
      : {}),
    ...(adGroup && campaign
      ? {
          adGroup: {
            resourceName: `customers/${c.id}/adGroups/${adGroup.id}`,
            id: adGroup.id,
            campaign: `customers/${c.id}/campaigns/${campaign.id}`,
            name: adGroup.name,
            status: adGroup.status,
          },
        }
      : {}),
  };
}

/** A row as Google renders it: nested camelCase objects, int64 as strings, zero values omitted (`day` only when segmented by it). */
function render(customerId: string, row: FakeRow, day?: string) {
  const m = row.metrics;
  const metrics: Record<string, string | number> = {};
  if (m.impressions) metrics.impressions = String(m.impressions);
  if (m.clicks) metrics.clicks = String(m.clicks);
  if (m.costMicros) metrics.costMicros = m.costMicros.toString();
  if (m.conversionsHundredths) metrics.conversions = m.conversionsHundredths / 100;
  if (m.valueHundredths) metrics.conversionsValue = m.valueHundredths / 100;
  return { ...renderEntity(customerId, row.campaign, row.adGroup), ...(day ? { segments: { date: day } } : {}), metrics };
}

function clientRows(customerId: string) {
  const self = customerById(customerId)!;
  const tree = [{ c: self, level: 0 }, ...(self.clients ?? []).map((id) => ({ c: customerById(id)!, level: 1 }))];
  return tree.map(({ c, level }) => ({
    customer: { resourceName: `customers/${customerId}`, id: customerId },
    customerClient: {
      resourceName: `customers/${customerId}/customerClients/${c.id}`,
      id: c.id,
      descriptiveName: c.name,
      currencyCode: c.currency,
      timeZone: c.timeZone,
      status: c.status,
      level: String(level),
      ...(c.manager ? { manager: true } : {}),
    },
  }));
}

const get = (row: object, path: string): unknown =>
  camel(path)
    .split(".")
    .reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), row);

function pick(row: object, fields: string[]): object {
  const out: Record<string, Record<string, unknown>> = {};
  for (const f of fields) {
    const [top, leaf] = camel(f).split(".") as [string, string];
    const value = get(row, f);
    const holder = (out[top] ??= {});
    const resourceName = get(row, `${top}.resourceName`);
    if (resourceName !== undefined) holder.resourceName = resourceName;
    if (value !== undefined && value !== false) holder[leaf] = value;
  }
  return out;
}

function matches(row: object, filters: Parsed["filters"]) {
  return filters.every((filter) => {
    const v = String(get(row, filter.field) ?? (filter.field.startsWith("metrics.") ? "0" : ""));
    if ("values" in filter) return filter.values.includes(v);
    const { op, value } = filter;
    const cmp = /^-?\d+(\.\d+)?$/.test(v) && /^-?\d+(\.\d+)?$/.test(value) ? Number(v) - Number(value) : v.localeCompare(value);
    return op === "=" ? cmp === 0 : op === "!=" ? cmp !== 0 : op === ">=" ? cmp >= 0 : op === "<=" ? cmp <= 0 : op === ">" ? cmp > 0 : cmp < 0;
  });
}

function searchStream(req: FakeRequest, customerId: string, versionOf: (day: string) => number): FakeReply {
  const customer = customerById(customerId);
  if (!customer)
    return failure(400, "INVALID_ARGUMENT", "authenticationError", "CUSTOMER_NOT_FOUND", `No customer found for the provided customer id ${customerId}.`);
  const login = (req.headers["login-customer-id"] as string | undefined)?.trim();
  const direct = accessibleIds.includes(customerId);
  const viaManager = managerOf(customerId)?.id;
  if (login !== undefined && !/^\d{10}$/.test(login))
    return failure(400, "INVALID_ARGUMENT", "authenticationError", "CLIENT_CUSTOMER_ID_INVALID", "login-customer-id must be 10 digits without dashes.");
  const allowed = login === undefined ? direct : login === customerId ? direct : login === viaManager;
  if (!allowed)
    return failure(
      403,
      "PERMISSION_DENIED",
      "authorizationError",
      "USER_PERMISSION_DENIED",
      "User doesn't have permission to access customer. Note: If you're accessing a client customer, the manager's customer id must be set in the 'login-customer-id' header.",
    );
  if (customer.status !== "ENABLED")
    return failure(
      403,
      "PERMISSION_DENIED",
      "authorizationError",
      "CUSTOMER_NOT_ENABLED",
      "The customer account can't be accessed because it is not yet enabled or has been deactivated.",
    );
  const body = req.json() as { query?: string };
  if (typeof body.query !== "string") return failure(400, "INVALID_ARGUMENT", "requestError", "REQUIRED_FIELD_MISSING", "query is required.");
  const parsed = parseGaql(body.query);
  if (!("fields" in parsed)) return parsed;
  let rows: object[];
  const daily = parsed.fields.some((f) => f.startsWith("metrics.") || f.startsWith("segments."));
  if (parsed.from === "customer_client") rows = clientRows(customerId);
  else if (parsed.from === "customer") rows = [renderEntity(customerId)];
  else if (!daily) {
    // No segments and no metrics: every entity once (Google lists removed ones too).
    rows = campaignsOf(customerId).flatMap((campaign) =>
      parsed.from === "campaign" ? [renderEntity(customerId, campaign)] : campaign.adGroups.map((g) => renderEntity(customerId, campaign, g)),
    );
  } else {
    if (customer.manager && parsed.fields.some((f) => f.startsWith("metrics.")))
      return queryError("REQUESTED_METRICS_FOR_MANAGER", "Metrics cannot be requested for a manager account.");
    if (!parsed.start || !parsed.end || parsed.start > parsed.end)
      return queryError("EXPECTED_FILTERS_ON_DATE_RANGE", "segments.date must be filtered to a finite range (BETWEEN 'YYYY-MM-DD' AND 'YYYY-MM-DD').");
    const days = eachDay({ start: parsed.start, end: parsed.end });
    if (days.length > 1200) return queryError("DATE_RANGE_TOO_WIDE", "The fake serves at most 1200 days per query.");
    const of = parsed.from === "ad_group" ? adGroupRows : campaignRows;
    if (parsed.fields.includes("segments.date") || !parsed.fields.some((f) => f.startsWith("metrics.")))
      rows = days.flatMap((day) => of(customerId, day, versionOf(day)).map((r) => render(customerId, r, day)));
    else {
      // Not segmented by day: each entity once, its metrics summed over the range.
      const totals = new Map<string, FakeRow>();
      for (const day of days)
        for (const r of of(customerId, day, versionOf(day))) {
          const key = r.adGroup?.id ?? r.campaign.id;
          const known = totals.get(key);
          totals.set(key, known ? { ...r, metrics: sum([known.metrics, r.metrics])! } : r);
        }
      rows = [...totals.values()].map((r) => render(customerId, r));
    }
  }
  const results = rows.filter((r) => matches(r, parsed.filters)).map((r) => pick(r, parsed.fields));
  const fieldMask = parsed.fields.map(camel).join(",");
  const batches: object[] = [];
  for (let i = 0; i < results.length; i += BATCH_ROWS)
    batches.push({ results: results.slice(i, i + BATCH_ROWS), fieldMask, requestId: `fake-${i / BATCH_ROWS}` });
  if (batches.length === 0) batches.push({ fieldMask, requestId: "fake-0" });
  Object.assign(batches[batches.length - 1]!, { queryResourceConsumption: String(40 + results.length) });
  return { json: batches };
}

/** Starts the Google Ads stand-in. Google's refresh tokens don't rotate, so neither do these. */
export async function startGoogleAdsFake(options: FakeOptions = {}): Promise<FakeServer> {
  const requireDeveloperToken = (req: FakeRequest): FakeReply | null =>
    req.headers["developer-token"]
      ? null
      : failure(401, "UNAUTHENTICATED", "authenticationError", "AUTHENTICATION_ERROR", "The developer-token header is required.");
  const fake: FakeServer = await startFake(
    {
      name: "Google Ads",
      authorizePath: "/o/oauth2/v2/auth",
      tokenPath: "/token",
      throttled: () =>
        failure(429, "RESOURCE_EXHAUSTED", "quotaError", "RESOURCE_TEMPORARILY_EXHAUSTED", "Too many requests. Retry in 37 seconds.", {
          details: { quotaErrorDetails: { rateScope: "DEVELOPER", rateName: "Number of operations for basic access", retryDelay: "37s" } },
        }),
      unauthorized: () => ({
        status: 401,
        json: {
          error: {
            code: 401,
            message: "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
            status: "UNAUTHENTICATED",
            details: [
              {
                "@type": `type.googleapis.com/google.ads.googleads.${V}.errors.GoogleAdsFailure`,
                errors: [{ errorCode: { authenticationError: "OAUTH_TOKEN_INVALID" }, message: "OAuth token in the header is not valid." }],
              },
            ],
          },
        },
      }),
      tokenExtras: () => ({ scope: "https://www.googleapis.com/auth/adwords" }),
      routes: [
        {
          method: "GET",
          path: new RegExp(`^/${V}/customers:listAccessibleCustomers$`),
          handle: (req) => requireDeveloperToken(req) ?? { json: { resourceNames: accessibleIds.map((id) => `customers/${id}`) } },
        },
        {
          method: "POST",
          path: new RegExp(`^/${V}/customers/(\\d+)/googleAds:searchStream$`),
          handle: (req, m) => requireDeveloperToken(req) ?? searchStream(req, m[1]!, (day) => fake.control.version(day)),
        },
      ],
    },
    { rotateRefreshTokens: false, ...options },
  );
  return fake;
}

/** Every account the stand-in knows (tests and the demo read names, currencies and time zones from it). */
export const googleAdsFakeCustomers = customers;
