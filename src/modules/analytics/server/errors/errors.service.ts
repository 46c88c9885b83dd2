import "server-only";
import { and, arrayContains, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import { ERROR_RETENTION_DAYS, type ErrorStatus } from "../../contracts/errors.constants";
import type { ErrorGroupInput, ErrorGroupListInput, SetErrorStatusInput } from "../../contracts/errors.contracts";
import { analyticsErrorEvents, analyticsErrorGroups, analyticsErrorReplays } from "../../db/errors.table";

const g = analyticsErrorGroups;
const LIST_LIMIT = 200;

/** The workspace's error groups of a status, most recently seen first, with how many groups each status holds. */
export async function listErrorGroups(db: Db, tenant: Tenant, input: ErrorGroupListInput) {
  const status = input.status ?? "open";
  const [groups, counts] = await Promise.all([
    db
      .select({
        id: g.id,
        title: g.title,
        culprit: g.culprit,
        level: g.level,
        status: g.status,
        count: g.count,
        firstSeen: g.firstSeen,
        lastSeen: g.lastSeen,
        release: g.release,
        environment: g.environment,
        platform: g.platform,
        hasReplay: sql<boolean>`${g.lastReplayId} is not null`,
      })
      .from(g)
      .where(and(eq(g.workspaceId, tenant.workspaceId), eq(g.status, status)))
      .orderBy(desc(g.lastSeen))
      .limit(LIST_LIMIT),
    db
      .select({ status: g.status, groups: sql<number>`count(*)::int` })
      .from(g)
      .where(eq(g.workspaceId, tenant.workspaceId))
      .groupBy(g.status),
  ]);
  const totals: Record<ErrorStatus, number> = { open: 0, resolved: 0, ignored: 0 };
  for (const c of counts) totals[c.status] = c.groups;
  return { groups, totals, limited: groups.length === LIST_LIMIT };
}

/** One group: its last event's stack and page, and the masked replay's metadata when one was recorded. */
export async function getErrorGroup(db: Db, tenant: Tenant, input: ErrorGroupInput) {
  const [group] = await db
    .select()
    .from(g)
    .where(and(eq(g.workspaceId, tenant.workspaceId), eq(g.id, input.groupId)));
  if (!group) throw new NotFoundError("Error");
  const r = analyticsErrorReplays;
  const [replay] = await db
    .select()
    .from(r)
    .where(
      and(
        eq(r.workspaceId, tenant.workspaceId),
        group.lastReplayId
          ? or(eq(r.replayId, group.lastReplayId), arrayContains(r.errorIds, [group.lastEventId]))
          : arrayContains(r.errorIds, [group.lastEventId]),
      ),
    )
    .orderBy(desc(r.lastSegmentAt))
    .limit(1);
  const { workspaceId: _ws, fingerprint: _fp, ...rest } = group;
  return {
    ...rest,
    replay: replay
      ? {
          replayId: replay.replayId,
          replayType: replay.replayType,
          startedAt: replay.startedAt,
          durationMs: Math.max(0, replay.lastSegmentAt.getTime() - replay.startedAt.getTime()),
          segments: replay.segments,
          linkedErrors: replay.errorIds.length,
        }
      : null,
  };
}

export async function setErrorStatus(db: Db, tenant: Tenant, input: SetErrorStatusInput) {
  const [row] = await db
    .update(g)
    .set({ status: input.status })
    .where(and(eq(g.workspaceId, tenant.workspaceId), eq(g.id, input.groupId)))
    .returning({ id: g.id, status: g.status });
  if (!row) throw new NotFoundError("Error");
  return row;
}

/** Groups not seen for ERROR_RETENTION_DAYS go with their events; events and replays past it go too. */
export async function deleteExpiredErrors(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ERROR_RETENTION_DAYS * 86_400_000);
  const events = await db.delete(analyticsErrorEvents).where(lt(analyticsErrorEvents.occurredAt, cutoff)).returning({ id: analyticsErrorEvents.eventId });
  const groups = await db.delete(g).where(lt(g.lastSeen, cutoff)).returning({ id: g.id });
  await db.delete(analyticsErrorReplays).where(lt(analyticsErrorReplays.lastSegmentAt, cutoff));
  return events.length + groups.length;
}
