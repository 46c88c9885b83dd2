import "server-only";
import { sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import type { ReportRangeInput } from "../contracts/report-range";
import type { EmailReportInput, Kpi, ReportBase, Row, SeriesPoint, SocialReportInput } from "../contracts/report.contracts";
import { buildSeries, ratio } from "../report-math";
import { dailySums, microsOf, totalOf } from "./daily-sums";
import { inList, kpiList, num, periods, rowsOf } from "./query-kit";
import { Converter, microsText, microsToNumber, reportScope } from "./report-scope";

const emailKeys = ["campaigns", "sent", "delivered", "opens", "clicks", "bounces", "unsubscribes", "revenue"] as const;
const emailDerived = (s: Record<string, number>) => ({
  deliveryRate: ratio(s.delivered!, s.sent!),
  openRate: ratio(s.opens!, s.delivered!),
  clickRate: ratio(s.clicks!, s.delivered!),
  clickToOpen: ratio(s.clicks!, s.opens!),
  bounceRate: ratio(s.bounces!, s.sent!),
  unsubscribeRate: ratio(s.unsubscribes!, s.delivered!),
});

export type EmailReport = ReportBase & { kpis: Kpi[]; series: SeriesPoint[]; campaigns: Row[] };

type EmailRow = {
  source_id: string;
  campaign_id: string;
  name: string;
  day: string;
  sent: string;
  delivered: string;
  opens: string;
  clicks: string;
  bounces: string;
  unsubscribes: string;
  revenue: string;
  currency: string | null;
};

/** Mailchimp or the product's own email tool: one row per send, dated by its send day. */
export async function emailReport(db: Db, tenant: Tenant, input: EmailReportInput): Promise<EmailReport> {
  const scope = await reportScope(db, tenant, { platforms: [input.platform], sourceIds: input.sourceIds });
  const p = periods(input);
  const base = { format: scope.format, range: p.range, comparison: p.comparison, sources: scope.sources, notices: [] as string[] };
  if (scope.ids.length === 0) return { ...base, kpis: emailKpis({}, null, 0n), series: [], campaigns: [] };
  const conv = await Converter.load(db, tenant.workspaceId, scope.format.currency);
  const rows = await rowsOf<EmailRow>(
    db,
    sql`select source_id, campaign_id, name, send_date::text as day, sent::text, delivered::text, opens::text, clicks::text, bounces::text, unsubscribes::text, revenue::text, currency
        from wh_email_campaigns
        where workspace_id = ${tenant.workspaceId} and ${inList(sql`source_id`, scope.ids)} and ${p.where(sql`send_date`)}`,
  );
  const days = new Map<string, Record<string, number>>();
  const revenueMicros = { c: 0n, p: 0n };
  const campaigns: Row[] = [];
  const names = new Map(scope.sources.map((s) => [s.id, s.name]));
  for (const r of rows) {
    const m = conv.micros(r.revenue, r.currency ?? scope.format.currency, r.day) ?? 0n;
    const values: Record<string, number> = {
      campaigns: 1,
      sent: num(r.sent),
      delivered: num(r.delivered),
      opens: num(r.opens),
      clicks: num(r.clicks),
      bounces: num(r.bounces),
      unsubscribes: num(r.unsubscribes),
      revenue: microsToNumber(m),
    };
    const d = days.get(r.day) ?? (days.set(r.day, Object.fromEntries(emailKeys.map((k) => [k, 0]))), days.get(r.day)!);
    for (const k of emailKeys) d[k]! += values[k]!;
    const current = r.day >= p.range.start;
    if (current) revenueMicros.c += m;
    if (current)
      campaigns.push({
        sourceId: r.source_id,
        audience: names.get(r.source_id) ?? "",
        campaignId: r.campaign_id,
        name: r.name,
        sendDate: r.day,
        ...values,
        ...emailDerived(values),
      });
  }
  campaigns.sort((a, b) => String(b.sendDate).localeCompare(String(a.sendDate)) || String(a.name).localeCompare(String(b.name)));
  return {
    ...base,
    notices: conv.notices(scope.format.dateFormat),
    missingRates: conv.missingRates(),
    kpis: emailKpis(totalOf(days, p.range, emailKeys), p.comparison ? totalOf(days, p.comparison, emailKeys) : null, revenueMicros.c),
    series: buildSeries({
      range: p.range,
      comparison: p.comparison,
      grain: input.grain,
      weekStart: scope.format.weekStart,
      keys: emailKeys,
      current: days,
      previous: days,
      derive: emailDerived,
    }),
    campaigns,
  };
}

function emailKpis(cur: Record<string, number>, prev: Record<string, number> | null, revenue: bigint): Kpi[] {
  return kpiList(cur, prev, emailDerived, [
    { key: "campaigns", label: "Campaigns sent", format: "count" },
    { key: "sent", label: "Emails sent", format: "count", exact: String(cur.sent ?? 0) },
    { key: "deliveryRate", label: "Delivery rate", format: "percent" },
    { key: "openRate", label: "Open rate", format: "percent" },
    { key: "clickRate", label: "Click rate", format: "percent" },
    { key: "clickToOpen", label: "Click-to-open", format: "percent" },
    { key: "bounceRate", label: "Bounce rate", format: "percent", inverse: true },
    { key: "unsubscribeRate", label: "Unsubscribe rate", format: "percent", inverse: true },
    { key: "revenue", label: "Revenue", format: "money", exact: microsText(revenue) },
  ]);
}

const storeKeys = ["orders", "revenue", "newCustomers", "returningCustomers"] as const;
const storeDerived = (s: Record<string, number>) => ({
  aov: ratio(s.revenue!, s.orders!),
  returningShare: ratio(s.returningCustomers!, s.newCustomers! + s.returningCustomers!),
});

export type StoreReport = ReportBase & { kpis: Kpi[]; series: SeriesPoint[]; funnel: Array<{ label: string; value: number }> | null; customers: Row[] };

/** Shopify: orders, revenue, AOV, new and returning customers, and the funnel from sessions when GA4 is connected. */
export async function storeReport(db: Db, tenant: Tenant, input: ReportRangeInput): Promise<StoreReport> {
  const scope = await reportScope(db, tenant, { platforms: ["shopify"], sourceIds: input.sourceIds });
  const p = periods(input);
  const base = { format: scope.format, range: p.range, comparison: p.comparison, sources: scope.sources, notices: [] as string[] };
  if (scope.ids.length === 0) return { ...base, kpis: storeKpis({}, null, 0n), series: [], funnel: null, customers: [] };
  const conv = await Converter.load(db, tenant.workspaceId, scope.format.currency);
  const web = await reportScope(db, tenant, { platforms: ["google-analytics"] });
  const [daily, sessions] = await Promise.all([
    dailySums(db, {
      workspaceId: tenant.workspaceId,
      ids: scope.ids,
      where: p.where,
      table: sql`wh_store_daily`,
      counts: ["orders", "newCustomers", "returningCustomers"],
      money: ["revenue"],
      conv,
    }),
    web.ids.length
      ? dailySums(db, {
          workspaceId: tenant.workspaceId,
          ids: web.ids,
          where: (c) => sql`${c} between ${p.range.start} and ${p.range.end}`,
          table: sql`wh_web_source_day`,
          counts: ["sessions", "engagedSessions"],
        })
      : null,
  ]);
  const cur = totalOf(daily.days, p.range, storeKeys);
  const webTotals = sessions ? totalOf(sessions.days, p.range, ["sessions", "engagedSessions"]) : null;
  return {
    ...base,
    notices: conv.notices(scope.format.dateFormat),
    missingRates: conv.missingRates(),
    kpis: storeKpis(cur, p.comparison ? totalOf(daily.days, p.comparison, storeKeys) : null, microsOf(daily.micros, "revenue", p.range)),
    series: buildSeries({
      range: p.range,
      comparison: p.comparison,
      grain: input.grain,
      weekStart: scope.format.weekStart,
      keys: storeKeys,
      current: daily.days,
      previous: daily.days,
      derive: storeDerived,
    }),
    funnel: webTotals
      ? [
          { label: "Sessions", value: webTotals.sessions! },
          { label: "Engaged sessions", value: webTotals.engagedSessions! },
          { label: "Orders", value: cur.orders! },
          { label: "Returning customers", value: cur.returningCustomers! },
        ]
      : null,
    customers: [
      { kind: "New customers", customers: cur.newCustomers! },
      { kind: "Returning customers", customers: cur.returningCustomers! },
    ],
  };
}

function storeKpis(cur: Record<string, number>, prev: Record<string, number> | null, revenue: bigint): Kpi[] {
  return kpiList(cur, prev, storeDerived, [
    { key: "revenue", label: "Revenue", format: "money", exact: microsText(revenue) },
    { key: "orders", label: "Orders", format: "count", exact: String(cur.orders ?? 0) },
    { key: "aov", label: "Average order value", format: "money" },
    { key: "newCustomers", label: "New customers", format: "count" },
    { key: "returningCustomers", label: "Returning customers", format: "count" },
    { key: "returningShare", label: "Returning share", format: "percent" },
  ]);
}

const socialKeys = ["reach", "views", "engagement", "follows", "posts"] as const;
const socialDerived = (s: Record<string, number>) => ({ engagementRate: ratio(s.engagement!, s.reach!) });

export type SocialReport = ReportBase & { kpis: Kpi[]; series: SeriesPoint[]; bestDays: Row[] };

/** A Facebook or Instagram page: reach, views, engagement, new follows and posts. */
export async function socialReport(db: Db, tenant: Tenant, input: SocialReportInput): Promise<SocialReport> {
  const scope = await reportScope(db, tenant, { platforms: [input.platform], sourceIds: input.sourceIds });
  const p = periods(input);
  const base = { format: scope.format, range: p.range, comparison: p.comparison, sources: scope.sources, notices: [] as string[] };
  if (scope.ids.length === 0) return { ...base, kpis: socialKpis({}, null), series: [], bestDays: [] };
  const daily = await dailySums(db, { workspaceId: tenant.workspaceId, ids: scope.ids, where: p.where, table: sql`wh_social_daily`, counts: socialKeys });
  const bestDays = [...daily.days]
    .filter(([day]) => day >= p.range.start && day <= p.range.end)
    .map(([day, v]): Row => ({ day, ...v, ...socialDerived(v) }))
    .sort((a, b) => Number(b.engagement ?? 0) - Number(a.engagement ?? 0) || String(b.day).localeCompare(String(a.day)))
    .slice(0, 10);
  return {
    ...base,
    kpis: socialKpis(totalOf(daily.days, p.range, socialKeys), p.comparison ? totalOf(daily.days, p.comparison, socialKeys) : null),
    series: buildSeries({
      range: p.range,
      comparison: p.comparison,
      grain: input.grain,
      weekStart: scope.format.weekStart,
      keys: socialKeys,
      current: daily.days,
      previous: daily.days,
      derive: socialDerived,
    }),
    bestDays,
  };
}

function socialKpis(cur: Record<string, number>, prev: Record<string, number> | null): Kpi[] {
  return kpiList(cur, prev, socialDerived, [
    { key: "reach", label: "Reach (daily, summed)", format: "count" },
    { key: "views", label: "Views", format: "count", exact: String(cur.views ?? 0) },
    { key: "engagement", label: "Engagement", format: "count", exact: String(cur.engagement ?? 0) },
    { key: "engagementRate", label: "Engagement rate", format: "percent" },
    { key: "follows", label: "New follows", format: "count" },
    { key: "posts", label: "Posts", format: "count" },
  ]);
}
