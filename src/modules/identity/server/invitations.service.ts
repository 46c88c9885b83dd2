import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { env, siteUrl } from "@/env";
import type { Db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { ConflictError, InvalidError, NotFoundError } from "@/server/errors";
import { getLogger } from "@/server/log";
import { renderTemplate } from "@/server/mail/templates";
import type { InviteInput, SignUpAndAcceptInput } from "../contracts/team.contracts";
import { invitations } from "../db/invitations.table";
import { memberships } from "../db/memberships.table";
import { users } from "../db/users.table";
import { workspaces } from "../db/workspaces.table";
import type { Tenant } from "../tenant";
import { INVITATION_TTL_MS, invitationToken, parseInvitationToken, signatureMatches } from "./invitation-token";
import { recordAudit } from "./audit.service";
import { hashPassword } from "./passwords";
import { invitationMailer, seatCheck } from "./ports";

type Row = typeof invitations.$inferSelect;

const linkFor = (row: Pick<Row, "id" | "version" | "expiresAt">) => `${siteUrl()}/invite/${invitationToken(env.NEXTAUTH_SECRET, row)}`;
const isOpen = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

/** `mailed`: the mail is queued with the messaging engine (its delivery shows on the list). */
export type SentInvitation = { id: string; email: string; link: string; mailed: boolean; mailError: string | null };

/** The messaging engine's key of one version's mail: a resend (new version) is a new mail, a retry isn't. */
const mailKeyOf = (row: Pick<Row, "id" | "version">) => `invitation:${row.id}:${row.version}`;

/**
 * Queues the invitation's mail through the messaging engine (from the workspace's sending domain, or
 * the server's mail settings). When no mail server can send for the workspace, or queuing fails, the
 * link is answered for the admin to copy: never lost, never fatal.
 */
async function deliver(db: Db, tenant: Tenant, row: Row, inviterName: string, workspaceName: string): Promise<SentInvitation> {
  const link = linkFor(row);
  let mailed = false;
  let mailError: string | null = null;
  try {
    const mail = renderTemplate("invitation", { workspaceName, inviterName, role: row.role, link, expiresAt: row.expiresAt });
    const queued = await invitationMailer().send(db, tenant.workspaceId, {
      to: [row.email],
      ...mail,
      meta: { purpose: "invitation", invitationId: row.id, version: row.version },
      idempotencyKey: mailKeyOf(row),
      createdBy: tenant.userId,
    });
    mailed = queued.queued;
    if (mailed)
      await db
        .update(invitations)
        .set({ sentAt: new Date() })
        .where(and(eq(invitations.workspaceId, tenant.workspaceId), eq(invitations.id, row.id)));
  } catch (error) {
    getLogger().warn({ err: error, invitationId: row.id }, "invitation mail not queued");
    mailError = "The email couldn't be sent. Copy the link and send it yourself, or try again later.";
  }
  return { id: row.id, email: row.email, link, mailed, mailError };
}

async function senderNames(db: Db, tenant: Tenant) {
  const [row] = await db
    .select({ inviter: users.name, inviterEmail: users.email, workspace: workspaces.name })
    .from(users)
    .innerJoin(workspaces, eq(workspaces.id, tenant.workspaceId))
    .where(eq(users.id, tenant.userId));
  return { inviterName: row?.inviter ?? row?.inviterEmail ?? "A teammate", workspaceName: row?.workspace ?? "a workspace" };
}

export async function createInvitation(db: Db, tenant: Tenant, input: InviteInput): Promise<SentInvitation> {
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, tenant.workspaceId), eq(users.email, input.email)));
  if (member) throw new ConflictError(`${input.email} is already a member of this workspace.`);
  // Every team role takes a seat of the plan (held by the open invitation); client access is free.
  if (input.role !== "client") await seatCheck().assertSeatsFree(db, tenant, 1);
  let row: Row;
  try {
    row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(invitations)
        .values({
          workspaceId: tenant.workspaceId,
          email: input.email,
          role: input.role,
          invitedBy: tenant.userId,
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        })
        .returning();
      await recordAudit(tx, {
        workspaceId: tenant.workspaceId,
        actorId: tenant.userId,
        action: "invitation.sent",
        subject: input.email,
        details: { role: input.role },
      });
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`${input.email} already has an open invitation. Resend it instead.`);
    throw error;
  }
  const names = await senderNames(db, tenant);
  return deliver(db, tenant, row, names.inviterName, names.workspaceName);
}

/**
 * Open invitations, newest first, with their link (admins may copy it when mail is off) and the
 * delivery of the current link's mail as the messaging engine reports it (null: not mailed).
 */
export async function listInvitations(db: Db, tenant: Tenant) {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, tenant.workspaceId), isOpen))
    .orderBy(desc(invitations.createdAt));
  const deliveries = await invitationMailer().deliveries(db, tenant.workspaceId, rows.map(mailKeyOf));
  const now = Date.now();
  return rows.map((r) => {
    const delivery = deliveries.get(mailKeyOf(r));
    return {
      id: r.id,
      email: r.email,
      role: r.role,
      expiresAt: r.expiresAt,
      /** When the current link's mail was queued. */
      queuedAt: r.sentAt,
      status: r.expiresAt.getTime() < now ? ("expired" as const) : ("pending" as const),
      delivery: delivery ? { state: delivery.state, sentAt: delivery.sentAt, error: delivery.error } : null,
      link: linkFor(r),
    };
  });
}

