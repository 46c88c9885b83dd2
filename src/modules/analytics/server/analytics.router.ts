import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { earlyAccessIdInput, flagIdInput, saveEarlyAccessInput, saveFlagInput, setEventLimitInput, toggleFlagInput } from "../contracts/flags.contracts";
import { productUsageInput } from "../contracts/usage.contracts";
import { addEarlyAccess, productAnalyticsSettings, removeEarlyAccess, removeFlag, saveFlag, toggleFlag } from "./flags.service";
import { productUsage } from "./usage.queries";
import { errorGroupInput, errorGroupListInput, setErrorStatusInput } from "../contracts/errors.contracts";
import { getErrorGroup, listErrorGroups, setErrorStatus } from "./errors/errors.service";
import { surveysRouterFor } from "./surveys.router";
import { setMonthlyEventLimit } from "./tokens.service";

/** `analytics`: the workspace's project token, feature flags, early-access features, product usage and the product's own error reports (admins). */
export const analyticsRouter = router({
  /** The workspace's site surveys (website/site-form) and the product's in-app ones (Settings → Product analytics). */
  surveys: surveysRouterFor("site", "website.read", "website.edit"),
  productSurveys: surveysRouterFor("product", "workspace.manage", "workspace.manage"),
  errors: router({
    list: requires("workspace.manage")
      .input(errorGroupListInput)
      .query(({ ctx, input }) => listErrorGroups(ctx.db, ctx.tenant, input)),
    get: requires("workspace.manage")
      .input(errorGroupInput)
      .query(({ ctx, input }) => getErrorGroup(ctx.db, ctx.tenant, input)),
    setStatus: requires("workspace.manage")
      .input(setErrorStatusInput)
      .mutation(({ ctx, input }) => setErrorStatus(ctx.db, ctx.tenant, input)),
  }),
  settings: requires("workspace.manage").query(({ ctx }) => productAnalyticsSettings(ctx.db, ctx.tenant)),
  /** The most events a month the workspace's token may send (a cap below the plan's quota), or null to remove it. */
  setEventLimit: requires("workspace.manage")
    .input(setEventLimitInput)
    .mutation(({ ctx, input }) => setMonthlyEventLimit(ctx.db, ctx.tenant.workspaceId, input.limit)),
  usage: requires("workspace.manage")
    .input(productUsageInput)
    .query(({ ctx, input }) => productUsage(ctx.db, ctx.tenant, input)),
  flags: router({
    save: requires("workspace.manage")
      .input(saveFlagInput)
      .mutation(({ ctx, input }) => saveFlag(ctx.db, ctx.tenant, input)),
    toggle: requires("workspace.manage")
      .input(toggleFlagInput)
      .mutation(({ ctx, input }) => toggleFlag(ctx.db, ctx.tenant, input.id, input.enabled)),
    remove: requires("workspace.manage")
      .input(flagIdInput)
      .mutation(({ ctx, input }) => removeFlag(ctx.db, ctx.tenant, input.id)),
  }),
  earlyAccess: router({
    add: requires("workspace.manage")
      .input(saveEarlyAccessInput)
      .mutation(({ ctx, input }) => addEarlyAccess(ctx.db, ctx.tenant, input)),
    remove: requires("workspace.manage")
      .input(earlyAccessIdInput)
      .mutation(({ ctx, input }) => removeEarlyAccess(ctx.db, ctx.tenant, input.id)),
  }),
});
