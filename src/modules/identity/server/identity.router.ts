import "server-only";
import { authedProcedure, publicProcedure, router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { rememberWorkspace } from "@/server/trpc/cookies";
import { createClientInput, createWorkspaceInput, signUpInput, switchWorkspaceInput } from "../contracts/identity.contracts";
import { auditRouter, invitationsRouter, membersRouter } from "./team.router";
import { companyProfileRouter } from "./company-profile.router";
import { newsletterRouter } from "./newsletter/newsletter.router";
import { passwordRouter } from "./password.router";
import { productEvents } from "./ports";
import { workspaceLifecycleProcedures, workspaceSettingsRouter } from "./workspace-settings.router";
import { signOutEverywhere, signUp } from "./users.service";
import { createClientWorkspace, createWorkspace, getMemberWorkspace, listMyWorkspaces } from "./workspaces.service";

export const identityRouter = router({
  signUp: publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) => {
    const created = await signUp(ctx.db, input);
    productEvents().signedUp(created);
    rememberWorkspace(ctx, created.workspaceId);
    return created;
  }),
  members: membersRouter,
  invitations: invitationsRouter,
  audit: auditRouter,
  companyProfile: companyProfileRouter,
  password: passwordRouter,
  settings: workspaceSettingsRouter,
  account: router({
    signOutEverywhere: authedProcedure.mutation(({ ctx }) => signOutEverywhere(ctx.db, ctx.session.userId)),
  }),
  newsletter: newsletterRouter,
  workspaces: router({
    list: authedProcedure.query(({ ctx }) => listMyWorkspaces(ctx.db, ctx.session.userId)),
    current: requires("workspace.read").query(({ ctx }) => ctx.workspace),
    create: authedProcedure.input(createWorkspaceInput).mutation(async ({ ctx, input }) => {
      const workspace = await createWorkspace(ctx.db, ctx.session.userId, input);
      rememberWorkspace(ctx, workspace.id);
      return workspace;
    }),
    createClient: requires("clients.manage")
      .input(createClientInput)
      .mutation(async ({ ctx, input }) => {
        const workspace = await createClientWorkspace(ctx.db, ctx.tenant, ctx.workspace, input);
        rememberWorkspace(ctx, workspace.id);
        return workspace;
      }),
    switch: authedProcedure.input(switchWorkspaceInput).mutation(async ({ ctx, input }) => {
      const workspace = await getMemberWorkspace(ctx.db, ctx.session.userId, input.workspaceId);
      rememberWorkspace(ctx, workspace.id);
      return workspace;
    }),
    ...workspaceLifecycleProcedures,
  }),
});
