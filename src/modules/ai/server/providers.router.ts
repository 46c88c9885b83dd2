import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { saveProviderInput } from "../contracts/providers.contracts";
import { getProviderSettings, removeProviderSettings, saveProviderSettings, testProviderConnection } from "./providers.service";

/** `ai.providers`: the workspace's own model provider (OpenAI, Anthropic, an OpenAI-compatible server). */
export const providersRouter = router({
  // Every member sees which model writes (the key only as its last four characters); admins change it.
  get: requires("assets.read").query(({ ctx }) => getProviderSettings(ctx.db, ctx.tenant)),
  save: requires("workspace.manage")
    .input(saveProviderInput)
    .mutation(({ ctx, input }) => saveProviderSettings(ctx.db, ctx.tenant, input)),
  test: requires("workspace.manage").mutation(({ ctx }) => testProviderConnection(ctx.db, ctx.tenant)),
  remove: requires("workspace.manage").mutation(({ ctx }) => removeProviderSettings(ctx.db, ctx.tenant)),
});
