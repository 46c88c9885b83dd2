/**
 * What the Facebook Page and Instagram stand-ins share: Facebook Login at /v26.0/dialog/oauth and
 * /v26.0/oauth/access_token (code exchange plus the fb_exchange_token long-lived exchange), /me,
 * /me/accounts with per-page access tokens and linked Instagram accounts, Meta's error bodies (HTTP
 * 400 with a code) for throttles and expired sessions, and the pages themselves.
 */
import type { FakeOptions, FakeReply, FakeRequest, FakeRoute, FakeSpec } from "../../fakes/kit";

export const META_USER = { id: "10229000000000001", name: "Dana Fields" };
export const META_PAGES = [
  {
    id: "104200000000001",
    name: "Northwind Coffee",
    category: "Coffee shop",
    ig: { id: "17841400000000001", username: "northwindcoffee", name: "Northwind Coffee" },
  },
  {
    id: "104200000000002",
    name: "Northwind Coffee Portland",
    category: "Café",
    ig: { id: "17841400000000002", username: "northwindcoffee.pdx", name: "Northwind Coffee Portland" },
  },
  { id: "104200000000003", name: "Northwind Coffee Events", category: "Event planner", ig: null },
] as const;
export const LONG_LIVED_SECONDS = 5_183_944;
const GRAPH = "https://graph.facebook.com/v26.0";
/** Where the shared kit's own token endpoint listens; the public path forwards code exchanges to it. */
const KIT_TOKEN_PATH = "/__kit/oauth/access_token";
/** The stand-ins' page ceiling for edges, smaller than Meta's, so paging always runs. */
export const FAKE_PAGE_MAX = 10;

export const pageTokenFor = (pageId: string, userToken: string) => `PAGE-${pageId}-${userToken}`;
/** The token as sent: `Authorization: Bearer …` or `access_token=…`. */
export const rawToken = (req: FakeRequest): string | null => /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? req.query.get("access_token");
/** The page a page token was issued for, or null for a user token. */
export const pageOfToken = (token: string | null): string | null => /^PAGE-(\d+)-/.exec(token ?? "")?.[1] ?? null;

export function metaError(code: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): FakeReply {
  return {
    status: 400,
    headers: { "www-authenticate": 'OAuth "Facebook Platform" "invalid_request"', ...headers },
    json: { error: { message, type: "OAuthException", code, ...extra, fbtrace_id: "AbCdEfGh123" } },
  };
}

/** Offset cursors, written the way Meta's look (opaque base64). */
export const cursorOf = (offset: number) => Buffer.from(`offset:${offset}`).toString("base64url");
export const offsetOf = (cursor: string | null) => (cursor ? Number(Buffer.from(cursor, "base64url").toString().split(":")[1] ?? 0) : 0);

/** One page of a newest-first (or any) list, with `paging.next` at the real Graph host when more remain. */
export function pageOf<T>(req: FakeRequest, items: T[], path: string): FakeReply {
  const limit = Math.min(Math.max(1, Number(req.query.get("limit") ?? 25)), FAKE_PAGE_MAX);
  const offset = offsetOf(req.query.get("after"));
  const slice = items.slice(offset, offset + limit);
  const paging: Record<string, unknown> = { cursors: { before: cursorOf(offset), after: cursorOf(offset + slice.length) } };
  if (offset + slice.length < items.length) {
    const next = new URLSearchParams(req.query);
    next.delete("access_token");
    next.set("after", cursorOf(offset + slice.length));
    paging.next = `${GRAPH}${path}?${next.toString()}`;
  }
  return { json: { data: slice, paging } };
}

/** Seconds or `YYYY-MM-DD` (Meta accepts both) → ms; NaN when unreadable. */
export function timeParam(value: string | null): number {
  if (!value) return Number.NaN;
  return /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(`${value}T00:00:00Z`);
}

