import "server-only";
import { dailySeries, SITE_EVENTS, totals } from "@/modules/analytics";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import type { PageStatsInput } from "../contracts/pages.contracts";
import { getPage } from "./pages.service";

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
