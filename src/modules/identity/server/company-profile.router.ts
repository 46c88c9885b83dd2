import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { companyProfileInput, uploadLogoInput } from "../contracts/company-profile.contracts";
import { getCompanyProfilePage, saveCompanyProfile } from "./company-profile.service";
import { removeWorkspaceLogo, uploadWorkspaceLogo } from "./workspace-logo.service";

export const companyProfileRouter = router({
  get: requires("workspace.read").query(({ ctx }) => getCompanyProfilePage(ctx.db, ctx.tenant)),
  save: requires("profile.write")
    .input(companyProfileInput)
    .mutation(({ ctx, input }) => saveCompanyProfile(ctx.db, ctx.tenant, input)),
  uploadLogo: requires("profile.write")
    .input(uploadLogoInput)
    .mutation(({ ctx, input }) => uploadWorkspaceLogo(ctx.db, ctx.tenant, input)),
  removeLogo: requires("profile.write").mutation(({ ctx }) => removeWorkspaceLogo(ctx.db, ctx.tenant)),
});
