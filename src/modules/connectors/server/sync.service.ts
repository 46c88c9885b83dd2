import "server-only";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { ConflictError, InvalidError, NotFoundError } from "@/server/errors";
import { getLogger } from "@/server/log";
import { isPlatformId, platformById, platforms, type PlatformId } from "../catalog";
import { platformConfig } from "../core/config";
import { addDays, daysBetween, todayIn, windows } from "@/lib/days";
import { NamesWritten } from "../core/names-written";
import { connectorFor } from "../core/registry";
import { ConnectorError, type Connector, type DayRange } from "../core/types";
import { warehouse } from "../core/warehouse";
import { connections, sources, syncRuns } from "../db/connectors.table";
import { delegateToMetricsService } from "./metrics-service";
import { apiForConnection } from "./tokens";

export type SyncRun = typeof syncRuns.$inferSelect;
export type RunKind = SyncRun["kind"];
type SourceRow = typeof sources.$inferSelect;

/** A run not finished after this long is considered abandoned (a crashed worker), and may be replaced. */
const STALE_MS = 2 * 3600_000;
/** Daily syncs run this long after the previous success. */
export const SYNC_EVERY_MS = 24 * 3600_000;

/**
 * The days a run covers when none are given, ending today in the account's time zone: the whole
 * backfill for a first sync, the restatement window otherwise.
 */
function defaultRange(connector: Connector, backfill: boolean, timeZone: string | null, now: Date): DayRange {
  const end = todayIn(timeZone, now);
  return { start: addDays(end, -((backfill ? connector.backfillDays : connector.restatementDays) - 1)), end };
}

export type QueueRun = (run: { workspaceId: string; runId: string }) => Promise<void>;

/**
 * Opens a run for a source and hands it to the queue. One unfinished run per source at a time: a
 * second request while one is queued or running answers CONFLICT (a stale one is replaced).
 */
