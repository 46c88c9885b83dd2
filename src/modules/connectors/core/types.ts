/**
 * What a connector is: how to sign in to its platform, how to list the accounts a person may pick,
 * and how to read one window of days from one account into warehouse rows. Everything else (tokens,
 * retries, chunking, resuming, writing, rollups) is the engine's, the same for all twelve.
 */
import type { FactKind, PlatformId } from "../catalog";

/** Inclusive range of days, `YYYY-MM-DD`. */
export type DayRange = { start: string; end: string };

export type AdRow = {
  date: string;
  campaignId: string;
  /** "" (or omitted) when the platform reports at campaign level. */
  adGroupId?: string;
  impressions: number;
  clicks: number;
  /** Decimal strings in the account's currency, major units. */
  spend: string;
  conversions: string;
  conversionValue: string;
  extras?: Record<string, number>;
};
export type SearchRow = { date: string; query: string; page: string; country: string; device: string; clicks: number; impressions: number; position: number };
export type WebRow = {
  date: string;
  channel: string;
  sourceMedium: string;
  landingPage: string;
  sessions: number;
  users: number;
  engagedSessions: number;
  keyEvents: string;
  revenue: string;
};
export type SocialRow = { date: string; reach: number; views: number; engagement: number; follows: number; posts: number };
export type EmailRow = {
  campaignId: string;
  name: string;
  sendDate: string;
  sent: number;
  delivered: number;
  opens: number;
  clicks: number;
  bounces: number;
  unsubscribes: number;
  revenue: string;
  currency: string | null;
};
export type StoreRow = { date: string; orders: number; revenue: string; newCustomers: number; returningCustomers: number };

export type Dimension = { id: string; name: string; status?: string | null; campaignId?: string };

/** What one window of one account produced. Only the list of the connector's fact kind is read. */
export type FactBatch = {
  /** Account facts the platform reported on the way (they update the source). */
  account?: { currency?: string; timeZone?: string; name?: string };
  ad?: AdRow[];
  campaigns?: Dimension[];
  adGroups?: Dimension[];
  search?: SearchRow[];
  web?: WebRow[];
  social?: SocialRow[];
  email?: EmailRow[];
  store?: StoreRow[];
};

/** An account the signed-in person may pick. */
export type AccountChoice = { id: string; name: string; currency?: string; timeZone?: string; detail?: string };

/** The account a sync reads, as stored on the source. */
export type SourceAccount = { id: string; name: string; currency: string | null; timeZone: string | null; settings: Record<string, unknown> };

export type HttpRequest = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Absolute URL at the platform's real host; the engine rebases it when the platform's BASE_URL is set. */
  url: string;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** "none": no credentials (pre-signed downloads). Default: the connector's `authHeaders`. */
  auth?: "default" | "none";
  /** Answer as bytes (downloads) instead of JSON. */
  binary?: boolean;
};

export type HttpAnswer = { status: number; headers: Headers; body: unknown; text: string };

/** How the engine treats a failed (or throttled-but-200) answer. */
export type Verdict = { kind: "retry"; afterMs: number; reason: string } | { kind: "reauth"; reason: string } | { kind: "fail"; message: string };

/** An HTTP client bound to one connection: credentials, retries and refresh are handled for you. */
export type PlatformApi = {
  request<T = unknown>(req: HttpRequest): Promise<T>;
  requestBytes(req: HttpRequest): Promise<Buffer>;
  /** What the connection stored at connect time (e.g. Mailchimp's `dc`, Shopify's `shop`). */
  extra: Record<string, string>;
  /** Configured values the platform needs besides the token (developer tokens). */
  settings: Record<string, string | undefined>;
};

export type TokenSet = {
  accessToken: string;
  refreshToken?: string | null;
  /** Seconds until the access token expires, when it does. */
  expiresIn?: number | null;
  scopes?: string[];
};

export type OAuthSpec = {
  authorizeUrl: string;
  tokenUrl: string;
  scopes: readonly string[];
  scopeSeparator?: " " | ",";
  pkce: boolean;
  extraAuthorizeParams?: Record<string, string>;
  /** How the client authenticates at the token endpoint. */
  clientAuth: "body" | "basic";
  /** Whether access tokens are refreshed with a refresh token, and how long a grant lives without one. */
  refresh: "refresh_token" | "none";
  /** Days a grant lasts when tokens can't be refreshed (Meta long-lived tokens: 60). */
  grantDays?: number;
  /** Exchanges / looks up after the code exchange: long-lived tokens, data centre, who granted it. */
  afterConnect?: (api: PlatformApi, tokens: TokenSet) => Promise<{ tokens?: TokenSet; externalUserId: string; label: string; extra?: Record<string, string> }>;
  /** Parameters the person types before connecting (the Shopify shop domain). */
  askFor?: { key: string; label: string; placeholder: string; pattern: string }[];
};

export type Connector = {
  platform: PlatformId;
  fact: FactKind;
  oauth: OAuthSpec;
  /** Days re-pulled on every daily sync, replacing what's stored (late conversions, restatements). */
  restatementDays: number;
  /** How far back the first sync goes (2 years, or less where the platform keeps less). */
  backfillDays: number;
  /** Days per request window; each window is committed on its own. */
  chunkDays: number;
  /** Headers that carry the token (default: Authorization: Bearer). */
  authHeaders?: (token: string, api: Pick<PlatformApi, "extra" | "settings">) => Record<string, string>;
  /** Reads a platform's error and throttle signals. Return null to let the engine decide by status. */
  judge?: (answer: HttpAnswer) => Verdict | null;
  listAccounts(api: PlatformApi): Promise<AccountChoice[]>;
  fetchWindow(api: PlatformApi, account: SourceAccount, window: DayRange): Promise<FactBatch>;
};

/** An error meant for people: shown as the source's last error, in plain words. */
export class ConnectorError extends Error {
  constructor(
    message: string,
    readonly code: "auth" | "throttled" | "platform" | "network" | "config" = "platform",
  ) {
    super(message);
  }
}
