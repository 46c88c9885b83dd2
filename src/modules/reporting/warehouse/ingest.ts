import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { FactKind } from "@/modules/connectors/catalog";
import type { DayRange, FactBatch } from "@/modules/connectors/core/types";
import { monthEnd, monthStart } from "@/lib/days";
import type { Tx } from "@/server/db/client";
import { copyClientOf, copyIn, copyValue } from "@/server/db/copy";

/** The source a window belongs to, with the account facts every row carries. */
export type WindowOwner = { workspaceId: string; sourceId: string; platform: string; accountId: string; currency: string; timeZone: string };

type Col = { name: string; type: string };
type Spec<R> = { table: string; cols: Col[]; values: (row: R, owner: WindowOwner) => (string | number | null)[]; dateColumn: string };

const c = (name: string, type: string): Col => ({ name, type });
const ownerCols = [c("workspace_id", "uuid"), c("source_id", "uuid")];

const specs = {
  ad: {
    table: "wh_ad_daily",
    dateColumn: "date",
    cols: [...ownerCols, c("platform", "text"), c("account_id", "text"), c("campaign_id", "text"), c("ad_group_id", "text"), c("date", "date"), c("currency", "text"), c("time_zone", "text"), c("impressions", "bigint"), c("clicks", "bigint"), c("spend", "numeric"), c("conversions", "numeric"), c("conversion_value", "numeric"), c("extras", "jsonb")],
    values: (r: NonNullable<FactBatch["ad"]>[number], o: WindowOwner) => [o.workspaceId, o.sourceId, o.platform, o.accountId, r.campaignId, r.adGroupId ?? "", r.date, o.currency, o.timeZone, r.impressions, r.clicks, r.spend, r.conversions, r.conversionValue, r.extras ? JSON.stringify(r.extras) : null],
  },
  search: {
    table: "wh_search_daily",
    dateColumn: "date",
    cols: [...ownerCols, c("date", "date"), c("query", "text"), c("page", "text"), c("country", "text"), c("device", "text"), c("clicks", "bigint"), c("impressions", "bigint"), c("position_weighted", "numeric")],
    values: (r: NonNullable<FactBatch["search"]>[number], o: WindowOwner) => [o.workspaceId, o.sourceId, r.date, r.query, r.page, r.country, r.device, r.clicks, r.impressions, (r.position * r.impressions).toFixed(4)],
  },
  web: {
    table: "wh_web_daily",
    dateColumn: "date",
    cols: [...ownerCols, c("date", "date"), c("channel", "text"), c("source_medium", "text"), c("landing_page", "text"), c("currency", "text"), c("time_zone", "text"), c("sessions", "bigint"), c("users", "bigint"), c("engaged_sessions", "bigint"), c("key_events", "numeric"), c("revenue", "numeric")],
    values: (r: NonNullable<FactBatch["web"]>[number], o: WindowOwner) => [o.workspaceId, o.sourceId, r.date, r.channel, r.sourceMedium, r.landingPage, o.currency, o.timeZone, r.sessions, r.users, r.engagedSessions, r.keyEvents, r.revenue],
  },
  social: {
    table: "wh_social_daily",
    dateColumn: "date",
    cols: [...ownerCols, c("date", "date"), c("reach", "bigint"), c("views", "bigint"), c("engagement", "bigint"), c("follows", "bigint"), c("posts", "bigint")],
    values: (r: NonNullable<FactBatch["social"]>[number], o: WindowOwner) => [o.workspaceId, o.sourceId, r.date, r.reach, r.views, r.engagement, r.follows, r.posts],
  },
  email: {
    table: "wh_email_campaigns",
    dateColumn: "send_date",
    cols: [...ownerCols, c("campaign_id", "text"), c("name", "text"), c("send_date", "date"), c("sent", "bigint"), c("delivered", "bigint"), c("opens", "bigint"), c("clicks", "bigint"), c("bounces", "bigint"), c("unsubscribes", "bigint"), c("revenue", "numeric"), c("currency", "text")],
    values: (r: NonNullable<FactBatch["email"]>[number], o: WindowOwner) => [o.workspaceId, o.sourceId, r.campaignId, r.name, r.sendDate, r.sent, r.delivered, r.opens, r.clicks, r.bounces, r.unsubscribes, r.revenue, r.currency],
  },
  store: {
    table: "wh_store_daily",
    dateColumn: "date",
    cols: [...ownerCols, c("date", "date"), c("currency", "text"), c("time_zone", "text"), c("orders", "bigint"), c("revenue", "numeric"), c("new_customers", "bigint"), c("returning_customers", "bigint")],
    values: (r: NonNullable<FactBatch["store"]>[number], o: WindowOwner) => [o.workspaceId, o.sourceId, r.date, o.currency, o.timeZone, r.orders, r.revenue, r.newCustomers, r.returningCustomers],
  },
} satisfies { [K in FactKind]: Spec<NonNullable<FactBatch[K]>[number]> };

