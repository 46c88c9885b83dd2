import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { sendingSettingsInput, testInboundInput } from "../contracts/settings.contracts";
import { testInboundSettings } from "./inbound-test.service";
import { rotateWebhookKey } from "./inbound.service";
import { getSendingSettings, updateSendingSettings } from "./settings.service";

/** messaging.settings: the workspace's sending settings, its bounce mailbox and its webhook signing key. */
export const settingsRouter = router({
  get: requires("messaging.read").query(({ ctx }) => getSendingSettings(ctx.db, ctx.tenant)),
  update: requires("messaging.manage")
    .input(sendingSettingsInput)
    .mutation(({ ctx, input }) => updateSendingSettings(ctx.db, ctx.tenant, input)),
  rotateWebhookKey: requires("messaging.manage").mutation(({ ctx }) => rotateWebhookKey(ctx.db, ctx.tenant)),
  testInbound: requires("messaging.manage")
    .input(testInboundInput)
    .mutation(({ ctx, input }) => testInboundSettings(ctx.db, ctx.tenant, input?.inbound)),
});
