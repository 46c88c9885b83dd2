import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { addonInput, changePlanInput, checkoutInput, limitCheckInput } from "../contracts/billing.contracts";
import { changePlan, openPortal, setAddonUnits, setCancelAtPeriodEnd, startCheckout } from "./checkout.service";
import { checkLimit, standingFor } from "./entitlements.service";
import { billingOverview, listPrices } from "./overview.service";

export const billingRouter = router({
  overview: requires("billing.read").query(({ ctx }) => billingOverview(ctx.db, ctx.tenant)),
  prices: requires("billing.read").query(() => listPrices()),
  /** The banner every page shows when the plan needs attention. */
  standing: requires("workspace.read").query(({ ctx }) => standingFor(ctx.db, ctx.tenant.workspaceId)),
  /** Asked before bulk work: will this fit, and if not, what to say. */
  check: requires("workspace.read")
    .input(limitCheckInput)
    .query(({ ctx, input }) => checkLimit(ctx.db, ctx.tenant, input.limit, input.amount)),
  checkout: requires("billing.manage")
    .input(checkoutInput)
    .mutation(({ ctx, input }) => startCheckout(ctx.db, ctx.tenant, input)),
  portal: requires("billing.manage").mutation(({ ctx }) => openPortal(ctx.db, ctx.tenant)),
  changePlan: requires("billing.manage")
    .input(changePlanInput)
    .mutation(({ ctx, input }) => changePlan(ctx.db, ctx.tenant, input)),
  setAddon: requires("billing.manage")
    .input(addonInput)
    .mutation(({ ctx, input }) => setAddonUnits(ctx.db, ctx.tenant, input)),
  cancel: requires("billing.manage").mutation(({ ctx }) => setCancelAtPeriodEnd(ctx.db, ctx.tenant, true)),
  resume: requires("billing.manage").mutation(({ ctx }) => setCancelAtPeriodEnd(ctx.db, ctx.tenant, false)),
});
