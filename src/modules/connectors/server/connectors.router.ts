import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { addSourcesInput, connectInput, connectionIdInput, pausedInput, rangeInput, runIdInput, sourceIdInput } from "../contracts/connectors.contracts";
import { enqueueSync } from "../jobs/sync.job";
import { startConnect } from "./connect.service";
import { csvRouter } from "./csv.router";
import { getRunFor } from "./runs.queries";
import { accountsOf, addSources, connectionsOverview, disconnect, readMetrics, removeSource, resync, setSourcePaused, syncNow } from "./sources.service";
import { listRuns } from "./sync.service";

/**
 * The spec's per-platform metrics operations: create (sources.add), client (connections.accounts),
 * sync (sources.sync), resync (sources.resync) and metrics (sources.metrics).
 */
export const connectorsRouter = router({
  csv: csvRouter,
  overview: requires("connectors.read").query(({ ctx }) => connectionsOverview(ctx.db, ctx.tenant)),
  connections: router({
    start: requires("connectors.manage")
      .input(connectInput)
      .mutation(({ ctx, input }) => startConnect(ctx.db, ctx.tenant, input)),
    accounts: requires("connectors.manage")
      .input(connectionIdInput)
      .query(({ ctx, input }) => accountsOf(ctx.db, ctx.tenant, input.connectionId)),
    disconnect: requires("connectors.manage")
      .input(connectionIdInput)
      .mutation(({ ctx, input }) => disconnect(ctx.db, ctx.tenant, input.connectionId)),
  }),
  sources: router({
    add: requires("connectors.manage")
      .input(addSourcesInput)
      .mutation(({ ctx, input }) => addSources(ctx.db, ctx.tenant, input, enqueueSync)),
    remove: requires("connectors.manage")
      .input(sourceIdInput)
      .mutation(({ ctx, input }) => removeSource(ctx.db, ctx.tenant, input.sourceId)),
    setPaused: requires("connectors.sync")
      .input(pausedInput)
      .mutation(({ ctx, input }) => setSourcePaused(ctx.db, ctx.tenant, input)),
    sync: requires("connectors.sync")
      .input(sourceIdInput)
      .mutation(({ ctx, input }) => syncNow(ctx.db, ctx.tenant, input.sourceId, enqueueSync)),
    resync: requires("connectors.sync")
      .input(rangeInput)
      .mutation(({ ctx, input }) => resync(ctx.db, ctx.tenant, input, enqueueSync)),
    runs: requires("connectors.read")
      .input(sourceIdInput)
      .query(({ ctx, input }) => listRuns(ctx.db, ctx.tenant, input.sourceId)),
    run: requires("connectors.read")
      .input(runIdInput)
      .query(({ ctx, input }) => getRunFor(ctx.db, ctx.tenant, input.runId)),
    metrics: requires("connectors.read")
      .input(rangeInput)
      .query(({ ctx, input }) => readMetrics(ctx.db, ctx.tenant, input)),
  }),
});