type AdTotals = { date: string; campaignId: string; impressions: number; clicks: number; spend: number; conversions: number; conversionValue: number };
const rollupSpecs = {
  sourceDay: {
    table: "wh_ad_source_day",
    dateColumn: "date",
    cols: [...ownerCols, c("platform", "text"), c("date", "date"), c("currency", "text"), c("impressions", "bigint"), c("clicks", "bigint"), c("spend", "numeric"), c("conversions", "numeric"), c("conversion_value", "numeric")],
    values: (t: AdTotals, o: WindowOwner) => [o.workspaceId, o.sourceId, o.platform, t.date, o.currency, t.impressions, t.clicks, fromMicros(t.spend), fromMicros(t.conversions), fromMicros(t.conversionValue)],
  } satisfies Spec<AdTotals>,
  campaignDay: {
    table: "wh_ad_campaign_day",
    dateColumn: "date",
    cols: [...ownerCols, c("campaign_id", "text"), c("date", "date"), c("currency", "text"), c("impressions", "bigint"), c("clicks", "bigint"), c("spend", "numeric"), c("conversions", "numeric"), c("conversion_value", "numeric")],
    values: (t: AdTotals, o: WindowOwner) => [o.workspaceId, o.sourceId, t.campaignId, t.date, o.currency, t.impressions, t.clicks, fromMicros(t.spend), fromMicros(t.conversions), fromMicros(t.conversionValue)],
  } satisfies Spec<AdTotals>,
};

const SIX_DP = /^(-?)(\d+)(?:\.(\d{1,6}))?$/;
/**
 * A decimal with at most 6 places as whole millionths, first rounded (half away from zero, as
 * PostgreSQL's numeric does) to the `dp` places its column keeps, so sums equal the stored facts'.
 * Exact while below 2^53 (~9 billion major units); null otherwise.
 */
function micros(text: string, dp = 6): number | null {
  const m = SIX_DP.exec(text);
  if (!m) return null;
  const frac = (m[3] ?? "").padEnd(6, "0");
  let units = Number(m[2]) * 1_000_000 + Number(frac);
  if (dp < 6) {
    const step = 10 ** (6 - dp);
    units = Math.floor(units / step) * step + (units % step >= step / 2 ? step : 0);
  }
  return Number.isSafeInteger(units) ? (m[1] ? -units : units) : null;
}
function fromMicros(units: number): string {
  const abs = Math.abs(units);
  return `${units < 0 ? "-" : ""}${Math.floor(abs / 1_000_000)}.${String(abs % 1_000_000).padStart(6, "0")}`;
}

/**
 * The two paid-media rollups of a window, summed from the rows being written (exact, in millionths),
 * or null when an amount has more than 6 places or is too large, and SQL must sum instead.
 */
