import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { can, users } from "@/modules/identity";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import type { LogActivityInput, TimelineInput } from "../contracts/activities.contracts";
import type { ActivityKind } from "../contracts/crm-enums";
import { activities } from "../db/activities.table";
import { companies } from "../db/companies.table";
import { contacts } from "../db/contacts.table";
import { deals } from "../db/deals.table";

export type NewActivity = {
  kind: ActivityKind;
  contactId?: string | null;
  companyId?: string | null;
  dealId?: string | null;
  actorId?: string | null;
  title: string;
  body?: string | null;
  data?: Record<string, unknown>;
  occurredAt?: Date;
};

/**
 * Writes one timeline entry (crm's public interface: forms, email and launches call it too) and
 * moves the contact's "last activity". Runs in the caller's transaction when given one.
 */
export async function recordActivity(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, activity: NewActivity): Promise<{ id: string }> {
  const occurredAt = activity.occurredAt ?? new Date();
  const [row] = await db
    .insert(activities)
    .values({ ...activity, data: activity.data ?? {}, occurredAt, workspaceId: tenant.workspaceId })
    .returning({ id: activities.id });
  if (activity.contactId) {
    await db
      .update(contacts)
      .set({
        lastActivityAt: sql`greatest(coalesce(${contacts.lastActivityAt}, ${occurredAt.toISOString()}::timestamptz), ${occurredAt.toISOString()}::timestamptz)`,
      })
      .where(and(eq(contacts.workspaceId, tenant.workspaceId), eq(contacts.id, activity.contactId)));
  }
  return row!;
}

/**
 * Writes many timeline entries in one insert (a send's delivered messages) and moves each contact's
 * "last activity" in one update. Runs in the caller's transaction when given one.
 */
export async function recordActivities(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, entries: NewActivity[]): Promise<void> {
  if (entries.length === 0) return;
  const now = new Date();
  const column = <T>(pick: (a: NewActivity) => T) => sql.param(entries.map(pick));
  // One array per column (unnest): a statement of a few parameters whatever the number of entries.
  await db.execute(sql`
    insert into ${activities} (workspace_id, kind, contact_id, company_id, deal_id, actor_id, title, body, data, occurred_at)
    select ${tenant.workspaceId}, u.kind::crm_activity_kind, u.contact_id, u.company_id, u.deal_id, u.actor_id, u.title, u.body, u.data, u.occurred_at
    from unnest(${column((a) => a.kind)}::text[], ${column((a) => a.contactId ?? null)}::uuid[], ${column((a) => a.companyId ?? null)}::uuid[],
      ${column((a) => a.dealId ?? null)}::uuid[], ${column((a) => a.actorId ?? null)}::uuid[], ${column((a) => a.title)}::text[], ${column((a) => a.body ?? null)}::text[],
      ${column((a) => JSON.stringify(a.data ?? {}))}::jsonb[], ${column((a) => (a.occurredAt ?? now).toISOString())}::timestamptz[])
      as u(kind, contact_id, company_id, deal_id, actor_id, title, body, data, occurred_at)`);
  const latest = new Map<string, Date>();
  for (const a of entries) {
    const at = a.occurredAt ?? now;
    if (a.contactId && !(latest.get(a.contactId)! >= at)) latest.set(a.contactId, at);
  }
  if (latest.size === 0) return;
  await db.execute(sql`
    update ${contacts} set last_activity_at = greatest(coalesce(${contacts.lastActivityAt}, v.at), v.at)
    from unnest(${sql.param([...latest.keys()])}::uuid[], ${sql.param([...latest.values()].map((d) => d.toISOString()))}::timestamptz[]) as v(id, at)
    where ${contacts.workspaceId} = ${tenant.workspaceId} and ${contacts.id} = v.id`);
}

/** The subject must be this workspace's: a foreign id is NOT_FOUND before anything is written. */
async function assertSubjects(db: Db, tenant: Tenant, ids: { contactId?: string | null; companyId?: string | null; dealId?: string | null }) {
  const checks: Array<[string | null | undefined, () => Promise<unknown[]>, string]> = [
    [
      ids.contactId,
      () =>
        db
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(eq(contacts.workspaceId, tenant.workspaceId), eq(contacts.id, ids.contactId!), sql`${contacts.erasedAt} is null`)),
      "Contact",
    ],
    [
      ids.companyId,
      () =>
        db
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.workspaceId, tenant.workspaceId), eq(companies.id, ids.companyId!))),
      "Company",
    ],
    [
      ids.dealId,
      () =>
        db
          .select({ id: deals.id })
          .from(deals)
          .where(and(eq(deals.workspaceId, tenant.workspaceId), eq(deals.id, ids.dealId!))),
      "Deal",
    ],
  ];
  for (const [id, find, what] of checks) if (id && (await find()).length === 0) throw new NotFoundError(what);
}

/** A note, call, meeting or email logged by a person. */
export async function logActivity(db: Db, tenant: Tenant, input: LogActivityInput) {
  await assertSubjects(db, tenant, input);
  return db.transaction((tx) => recordActivity(tx, tenant, { ...input, actorId: tenant.userId }));
}

export const TIMELINE_PAGE = 50;

/** Newest first, a page at a time, with who did it. */
export async function timeline(db: Db, tenant: Tenant, input: TimelineInput) {
  await assertSubjects(db, tenant, input);
  const subject: SQL = input.contactId
    ? eq(activities.contactId, input.contactId)
    : input.companyId
      ? eq(activities.companyId, input.companyId)
      : eq(activities.dealId, input.dealId!);
  const rows = await db
    .select({
      id: activities.id,
      kind: activities.kind,
      title: activities.title,
      body: activities.body,
      data: activities.data,
      occurredAt: activities.occurredAt,
      actorId: activities.actorId,
      actorName: users.name,
      actorEmail: users.email,
      contactId: activities.contactId,
      dealId: activities.dealId,
      companyId: activities.companyId,
    })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.actorId))
    .where(
      and(
        eq(activities.workspaceId, tenant.workspaceId),
        subject,
        // Keyset on (time, id): entries sharing a timestamp at a page's edge are neither skipped nor repeated.
        input.cursor
          ? sql`(${activities.occurredAt}, ${activities.id}) < (${input.cursor.at.toISOString()}::timestamptz, ${input.cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(activities.occurredAt), desc(activities.id))
    .limit(TIMELINE_PAGE + 1);
  const entries = rows.slice(0, TIMELINE_PAGE);
  const last = entries.at(-1);
  return { entries, hasMore: rows.length > TIMELINE_PAGE, nextCursor: rows.length > TIMELINE_PAGE && last ? { at: last.occurredAt, id: last.id } : null };
}

/** Only hand-logged entries can be removed: by the person who logged them, or by an admin. */
export async function deleteActivity(db: Db, tenant: Tenant, id: string) {
  const [row] = await db
    .delete(activities)
    .where(
      and(
        eq(activities.workspaceId, tenant.workspaceId),
        eq(activities.id, id),
        sql`${activities.kind} in ('note','call','meeting','email')`,
        can(tenant.role, "crm.delete") ? undefined : eq(activities.actorId, tenant.userId),
      ),
    )
    .returning({ id: activities.id });
  if (!row) throw new NotFoundError("Activity");
  return row;
}
