import "server-only";
import { aiRouter } from "@/modules/ai";
import { analyticsRouter } from "@/modules/analytics";
import { assetsRouter } from "@/modules/assets";
import { billingRouter } from "@/modules/billing";
import { crmRouter } from "@/modules/crm";
import { guidesRouter } from "@/modules/guides";
import { homeRouter } from "@/modules/home";
import { connectorsRouter } from "@/modules/connectors";
import { identityRouter } from "@/modules/identity";
import { messagingRouter } from "@/modules/messaging";
import { reportingRouter } from "@/modules/reporting";
import { websiteRouter } from "@/modules/website";
import "@/server/compose";
import { jobsRouter } from "@/server/jobs/jobs.router";
import { createCallerFactory, router } from "./init";

/** Every module's router, one namespace each. */
export const appRouter = router({
  identity: identityRouter,
  home: homeRouter,
  jobs: jobsRouter,
  guides: guidesRouter,
  billing: billingRouter,
  crm: crmRouter,
  connectors: connectorsRouter,
  reporting: reportingRouter,
  messaging: messagingRouter,
  ai: aiRouter,
  assets: assetsRouter,
  website: websiteRouter,
  analytics: analyticsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
