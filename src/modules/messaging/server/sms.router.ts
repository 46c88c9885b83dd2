import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { addSmsNumberInput, saveQuietHoursInput, saveSmsProviderInput, smsNumberIdInput } from "../contracts/sms.contracts";
import { addSmsNumber, getSmsSettings, makeDefaultSmsNumber, removeSmsNumber, saveQuietHours, saveSmsProvider, testSmsProvider } from "./sms-settings.service";

/** `messaging.sms`: the Twilio-compatible provider, sender numbers and quiet hours. */
export const smsRouter = router({
  get: requires("messaging.read").query(({ ctx }) => getSmsSettings(ctx.db, ctx.tenant)),
  saveProvider: requires("messaging.manage")
    .input(saveSmsProviderInput)
    .mutation(({ ctx, input }) => saveSmsProvider(ctx.db, ctx.tenant, input)),
  testProvider: requires("messaging.manage").mutation(({ ctx }) => testSmsProvider(ctx.db, ctx.tenant)),
  saveQuietHours: requires("messaging.manage")
    .input(saveQuietHoursInput)
    .mutation(({ ctx, input }) => saveQuietHours(ctx.db, ctx.tenant, input)),
  numbers: router({
    add: requires("messaging.manage")
      .input(addSmsNumberInput)
      .mutation(({ ctx, input }) => addSmsNumber(ctx.db, ctx.tenant, input)),
    remove: requires("messaging.manage")
      .input(smsNumberIdInput)
      .mutation(({ ctx, input }) => removeSmsNumber(ctx.db, ctx.tenant, input.id)),
    makeDefault: requires("messaging.manage")
      .input(smsNumberIdInput)
      .mutation(({ ctx, input }) => makeDefaultSmsNumber(ctx.db, ctx.tenant, input.id)),
  }),
});
