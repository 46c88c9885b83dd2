import "server-only";
import { z } from "zod";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { getRun, listRecentRuns } from "./runs.service";
import { text } from "@/lib/text";

export const getRunInput = z.object({ id: z.uuid({ error: "Unknown task" }) });
export const listRunsInput = z.object({ kind: text().max(64).optional() });

/** The one progress mechanism: the UI polls `jobs.runs.get` while a run is queued or running. */
export const jobsRouter = router({
  runs: router({
    get: requires("jobs.read")
      .input(getRunInput)
      .query(({ ctx, input }) => getRun(ctx.db, ctx.tenant, input.id)),
    list: requires("jobs.read")
      .input(listRunsInput)
      .query(({ ctx, input }) => listRecentRuns(ctx.db, ctx.tenant, input.kind)),
  }),
});