async function openInvitation(db: Db, tenant: Tenant, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, tenant.workspaceId), eq(invitations.id, id), isOpen));
  if (!row) throw new NotFoundError("Invitation");
  return row;
}

/** A new link, valid 7 days from now; the previous link stops working. */
export async function resendInvitation(db: Db, tenant: Tenant, id: string): Promise<SentInvitation> {
  await openInvitation(db, tenant, id);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(invitations)
      .set({ version: sql`${invitations.version} + 1`, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
      .where(and(eq(invitations.workspaceId, tenant.workspaceId), eq(invitations.id, id)))
      .returning();
    await recordAudit(tx, { workspaceId: tenant.workspaceId, actorId: tenant.userId, action: "invitation.resent", subject: updated!.email });
    return updated!;
  });
  const names = await senderNames(db, tenant);
  return deliver(db, tenant, row, names.inviterName, names.workspaceName);
}

export async function revokeInvitation(db: Db, tenant: Tenant, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.workspaceId, tenant.workspaceId), eq(invitations.id, id), isOpen))
      .returning({ id: invitations.id, email: invitations.email });
    if (!row) throw new NotFoundError("Invitation");
    await recordAudit(tx, { workspaceId: tenant.workspaceId, actorId: tenant.userId, action: "invitation.revoked", subject: row.email });
    return { id: row.id };
  });
}

export type InvitationStatus = "valid" | "expired" | "used" | "revoked" | "invalid";

/** What the invitation page shows for a link (public: the link is the credential). */
export async function inspectInvitation(db: Db, token: string) {
  const parsed = parseInvitationToken(token);
  if (!parsed) return { status: "invalid" as InvitationStatus };
  const [row] = await db
    .select({ inv: invitations, workspaceName: workspaces.name, inviterName: users.name })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.id, parsed.id));
  if (!row || row.inv.version !== parsed.version || !signatureMatches(env.NEXTAUTH_SECRET, parsed, row.inv.expiresAt)) {
    return { status: "invalid" as InvitationStatus };
  }
  const status: InvitationStatus = row.inv.revokedAt ? "revoked" : row.inv.acceptedAt ? "used" : row.inv.expiresAt.getTime() < Date.now() ? "expired" : "valid";
  return { status, email: row.inv.email, role: row.inv.role, workspaceName: row.workspaceName, inviterName: row.inviterName };
}

const refusal: Record<Exclude<InvitationStatus, "valid">, string> = {
  invalid: "This invitation link isn't valid. Ask for a new one.",
  expired: "This invitation has expired. Ask the person who invited you to resend it.",
  used: "This invitation was already accepted.",
  revoked: "This invitation was withdrawn. Ask the workspace's admins if you still need access.",
};

/** Joins the signed-in person to the workspace, once. The account's email must be the invited one. */
export async function acceptInvitation(db: Db, person: { userId: string; email: string }, token: string): Promise<{ workspaceId: string }> {
  const found = await inspectInvitation(db, token);
  if (found.status !== "valid") throw new InvalidError(refusal[found.status]);
  if (found.email !== person.email.toLowerCase()) {
    throw new InvalidError(`This invitation is for ${found.email}. Sign in with that email to accept it.`);
  }
  const parsed = parseInvitationToken(token)!;
  return db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(invitations)
      .set({ acceptedAt: new Date(), acceptedBy: person.userId })
      .where(and(eq(invitations.id, parsed.id), eq(invitations.version, parsed.version), isOpen))
      .returning();
    if (!accepted) throw new ConflictError(refusal.used);
    await tx
      .insert(memberships)
      .values({ workspaceId: accepted.workspaceId, userId: person.userId, role: accepted.role })
      .onConflictDoNothing({ target: [memberships.workspaceId, memberships.userId] });
    await recordAudit(tx, {
      workspaceId: accepted.workspaceId,
      actorId: person.userId,
      action: "invitation.accepted",
      subject: accepted.email,
      details: { role: accepted.role },
    });
    return { workspaceId: accepted.workspaceId };
  });
}

/** A new person creates their account from the invitation and joins in one step. */
export async function signUpAndAccept(db: Db, input: SignUpAndAcceptInput): Promise<{ email: string; workspaceId: string }> {
  const found = await inspectInvitation(db, input.token);
  if (found.status !== "valid" || !found.email) throw new InvalidError(refusal[found.status === "valid" ? "invalid" : found.status]);
  const email = found.email;
  const passwordHash = await hashPassword(input.password);
  // One transaction: no account is left behind without its membership if accepting fails.
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: input.name, email, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) throw new ConflictError(`An account for ${email} already exists. Sign in to accept the invitation.`);
    const { workspaceId } = await acceptInvitation(tx as unknown as Db, { userId: user.id, email }, input.token);
    return { email, workspaceId };
  });
}
