import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { addFxRateInput, removeFxRateInput } from "../contracts/fx.contracts";
import { listFxPairs } from "./fx-pairs.service";
import { addFxRate, listFxRates, removeFxRate, updateFxRate } from "./fx.service";
import { budgetsRouter, reportsRouter } from "./reports.router";
import { schedulesRouter } from "./schedules.router";
import { seoRouter } from "./seo.router";

export const reportingRouter = router({
  reports: reportsRouter,
  budgets: budgetsRouter,
  schedules: schedulesRouter,
  seo: seoRouter,
  fx: router({
    list: requires("connectors.read").query(({ ctx }) => listFxRates(ctx.db, ctx.tenant)),
    add: requires("connectors.manage")
      .input(addFxRateInput)
      .mutation(({ ctx, input }) => addFxRate(ctx.db, ctx.tenant, input)),
    pairs: requires("connectors.read").query(({ ctx }) => listFxPairs(ctx.db, ctx.tenant)),
    update: requires("connectors.manage")
      .input(addFxRateInput)
      .mutation(({ ctx, input }) => updateFxRate(ctx.db, ctx.tenant, input)),
    remove: requires("connectors.manage")
      .input(removeFxRateInput)
      .mutation(({ ctx, input }) => removeFxRate(ctx.db, ctx.tenant, input)),
  }),
});
