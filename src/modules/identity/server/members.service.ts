import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import type { ChangeRoleInput } from "../contracts/team.contracts";
import { invitations } from "../db/invitations.table";
import { memberships } from "../db/memberships.table";
import { users } from "../db/users.table";
import type { Tenant } from "../tenant";
import { recordAudit } from "./audit.service";
import { seatCheck } from "./ports";

export function listMembers(db: Db, tenant: Tenant) {
  return db
    .select({ memberId: memberships.id, userId: users.id, name: users.name, email: users.email, role: memberships.role, joinedAt: memberships.createdAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, tenant.workspaceId))
    .orderBy(asc(memberships.createdAt));
}

async function member(db: Db, tenant: Tenant, memberId: string) {
  const [row] = await db
    .select({ id: memberships.id, userId: memberships.userId, role: memberships.role, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, tenant.workspaceId), eq(memberships.id, memberId)));
  if (!row) throw new NotFoundError("Member");
  return row;
}

/** Changes a member's role. The owner's role only changes by transferring ownership. */
export async function changeRole(db: Db, tenant: Tenant, input: ChangeRoleInput) {
  const target = await member(db, tenant, input.memberId);
  if (target.role === "owner") throw new InvalidError("The owner's role changes only by transferring ownership.");
  // Client access is free; giving a client a team role takes a seat.
  if (target.role === "client" && input.role !== "client") await seatCheck().assertSeatsFree(db, tenant, 1);
  return db.transaction(async (tx) => {
    await tx
      .update(memberships)
      .set({ role: input.role })
      .where(and(eq(memberships.workspaceId, tenant.workspaceId), eq(memberships.id, target.id)));
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "member.role_changed",
      subject: target.email,
      details: { from: target.role, to: input.role },
    });
    return { memberId: target.id, role: input.role };
  });
}

/** Removes a member (or lets a member leave). The owner stays until ownership is transferred. */
export async function removeMember(db: Db, tenant: Tenant, memberId: string) {
  const target = await member(db, tenant, memberId);
  if (target.role === "owner") throw new InvalidError("The owner can't be removed. Transfer ownership to someone else first.");
  return db.transaction(async (tx) => {
    await tx.delete(memberships).where(and(eq(memberships.workspaceId, tenant.workspaceId), eq(memberships.id, target.id)));
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "member.removed",
      subject: target.email,
      details: { role: target.role },
    });
    return { memberId: target.id };
  });
}

/** Hands ownership to another member; the previous owner becomes an admin. Always one owner. */
export async function transferOwnership(db: Db, tenant: Tenant, memberId: string) {
  const target = await member(db, tenant, memberId);
  if (target.userId === tenant.userId) throw new InvalidError("You already own this workspace.");
  return db.transaction(async (tx) => {
    await tx
      .update(memberships)
      .set({ role: "owner" })
      .where(and(eq(memberships.workspaceId, tenant.workspaceId), eq(memberships.id, target.id)));
    await tx
      .update(memberships)
      .set({ role: "admin" })
      .where(and(eq(memberships.workspaceId, tenant.workspaceId), eq(memberships.userId, tenant.userId)));
    await recordAudit(tx, { workspaceId: tenant.workspaceId, actorId: tenant.userId, action: "ownership.transferred", subject: target.email });
    return { ownerMemberId: target.id };
  });
}

/** Seats in use: members plus open invitations (billing limits them per plan). One query. */
export async function countSeats(db: Db, tenant: Tenant): Promise<{ members: number; invited: number; used: number }> {
  const [row] = await db
    .select({
      members: sql<number>`(select count(*)::int from ${memberships} where ${memberships.workspaceId} = ${tenant.workspaceId})`,
      invited: sql<number>`(select count(*)::int from ${invitations} where ${invitations.workspaceId} = ${tenant.workspaceId} and ${invitations.acceptedAt} is null and ${invitations.revokedAt} is null)`,
    })
    .from(sql`(select 1) as one`);
  const members = Number(row?.members ?? 0);
  const invited = Number(row?.invited ?? 0);
  return { members, invited, used: members + invited };
}

/** This workspace's people beside the plan's seat count (billing counts them across the account). */
export async function seatSummary(db: Db, tenant: Tenant) {
  const [here, plan] = await Promise.all([countSeats(db, tenant), seatCheck().seatsOfPlan(db, tenant)]);
  return { ...here, plan: { used: plan.used, limit: plan.limit } };
}
