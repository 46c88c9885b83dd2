/** What browser code (the site script, hosted pages, the product) may take from the analytics module. */
export { SITE_EVENTS, EVENT_NAME_PATTERN, type SiteEventName } from "./contracts/events.constants";
// The site script's part (its build bundles only site-surface.ts): survey event names and the pure survey rules.
export { SURVEY_EVENTS } from "./contracts/wire.constants";
export { nextStep, type NextStep } from "./surveys/branching";
export { checkRating } from "./surveys/rating";
export type { SurveyQuestion } from "./surveys/survey.types";
// Error reporting: started by src/instrumentation-client.ts; the SDK itself is loaded after the first paint.
export { errorReportingRouterTransition, startBrowserErrorReporting } from "./ui/errors/error-reporting-loader";
// Surveys: the list, builder and results, for website/site-form (site surveys) and Settings → Product analytics (the product's own).
export { SurveysPanel, type SurveySelection } from "./ui/surveys/surveys-panel";
// Consent (spec §4): the state machine, the cookie and the Google/pixel/posthog mappings, shared by the product, hosted pages and the site script.
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
// The product's own page views (ProductAnalytics, mounted by the root providers from views/): its settings and limits.
export {
  anySinkConfigured,
  POSTHOG_CLIENT_LIMITS,
  PRODUCT_BANNER_VERSION,
  productAnalyticsConfig,
  type ProductAnalyticsConfig,
} from "./contracts/product-analytics.constants";
