/** The reporting module's public surface: its router, the currency conversion reports use, and the warehouse's writers (src/server/compose.ts hands them to connectors). */
// Background jobs: each registers itself with the queue when loaded (src/server/jobs/all-jobs.ts loads this file).
import "./jobs/report-schedule.job";
import "./jobs/seo-audit.job";
import "./jobs/fx-feed.job";
export { reportingRouter } from "./server/reporting.router";
export { convertAmount, type ConvertedAmount } from "./server/convert-amount";
export { ensureReferenceRates } from "./server/fx-reference.service";
export { FX_FEED_JOB } from "./jobs/fx-feed.job";
export { handleReportPdf } from "./pdf/pdf-route.handler";
export { warmConvertedMonths } from "./server/campaign-sums";
export { replaceWindow, writeWindow } from "./warehouse/ingest";
/** The search-query facts table, for tests that plant search data (writes otherwise go through writeWindow). */
export { searchDaily } from "./db/warehouse.table";
export { topSearchQueries, type SearchPlatform, type TopSearchQuery, type TopSearchQueriesOptions } from "./server/top-search-queries";
export { writeEmailCampaigns } from "./warehouse/email-campaigns";
export { loadHomeInsights } from "./views/home-insights-data";
