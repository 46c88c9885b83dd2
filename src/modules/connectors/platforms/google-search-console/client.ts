import "server-only";
import type { DayRange, PlatformApi } from "../../core/types";
import { DIMENSIONS, type SearchAnalyticsResponse, type SitesList } from "./transform";

const API = "https://www.googleapis.com/webmasters/v3";

/** Rows asked per query page (the API's maximum is 25,000). Tests shrink it. */
export const gscPaging = { rowLimit: 25_000 };

/** Every page of one query over a window: `startRow` advances until a page comes back short. */
export async function queryPages(api: PlatformApi, siteUrl: string, window: DayRange): Promise<SearchAnalyticsResponse[]> {
  const pages: SearchAnalyticsResponse[] = [];
  for (let startRow = 0; ;) {
    const page = await api.request<SearchAnalyticsResponse>({
      method: "POST",
      url: `${API}/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`,
      json: {
        startDate: window.start,
        endDate: window.end,
        dimensions: DIMENSIONS,
        type: "web",
        aggregationType: "auto",
        // Only finished days: the restatement window re-reads the fresh ones once they are final.
        dataState: "final",
        rowLimit: gscPaging.rowLimit,
        startRow,
      },
    });
    pages.push(page);
    const received = page.rows?.length ?? 0;
    startRow += received;
    if (received < gscPaging.rowLimit) return pages;
  }
}

export function listSites(api: PlatformApi): Promise<SitesList> {
  return api.request<SitesList>({ url: `${API}/sites` });
}
