import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import type { Channel } from "../contracts/messaging-enums";
import { companyJoinSql, contactFieldsSql, type ContactFields } from "./vars";

/**
 * A claimed outbox row with what its message needs; `blocked` names why it must not go out after all.
 * Workspace mail's rows have no contact (`contact_id` null, merge fields null).
 */
export type ClaimedRow = ContactFields & {
  id: number;
  contact_id: string | null;
  address: string;
  receiving_domain: string | null;
  message_id: string;
  attempts: number;
  blocked: string | null;
};

export type ClaimScope = { workspaceId: string; sendId: string; channel: Channel; marketing: boolean; topicId: string | null };

/** Rows a worker may take now: queued and due, or claimed by a worker whose lease ran out (it crashed). */
export const claimableSql = (workspaceId: string | SQL, sendId: string | SQL): SQL => sql`workspace_id = ${workspaceId} and send_id = ${sendId}
  and ((state = 'queued' and (not_before is null or not_before <= now())) or (state = 'sending' and lease_until < now()))`;

/**
 * Why a claimed row must not go out after all, decided again at the last moment so an unsubscribe,
 * a complaint or an erasure since the outbox was written is effective immediately. A row without a
 * contact (workspace mail: an invitation, a report) isn't marketing; only a hard bounce or a
 * complaint of its address stops it (an erased CRM contact of the same address doesn't).
 */
function blockedSql(scope: ClaimScope): SQL {
  const consent = scope.channel === "email" ? sql`crm_contacts.email_consent` : sql`crm_contacts.sms_consent`;
  const parts: SQL[] = [sql`when claimed.contact_id is not null and (crm_contacts.erased_at is not null or sup.reason = 'erased') then 'erased'`];
  if (scope.marketing) {
    parts.push(sql`when ${consent} <> 'subscribed' then 'no_consent'`, sql`when sup.reason is not null then sup.reason::text`);
    if (scope.topicId) {
      parts.push(sql`when exists (select 1 from messaging_topic_preferences tp where tp.workspace_id = ${scope.workspaceId} and tp.contact_id = claimed.contact_id
        and tp.topic_id = ${scope.topicId} and tp.channel = ${scope.channel} and not tp.subscribed) then 'topic_opt_out'`);
    }
  } else {
    parts.push(sql`when sup.reason in ('bounced', 'complained') then sup.reason::text`);
  }
  return sql`(case ${sql.join(parts, sql` `)} end)`;
}

/**
 * Claims up to `limit` rows of a send in one statement: picked with FOR UPDATE SKIP LOCKED (two
 * workers never take the same row), marked `sending` with a lease and one more attempt, and
 * returned with the contact's merge fields (none for an address row). A worker that dies leaves its rows `sending`; when the
 * lease runs out another worker takes them and sends the identical message (same Message-ID).
 */
export async function claimRows(db: Db, scope: ClaimScope, limit: number, leaseMs: number): Promise<ClaimedRow[]> {
  if (limit <= 0) return [];
  const hash =
    scope.channel === "email"
      ? sql`encode(sha256(convert_to(lower(claimed.address), 'UTF8')), 'hex')`
      : sql`encode(sha256(convert_to(claimed.address, 'UTF8')), 'hex')`;
  const result = await db.execute<ClaimedRow>(sql`
    with picked as (
      select id from messaging_outbox where ${claimableSql(scope.workspaceId, scope.sendId)}
      limit ${limit}::int for update skip locked
    ), claimed as (
      update messaging_outbox o set state = 'sending', lease_until = now() + make_interval(secs => ${leaseMs / 1000}::float8), attempts = o.attempts + 1
      from picked where o.id = picked.id
      returning o.id, o.contact_id, o.address, o.receiving_domain, o.message_id, o.attempts
    )
    select claimed.id, claimed.contact_id, claimed.address, claimed.receiving_domain, claimed.message_id, claimed.attempts,
      ${contactFieldsSql}, ${blockedSql(scope)} as blocked
    from claimed
    left join crm_contacts on crm_contacts.id = claimed.contact_id
    ${companyJoinSql}
    left join messaging_suppressions sup on sup.workspace_id = ${scope.workspaceId} and sup.channel = ${scope.channel} and sup.address_hash = ${hash}
    order by claimed.id`);
  return result.rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

/**
 * Keeps the leases of rows this worker still holds (claimed, no outcome yet) from running out. Rows
 * another statement has locked (an outcome being written) are skipped, never waited for: a renewal
 * can't take part in a deadlock.
 */
export async function extendLeases(db: Db, workspaceId: string, ids: number[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update messaging_outbox set lease_until = now() + make_interval(secs => ${leaseMs / 1000}::float8)
    where id in (select id from messaging_outbox where workspace_id = ${workspaceId} and id = any(${sql.param(ids)}::bigint[]) and state = 'sending' for update skip locked)`);
}
