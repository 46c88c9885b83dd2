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
// Consent (spec §4): the state machine (browser-safe, also in client.ts) and the record of choices.
export { recordConsentChoice } from "./server/consent.service";
export { countSiteConsentChoices, listSiteConsentChoices, type SiteConsentFilter } from "./server/consent.queries";
export { handleProductConsent } from "./server/product-consent";
export { consentChoiceInput, type ConsentChoiceInput } from "./contracts/consent.contracts";
export { analyticsConsentChoices } from "./db/consent.table";
export {
  applyConsent,
  BANNER_VERSION_PATTERN,
  CONSENT,
  CONSENT_CODES,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_DAYS,
  CONSENT_PURPOSES,
  CONSENT_SCOPES,
  CONSENT_SOURCES,
  CONSENT_WAIT_FOR_UPDATE_MS,
  consentCookie,
  googleConsent,
  googleConsentDefaults,
  mayAdvertise,
  mayMeasure,
  needsBanner,
  parseConsent,
  pendingConsent,
  pixelConsent,
  posthogConsent,
  readConsentCookie,
  serializeConsent,
  type ConsentAction,
  type ConsentCode,
  type ConsentPurpose,
  type ConsentScope,
  type ConsentSource,
  type ConsentState,
  type GoogleConsent,
} from "./consent/consent";
export { captureProductEvent } from "./server/product-events";
export { seedDemoProductUsage, DEMO_FUNNEL_PEOPLE } from "./server/product-usage-demo";
export { PRODUCT_FUNNEL, type ProductFunnelEvent } from "./contracts/usage.constants";
export { analyticsRouter } from "./server/analytics.router";
export { handleCapture, handleEarlyAccess, handleFlags, handleRemoteConfig, handleSurveys, handleWireOptions, projectToken } from "./server/receiver";
export { dailySeries, totals, totalsByDimension, type DailyPoint, type DimensionTotals, type EventTotals } from "./server/read.queries";
export { claimProductToken } from "./server/tokens.service";
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
// Surveys (spec §4, §5): site surveys for the site script (website), and the one checked path every answer takes.
export { activeSiteSurveys, type ServedSurvey } from "./server/wire.queries";
export { recordSurveyAnswer, type StoredSurveyAnswer, type SurveyAnswer } from "./server/survey-responses.service";
export { seedDemoSurvey } from "./server/surveys-demo";
export { SURVEY_EVENTS } from "./contracts/wire.constants";
export { SURVEY_ANSWERS_PER_MINUTE, MAX_SURVEY_ANSWER_BYTES } from "./contracts/surveys.constants";