export async function planRun(
  db: Db,
  tenant: Pick<Tenant, "workspaceId"> & { userId?: string | null },
  sourceId: string,
  kind: RunKind,
  queue: QueueRun,
  range?: DayRange,
  now = new Date(),
): Promise<SyncRun> {
  const [source] = await db
    .select()
    .from(sources)
    .where(and(eq(sources.workspaceId, tenant.workspaceId), eq(sources.id, sourceId)));
  if (!source) throw new NotFoundError("Source");
  if (!isPlatformId(source.platform)) throw new InvalidError("This source is filled by uploads, not by syncs.");
  const connector = connectorFor(source.platform);
  if (!connector) throw new InvalidError("This platform can't be synced yet.");
  const days = range ?? defaultRange(connector, kind === "backfill", source.timeZone, now);
  if (days.start > days.end) throw new InvalidError("The first day must be on or before the last day.", { start: "Pick a day on or before the last day" });
  if (daysBetween(days.start, days.end) >= connector.backfillDays + connector.restatementDays)
    throw new InvalidError(
      `${platformById(source.platform)!.name} keeps about ${Math.round(connector.backfillDays / 30)} months of data; choose a shorter range.`,
    );
  const run = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from connectors_sources where id = ${source.id} for update`);
    const [active] = await tx
      .select()
      .from(syncRuns)
      .where(
        and(
          eq(syncRuns.workspaceId, tenant.workspaceId),
          eq(syncRuns.sourceId, source.id),
          inArray(syncRuns.status, ["queued", "running"]),
          gt(syncRuns.createdAt, new Date(now.getTime() - STALE_MS)),
        ),
      );
    if (active) throw new ConflictError(`${source.name} is already syncing. Wait for that sync to finish.`);
    const [created] = await tx
      .insert(syncRuns)
      .values({
        workspaceId: tenant.workspaceId,
        sourceId: source.id,
        kind,
        rangeStart: days.start,
        rangeEnd: days.end,
        chunksTotal: windows(days, connector.chunkDays).length,
        requestedBy: tenant.userId ?? null,
        message: "Waiting to start",
      })
      .returning();
    return created!;
  });
  await queue({ workspaceId: tenant.workspaceId, runId: run.id });
  return run;
}

async function loadRun(db: Db, workspaceId: string, runId: string) {
  const [row] = await db
    .select({ run: syncRuns, source: sources, connection: connections })
    .from(syncRuns)
    .innerJoin(sources, eq(sources.id, syncRuns.sourceId))
    .leftJoin(connections, eq(connections.id, sources.connectionId))
    .where(and(eq(syncRuns.workspaceId, workspaceId), eq(syncRuns.id, runId)));
  return row;
}

async function failSource(db: Db, source: SourceRow, runId: string, message: string) {
  const now = new Date();
  await db.update(syncRuns).set({ status: "failed", error: message, message: null, finishedAt: now }).where(eq(syncRuns.id, runId));
  await db
    .update(sources)
    .set({ status: "error", lastError: message, lastSyncAt: now, nextSyncAt: new Date(now.getTime() + 3600_000) })
    .where(eq(sources.id, source.id));
}

/**
 * Does a run: each window of days in turn, oldest first, from where the last attempt stopped. A
 * window is fetched, then written with its rollups and the run's cursor in one transaction, so a
 * run that fails part-way resumes without duplicating or losing a day. Idempotent: a finished run
 * does nothing.
 */
export async function executeSync(db: Db, data: { workspaceId: string; runId: string }): Promise<SyncRun | null> {
  const loaded = await loadRun(db, data.workspaceId, data.runId);
  if (!loaded || loaded.run.status === "succeeded") return loaded?.run ?? null;
  const { run, source, connection } = loaded;
  const platform = source.platform as PlatformId;
  const connector = connectorFor(platform);
  const log = getLogger().child({ runId: run.id, sourceId: source.id, platform });
  if (!connector || !connection) {
    await failSource(db, source, run.id, "This source has no connection. Reconnect the platform.");
    return null;
  }
  const startedAt = run.startedAt ?? new Date();
  await db
    .update(syncRuns)
    .set({ status: "running", startedAt, attempts: sql`${syncRuns.attempts} + 1`, error: null, message: "Starting" })
    .where(eq(syncRuns.id, run.id));

  const config = platformConfig(platform);
  const external = run.kind === "resync" ? config.metrics.resync : config.metrics.sync;
  if (external) {
    await delegateToMetricsService(external, {
      workspaceId: run.workspaceId,
      sourceId: source.id,
      platform,
      accountId: source.externalAccountId,
      kind: run.kind,
      start: run.rangeStart,
      end: run.rangeEnd,
    });
    await db
      .update(syncRuns)
      .set({ status: "succeeded", finishedAt: new Date(), message: "Handed to the external metrics service" })
      .where(eq(syncRuns.id, run.id));
    return null;
  }

  const api = apiForConnection(db, connector, connection);
  // What is left starts the day after the last committed one (windows are cut afresh, so a resumed
  // run is right even if the connector's window size changed in between).
  const doneBefore = run.cursor ? run.chunksDone : 0;
  const from = run.cursor ? addDays(run.cursor, 1) : run.rangeStart;
  const remaining = from <= run.rangeEnd ? windows({ start: from, end: run.rangeEnd }, connector.chunkDays) : [];
  const total = doneBefore + remaining.length;
  if (total !== run.chunksTotal) await db.update(syncRuns).set({ chunksTotal: total }).where(eq(syncRuns.id, run.id));
  let current = source;
  let rows = run.rowsWritten;
  // The next window is fetched while the current one is written: the platform's latency and the
  // database's work overlap. A failed prefetch surfaces when its turn comes.
  const fetchWindow = (window: DayRange) => {
    const p = connector.fetchWindow(
      api,
      { id: current.externalAccountId, name: current.name, currency: current.currency, timeZone: current.timeZone, settings: current.settings },
      window,
    );
    p.catch(() => undefined);
    return p;
  };
  let prefetched = remaining[0] ? fetchWindow(remaining[0]) : null;
  const names = new NamesWritten();
  try {
    for (const [i, window] of remaining.entries()) {
      // Without the names this run has committed already (the same ones come with every window).
      const batch = names.unsent(await prefetched!);
      prefetched = remaining[i + 1] ? fetchWindow(remaining[i + 1]!) : null;
      const currency = batch.account?.currency ?? current.currency ?? "USD";
      const timeZone = batch.account?.timeZone ?? current.timeZone ?? "UTC";
      const done = doneBefore + i + 1;
      const owner = { workspaceId: current.workspaceId, sourceId: current.id, platform, accountId: current.externalAccountId, currency, timeZone };
      const cursor = (written: number) =>
        db
          .update(syncRuns)
          .set({ cursor: window.end, chunksDone: done, rowsWritten: rows + written, message: `Synced ${window.start} to ${window.end} (${done} of ${total})` })
          .where(eq(syncRuns.id, run.id));
      if (currency !== current.currency || timeZone !== current.timeZone) {
        // The account's currency or zone changed at the platform: the source follows, in the window's transaction.
        rows += await db.transaction(async (tx) => {
          const [updated] = await tx.update(sources).set({ currency, timeZone }).where(eq(sources.id, current.id)).returning();
          current = updated ?? current;
          const written = await warehouse().replaceWindow(tx, connector.fact, owner, window, batch);
          await tx.execute(cursor(written).getSQL());
          return written;
        });
      } else {
        // The window and the run's cursor commit together (one round trip on PostgreSQL).
        rows += await warehouse().writeWindow(db, connector.fact, owner, window, batch, (written) => [cursor(written).getSQL()]);
      }
      names.committed(batch);
    }
  } catch (error) {
    const message = error instanceof ConnectorError ? error.message : "The sync stopped on an unexpected error. It will try again.";
    log.warn({ err: error }, "sync failed");
    await failSource(db, current, run.id, message);
    throw error;
  }
  const now = new Date();
  // The run's end and the source's health commit together: a retry skips a succeeded run, so a
  // source left behind by a failure in between would say "waiting" for good.
  const finished = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(syncRuns)
      .set({ status: "succeeded", finishedAt: now, chunksDone: total, message: `${rows.toLocaleString("en-US")} rows synced` })
      .where(eq(syncRuns.id, run.id))
      .returning();
    await tx
      .update(sources)
      .set({
        status: current.status === "paused" ? "paused" : "active",
        lastError: null,
        lastSyncAt: now,
        lastSuccessAt: now,
        nextSyncAt: new Date(now.getTime() + SYNC_EVERY_MS),
        dataFrom: current.dataFrom && current.dataFrom < run.rangeStart ? current.dataFrom : run.rangeStart,
      })
      .where(eq(sources.id, current.id));
    return row;
  });
  if (connector.fact === "ad") {
    // A cache for the reports, which fill it themselves when it is missing: a failure here isn't the sync's.
    await warehouse()
      .warmConvertedMonths(db, current.workspaceId, current.id, { start: run.rangeStart, end: run.rangeEnd })
      .catch((err: unknown) => log.warn({ err }, "converting the synced months failed"));
  }
  if (connector.fact === "search") {
    await (warehouse().searchSynced?.(db, current.workspaceId) ?? Promise.resolve()).catch((err: unknown) =>
      log.warn({ err }, "after-sync step of search data failed"),
    );
  }
  return finished ?? null;
}

/** A source's runs, newest first. */
export async function listRuns(db: Db, tenant: Tenant, sourceId: string, limit = 20): Promise<SyncRun[]> {
  const [source] = await db
    .select({ id: sources.id })
    .from(sources)
    .where(and(eq(sources.workspaceId, tenant.workspaceId), eq(sources.id, sourceId)));
  if (!source) throw new NotFoundError("Source");
  return db
    .select()
    .from(syncRuns)
    .where(and(eq(syncRuns.workspaceId, tenant.workspaceId), eq(syncRuns.sourceId, sourceId)))
    .orderBy(desc(syncRuns.createdAt))
    .limit(limit);
}

/** Sources whose daily sync is due (for the scheduler), oldest due first. */
export async function dueSources(db: Db, now = new Date(), limit = 500) {
  return db
    .select({ id: sources.id, workspaceId: sources.workspaceId })
    .from(sources)
    .where(
      and(
        eq(sources.status, "active"),
        sql`${sources.nextSyncAt} <= ${now}`,
        inArray(
          sources.platform,
          platforms.map((p) => p.id),
        ),
      ),
    )
    .orderBy(sources.nextSyncAt)
    .limit(limit);
}
