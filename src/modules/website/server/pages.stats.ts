import "server-only";
import { dailySeries, SITE_EVENTS, totals, totalsByDimension } from "@/modules/analytics";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import type { PageStatsInput } from "../contracts/pages.contracts";
import { getPage, listPages, type PageSummary } from "./pages.service";

export type PageStats = {
  from: string;
  to: string;
  views: number;
  visitors: number;
  conversions: number;
  /** conversions / visitors, 0 to 1; null without visitors. */
  conversionRate: number | null;
  series: { x: string; views: number; conversions: number }[];
};

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A page's views, unique visitors and conversions (form_submit events carrying its page_id, as
 * the site forms record them) over the last `days` days, from analytics' daily rollups.
 */
export async function pageStats(db: Db, tenant: Tenant, input: PageStatsInput, now = new Date()): Promise<PageStats> {
  const page = await getPage(db, tenant, input.id);
  const days = input.days ?? 30;
  const to = dayOf(now);
  const from = dayOf(new Date(now.getTime() - (days - 1) * 86_400_000));
  const dimension = { key: "page_id" as const, value: page.id };
  const [viewTotals, submitTotals, viewSeries, submitSeries] = await Promise.all([
    totals(db, tenant.workspaceId, { event: SITE_EVENTS.pageView, from, to, dimension }),
    totals(db, tenant.workspaceId, { event: SITE_EVENTS.formSubmit, from, to, dimension }),
    dailySeries(db, tenant.workspaceId, { event: SITE_EVENTS.pageView, from, to, dimension }),
    dailySeries(db, tenant.workspaceId, { event: SITE_EVENTS.formSubmit, from, to, dimension }),
  ]);
  return {
    from,
    to,
    views: viewTotals.count,
    visitors: viewTotals.uniques,
    conversions: submitTotals.count,
    conversionRate: viewTotals.uniques === 0 ? null : Math.min(1, submitTotals.count / viewTotals.uniques),
    series: viewSeries.map((point, i) => ({ x: point.day, views: point.count, conversions: submitSeries[i]?.count ?? 0 })),
  };
}

export type PageListRow = PageSummary & { views: number; visitors: number; conversions: number; conversionRate: number | null };
export const LIST_STATS_DAYS = 30;

/**
 * The pages list: each page with its views, visitors and conversions over the last 30 days, as the
 * stats panel counts them, read for every page of the list at once.
 */
export async function listPagesWithStats(db: Db, tenant: Tenant, now = new Date()): Promise<PageListRow[]> {
  const pages = await listPages(db, tenant);
  const rows = await totalsByDimension(db, tenant.workspaceId, {
    events: [SITE_EVENTS.pageView, SITE_EVENTS.formSubmit],
    from: dayOf(new Date(now.getTime() - (LIST_STATS_DAYS - 1) * 86_400_000)),
    to: dayOf(now),
    dimKey: "page_id",
    values: pages.map((p) => p.id),
  });
  const find = (event: string, id: string) => rows.find((r) => r.event === event && r.value === id);
  return pages.map((page) => {
    const views = find(SITE_EVENTS.pageView, page.id);
    const conversions = find(SITE_EVENTS.formSubmit, page.id)?.count ?? 0;
    const visitors = views?.uniques ?? 0;
    return { ...page, views: views?.count ?? 0, visitors, conversions, conversionRate: visitors === 0 ? null : Math.min(1, conversions / visitors) };
  });
}
