/**
 * The first-party event store's fixed numbers and names (zod-free: the site script, the receiver and
 * the UI may import them).
 */

/** Where an event comes from. Hosted pages, pop-ups and forms (website), the site script on a customer's own site, the product itself (issue 28), its surveys, and server-side calls. */
export const eventSources = ["page", "popup", "form", "site-script", "product", "survey", "server"] as const;
export type EventSource = (typeof eventSources)[number];

/**
 * An event name: a letter or `$` first (PostHog's own events are `$pageview`, `$identify`, `survey
 * shown`…), then letters, digits, spaces and `_ $ . : / -`; at most 100 characters.
 */
export const EVENT_NAME_PATTERN = /^[A-Za-z$][\w$ .:/-]{0,99}$/;
/** distinct_id, person_id and session_id: what PostHog's clients send (uuids, emails, user ids), bounded. */
export const MAX_ID_LENGTH = 200;
/** Properties as JSON: at most this many bytes of UTF-8 and this many top-level keys. */
export const MAX_PROPERTIES_BYTES = 8 * 1024;
export const MAX_PROPERTY_KEYS = 100;
/** How far a client's clock may be ahead of ours before its event is refused. */
export const MAX_FUTURE_SKEW_MS = 24 * 60 * 60 * 1000;

/** Raw events are kept this many days (then deleted by the retention job); the daily rollups stay. */
export const RAW_EVENT_RETENTION_DAYS = 400;

/**
 * The dimensions the daily rollups break each event down by, besides the total (key ""): the
 * event's source column, and these top-level properties when they hold a string or number. Ids, not
 * free text (a path or a referrer would grow a row per distinct value a day).
 */
export const ROLLUP_PROPERTY_DIMENSIONS = ["page_id", "popup_id", "form_id", "survey_id", "utm_source", "utm_campaign"] as const;
export const ROLLUP_DIMENSIONS = ["source", ...ROLLUP_PROPERTY_DIMENSIONS] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];
/** A property value longer than this isn't rolled up (it's no id). */
export const MAX_DIMENSION_VALUE_LENGTH = 100;

/**
 * The names the website module's surfaces record (hosted pages, forms, pop-ups, the site script),
 * one table so a page's stats, a form's funnel and a pop-up's rate read the same words. Their ids
 * go in the rolled-up properties `page_id`, `form_id` and `popup_id`.
 */
export const SITE_EVENTS = {
  /** A hosted landing page or a page carrying the site script was viewed (PostHog's own name). */
  pageView: "$pageview",
  /** A visitor typed into a form's first field. */
  formStart: "form_start",
  /** A form submission was accepted (a landing page's or pop-up's conversion when it carries their id). */
  formSubmit: "form_submit",
  /** A pop-up was shown. */
  popupView: "popup_view",
  /** A pop-up's call to action was clicked or its offer code copied (its form's submit is `form_submit`). */
  popupConversion: "popup_conversion",
  /** A call-to-action button or link on a hosted page was clicked. */
  ctaClick: "cta_click",
} as const;
export type SiteEventName = (typeof SITE_EVENTS)[keyof typeof SITE_EVENTS];