function adRollups(rows: NonNullable<FactBatch["ad"]>): { sourceDay: AdTotals[]; campaignDay: AdTotals[] } | null {
  const byDay = new Map<string, AdTotals>();
  const byCampaign = new Map<string, AdTotals>();
  const bump = (map: Map<string, AdTotals>, key: string, date: string, campaignId: string, r: NonNullable<FactBatch["ad"]>[number], m: [number, number, number]) => {
    let t = map.get(key);
    if (!t) map.set(key, (t = { date, campaignId, impressions: 0, clicks: 0, spend: 0, conversions: 0, conversionValue: 0 }));
    t.impressions += r.impressions;
    t.clicks += r.clicks;
    t.spend += m[0];
    t.conversions += m[1];
    t.conversionValue += m[2];
  };
  for (const r of rows) {
    const spend = micros(r.spend);
    const conversions = micros(r.conversions, 4);
    const value = micros(r.conversionValue);
    if (spend === null || conversions === null || value === null) return null;
    const m: [number, number, number] = [spend, conversions, value];
    bump(byDay, r.date, r.date, "", r, m);
    bump(byCampaign, `${r.date}|${r.campaignId}`, r.date, r.campaignId, r, m);
  }
  const all = [...byDay.values(), ...byCampaign.values()];
  if (!all.every((t) => Number.isSafeInteger(t.spend) && Number.isSafeInteger(t.conversions) && Number.isSafeInteger(t.conversionValue))) return null;
  return { sourceDay: [...byDay.values()], campaignDay: [...byCampaign.values()] };
}

/** The rows of a batch for a fact kind, outside the window dropped (platforms sometimes pad). */
function rowsOf(kind: FactKind, batch: FactBatch, window: DayRange): { date: string }[] {
  const rows = (batch[kind] ?? []) as ({ date?: string; sendDate?: string } & object)[];
  return rows.filter((r) => {
    const d = (r.date ?? r.sendDate)!;
    return d >= window.start && d <= window.end;
  }) as { date: string }[];
}

const BATCH = 20_000;

/** Inserts rows: COPY on PostgreSQL, INSERT … SELECT FROM unnest(arrays) on PGlite. */
async function insertRows<R>(tx: Tx, spec: Spec<R>, rows: R[], owner: WindowOwner): Promise<void> {
  if (rows.length === 0) return;
  const copy = copyClientOf(tx);
  const names = spec.cols.map((col) => col.name).join(", ");
  if (copy) {
    let data = "";
    for (const row of rows) data += spec.values(row, owner).map((v) => copyValue(v)).join("\t") + "\n";
    await copyIn(copy, `copy ${spec.table} (${names}) from stdin`, data);
    return;
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    const slice = rows.slice(i, i + BATCH).map((r) => spec.values(r, owner));
    const arrays: SQL[] = spec.cols.map((col, j) => sql`${sql.param(slice.map((v) => v[j]))}::${sql.raw(col.type === "jsonb" ? "text" : col.type)}[]`);
    const select = spec.cols.map((col, j) => (col.type === "jsonb" ? `c${j}::jsonb` : `c${j}`)).join(", ");
    const aliases = spec.cols.map((_, j) => `c${j}`).join(", ");
    await tx.execute(sql`insert into ${sql.raw(spec.table)} (${sql.raw(names)}) select ${sql.raw(select)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(aliases)})`);
  }
}

async function upsertDimensions(tx: Tx, owner: WindowOwner, batch: FactBatch) {
  const campaigns = dedupe(batch.campaigns ?? []);
  if (campaigns.length > 0) {
    await tx.execute(sql`
      insert into wh_ad_campaigns (workspace_id, source_id, campaign_id, name, status)
      select ${owner.workspaceId}::uuid, ${owner.sourceId}::uuid, id, name, status
      from unnest(${sql.param(campaigns.map((d) => d.id))}::text[], ${sql.param(campaigns.map((d) => d.name))}::text[], ${sql.param(campaigns.map((d) => d.status ?? null))}::text[]) as u(id, name, status)
      on conflict (workspace_id, source_id, campaign_id) do update set name = excluded.name, status = coalesce(excluded.status, wh_ad_campaigns.status), updated_at = now()
      where (wh_ad_campaigns.name, wh_ad_campaigns.status) is distinct from (excluded.name, coalesce(excluded.status, wh_ad_campaigns.status))`);
  }
  const groups = dedupe(batch.adGroups ?? []);
  if (groups.length > 0) {
    await tx.execute(sql`
      insert into wh_ad_groups (workspace_id, source_id, ad_group_id, campaign_id, name, status)
      select ${owner.workspaceId}::uuid, ${owner.sourceId}::uuid, id, campaign_id, name, status
      from unnest(${sql.param(groups.map((d) => d.id))}::text[], ${sql.param(groups.map((d) => d.campaignId ?? ""))}::text[], ${sql.param(groups.map((d) => d.name))}::text[], ${sql.param(groups.map((d) => d.status ?? null))}::text[]) as u(id, campaign_id, name, status)
      on conflict (workspace_id, source_id, ad_group_id) do update set name = excluded.name, campaign_id = excluded.campaign_id, status = coalesce(excluded.status, wh_ad_groups.status), updated_at = now()
      where (wh_ad_groups.name, wh_ad_groups.campaign_id, wh_ad_groups.status) is distinct from (excluded.name, excluded.campaign_id, coalesce(excluded.status, wh_ad_groups.status))`);
  }
}

