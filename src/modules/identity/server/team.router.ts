import "server-only";
import { authedProcedure, publicProcedure, router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { rememberWorkspace } from "@/server/trpc/cookies";
import { MAIL_OFF_ADMIN_STEP, MAIL_OFF_HINT, mailEnabled } from "@/server/mail/mailer";
import { changeRoleInput, invitationIdInput, invitationTokenInput, inviteInput, memberIdInput, signUpAndAcceptInput } from "../contracts/team.contracts";
import {
  acceptInvitation,
  createInvitation,
  inspectInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
  signUpAndAccept,
} from "./invitations.service";
import { changeRole, listMembers, seatSummary, removeMember, transferOwnership } from "./members.service";
import { listAuditInput } from "../contracts/audit.contracts";
import { listAudit } from "./audit.service";

export const auditRouter = router({
  list: requires("audit.read")
    .input(listAuditInput)
    .query(({ ctx, input }) => listAudit(ctx.db, ctx.tenant, input)),
});

export const membersRouter = router({
  list: requires("members.read").query(({ ctx }) => listMembers(ctx.db, ctx.tenant)),
  seats: requires("members.read").query(async ({ ctx }) => ({
    ...(await seatSummary(ctx.db, ctx.tenant)),
    mailEnabled: mailEnabled(),
    mailOffHint: MAIL_OFF_HINT,
    mailOffAdminStep: MAIL_OFF_ADMIN_STEP,
  })),
  changeRole: requires("members.manage")
    .input(changeRoleInput)
    .mutation(({ ctx, input }) => changeRole(ctx.db, ctx.tenant, input)),
  remove: requires("members.manage")
    .input(memberIdInput)
    .mutation(({ ctx, input }) => removeMember(ctx.db, ctx.tenant, input.memberId)),
  transferOwnership: requires("workspace.transfer")
    .input(memberIdInput)
    .mutation(({ ctx, input }) => transferOwnership(ctx.db, ctx.tenant, input.memberId)),
});

export const invitationsRouter = router({
  list: requires("members.manage").query(({ ctx }) => listInvitations(ctx.db, ctx.tenant)),
  create: requires("members.manage")
    .input(inviteInput)
    .mutation(({ ctx, input }) => createInvitation(ctx.db, ctx.tenant, input)),
  resend: requires("members.manage")
    .input(invitationIdInput)
    .mutation(({ ctx, input }) => resendInvitation(ctx.db, ctx.tenant, input.invitationId)),
  revoke: requires("members.manage")
    .input(invitationIdInput)
    .mutation(({ ctx, input }) => revokeInvitation(ctx.db, ctx.tenant, input.invitationId)),
  inspect: publicProcedure.input(invitationTokenInput).query(({ ctx, input }) => inspectInvitation(ctx.db, input.token)),
  accept: authedProcedure.input(invitationTokenInput).mutation(async ({ ctx, input }) => {
    const joined = await acceptInvitation(ctx.db, ctx.session, input.token);
    rememberWorkspace(ctx, joined.workspaceId);
    return joined;
  }),
  signUpAndAccept: publicProcedure.input(signUpAndAcceptInput).mutation(async ({ ctx, input }) => {
    const joined = await signUpAndAccept(ctx.db, input);
    rememberWorkspace(ctx, joined.workspaceId);
    return joined;
  }),
});
