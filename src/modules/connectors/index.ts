/** The connectors module's public surface: the router, the OAuth callback and what other modules feed or read. */
// Background jobs: each registers itself with the queue when loaded (src/server/jobs/all-jobs.ts loads this file).
import "./jobs/sync.job";
export { connectorsRouter } from "./server/connectors.router";
export { completeConnect, CONNECTIONS_PATH } from "./server/connect.service";
export { executeSync, planRun } from "./server/sync.service";
export { scheduleDueSyncs } from "./jobs/sync.job";
export { sources, connections, syncRuns } from "./db/connectors.table";
export { platforms, platformById, isPlatformId, type PlatformId, type FactKind } from "./catalog";
export { handleConnectCallback } from "./server/callback.handler";
export { startDemoPlatforms, stopDemoPlatforms, connectDemoWorkspace } from "./server/demo-platforms";
export { enqueueSync } from "./jobs/sync.job";
export { ensureEmailToolSource, recordEmailToolCampaigns } from "./server/email-tool.service";
export type { EmailRow } from "./core/types";
export { hasSources } from "./server/has-sources";
export { factOf } from "./server/sources.service";
export type { AdRow, DayRange, Dimension, FactBatch } from "./core/types";
export { provideWarehouse, type Warehouse, type WindowOwner } from "./core/warehouse";
