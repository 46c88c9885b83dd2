import "server-only";
import { and, desc, eq, gte, ilike, lt, lte, or, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import type { ListAuditInput } from "../contracts/audit.contracts";
import { auditEvents } from "../db/audit-events.table";
import { users } from "../db/users.table";
import type { Tenant } from "../tenant";

export type AuditAction =
  | "invitation.sent"
  | "invitation.resent"
  | "invitation.revoked"
  | "invitation.accepted"
  | "member.role_changed"
  | "member.removed"
  | "ownership.transferred"
  | "workspace.settings_changed"
  | "member.left";

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
    .select({ id: auditEvents.id, at: auditEvents.at, action: auditEvents.action, subject: auditEvents.subject, details: auditEvents.details, actorEmail: users.email, actorName: users.name })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(...conditions))
    .orderBy(desc(auditEvents.at))
    .limit(AUDIT_PAGE + 1);
  return { events: rows.slice(0, AUDIT_PAGE), hasMore: rows.length > AUDIT_PAGE };
}
