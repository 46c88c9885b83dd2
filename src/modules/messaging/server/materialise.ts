import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { checkLimit, entitlements, recordUsage } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import type { Tx } from "@/server/db/client";
import { LimitReachedError } from "@/server/errors";
import { sends } from "../db/sends.table";
import { addressSql, audienceFrom, audienceWhere, reasonSql, type AudienceRules } from "./audience";

export type Materialised = { total: number; queued: number; suppressed: number };

/** The suffix of every Message-ID of a send: `<send id>.<contact id>@<this>`. SMS rows use "sms". */
export const messageIdHost = (channel: "email" | "sms", domain: string | null) => (channel === "email" ? domain! : "sms");

/**
 * Writes a send's outbox in ONE statement: a row per audience contact, `queued` when eligible and
 * `suppressed` with the reason otherwise, with its deterministic Message-ID. Idempotent: the unique
 * (workspace, send, contact) key makes a second run add nothing. `allowance` caps how many rows
 * may be queued (the monthly email limit): eligible contacts past it are suppressed `limit_reached`.
 */
export async function insertOutbox(
  tx: Tx,
  sendId: string,
  rules: AudienceRules,
  membership: SQL,
  host: string,
  allowance: number | null,
): Promise<Materialised> {
  const reason = reasonSql(rules);
  const rank = allowance === null ? sql`null` : sql`case when reason is null then row_number() over (partition by reason is null order by id) end`;
  const result = await tx.execute<{ total: number; queued: number }>(sql`
    with audience as (
      select crm_contacts.id, ${addressSql(rules.channel)} as address, ${reason} as reason
      from ${audienceFrom(rules)}
      where ${audienceWhere(rules.workspaceId, membership)}
    ), ranked as (
      select id, address, case when reason is null and ${allowance === null ? sql`false` : sql`${rank} > ${allowance}::int`} then 'limit_reached' else reason end as reason
      from audience
    ), inserted as (
      insert into messaging_outbox (workspace_id, send_id, contact_id, channel, address, receiving_domain, message_id, state, reason)
      select ${rules.workspaceId}, ${sendId}, id, ${rules.channel}, coalesce(address, ''),
        ${rules.channel === "email" ? sql`nullif(lower(split_part(address, '@', 2)), '')` : sql`null`},
        ${sendId} || '.' || id || '@' || ${host},
        (case when reason is null then 'queued' else 'suppressed' end)::messaging_outbox_state,
        reason::messaging_suppress_reason
      from ranked
      on conflict (workspace_id, send_id, contact_id) do nothing
      returning state
    )
    select count(*)::int as total, (count(*) filter (where state = 'queued'))::int as queued from inserted`);
  const row = result.rows[0] ?? { total: 0, queued: 0 };
  return { total: Number(row.total), queued: Number(row.queued), suppressed: Number(row.total) - Number(row.queued) };
}

/**
 * How many emails the workspace may still queue this month, with the meter held until the
 * caller's transaction ends.
 *
 * Two sends materialised at once must not both spend the same allowance. `recordUsage` is an
 * unconditional upsert and billing keeps the counter per account (an agency and its clients share
 * one), so the read-then-spend is serialised instead: a transaction-scoped advisory lock keyed by the
 * account and metric. The second send's transaction waits on the lock until the first commits (or
 * rolls back); its `checkLimit` then runs in a new statement snapshot (READ COMMITTED) and sees the
 * usage the first one recorded. The outbox insert and `recordUsage` happen in the same transaction,
 * so what is queued and what is metered can't disagree. Throws the plan's limit message when
 * nothing is left.
 */
export async function lockEmailAllowance(tx: Tx, tenant: Pick<Tenant, "workspaceId">): Promise<number> {
  const { account } = await entitlements(tx, tenant.workspaceId, new Date(), "emails");
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`amt:billing:emails:${account.id}`}, 0))`);
  const check = await checkLimit(tx, tenant, "emails", 1);
  if (!check.allowed) throw new LimitReachedError(check.message ?? "Your plan's monthly emails are used up.", "emails");
  return check.remaining;
}

/** Meters the queued emails (same transaction as the outbox insert). */
export const meterEmails = (tx: Tx, tenant: Pick<Tenant, "workspaceId">, queued: number) => recordUsage(tx, tenant, "emails", queued);

/** The send's counters after materialising, and the start of delivery. */
export async function startSend(tx: Tx, workspaceId: string, sendId: string, counts: Materialised) {
  const queuedNothing = counts.queued === 0;
  await tx
    .update(sends)
    .set({
      total: counts.total,
      suppressed: counts.suppressed,
      status: queuedNothing ? "completed" : "sending",
      startedAt: new Date(),
      completedAt: queuedNothing ? new Date() : null,
      statusReason: queuedNothing ? (counts.total === 0 ? "The list has no contacts." : "No contact of the list can receive this message now.") : null,
      updatedAt: new Date(),
    })
    .where(and(eq(sends.workspaceId, workspaceId), eq(sends.id, sendId)));
}
