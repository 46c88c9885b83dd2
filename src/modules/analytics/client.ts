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
