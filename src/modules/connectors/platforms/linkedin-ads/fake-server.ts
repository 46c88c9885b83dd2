/**
 * A local stand-in for LinkedIn's Marketing API (LinkedIn-Version 202606, Rest.li 2.0) as the Ads
 * connector uses it: OAuth (60-day access tokens, programmatic refresh tokens that don't rotate),
 * adAccountUsers, adAccounts / adCampaigns / adCampaignGroups search finders paged by pageToken, and
 * the adAnalytics finder without paging, capped at 15,000 elements. Throttles answer 429.
 */
import { startFake, type FakeControl, type FakeOptions, type FakeReply, type FakeRequest, type FakeServer } from "../../fakes/kit";
import { analyticsElements, linkedinFakeAccounts, type LiFakeAccount } from "./fake-data";
import { MAX_ELEMENTS, parseRestliDateRange, parseRestliList } from "./restli";

export { expectedDaily, linkedinFakeAccounts } from "./fake-data";

export type LinkedInFakeOptions = FakeOptions & {
  /** Most elements a search page holds whatever pageSize asks. Default 1000. */
  entityPageSize?: number;
};

const PERSON = "urn:li:person:Fk3xQ9aPz1";
const liError = (status: number, code: string, message: string, serviceErrorCode = 100): FakeReply => ({
  status,
  json: { status, serviceErrorCode, code, message },
});

/** The headers every versioned call must carry, checked as LinkedIn does. */
function versionProblem(req: FakeRequest): FakeReply | null {
  const version = req.headers["linkedin-version"];
  if (typeof version !== "string" || !version)
    return liError(400, "VERSION_MISSING", "A version must be present. Please specify a version by adding the LinkedIn-Version header.");
  if (!/^\d{6}(\.\d{2})?$/.test(version) || version < "202510" || version > "202611")
    return liError(426, "NONEXISTENT_VERSION", `Requested version ${version} is not active`);
  if (req.headers["x-restli-protocol-version"] !== "2.0.0")
    return liError(400, "ILLEGAL_ARGUMENT", "Rest.li protocol 2.0.0 is required for structured query parameters");
  return null;
}

const token = (offset: number) => Buffer.from(`p:${offset}`).toString("base64url");
const offsetOf = (t: string | null) => Number(/^p:(\d+)$/.exec(Buffer.from(t ?? "", "base64url").toString("utf8"))?.[1] ?? 0);

/** A `q=search` page: `pageSize` elements after `pageToken`, and `metadata.nextPageToken` while more remain. */
function searchPage<T>(req: FakeRequest, items: readonly T[], cap: number): FakeReply {
  if (req.query.get("q") !== "search") return liError(400, "ILLEGAL_ARGUMENT", "q must be search");
  const size = Math.max(1, Math.min(Number(req.query.get("pageSize")) || 100, cap, 1000));
  const start = offsetOf(req.query.get("pageToken"));
  const elements = items.slice(start, start + size);
  const more = start + size < items.length;
  return { json: { elements, paging: { start, count: size, links: [] }, metadata: more ? { nextPageToken: token(start + size) } : {} } };
}

/** `search=(status:(values:List(A,B)))` → the statuses, or null when absent. */
function statusFilter(req: FakeRequest): Set<string> | null {
  const search = req.query.get("search");
  if (!search) return null;
  const m = /^\(status:\(values:(List\([A-Z_,]*\))\)\)$/.exec(search);
  return m ? new Set(parseRestliList(m[1]!)) : new Set();
}

const accountJson = (a: LiFakeAccount) => ({
  id: a.id,
  name: a.name,
  currency: a.currency,
  status: "ACTIVE",
  type: "BUSINESS",
  reference: "urn:li:organization:2414183",
  test: false,
});

