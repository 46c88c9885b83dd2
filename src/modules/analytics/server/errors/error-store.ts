import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { analyticsErrorEvents, analyticsErrorGroups, analyticsErrorReplays } from "../../db/errors.table";
import { summariseEvent, summariseReplay, type EnvelopeItem } from "./envelope";

export type StoreResult = { errors: number; replays: number; skipped: number };

/**
 * Stores an envelope's items for a workspace: error events into their group (a repeat of an event
 * id counts once; a resolved group seen again opens again; an ignored one stays ignored but keeps
 * counting), replay events as metadata. Transactions, sessions, client reports, attachments and
 * replay recordings are skipped: the own receiver keeps errors only.
 */
export async function storeEnvelopeItems(db: Db, workspaceId: string, items: EnvelopeItem[], now = new Date()): Promise<StoreResult> {
  const result: StoreResult = { errors: 0, replays: 0, skipped: 0 };
  for (const item of items) {
    if (item.payload instanceof Uint8Array) {
      result.skipped++;
      continue;
    }
    if (item.type === "event") {
      const summary = summariseEvent(item.payload, now);
      if (!summary) {
        result.skipped++;
        continue;
      }
      await storeError(db, workspaceId, summary);
      result.errors++;
    } else if (item.type === "replay_event") {
      const replay = summariseReplay(item.payload, now);
      if (!replay) {
        result.skipped++;
        continue;
      }
      const r = analyticsErrorReplays;
      await db
        .insert(r)
        .values({
          workspaceId,
          replayId: replay.replayId,
          replayType: replay.replayType,
          startedAt: replay.startedAt,
          lastSegmentAt: replay.at,
          segments: 1,
          errorIds: replay.errorIds,
        })
        .onConflictDoUpdate({
          target: [r.workspaceId, r.replayId],
          set: {
            segments: sql`${r.segments} + 1`,
            startedAt: sql`least(${r.startedAt}, excluded.started_at)`,
            lastSegmentAt: sql`greatest(${r.lastSegmentAt}, excluded.last_segment_at)`,
            errorIds: sql`(select coalesce(array_agg(distinct x), '{}') from unnest(${r.errorIds} || excluded.error_ids) as x)`,
            replayType: sql`coalesce(excluded.replay_type, ${r.replayType})`,
          },
        });
      result.replays++;
    } else {
      result.skipped++;
    }
  }
  return result;
}

async function storeError(db: Db, workspaceId: string, s: NonNullable<ReturnType<typeof summariseEvent>>): Promise<void> {
  const g = analyticsErrorGroups;
  await db.transaction(async (tx) => {
    // The group first (so the event row has its id); a repeated event id is undone below.
    const [group] = await tx
      .insert(g)
      .values({
        workspaceId,
        fingerprint: s.fingerprint,
        title: s.title,
        culprit: s.culprit,
        level: s.level,
        firstSeen: s.occurredAt,
        lastSeen: s.occurredAt,
        release: s.release,
        environment: s.environment,
        platform: s.platform,
        lastEventId: s.eventId,
        lastMessage: s.message,
        lastStack: s.stack,
        lastUrl: s.url,
        lastUserId: s.userId,
        lastReplayId: s.replayId,
      })
      .onConflictDoNothing({ target: [g.workspaceId, g.fingerprint] })
      .returning({ id: g.id });
    const groupId =
      group?.id ??
      (await tx.execute<{ id: string }>(sql`select id from ${g} where ${g.workspaceId} = ${workspaceId} and ${g.fingerprint} = ${s.fingerprint} for update`))
        .rows[0]?.id;
    if (!groupId) return;
    const inserted = await tx
      .insert(analyticsErrorEvents)
      .values({
        workspaceId,
        eventId: s.eventId,
        groupId,
        occurredAt: s.occurredAt,
        level: s.level,
        release: s.release,
        environment: s.environment,
        userId: s.userId,
        replayId: s.replayId,
      })
      .onConflictDoNothing()
      .returning({ id: analyticsErrorEvents.eventId });
    if (group || inserted.length === 0) return; // a new group already holds this event; a repeated event id counts once
    const newer = sql`excluded_at.at >= ${g.lastSeen}`;
    await tx.execute(sql`
      update ${g} set
        count = ${g.count} + 1,
        status = case when ${g.status} = 'resolved' then 'open' else ${g.status} end,
        first_seen = least(${g.firstSeen}, excluded_at.at),
        last_seen = greatest(${g.lastSeen}, excluded_at.at),
        level = case when ${newer} then ${s.level} else ${g.level} end,
        title = case when ${newer} then ${s.title} else ${g.title} end,
        culprit = case when ${newer} then ${s.culprit ?? null} else ${g.culprit} end,
        release = case when ${newer} then coalesce(${s.release ?? null}, ${g.release}) else ${g.release} end,
        environment = case when ${newer} then coalesce(${s.environment ?? null}, ${g.environment}) else ${g.environment} end,
        platform = case when ${newer} then coalesce(${s.platform ?? null}, ${g.platform}) else ${g.platform} end,
        last_event_id = case when ${newer} then ${s.eventId} else ${g.lastEventId} end,
        last_message = case when ${newer} then ${s.message ?? null} else ${g.lastMessage} end,
        last_stack = case when ${newer} then ${JSON.stringify(s.stack)}::jsonb else ${g.lastStack} end,
        last_url = case when ${newer} then ${s.url ?? null} else ${g.lastUrl} end,
        last_user_id = case when ${newer} then ${s.userId ?? null} else ${g.lastUserId} end,
        last_replay_id = case when ${newer} then coalesce(${s.replayId ?? null}, ${g.lastReplayId}) else ${g.lastReplayId} end
      from (select ${s.occurredAt.toISOString()}::timestamptz as at) as excluded_at
      where ${g.workspaceId} = ${workspaceId} and ${g.id} = ${groupId}`);
  });
}
