import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { assertWithinLimit, recordUsage } from "@/modules/billing";
import { recordAudit, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import { isPlatformId, platformById, platforms, type FactKind, type PlatformId } from "../catalog";
import { platformConfig } from "../core/config";
import { connectorFor } from "../core/registry";
import { ConnectorError, type AccountChoice, type DayRange } from "../core/types";
import { connections, sources, syncRuns } from "../db/connectors.table";
import { availability } from "./availability";
import { delegateToMetricsService } from "./metrics-service";
import { planRun, type QueueRun } from "./sync.service";
import { apiForConnection } from "./tokens";

/** A token or grant this close to its end shows a warning. */
export const EXPIRY_WARNING_DAYS = 7;

export type SourceHealth = "healthy" | "syncing" | "error" | "paused" | "waiting" | "reconnect";

function healthOf(source: typeof sources.$inferSelect, connectionStatus: string | null, running: boolean): SourceHealth {
  if (source.status === "paused") return "paused";
  if (connectionStatus === "needs_reconnect") return "reconnect";
  if (running) return "syncing";
  if (source.status === "error") return "error";
  return source.lastSuccessAt ? "healthy" : "waiting";
}

/** Everything the connections page shows: each platform, its connections and sources, and their health. */
export async function connectionsOverview(db: Db, tenant: Tenant, now = new Date()) {
  const [conns, srcs, latest] = await Promise.all([
    db.select().from(connections).where(eq(connections.workspaceId, tenant.workspaceId)).orderBy(connections.createdAt),
    db.select().from(sources).where(eq(sources.workspaceId, tenant.workspaceId)).orderBy(sources.name),
    db
      .selectDistinctOn([syncRuns.sourceId])
      .from(syncRuns)
      .where(eq(syncRuns.workspaceId, tenant.workspaceId))
      .orderBy(syncRuns.sourceId, desc(syncRuns.createdAt)),
  ]);
  const runBySource = new Map(latest.map((r) => [r.sourceId, r]));
  const canConnect = await availability(db, tenant.workspaceId);
  const warnBefore = now.getTime() + EXPIRY_WARNING_DAYS * 86_400_000;
  const connectionViews = conns.map((c) => {
    const ends = c.grantExpiresAt ?? (c.refreshToken ? null : c.tokenExpiresAt);
    return {
      id: c.id,
      platform: c.platform,
      label: c.label,
      status: c.status,
      lastError: c.lastError,
      expiresAt: ends,
      expiringSoon: ends !== null && ends.getTime() < warnBefore,
      createdAt: c.createdAt,
    };
  });
  const statusOf = new Map(conns.map((c) => [c.id, c.status]));
  const sourceViews = srcs.map((s) => {
    const run = runBySource.get(s.id) ?? null;
    const running = run !== null && (run.status === "queued" || run.status === "running");
    return {
      id: s.id,
      platform: s.platform,
      connectionId: s.connectionId,
      externalAccountId: s.externalAccountId,
      name: s.name,
      currency: s.currency,
      timeZone: s.timeZone,
      status: s.status,
      health: healthOf(s, s.connectionId ? (statusOf.get(s.connectionId) ?? null) : null, running),
      lastSyncAt: s.lastSyncAt,
      lastSuccessAt: s.lastSuccessAt,
      nextSyncAt: s.status === "active" && isPlatformId(s.platform) ? s.nextSyncAt : null,
      lastError: s.lastError,
      dataFrom: s.dataFrom,
      latestRun: run,
    };
  });
  return {
    platforms: platforms.map((p) => ({
      id: p.id,
      name: p.name,
      kind: p.kind,
      fact: p.fact,
      accountNoun: p.accountNoun,
      enabled: canConnect(p.id),
      demo: platformConfig(p.id).demo === true,
      askFor: connectorFor(p.id)?.oauth.askFor ?? [],
    })),
    connections: connectionViews,
    sources: sourceViews,
  };
}

async function ownConnection(db: Db, tenant: Tenant, connectionId: string) {
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.workspaceId, tenant.workspaceId), eq(connections.id, connectionId)));
  if (!row) throw new NotFoundError("Connection");
  return row;
}

