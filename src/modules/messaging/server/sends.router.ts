import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { audienceCountInput, createEmailSendInput, createSmsSendInput, listSendsInput, previewSendInput, sendIdInput } from "../contracts/sends.contracts";
import { cancelSend, pauseSend, resumeSend } from "./send-control.service";
import { audienceCount, getSend, listSends, previewSend } from "./sends.queries";
import { sendCampaign, sendSmsCampaign } from "./sends.service";

/** `messaging.sends.*`: campaigns by email and SMS, their progress, and what a list would receive. */
export const sendsRouter = router({
  list: requires("messaging.read")
    .input(listSendsInput)
    .query(({ ctx, input }) => listSends(ctx.db, ctx.tenant, input)),
  get: requires("messaging.read")
    .input(sendIdInput)
    .query(({ ctx, input }) => getSend(ctx.db, ctx.tenant, input.id)),
  audienceCount: requires("messaging.read")
    .input(audienceCountInput)
    .query(({ ctx, input }) => audienceCount(ctx.db, ctx.tenant, input)),
  preview: requires("messaging.read")
    .input(previewSendInput)
    .query(({ ctx, input }) => previewSend(ctx.db, ctx.tenant, input)),
  createEmail: requires("messaging.send")
    .input(createEmailSendInput)
    .mutation(({ ctx, input }) => sendCampaign(ctx.db, ctx.tenant, input)),
  createSms: requires("messaging.send")
    .input(createSmsSendInput)
    .mutation(({ ctx, input }) => sendSmsCampaign(ctx.db, ctx.tenant, input)),
  pause: requires("messaging.send")
    .input(sendIdInput)
    .mutation(({ ctx, input }) => pauseSend(ctx.db, ctx.tenant, input.id)),
  resume: requires("messaging.send")
    .input(sendIdInput)
    .mutation(({ ctx, input }) => resumeSend(ctx.db, ctx.tenant, input.id)),
  cancel: requires("messaging.send")
    .input(sendIdInput)
    .mutation(({ ctx, input }) => cancelSend(ctx.db, ctx.tenant, input.id)),
});