function dedupe<T extends { id: string }>(items: T[]): T[] {
  return [...new Map(items.map((d) => [d.id, d])).values()];
}

/** Recomputes the rollups of one source over a window from its facts. */
export async function refreshRollups(tx: Tx, kind: FactKind, owner: Pick<WindowOwner, "workspaceId" | "sourceId">, window: DayRange): Promise<void> {
  const where = sql`workspace_id = ${owner.workspaceId} and source_id = ${owner.sourceId} and date between ${window.start} and ${window.end}`;
  if (kind === "ad") {
    await tx.execute(sql`delete from wh_ad_source_day where ${where}`);
    await tx.execute(sql`
      insert into wh_ad_source_day (workspace_id, source_id, platform, date, currency, impressions, clicks, spend, conversions, conversion_value)
      select workspace_id, source_id, min(platform), date, min(currency), sum(impressions), sum(clicks), sum(spend), sum(conversions), sum(conversion_value)
      from wh_ad_daily where ${where} group by workspace_id, source_id, date`);
    await tx.execute(sql`delete from wh_ad_campaign_day where ${where}`);
    await tx.execute(sql`
      insert into wh_ad_campaign_day (workspace_id, source_id, campaign_id, date, currency, impressions, clicks, spend, conversions, conversion_value)
      select workspace_id, source_id, campaign_id, date, min(currency), sum(impressions), sum(clicks), sum(spend), sum(conversions), sum(conversion_value)
      from wh_ad_daily where ${where} group by workspace_id, source_id, date, campaign_id`);
    await refreshCampaignMonths(tx, owner, window, false);
  } else if (kind === "search") {
    await tx.execute(sql`delete from wh_search_source_day where ${where}`);
    await tx.execute(sql`
      insert into wh_search_source_day (workspace_id, source_id, date, clicks, impressions, position_weighted)
      select workspace_id, source_id, date, sum(clicks), sum(impressions), sum(position_weighted)
      from wh_search_daily where ${where} group by workspace_id, source_id, date`);
  } else if (kind === "web") {
    await tx.execute(sql`delete from wh_web_source_day where ${where}`);
    await tx.execute(sql`
      insert into wh_web_source_day (workspace_id, source_id, date, channel, currency, sessions, users, engaged_sessions, key_events, revenue)
      select workspace_id, source_id, date, channel, min(currency), sum(sessions), sum(users), sum(engaged_sessions), sum(key_events), sum(revenue)
      from wh_web_daily where ${where} group by workspace_id, source_id, date, channel`);
  }
  // social, email and store facts are already one row per source and day (or send): reports read them directly.
}

/**
 * Replaces what the warehouse holds for one source over one window with what the platform says now:
 * rows that vanished at the source vanish here too. Runs in the caller's transaction with the
 * rollup refresh, so reports never see half a window. Returns the rows written.
 */
