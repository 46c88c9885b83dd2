import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import { recordAudit } from "@/modules/identity";
import { platformById } from "@/modules/connectors";
import type { Db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import { type ReportRangeInput } from "../contracts/report-range";
import { addDays, todayIn, type DayRange } from "@/lib/days";
import type { Row, SetBudgetInput } from "../contracts/report.contracts";
import { budgets } from "../db/budgets.table";
import { ANOMALY_TRAILING_DAYS, change, findAnomalies, pacing, type Pacing } from "../report-math";
import { inList, num, rowsOf } from "./query-kit";
import { Converter, microsToNumber, reportScope, workspaceFormat, type Scope } from "./report-scope";

/** Days of the range checked for anomalies: its last two weeks (older ones are history by then). */
export const ANOMALY_CHECK_DAYS = 14;
const anomalyMetrics = [
  { key: "spend", label: "Spend", format: "money" },
  { key: "clicks", label: "Clicks", format: "count" },
  { key: "conversions", label: "Conversions", format: "count" },
] as const;

export type AnomalyView = {
  day: string;
  platform: string;
  platformName: string;
  account: string;
  sourceId: string;
  campaignId: string;
  campaign: string;
  metric: string;
  metricLabel: string;
  format: "money" | "count" | "decimal";
  value: number;
  expected: number;
  low: number;
  high: number;
  /** Relative move against the trailing mean. */
  change: number | null;
  direction: "up" | "down";
};

type DayRow = {
  source_id: string;
  campaign_id: string;
  name: string | null;
  date: string;
  currency: string;
  spend: string;
  clicks: string;
  conversions: string;
};

/** Campaign days outside their trailing 28-day band, largest moves first. */
export async function anomalies(db: Db, scope: Scope, range: DayRange, conv: Converter, limit = 20): Promise<AnomalyView[]> {
  const adIds = scope.sources.filter((s) => scope.ids.includes(s.id) && s.fact === "ad").map((s) => s.id);
  if (adIds.length === 0) return [];
  const checkStart = addDays(range.end, -(ANOMALY_CHECK_DAYS - 1)) > range.start ? addDays(range.end, -(ANOMALY_CHECK_DAYS - 1)) : range.start;
  const rows = await rowsOf<DayRow>(
    db,
    sql`select d.source_id, d.campaign_id, c.name, d.date::text as date, d.currency, d.spend::text, d.clicks::text, d.conversions::text
        from wh_ad_campaign_day d
        left join wh_ad_campaigns c on c.workspace_id = d.workspace_id and c.source_id = d.source_id and c.campaign_id = d.campaign_id
        where d.workspace_id = ${scope.workspaceId} and ${inList(sql`d.source_id`, adIds)}
          and d.date between ${addDays(checkStart, -ANOMALY_TRAILING_DAYS)} and ${range.end}`,
  );
  const entities = new Map<string, { firstDay: string; days: Map<string, Record<string, number>> }>();
  const names = new Map<string, string>();
  for (const r of rows) {
    const key = `${r.source_id} ${r.campaign_id}`;
    names.set(key, r.name ?? r.campaign_id);
    const e = entities.get(key) ?? (entities.set(key, { firstDay: r.date, days: new Map() }), entities.get(key)!);
    if (r.date < e.firstDay) e.firstDay = r.date;
    const spend = conv.micros(r.spend, r.currency, r.date);
    const day = e.days.get(r.date) ?? (e.days.set(r.date, { spend: 0, clicks: 0, conversions: 0 }), e.days.get(r.date)!);
    day.spend! += spend === null ? 0 : microsToNumber(spend);
    day.clicks! += num(r.clicks);
    day.conversions! += num(r.conversions);
  }
  const sourcesById = new Map(scope.sources.map((s) => [s.id, s]));
  return findAnomalies(
    entities,
    anomalyMetrics.map((m) => m.key),
    { start: checkStart, end: range.end },
  )
    .slice(0, limit)
    .map((a) => {
      const [sourceId, campaignId] = a.entity.split(" ") as [string, string];
      const source = sourcesById.get(sourceId)!;
      const metric = anomalyMetrics.find((m) => m.key === a.metric)!;
      return {
        day: a.day,
        platform: source.platform,
        platformName: source.platformName,
        account: source.name,
        sourceId,
        campaignId,
        campaign: names.get(a.entity) ?? campaignId,
        metric: a.metric,
        metricLabel: metric.label,
        format: metric.format,
        value: a.value,
        expected: a.band.mean,
        low: Math.max(0, a.band.low),
        high: a.band.high,
        change: a.change,
        direction: a.value > a.band.mean ? "up" : "down",
      };
    });
}

export type Mover = {
  campaign: string;
  account: string;
  platform: string;
  platformName: string;
  sourceId: string;
  campaignId: string;
  metric: "spend" | "conversions";
  value: number;
  previous: number;
  delta: number;
  change: number | null;
};

/**
 * The campaigns whose spend and conversions moved most against the comparison period, from the
 * campaign rows a report already read (no second pass over the warehouse).
 */
export function moversOf(rows: readonly Row[], scope: Scope, limit = 5): Mover[] {
  const platformNames = new Map(scope.sources.map((s) => [s.id, s.platformName]));
  const out: Mover[] = [];
  for (const metric of ["spend", "conversions"] as const) {
    const moves = rows
      .filter((r) => r[`${metric}Prev`] !== null && r[`${metric}Prev`] !== undefined)
      .map((r) => {
        const value = r[metric] as number;
        const previous = r[`${metric}Prev`] as number;
        return {
          campaign: String(r.name),
          account: String(r.account),
          platform: String(r.platform ?? ""),
          platformName: platformNames.get(String(r.sourceId)) ?? "",
          sourceId: String(r.sourceId),
          campaignId: String(r.campaignId),
          metric,
          value,
          previous,
          delta: value - previous,
          change: change(value, previous),
        };
      })
      .filter((m) => m.delta !== 0)
      .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta));
    out.push(...moves.slice(0, limit));
  }
  return out;
}

