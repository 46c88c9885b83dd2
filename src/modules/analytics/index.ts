/**
 * The analytics module's public surface: the first-party event store. capture() and captureMany()
 * take events (hosted pages, pop-ups, forms, the site script, the product), written in batches;
 * reads go through the daily rollups (dailySeries, totals); identify() links an anonymous visitor
 * to a person.
 */
// Background jobs: each registers itself with the queue when loaded (src/server/jobs/all-jobs.ts loads this file).
import "./jobs/rollup.job";
import "./jobs/retention.job";
import "./jobs/errors-retention.job";
export { capture, captureMany, captureNow, flushEvents, type CaptureManyResult } from "./server/capture.service";
export { identify } from "./server/identify.service";
export { captureProductEvent } from "./server/product-events";
export { seedDemoProductUsage, DEMO_FUNNEL_PEOPLE } from "./server/product-usage-demo";
export { PRODUCT_FUNNEL, type ProductFunnelEvent } from "./contracts/usage.constants";
export { analyticsRouter } from "./server/analytics.router";
export { handleCapture, handleEarlyAccess, handleFlags, handleRemoteConfig, handleSurveys, handleWireOptions, projectToken } from "./server/receiver";
export { dailySeries, totals, type DailyPoint, type EventTotals } from "./server/read.queries";
export { rollupNow } from "./server/rollup.service";
export { deleteExpiredEvents } from "./server/retention.service";
export { ANALYTICS_ROLLUP_JOB } from "./jobs/rollup.job";
export { ANALYTICS_RETENTION_JOB } from "./jobs/retention.job";
// Error reporting (spec §9): the SDK's tunnel, the server SDK, the admin procedures (in analyticsRouter) and their retention.
export { handleErrorTunnel } from "./server/errors/tunnel";
export { reportRequestError, startServerErrorReporting } from "./server/errors/server-sdk";
export { deleteExpiredErrors } from "./server/errors/errors.service";
export { ANALYTICS_ERRORS_RETENTION_JOB } from "./jobs/errors-retention.job";
export { ERROR_TUNNEL_PATH, LOCAL_SENTRY_DSN } from "./contracts/errors.constants";
export {
  captureEventInput,
  eventRangeInput,
  eventTotalsInput,
  type CaptureEventInput,
  type EventRangeInput,
  type EventTotalsInput,
} from "./contracts/events.contracts";
export {
  eventSources,
  RAW_EVENT_RETENTION_DAYS,
  ROLLUP_DIMENSIONS,
  SITE_EVENTS,
  type EventSource,
  type RollupDimension,
  type SiteEventName,
} from "./contracts/events.constants";
// The raw events table (tests and operators read it; product code reads the rollups).
export { analyticsEvents } from "./db/events.table";
