import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { listConsentRecordsInput, updateConsentBannerInput } from "../contracts/consent.contracts";
import { listConsentRecords } from "./consent-records.service";
import { consentBannerSettings, updateConsentBanner } from "./consent-settings.service";

/** `website.consent`: the sites' consent banner and the record of visitors' choices, for owners and admins. */
export const consentRouter = router({
  get: requires("workspace.manage").query(({ ctx }) => consentBannerSettings(ctx.db, ctx.tenant)),
  update: requires("workspace.manage")
    .input(updateConsentBannerInput)
    .mutation(({ ctx, input }) => updateConsentBanner(ctx.db, ctx.tenant, input)),
  records: requires("workspace.manage")
    .input(listConsentRecordsInput)
    .query(({ ctx, input }) => listConsentRecords(ctx.db, ctx.tenant, input)),
});
