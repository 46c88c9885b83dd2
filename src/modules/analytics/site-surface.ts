/**
 * What the site script (website/site-script, bundled for customers' own sites) takes from analytics:
 * event names and the pure survey rules, nothing that needs Node or React. client.ts exports the
 * same names; the site script's build resolves `@/modules/analytics/client` to this file.
 */
export { SITE_EVENTS, EVENT_NAME_PATTERN, type SiteEventName } from "./contracts/events.constants";
export { SURVEY_EVENTS } from "./contracts/wire.constants";
export { nextStep, type NextStep } from "./surveys/branching";
export { checkRating } from "./surveys/rating";
export type { SurveyQuestion } from "./surveys/survey.types";
export {
  applyConsent,
  CONSENT,
  consentCookie,
  googleConsent,
  needsBanner,
  parseConsent,
  readConsentCookie,
  serializeConsent,
  type ConsentState,
} from "./consent/consent";