export type PacingView = Pacing & { scope: string; label: string; currency: string };

/**
 * Month-end projections of paid-media spend for the workspace's current month (in its time zone):
 * all paid media, and each ad platform that has a budget or spend this month.
 */
export async function monthPacing(db: Db, scope: Scope, conv: Converter, now: Date = new Date()): Promise<PacingView[]> {
  const today = todayIn(scope.format.timeZone, now);
  const month = today.slice(0, 7);
  const adSources = scope.sources.filter((s) => s.fact === "ad");
  const [budgetRows, spendRows] = await Promise.all([
    db
      .select()
      .from(budgets)
      .where(and(eq(budgets.workspaceId, scope.workspaceId), eq(budgets.month, month))),
    adSources.length
      ? rowsOf<{ platform: string; date: string; currency: string; spend: string }>(
          db,
          sql`select platform, date::text as date, currency, sum(spend)::text as spend from wh_ad_source_day
              where workspace_id = ${scope.workspaceId} and ${inList(
                sql`source_id`,
                adSources.map((s) => s.id),
              )} and date between ${`${month}-01`} and ${today}
              group by platform, date, currency`,
        )
      : Promise.resolve([]),
  ]);
  const spent = new Map<string, bigint>();
  for (const r of spendRows) {
    const m = conv.micros(r.spend, r.currency, r.date) ?? 0n;
    spent.set(r.platform, (spent.get(r.platform) ?? 0n) + m);
    spent.set("all", (spent.get("all") ?? 0n) + m);
  }
  const budgetOf = new Map(budgetRows.map((b) => [b.scope, Number(b.amount)]));
  const scopes = ["all", ...new Set([...spent.keys(), ...budgetOf.keys()].filter((s) => s !== "all"))];
  return scopes.map((s) => ({
    ...pacing(month, today, microsToNumber(spent.get(s) ?? 0n), budgetOf.get(s) ?? null),
    scope: s,
    label: s === "all" ? "All paid media" : (platformById(s)?.name ?? s),
    currency: scope.format.currency,
  }));
}

/** Insights of a range, always computed from the warehouse (no AI): anomalies and pacing (movers come with the overview). */
export async function insights(db: Db, tenant: Tenant, input: ReportRangeInput) {
  const scope = await reportScope(db, tenant, { fact: "ad", sourceIds: input.sourceIds });
  const conv = await Converter.load(db, tenant.workspaceId, scope.format.currency);
  const range = { start: input.start, end: input.end };
  if (scope.ids.length === 0) return { format: scope.format, anomalies: [], pacing: await monthPacing(db, scope, conv) };
  const [a, p] = await Promise.all([anomalies(db, scope, range, conv), monthPacing(db, scope, conv)]);
  return { format: scope.format, anomalies: a, pacing: p };
}

export async function listBudgets(db: Db, tenant: Tenant) {
  return db
    .select()
    .from(budgets)
    .where(eq(budgets.workspaceId, tenant.workspaceId))
    .orderBy(sql`${budgets.month} desc`, budgets.scope);
}

export async function setBudget(db: Db, tenant: Tenant, input: SetBudgetInput) {
  const { currency } = await workspaceFormat(db, tenant.workspaceId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(budgets)
      .values({ workspaceId: tenant.workspaceId, month: input.month, scope: input.scope, amount: input.amount, currency, updatedBy: tenant.userId })
      .onConflictDoUpdate({
        target: [budgets.workspaceId, budgets.month, budgets.scope],
        set: { amount: input.amount, currency, updatedBy: tenant.userId, updatedAt: new Date() },
      })
      .returning();
    const label = input.scope === "all" ? "All paid media" : platformById(input.scope)!.name;
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "reports.budget_set",
      subject: `${label}, ${input.month}`,
      details: { summary: `${input.amount} ${currency}` },
    });
    return row!;
  });
}

export async function removeBudget(db: Db, tenant: Tenant, input: { month: string; scope: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(budgets)
      .where(and(eq(budgets.workspaceId, tenant.workspaceId), eq(budgets.month, input.month), eq(budgets.scope, input.scope)))
      .returning();
    if (!row) throw new NotFoundError("Budget");
    const label = input.scope === "all" ? "All paid media" : (platformById(input.scope)?.name ?? input.scope);
    await recordAudit(tx, { workspaceId: tenant.workspaceId, actorId: tenant.userId, action: "reports.budget_removed", subject: `${label}, ${input.month}` });
    return row;
  });
}
