import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { contactScope } from "@/modules/crm";
import type { Channel, SuppressReason } from "../contracts/messaging-enums";

/**
 * Who of an audience may receive a message, as SQL over `crm_contacts`: one CASE naming the first
 * reason a contact is left out (null: eligible). Materialising a send (INSERT … SELECT) and counting
 * an audience (GROUP BY) use the same expression, so the count a person sees is what the send does.
 *
 * Reasons, first match wins: no_address, erased, no_consent, unsubscribed / bounced / complained /
 * manual (the suppression list), topic_opt_out, invalid_address, frequency_cap. A transactional
 * message skips consent, unsubscribes, topics and the cap, but never goes to an erased, bounced or
 * complaining address.
 */
export type AudienceRules = {
  workspaceId: string;
  channel: Channel;
  marketing: boolean;
  topicId: string | null;
  excludeInvalid: boolean;
  /** At most `count` marketing messages per contact in `days` days, email and SMS together. */
  frequencyCap: { count: number; days: number } | null;
};

/** The address the channel sends to, trimmed, null when the contact has none. */
export const addressSql = (channel: Channel): SQL =>
  channel === "email" ? sql`nullif(btrim(crm_contacts.email), '')` : sql`nullif(btrim(crm_contacts.phone), '')`;

/** The suppression key, as `addressHashOf` computes it in JavaScript (sha256 hex of the trimmed, lower-cased email or the phone). */
const hashSql = (channel: Channel): SQL =>
  channel === "email"
    ? sql`encode(sha256(convert_to(lower(btrim(crm_contacts.email)), 'UTF8')), 'hex')`
    : sql`encode(sha256(convert_to(btrim(crm_contacts.phone), 'UTF8')), 'hex')`;

/**
 * The FROM clause the reason reads: the contacts with their suppression-list entry (at most one per
 * channel and address, a unique key) joined once.
 */
export function audienceFrom(rules: AudienceRules): SQL {
  return sql`crm_contacts
    left join messaging_suppressions sup
      on sup.workspace_id = ${rules.workspaceId} and sup.channel = ${rules.channel} and sup.address_hash = ${hashSql(rules.channel)}`;
}

/** The first reason a contact is left out, as text, or null when it receives the message. */
export function reasonSql(rules: AudienceRules): SQL {
  const ws = rules.workspaceId;
  const when: SQL[] = [sql`when ${addressSql(rules.channel)} is null then 'no_address'`];
  const tombstone =
    rules.channel === "email"
      ? sql` or exists (select 1 from crm_contacts gone where gone.workspace_id = ${ws} and gone.erased_at is not null and gone.email_hash = ${hashSql("email")})`
      : sql``;
  when.push(sql`when sup.reason = 'erased'${tombstone} then 'erased'`);
  if (rules.marketing) {
    when.push(
      rules.channel === "email"
        ? sql`when crm_contacts.email_consent <> 'subscribed' then 'no_consent'`
        : sql`when crm_contacts.sms_consent <> 'subscribed' then 'no_consent'`,
    );
    when.push(sql`when sup.reason is not null then sup.reason::text`);
  } else {
    when.push(sql`when sup.reason in ('bounced', 'complained') then sup.reason::text`);
  }
  if (rules.marketing && rules.topicId) {
    when.push(sql`when exists (select 1 from messaging_topic_preferences tp
      where tp.workspace_id = ${ws} and tp.contact_id = crm_contacts.id and tp.topic_id = ${rules.topicId} and tp.channel = ${rules.channel} and not tp.subscribed) then 'topic_opt_out'`);
  }
  if (rules.channel === "email" && rules.excludeInvalid) when.push(sql`when crm_contacts.email_verdict = 'invalid' then 'invalid_address'`);
  if (rules.marketing && rules.frequencyCap && rules.frequencyCap.count > 0) {
    const { count, days } = rules.frequencyCap;
    // Counted up to the cap only (LIMIT), through the (workspace, contact, sent_at) index.
    when.push(sql`when (select count(*) from (select 1 from messaging_outbox fo join messaging_sends fs on fs.id = fo.send_id
        where fo.workspace_id = ${ws} and fo.contact_id = crm_contacts.id and fo.sent_at > now() - make_interval(days => ${days}::int) and fs.marketing
        limit ${count}::int) capped) >= ${count}::int then 'frequency_cap'`);
  }
  return sql`(case ${sql.join(when, sql` `)} end)`;
}

/** The audience's live contacts: the workspace's, not erased, and members of the list (or the named contacts). */
export const audienceWhere = (workspaceId: string, membership: SQL): SQL => sql`${contactScope(workspaceId)} and ${membership}`;

export type AudienceCounts = { total: number; eligible: number; byReason: Partial<Record<SuppressReason, number>> };

/** Tallies `reason, n` rows (null reason = eligible). */
export function tally(rows: Array<{ reason: string | null; n: number | string }>): AudienceCounts {
  const out: AudienceCounts = { total: 0, eligible: 0, byReason: {} };
  for (const row of rows) {
    const n = Number(row.n);
    out.total += n;
    if (row.reason === null) out.eligible += n;
    else out.byReason[row.reason as SuppressReason] = n;
  }
  return out;
}