export async function replaceWindow(tx: Tx, kind: FactKind, owner: WindowOwner, window: DayRange, batch: FactBatch): Promise<number> {
  const spec = specs[kind] as Spec<unknown>;
  const rows = rowsOf(kind, batch, window);
  // The commit needn't wait for the disk: a window and the sync's cursor commit together, so a
  // commit lost in a crash only means the window is fetched and written again (a backfill commits
  // hundreds of windows; waiting for each flush was most of their time).
  await tx.execute(sql`set local synchronous_commit = off`);
  const deleted = await tx.execute(
    sql`with gone as (delete from ${sql.raw(spec.table)} where workspace_id = ${owner.workspaceId} and source_id = ${owner.sourceId} and ${sql.raw(spec.dateColumn)} between ${window.start} and ${window.end} returning 1) select count(*)::int as n from gone`,
  );
  const hadRows = ((deleted.rows[0] as { n: number } | undefined)?.n ?? 0) > 0;
  await insertRows(tx, spec, rows, owner);
  if (kind === "ad") await upsertDimensions(tx, owner, batch);
  if (!(kind === "ad" && (await writeAdRollups(tx, owner, window, rows as NonNullable<FactBatch["ad"]>, hadRows)))) await refreshRollups(tx, kind, owner, window);
  return rows.length;
}

/**
 * The paid-media rollups of a window written from the window's own rows (all of the window, so
 * their sums are the rollups; no re-read). `hadRows` false: the window held no facts before, so it
 * held no rollups either (they are written together) and there is nothing to clear. Returns false
 * when the amounts can't be summed exactly here, and SQL must (refreshRollups).
 */
export async function writeAdRollups(tx: Tx, owner: WindowOwner, window: DayRange, rows: NonNullable<FactBatch["ad"]>, hadRows = true): Promise<boolean> {
  const sums = adRollups(rows);
  if (!sums) return false;
  if (hadRows) {
    const where = sql`workspace_id = ${owner.workspaceId} and source_id = ${owner.sourceId} and date between ${window.start} and ${window.end}`;
    await tx.execute(sql`delete from wh_ad_source_day where ${where}`);
    await tx.execute(sql`delete from wh_ad_campaign_day where ${where}`);
  }
  await insertRows(tx, rollupSpecs.sourceDay, sums.sourceDay, owner);
  await insertRows(tx, rollupSpecs.campaignDay, sums.campaignDay, owner);
  await refreshCampaignMonths(tx, owner, window, !hadRows);
  return true;
}

const monthOfDate = sql.raw("date - (extract(day from date)::int - 1)");

/**
 * The campaign-month rollup of the months a window touches, summed again from the campaign-day
 * rollup just written (the window's days, and the rest of those months as they were), so both agree
 * exactly. `fresh`: the window held no facts before, so no month lost a campaign or a currency and
 * an upsert of the sums is enough; otherwise the months are cleared first.
 */
async function refreshCampaignMonths(tx: Tx, owner: Pick<WindowOwner, "workspaceId" | "sourceId">, window: DayRange, fresh: boolean): Promise<void> {
  const months = { start: monthStart(window.start), end: monthEnd(window.end) };
  const own = sql`workspace_id = ${owner.workspaceId} and source_id = ${owner.sourceId}`;
  if (!fresh) await tx.execute(sql`delete from wh_ad_campaign_month where ${own} and month between ${months.start} and ${months.end}`);
  await tx.execute(sql`
    insert into wh_ad_campaign_month (workspace_id, source_id, campaign_id, month, currency, impressions, clicks, spend, conversions, conversion_value)
    select workspace_id, source_id, campaign_id, ${monthOfDate}, currency, sum(impressions), sum(clicks), sum(spend), sum(conversions), sum(conversion_value)
    from wh_ad_campaign_day where ${own} and date between ${months.start} and ${months.end}
    group by workspace_id, source_id, campaign_id, ${monthOfDate}, currency
    ${fresh ? sql`on conflict (workspace_id, source_id, month, campaign_id, currency) do update set impressions = excluded.impressions, clicks = excluded.clicks, spend = excluded.spend, conversions = excluded.conversions, conversion_value = excluded.conversion_value` : sql``}`);
}
