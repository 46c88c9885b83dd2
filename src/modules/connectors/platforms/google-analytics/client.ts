import "server-only";
import type { DayRange, PlatformApi } from "../../core/types";
import { DIMENSIONS, METRICS, type AccountSummaries, type PropertyResource, type RunReportResponse } from "./transform";

const DATA = "https://analyticsdata.googleapis.com/v1beta";
const ADMIN = "https://analyticsadmin.googleapis.com/v1beta";

/** Rows asked per runReport page (the API's default is 10,000; its cap 250,000). Tests shrink it. */
export const ga4Paging = { limit: 10_000 };

/** Every page of one runReport over a window: `offset` advances by the rows received until `rowCount` is reached. */
export async function runReportPages(api: PlatformApi, property: string, window: DayRange): Promise<RunReportResponse[]> {
  const pages: RunReportResponse[] = [];
  for (let offset = 0; ;) {
    const page = await api.request<RunReportResponse>({
      method: "POST",
      url: `${DATA}/properties/${encodeURIComponent(property)}:runReport`,
      json: {
        dateRanges: [{ startDate: window.start, endDate: window.end }],
        dimensions: DIMENSIONS.map((name) => ({ name })),
        metrics: METRICS.map((name) => ({ name })),
        // A total order, so pages don't shift while they are read.
        orderBys: DIMENSIONS.map((dimensionName) => ({ dimension: { dimensionName } })),
        limit: ga4Paging.limit,
        offset,
        keepEmptyRows: false,
      },
    });
    pages.push(page);
    const received = page.rows?.length ?? 0;
    offset += received;
    if (received === 0 || offset >= (page.rowCount ?? 0)) return pages;
  }
}

/** Every page of the Admin API's account summaries. */
export async function accountSummaries(api: PlatformApi): Promise<AccountSummaries[]> {
  const pages: AccountSummaries[] = [];
  let pageToken: string | undefined;
  do {
    const page = await api.request<AccountSummaries>({ url: `${ADMIN}/accountSummaries`, query: { pageSize: 200, pageToken } });
    pages.push(page);
    pageToken = page.nextPageToken || undefined;
  } while (pageToken);
  return pages;
}

/** One property's settings (its time zone and currency). */
export function property(api: PlatformApi, id: string): Promise<PropertyResource> {
  return api.request<PropertyResource>({ url: `${ADMIN}/properties/${encodeURIComponent(id)}` });
}