/** The accounts the connected user may pick, as the platform (or the configured metrics service) lists them. */
export async function accountsOf(db: Db, tenant: Tenant, connectionId: string): Promise<(AccountChoice & { added: boolean })[]> {
  const connection = await ownConnection(db, tenant, connectionId);
  const platform = connection.platform as PlatformId;
  const connector = connectorFor(platform);
  if (!connector) throw new InvalidError("This platform can't be read yet.");
  const config = platformConfig(platform);
  let accounts: AccountChoice[];
  try {
    accounts = config.metrics.client
      ? ((
          (await delegateToMetricsService(config.metrics.client, { workspaceId: tenant.workspaceId, platform, connectionId })) as { accounts?: AccountChoice[] }
        ).accounts ?? [])
      : await connector.listAccounts(apiForConnection(db, connector, connection));
  } catch (error) {
    if (error instanceof ConnectorError) throw new InvalidError(error.message);
    throw error;
  }
  const existing = await db
    .select({ id: sources.externalAccountId })
    .from(sources)
    .where(and(eq(sources.workspaceId, tenant.workspaceId), eq(sources.platform, platform)));
  const added = new Set(existing.map((e) => e.id));
  return accounts.map((a) => ({ ...a, added: added.has(a.id) }));
}

/**
 * Adds the picked accounts as sources (each counts against the plan's sources) and starts each
 * one's backfill. Accounts already added are skipped; an account the platform doesn't list is refused.
 */
export async function addSources(db: Db, tenant: Tenant, input: { connectionId: string; accountIds: string[] }, queue: QueueRun) {
  const connection = await ownConnection(db, tenant, input.connectionId);
  const platform = connection.platform as PlatformId;
  const listed = await accountsOf(db, tenant, connection.id);
  const byId = new Map(listed.map((a) => [a.id, a]));
  const unknown = input.accountIds.filter((id) => !byId.has(id));
  if (unknown.length > 0)
    throw new InvalidError(
      `${platformById(platform)!.name} doesn't list ${unknown.length === 1 ? "that account" : "some of those accounts"} for this connection.`,
    );
  const picked = [...new Set(input.accountIds)].map((id) => byId.get(id)!).filter((a) => !a.added);
  if (picked.length === 0) return { added: 0, runs: [] as string[] };
  const config = platformConfig(platform);
  const created = await db.transaction(async (tx) => {
    await assertWithinLimit(tx, tenant, "sources", picked.length);
    const rows = await tx
      .insert(sources)
      .values(
        picked.map((a) => ({
          workspaceId: tenant.workspaceId,
          platform,
          connectionId: connection.id,
          externalAccountId: a.id,
          name: a.name,
          currency: a.currency ?? null,
          timeZone: a.timeZone ?? null,
        })),
      )
      .returning();
    await recordUsage(tx, tenant, "sources", rows.length);
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "connectors.source_added",
      subject: platformById(platform)!.name,
      details: { summary: rows.map((r) => r.name).join(", ") },
    });
    return rows;
  });
  if (config.metrics.create) {
    for (const s of created)
      await delegateToMetricsService(config.metrics.create, {
        workspaceId: tenant.workspaceId,
        sourceId: s.id,
        platform,
        accountId: s.externalAccountId,
        name: s.name,
      });
  }
  const runs: string[] = [];
  for (const s of created) runs.push((await planRun(db, tenant, s.id, "backfill", queue)).id);
  return { added: created.length, runs };
}

async function ownSource(db: Db, tenant: Tenant, sourceId: string) {
  const [row] = await db
    .select()
    .from(sources)
    .where(and(eq(sources.workspaceId, tenant.workspaceId), eq(sources.id, sourceId)));
  if (!row) throw new NotFoundError("Source");
  return row;
}

/** Removes a source and everything the warehouse holds for it; frees its place in the plan. */
export async function removeSource(db: Db, tenant: Tenant, sourceId: string) {
  const source = await ownSource(db, tenant, sourceId);
  if (source.platform === "email-tool")
    throw new InvalidError("The email tool's source is built in: its numbers come from your own sends, so it can't be removed.");
  await db.transaction(async (tx) => {
    await tx.delete(sources).where(and(eq(sources.workspaceId, tenant.workspaceId), eq(sources.id, source.id)));
    await recordUsage(tx, tenant, "sources", -1);
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "connectors.source_removed",
      subject: source.name,
      details: { summary: `${source.name} and its synced data removed` },
    });
  });
  return { id: source.id };
}

export async function setSourcePaused(db: Db, tenant: Tenant, input: { sourceId: string; paused: boolean }) {
  const source = await ownSource(db, tenant, input.sourceId);
  const [row] = await db
    .update(sources)
    .set(input.paused ? { status: "paused" } : { status: "active", nextSyncAt: source.nextSyncAt ?? new Date() })
    .where(and(eq(sources.workspaceId, tenant.workspaceId), eq(sources.id, source.id)))
    .returning({ id: sources.id, status: sources.status });
  return row!;
}

