import "server-only";
import { sql } from "drizzle-orm";
import { recordActivities } from "@/modules/crm";
import type { Db, Tx } from "@/server/db/client";
import type { Channel } from "../contracts/messaging-enums";
import { suppressAddresses } from "../server/suppressions.service";
import { MAX_ATTEMPTS, RETRY_DELAYS_S } from "./limits";

/** What happened to one claimed row. */
export type Outcome =
  | { kind: "sent"; id: number; contactId: string | null; providerId?: string | null }
  | { kind: "temporary"; id: number; error: string; notBefore?: Date | null }
  | { kind: "permanent"; id: number; contactId: string | null; address: string; error: string; code?: number | null; suppress: boolean }
  | { kind: "failed"; id: number; error: string }
  | { kind: "deferred"; id: number; notBefore: Date; reason?: string }
  | { kind: "blocked"; id: number; reason: string };

export type RecordScope = { workspaceId: string; sendId: string; sendName: string; channel: Channel };

const ids = (rows: Array<{ id: number }>) => sql.param(rows.map((r) => r.id));
const counted = async (tx: Tx, statement: ReturnType<typeof sql>) => Number((await tx.execute<{ n: number }>(statement)).rows[0]?.n ?? 0);

/**
 * Writes a batch of outcomes in one transaction: one UPDATE per kind, the send's counters, the
 * timeline entries of delivered messages, and bounced addresses onto the suppression list. Every
 * update requires the row to still be `sending`, so counters move exactly once per row even if two
 * workers ever held it.
 */
