import "server-only";
import { retryAfterMs } from "../../core/api";
import { ConnectorError, type DayRange, type HttpAnswer, type PlatformApi, type Verdict } from "../../core/types";
import { halves, LINKEDIN_VERSION, MAX_ELEMENTS, REST, restliDateRange, restliUrnList, windowsUnderCap } from "./restli";
import { ANALYTICS_FIELDS, type LinkedInAnalyticsElement } from "./transform";

const HEADERS = { "LinkedIn-Version": LINKEDIN_VERSION, "X-Restli-Protocol-Version": "2.0.0" };
const PAGE_SIZE = 100;

/** Every campaign status, so archived and finished campaigns keep their group. */
export const ALL_CAMPAIGN_STATUSES = "(status:(values:List(ACTIVE,PAUSED,ARCHIVED,COMPLETED,CANCELED,DRAFT,PENDING_DELETION,REMOVED)))";

type Collection<T> = { elements?: T[]; metadata?: { nextPageToken?: string } };
type LinkedInError = { status?: number; serviceErrorCode?: number; code?: string; message?: string };

/**
 * LinkedIn's signals: 429 (application/member quotas) waits and retries, 401 refreshes the token,
 * a retired API version or a missing role fails in plain words.
 */
export function judgeLinkedIn(answer: HttpAnswer): Verdict | null {
  const body = (typeof answer.body === "object" && answer.body ? answer.body : {}) as LinkedInError;
  if (answer.status === 429)
    return { kind: "retry", afterMs: retryAfterMs(answer.headers) ?? 60_000, reason: `LinkedIn rate limit${body.message ? `: ${body.message}` : ""}` };
  if (answer.status === 401) return { kind: "reauth", reason: body.message ?? "LinkedIn rejected the access token" };
  if (answer.status === 426 || body.code === "NONEXISTENT_VERSION" || body.code === "VERSION_MISSING")
    return { kind: "fail", message: `LinkedIn no longer serves API version ${LINKEDIN_VERSION}. The connector needs an update.` };
  if (answer.status === 403)
    return {
      kind: "fail",
      message:
        "LinkedIn refused access to this ad account. The connected member needs a role on it and the r_ads_reporting permission; reconnect if that changed.",
    };
  return null;
}

/** A GET at LinkedIn's REST API with the version headers; the URL carries Rest.li syntax as built. */
export const liGet = <T>(api: PlatformApi, url: string) => api.request<T>({ url, headers: HEADERS });

/** Every element of a `q=search` finder, following `metadata.nextPageToken`. */
export async function searchAll<T>(api: PlatformApi, base: string, search?: string): Promise<T[]> {
  const out: T[] = [];
  let token: string | undefined;
  do {
    const query = [`q=search`, search ? `search=${search}` : "", `pageSize=${PAGE_SIZE}`, token ? `pageToken=${encodeURIComponent(token)}` : ""]
      .filter(Boolean)
      .join("&");
    const page = await liGet<Collection<T>>(api, `${base}?${query}`);
    out.push(...(page.elements ?? []));
    token = page.metadata?.nextPageToken || undefined;
  } while (token);
  return out;
}

async function analyticsOnce(api: PlatformApi, accountId: string, window: DayRange): Promise<LinkedInAnalyticsElement[]> {
  const query = [
    "q=analytics",
    "pivot=CAMPAIGN",
    "timeGranularity=DAILY",
    `dateRange=${restliDateRange(window)}`,
    `accounts=${restliUrnList([`urn:li:sponsoredAccount:${accountId}`])}`,
    `fields=${ANALYTICS_FIELDS.join(",")}`,
  ].join("&");
  return (await liGet<Collection<LinkedInAnalyticsElement>>(api, `${REST}/adAnalytics?${query}`)).elements ?? [];
}

/**
 * Daily analytics per campaign of one account. adAnalytics doesn't page and stops at 15,000
 * elements, so the window is cut to fit the campaign count, and an answer that still reaches the
 * cap is asked again in halves.
 */
export async function dailyAnalytics(api: PlatformApi, accountId: string, window: DayRange, campaigns: number): Promise<LinkedInAnalyticsElement[]> {
  const out: LinkedInAnalyticsElement[] = [];
  // A queue of date ranges: a range whose answer hits the element cap is asked again in halves.
  const queue = windowsUnderCap(window, campaigns);
  while (queue.length > 0) {
    const part = queue.shift()!;
    const elements = await analyticsOnce(api, accountId, part);
    if (elements.length < MAX_ELEMENTS) {
      out.push(...elements);
      continue;
    }
    if (part.start === part.end)
      throw new ConnectorError(
        `LinkedIn reports over ${MAX_ELEMENTS.toLocaleString("en-US")} campaigns for one day on this account, more than one request can hold.`,
      );
    queue.unshift(...halves(part));
  }
  return out;
}
