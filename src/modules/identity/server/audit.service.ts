import "server-only";
import { and, desc, eq, gte, ilike, lt, lte, or, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import type { ListAuditInput } from "../contracts/audit.contracts";
import { auditEvents } from "../db/audit-events.table";
import { memberships } from "../db/memberships.table";
import { users } from "../db/users.table";
import type { Tenant } from "../tenant";

export type AuditAction = NonNullable<ListAuditInput["action"]>;

/** Appends one event (inside the caller's transaction, so it exists exactly when the change does). */
export async function recordAudit(
  tx: Db | Tx,
  event: { workspaceId: string; actorId: string | null; action: AuditAction; subject?: string; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditEvents).values({ ...event, details: event.details ?? {} });
}

export const AUDIT_PAGE = 50;

/** The workspace's events, newest first, filtered, a page at a time (`cursor` = the last one shown). */
export async function listAudit(db: Db, tenant: Tenant, input: ListAuditInput) {
  const conditions: (SQL | undefined)[] = [eq(auditEvents.workspaceId, tenant.workspaceId)];
  if (input.action) conditions.push(eq(auditEvents.action, input.action));
  if (input.from) conditions.push(gte(auditEvents.at, input.from));
  if (input.to) conditions.push(lte(auditEvents.at, input.to));
  if (input.cursor) conditions.push(lt(auditEvents.at, input.cursor));
  if (input.person) {
    const like = `%${input.person.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(auditEvents.subject, like), ilike(users.email, like), ilike(users.name, like)));
  }
  const rows = await db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      action: auditEvents.action,
      subject: auditEvents.subject,
      details: auditEvents.details,
      actorEmail: users.email,
      actorName: users.name,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(...conditions))
    .orderBy(desc(auditEvents.at))
    .limit(AUDIT_PAGE + 1);
  return { events: rows.slice(0, AUDIT_PAGE), hasMore: rows.length > AUDIT_PAGE };
}

/**
 * A password sign-in of an account, success or failure, in the security log of every workspace
 * the account belongs to (an unknown email belongs to none, so it leaves no trace there).
 */
export async function recordSignIn(db: Db, email: string, outcome: "succeeded" | "failed", ip: string | null): Promise<void> {
  const rows = await db
    .select({ workspaceId: memberships.workspaceId, userId: users.id })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase()));
  if (rows.length === 0) return;
  await db.insert(auditEvents).values(
    rows.map((r) => ({
      workspaceId: r.workspaceId,
      actorId: r.userId,
      action: `sign_in.${outcome}`,
      subject: email.trim().toLowerCase(),
      details: ip ? { ip } : {},
    })),
  );
}
