import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { auditEvents } from "../db/audit-events.table";
import type { Tenant } from "../tenant";

export type AuditAction =
  | "invitation.sent"
  | "invitation.resent"
  | "invitation.revoked"
  | "invitation.accepted"
  | "member.role_changed"
  | "member.removed"
  | "ownership.transferred";

/** Appends one event (inside the caller's transaction, so it exists exactly when the change does). */
export async function recordAudit(
  tx: Db | Tx,
  event: { workspaceId: string; actorId: string | null; action: AuditAction; subject?: string; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditEvents).values({ ...event, details: event.details ?? {} });
}

export function listAudit(db: Db, tenant: Tenant, limit = 50) {
  return db.select().from(auditEvents).where(eq(auditEvents.workspaceId, tenant.workspaceId)).orderBy(desc(auditEvents.at)).limit(limit);
}