export async function startLinkedInAdsFake(options: LinkedInFakeOptions = {}): Promise<FakeServer> {
  const accounts = linkedinFakeAccounts();
  const cap = options.entityPageSize ?? 1000;
  let control: FakeControl | null = null;
  const version = (day: string) => control?.version(day) ?? 0;
  const accountOf = (id: string) => accounts.find((a) => String(a.id) === id);
  const versioned = (handle: (req: FakeRequest, m: RegExpMatchArray) => FakeReply) => (req: FakeRequest, m: RegExpMatchArray) =>
    versionProblem(req) ?? handle(req, m);
  const notFound = (id: string) => liError(404, "NOT_FOUND", `Not found: urn:li:sponsoredAccount:${id}`);

  function analytics(req: FakeRequest): FakeReply {
    const q = req.query;
    if (q.get("q") !== "analytics") return liError(400, "ILLEGAL_ARGUMENT", "q must be analytics");
    if (q.get("pivot") !== "CAMPAIGN") return liError(400, "ILLEGAL_ARGUMENT", "This stand-in answers pivot=CAMPAIGN");
    if (q.get("timeGranularity") !== "DAILY") return liError(400, "ILLEGAL_ARGUMENT", "This stand-in answers timeGranularity=DAILY");
    const range = parseRestliDateRange(q.get("dateRange") ?? "");
    if (!range || range.start > range.end) return liError(400, "ILLEGAL_ARGUMENT", "dateRange must be (start:(year:,month:,day:),end:(year:,month:,day:))");
    const urns = parseRestliList(q.get("accounts") ?? "");
    if (!urns || urns.length === 0 || urns.some((u) => !/^urn:li:sponsoredAccount:\d+$/.test(u)))
      return liError(400, "ILLEGAL_ARGUMENT", "accounts must be List(urn:li:sponsoredAccount:…)");
    const fields = (q.get("fields") ?? "impressions,clicks,dateRange,pivotValues").split(",");
    if (fields.length > 20) return liError(400, "ILLEGAL_ARGUMENT", "At most 20 fields may be requested");
    const keep = new Set(fields);
    // No access (or no activity) answers an empty list, not an error.
    const elements = urns
      .map((u) => accountOf(u.split(":").pop()!))
      .filter((a): a is LiFakeAccount => a !== undefined)
      .flatMap((a) => analyticsElements(a, range, version))
      .slice(0, MAX_ELEMENTS)
      .map((e) => Object.fromEntries(Object.entries(e).filter(([k]) => keep.has(k))));
    return { json: { paging: { start: 0, count: 10, links: [] }, elements } };
  }

  const server = await startFake(
    {
      name: "LinkedIn",
      authorizePath: "/oauth/v2/authorization",
      tokenPath: "/oauth/v2/accessToken",
      tokenExtras: () => ({ refresh_token_expires_in: 31_536_000, scope: "r_ads,r_ads_reporting" }),
      throttled: () => liError(429, "TOO_MANY_REQUESTS", "Resource level throttle APPLICATION DAY limit for calls to this resource is reached.", 101),
      unauthorized: () => liError(401, "INVALID_ACCESS_TOKEN", "Invalid access token", 65600),
      routes: [
        {
          method: "GET",
          path: /^\/rest\/adAccountUsers$/,
          handle: versioned((req) =>
            req.query.get("q") !== "authenticatedUser"
              ? liError(400, "ILLEGAL_ARGUMENT", "q must be authenticatedUser")
              : {
                  json: {
                    elements: accounts.map((a) => ({ account: `urn:li:sponsoredAccount:${a.id}`, user: PERSON, role: "CAMPAIGN_MANAGER" })),
                    paging: { start: 0, count: 10, links: [] },
                  },
                },
          ),
        },
        { method: "GET", path: /^\/rest\/adAccounts$/, handle: versioned((req) => searchPage(req, accounts.map(accountJson), cap)) },
        {
          method: "GET",
          path: /^\/rest\/adAccounts\/(\d+)$/,
          handle: versioned((_req, m) => {
            const a = accountOf(m[1]!);
            return a ? { json: accountJson(a) } : notFound(m[1]!);
          }),
        },
        {
          method: "GET",
          path: /^\/rest\/adAccounts\/(\d+)\/adCampaigns$/,
          handle: versioned((req, m) => {
            const a = accountOf(m[1]!);
            if (!a) return notFound(m[1]!);
            const statuses = statusFilter(req);
            const items = a.campaigns
              .filter((c) => !statuses || statuses.has(c.status))
              .map((c) => ({
                id: c.id,
                name: c.name,
                status: c.status,
                account: `urn:li:sponsoredAccount:${a.id}`,
                campaignGroup: `urn:li:sponsoredCampaignGroup:${c.groupId}`,
                type: "SPONSORED_UPDATES",
                costType: "CPM",
              }));
            return searchPage(req, items, cap);
          }),
        },
        {
          method: "GET",
          path: /^\/rest\/adAccounts\/(\d+)\/adCampaignGroups$/,
          handle: versioned((req, m) => {
            const a = accountOf(m[1]!);
            if (!a) return notFound(m[1]!);
            return searchPage(
              req,
              a.groups.map((g) => ({ id: g.id, name: g.name, status: g.status, account: `urn:li:sponsoredAccount:${a.id}` })),
              cap,
            );
          }),
        },
        { method: "GET", path: /^\/rest\/adAnalytics$/, handle: versioned(analytics) },
      ],
    },
    { accessTtlSeconds: 5_184_000, rotateRefreshTokens: false, ...options },
  );
  control = server.control;
  return server;
}