export async function recordOutcomes(db: Db, scope: RecordScope, outcomes: Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const of = <K extends Outcome["kind"]>(kind: K) => outcomes.filter((o): o is Extract<Outcome, { kind: K }> => o.kind === kind);
  const [sent, temporary, permanent, failed, deferred, blocked] = [of("sent"), of("temporary"), of("permanent"), of("failed"), of("deferred"), of("blocked")];
  const ws = scope.workspaceId;
  await db.transaction(async (tx) => {
    const delta = { sent: 0, failed: 0, bounced: 0, suppressed: 0 };
    if (sent.length > 0) {
      const done = await tx.execute<{ id: number; contact_id: string | null }>(sql`
        update messaging_outbox o set state = 'sent', sent_at = now(), lease_until = null, last_error = null, provider_id = nullif(v.provider_id, '')
        from unnest(${ids(sent)}::bigint[], ${sql.param(sent.map((o) => o.providerId ?? ""))}::text[]) as v(id, provider_id)
        where o.workspace_id = ${ws} and o.id = v.id and o.state = 'sending'
        returning o.id, o.contact_id`);
      delta.sent = done.rows.length;
      const title = `Received “${scope.sendName}”`;
      // The CRM timeline has no text-message kind yet: SMS deliveries stay on the send's report.
      // Workspace mail (no contact) has no timeline.
      const delivered = done.rows.flatMap((r) => (r.contact_id ? [{ id: Number(r.id), contactId: r.contact_id }] : []));
      if (scope.channel === "email" && delivered.length > 0)
        await recordActivities(
          tx,
          { workspaceId: ws },
          delivered.map((r) => ({ kind: "email" as const, contactId: r.contactId, title, data: { sendId: scope.sendId, outboxId: r.id } })),
        );
    }
    if (temporary.length > 0) {
      // Back to the queue with the next backoff (or the provider's own retry time); the last attempt fails the row.
      delta.failed += await counted(
        tx,
        sql`with moved as (
          update messaging_outbox o set
            state = (case when o.attempts >= ${MAX_ATTEMPTS}::int then 'failed' else 'queued' end)::messaging_outbox_state,
            not_before = case when o.attempts >= ${MAX_ATTEMPTS}::int then null
              else coalesce(v.not_before, now() + make_interval(secs => (${sql.param([...RETRY_DELAYS_S])}::int[])[least(o.attempts, ${RETRY_DELAYS_S.length}::int)])) end,
            lease_until = null, last_error = v.error
          from unnest(${ids(temporary)}::bigint[], ${sql.param(temporary.map((o) => o.error))}::text[], ${sql.param(temporary.map((o) => o.notBefore?.toISOString() ?? null))}::timestamptz[]) as v(id, error, not_before)
          where o.workspace_id = ${ws} and o.id = v.id and o.state = 'sending'
          returning o.state
        ) select (count(*) filter (where state = 'failed'))::int as n from moved`,
      );
    }
    if (permanent.length > 0) {
      const state = scope.channel === "email" ? sql`'bounced'` : sql`'failed'`;
      const n = await counted(
        tx,
        sql`with moved as (
          update messaging_outbox o set state = ${state}, lease_until = null, last_error = v.error
          from unnest(${ids(permanent)}::bigint[], ${sql.param(permanent.map((o) => o.error))}::text[]) as v(id, error)
          where o.workspace_id = ${ws} and o.id = v.id and o.state = 'sending'
          returning 1
        ) select count(*)::int as n from moved`,
      );
      if (scope.channel === "email") delta.bounced += n;
      else delta.failed += n;
      if (scope.channel === "email") {
        await tx.execute(sql`insert into messaging_events (workspace_id, send_id, outbox_id, contact_id, kind, detail)
          select ${ws}, ${scope.sendId}, v.id, v.contact_id, 'bounce', jsonb_build_object('code', v.code, 'diagnostic', v.error, 'during', 'smtp')
          from unnest(${ids(permanent)}::bigint[], ${sql.param(permanent.map((o) => o.contactId))}::uuid[], ${sql.param(permanent.map((o) => o.code ?? null))}::int[], ${sql.param(permanent.map((o) => o.error))}::text[]) as v(id, contact_id, code, error)`);
      }
      const hard = permanent.filter((o) => o.suppress);
      await suppressAddresses(
        tx,
        ws,
        hard.map((o) => ({ channel: scope.channel, address: o.address, reason: "bounced" as const, source: `Send ${scope.sendId}: ${o.error}`.slice(0, 500) })),
      );
    }
    if (failed.length > 0) {
      delta.failed += await counted(
        tx,
        sql`with moved as (
          update messaging_outbox o set state = 'failed', lease_until = null, last_error = v.error
          from unnest(${ids(failed)}::bigint[], ${sql.param(failed.map((o) => o.error))}::text[]) as v(id, error)
          where o.workspace_id = ${ws} and o.id = v.id and o.state = 'sending'
          returning 1
        ) select count(*)::int as n from moved`,
      );
    }
    if (deferred.length > 0) {
      // A rate limit or quiet hours: not an attempt, not a failure.
      await tx.execute(sql`update messaging_outbox o set state = 'queued', lease_until = null, not_before = v.not_before, attempts = greatest(0, o.attempts - 1)
        from unnest(${ids(deferred)}::bigint[], ${sql.param(deferred.map((o) => o.notBefore.toISOString()))}::timestamptz[]) as v(id, not_before)
        where o.workspace_id = ${ws} and o.id = v.id and o.state = 'sending'`);
    }
    if (blocked.length > 0) {
      delta.suppressed += await counted(
        tx,
        sql`with moved as (
          update messaging_outbox o set state = 'suppressed', reason = v.reason::messaging_suppress_reason, lease_until = null, attempts = greatest(0, o.attempts - 1)
          from unnest(${ids(blocked)}::bigint[], ${sql.param(blocked.map((o) => o.reason))}::text[]) as v(id, reason)
          where o.workspace_id = ${ws} and o.id = v.id and o.state = 'sending'
          returning 1
        ) select count(*)::int as n from moved`,
      );
    }
    if (delta.sent + delta.failed + delta.bounced + delta.suppressed > 0) {
      await tx.execute(sql`update messaging_sends set sent = sent + ${delta.sent}::int, failed = failed + ${delta.failed}::int,
        bounced = bounced + ${delta.bounced}::int, suppressed = suppressed + ${delta.suppressed}::int, updated_at = now()
        where workspace_id = ${ws} and id = ${scope.sendId}`);
    }
  });
}
