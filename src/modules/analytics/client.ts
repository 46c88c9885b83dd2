/** What browser code (the site script, hosted pages, the product) may take from the analytics module. */
export { SITE_EVENTS, EVENT_NAME_PATTERN, type SiteEventName } from "./contracts/events.constants";
// Error reporting: started by src/instrumentation-client.ts; the SDK itself is loaded after the first paint.
export { errorReportingRouterTransition, startBrowserErrorReporting } from "./ui/errors/error-reporting-loader";
