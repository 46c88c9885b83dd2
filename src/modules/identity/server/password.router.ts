import "server-only";
import { authedProcedure, publicProcedure, router } from "@/server/trpc/init";
import { changePasswordInput, inspectResetInput, requestResetInput, resetPasswordInput } from "../contracts/password.contracts";
import { changePassword, inspectPasswordReset, passwordStatus, requestPasswordReset, resetPassword } from "./password-reset.service";

/** Forgot password (public: the person can't sign in) and change password (signed in). */
export const passwordRouter = router({
  requestReset: publicProcedure.input(requestResetInput).mutation(({ ctx, input }) => requestPasswordReset(ctx.db, input.email, ctx.clientIp ?? null)),
  inspectReset: publicProcedure.input(inspectResetInput).query(({ ctx, input }) => inspectPasswordReset(ctx.db, input.token)),
  reset: publicProcedure.input(resetPasswordInput).mutation(({ ctx, input }) => resetPassword(ctx.db, input)),
  status: authedProcedure.query(({ ctx }) => passwordStatus(ctx.db, ctx.session.userId)),
  change: authedProcedure.input(changePasswordInput).mutation(({ ctx, input }) => changePassword(ctx.db, ctx.session.userId, input, ctx.clientIp ?? null)),
});
