import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import {
  checkOneInput,
  startVerificationInput,
  verificationAudience,
  verificationIdInput,
  verificationResultsInput,
} from "../contracts/verification.contracts";
import { enqueueVerification } from "../jobs/verify.job";
import { getVerificationWithSummary, verificationResultsPage } from "./verification-results";
import { cancelVerification, checkOneAddress, countAudience, listVerifications, startVerification } from "./verification.service";

/** messaging.verification: the email verification page (one address now, or a list, segment or every contact as a job). */
export const verificationRouter = router({
  checkOne: requires("messaging.send")
    .input(checkOneInput)
    .mutation(({ ctx, input }) => checkOneAddress(ctx.db, ctx.tenant, input)),
  count: requires("messaging.read")
    .input(verificationAudience)
    .query(({ ctx, input }) => countAudience(ctx.db, ctx.tenant, input)),
  start: requires("messaging.send")
    .input(startVerificationInput)
    .mutation(({ ctx, input }) => startVerification(ctx.db, ctx.tenant, input, enqueueVerification)),
  cancel: requires("messaging.send")
    .input(verificationIdInput)
    .mutation(({ ctx, input }) => cancelVerification(ctx.db, ctx.tenant, input)),
  list: requires("messaging.read").query(({ ctx }) => listVerifications(ctx.db, ctx.tenant)),
  get: requires("messaging.read")
    .input(verificationIdInput)
    .query(({ ctx, input }) => getVerificationWithSummary(ctx.db, ctx.tenant, input)),
  results: requires("messaging.read")
    .input(verificationResultsInput)
    .query(({ ctx, input }) => verificationResultsPage(ctx.db, ctx.tenant, input)),
});