/** Disconnects a platform grant: its sources and their synced data go with it. */
export async function disconnect(db: Db, tenant: Tenant, connectionId: string) {
  const connection = await ownConnection(db, tenant, connectionId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(sources)
      .where(and(eq(sources.workspaceId, tenant.workspaceId), eq(sources.connectionId, connection.id)))
      .returning({ id: sources.id });
    await tx.delete(connections).where(and(eq(connections.workspaceId, tenant.workspaceId), eq(connections.id, connection.id)));
    if (removed.length > 0) await recordUsage(tx, tenant, "sources", -removed.length);
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "connectors.disconnected",
      subject: platformById(connection.platform)?.name ?? connection.platform,
      details: { summary: `${connection.label} disconnected; ${removed.length} source(s) removed` },
    });
  });
  return { id: connection.id };
}

export function syncNow(db: Db, tenant: Tenant, sourceId: string, queue: QueueRun) {
  return planRun(db, tenant, sourceId, "manual", queue);
}

export function resync(db: Db, tenant: Tenant, input: { sourceId: string } & DayRange, queue: QueueRun) {
  return planRun(db, tenant, input.sourceId, "resync", queue, { start: input.start, end: input.end });
}

/** Each fact kind's daily totals, read from its rollup (or from the facts where they are already daily per source). */
const dailyTotals: Record<FactKind, (workspaceId: string, sourceId: string, range: DayRange) => SQL> = {
  ad: (w, s, r) => sql`
    select date::text as date, currency, impressions::text, clicks::text, spend::text, conversions::text, conversion_value::text as "conversionValue"
    from wh_ad_source_day where workspace_id = ${w} and source_id = ${s} and date between ${r.start} and ${r.end} order by date`,
  search: (w, s, r) => sql`
    select date::text as date, clicks::text, impressions::text, case when impressions > 0 then round(position_weighted / impressions, 2)::text end as position
    from wh_search_source_day where workspace_id = ${w} and source_id = ${s} and date between ${r.start} and ${r.end} order by date`,
  web: (w, s, r) => sql`
    select date::text as date, min(currency) as currency, sum(sessions)::text as sessions, sum(users)::text as users, sum(engaged_sessions)::text as "engagedSessions",
      sum(key_events)::text as "keyEvents", sum(revenue)::text as revenue
    from wh_web_source_day where workspace_id = ${w} and source_id = ${s} and date between ${r.start} and ${r.end} group by date order by date`,
  social: (w, s, r) => sql`
    select date::text as date, reach::text, views::text, engagement::text, follows::text, posts::text
    from wh_social_daily where workspace_id = ${w} and source_id = ${s} and date between ${r.start} and ${r.end} order by date`,
  email: (w, s, r) => sql`
    select send_date::text as date, count(*)::text as campaigns, sum(sent)::text as sent, sum(delivered)::text as delivered, sum(opens)::text as opens,
      sum(clicks)::text as clicks, sum(bounces)::text as bounces, sum(unsubscribes)::text as unsubscribes, sum(revenue)::text as revenue, min(currency) as currency
    from wh_email_campaigns where workspace_id = ${w} and source_id = ${s} and send_date between ${r.start} and ${r.end} group by send_date order by send_date`,
  store: (w, s, r) => sql`
    select date::text as date, currency, orders::text, revenue::text, new_customers::text as "newCustomers", returning_customers::text as "returningCustomers"
    from wh_store_daily where workspace_id = ${w} and source_id = ${s} and date between ${r.start} and ${r.end} order by date`,
};

/** The fact kind a source feeds: its platform's, or the one chosen for a CSV source; the email tool feeds email. */
export function factOf(source: { platform: string; settings: unknown }): FactKind {
  if (isPlatformId(source.platform)) return platformById(source.platform)!.fact;
  if (source.platform === "email-tool") return "email";
  return (source.settings as { fact?: FactKind }).fact ?? "ad";
}

/**
 * A source's daily totals over a range, whatever it measures (amounts and counts as exact decimal
 * text), from the warehouse's rollups, or from the configured external metrics service.
 */
export async function readMetrics(db: Db, tenant: Tenant, input: { sourceId: string } & DayRange) {
  const source = await ownSource(db, tenant, input.sourceId);
  const fact = factOf(source);
  const external = isPlatformId(source.platform) ? platformConfig(source.platform).metrics.read : undefined;
  if (external)
    return {
      source: source.id,
      fact,
      external: true,
      days: await delegateToMetricsService(external, { workspaceId: tenant.workspaceId, sourceId: source.id, start: input.start, end: input.end }),
    };
  const result = await db.execute(dailyTotals[fact](tenant.workspaceId, source.id, input));
  return { source: source.id, fact, external: false, days: result.rows };
}