async function tokenEndpoint(req: FakeRequest, options: FakeOptions, self: () => string): Promise<FakeReply> {
  const params = req.method === "GET" ? req.query : req.form();
  if (params.get("grant_type") === "fb_exchange_token") {
    if (params.get("client_id") !== (options.clientId ?? "test-client") || params.get("client_secret") !== (options.clientSecret ?? "test-secret"))
      return metaError(101, "Error validating application. Invalid application ID or secret.");
    const token = params.get("fb_exchange_token");
    if (!token) return metaError(100, "Missing parameter fb_exchange_token");
    // The stand-in's user tokens never expire on their own, so the long-lived token is the same one.
    return { json: { access_token: token, token_type: "bearer", expires_in: LONG_LIVED_SECONDS } };
  }
  const res = await fetch(`${self()}${KIT_TOKEN_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: params.toString(),
  });
  return { status: res.status, json: await res.json() };
}

function accounts(req: FakeRequest): FakeReply {
  const user = rawToken(req) ?? "";
  const fields = (req.query.get("fields") ?? "id,name").split(",");
  const wantsIg = fields.some((f) => f.startsWith("instagram_business_account"));
  const pages = META_PAGES.map((p) => ({
    id: p.id,
    name: p.name,
    category: p.category,
    access_token: pageTokenFor(p.id, user),
    tasks: ["ANALYZE", "ADVERTISE", "MESSAGING", "MODERATE", "CREATE_CONTENT", "MANAGE"],
    ...(wantsIg && p.ig ? { instagram_business_account: p.ig } : {}),
  }));
  return pageOf(req, pages, "/me/accounts");
}

function pageNode(req: FakeRequest, id: string): FakeReply {
  const page = META_PAGES.find((p) => p.id === id);
  if (!page)
    return metaError(
      100,
      `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      { error_subcode: 33 },
    );
  const fields = (req.query.get("fields") ?? "id,name").split(",");
  const out: Record<string, unknown> = { id: page.id };
  if (fields.includes("name")) out.name = page.name;
  if (fields.includes("access_token")) out.access_token = pageTokenFor(page.id, rawToken(req) ?? "");
  if (fields.some((f) => f.startsWith("instagram_business_account")) && page.ig) out.instagram_business_account = page.ig;
  return { json: out };
}

/** The kit spec for a Meta stand-in: Facebook Login, the shared routes, then the platform's own. */
export function metaSpec(name: string, routes: FakeRoute[], options: FakeOptions, self: () => string, throttleCode: number): FakeSpec {
  return {
    name,
    authorizePath: "/v26.0/dialog/oauth",
    tokenPath: KIT_TOKEN_PATH,
    tokenOf: (req) => {
      const raw = rawToken(req);
      return raw?.replace(/^PAGE-\d+-/, "") ?? null;
    },
    routes: [
      { method: "GET", path: /^\/v26\.0\/oauth\/access_token$/, open: true, handle: (req) => tokenEndpoint(req, options, self) },
      { method: "POST", path: /^\/v26\.0\/oauth\/access_token$/, open: true, handle: (req) => tokenEndpoint(req, options, self) },
      { method: "GET", path: /^\/v26\.0\/me$/, handle: () => ({ json: META_USER }) },
      { method: "GET", path: /^\/v26\.0\/me\/accounts$/, handle: accounts },
      ...routes,
      { method: "GET", path: /^\/v26\.0\/(\d+)$/, handle: (req, m) => pageNode(req, m[1]!) },
    ],
    throttled: () =>
      metaError(
        throttleCode,
        throttleCode === 32 ? "(#32) Page request limit reached" : "(#4) Application request limit reached",
        { is_transient: true },
        {
          "x-business-use-case-usage": JSON.stringify({
            [META_PAGES[0].id]: [{ type: "pages", call_count: 100, total_cputime: 40, total_time: 60, estimated_time_to_regain_access: 1 }],
          }),
        },
      ),
    unauthorized: () => metaError(190, "Error validating access token: Session has expired on Saturday, 21-Nov-26 10:00:00 PST.", { error_subcode: 463 }),
  };
}
