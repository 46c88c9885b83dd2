/**
 * The first-party PostHog receiver's fixed numbers and names (zod-free). posthog-js 1.449.2 is the
 * client these are read from (dist/module.js): its paths, its quota answer and its survey words.
 */

/** A body as sent (compressed or not) and as decoded: posthog-js batches stay far below these. */
export const MAX_WIRE_BODY_BYTES = 1024 * 1024;
export const MAX_DECODED_BODY_BYTES = 5 * 1024 * 1024;
/** Events in one request (posthog-js sends up to 50 a batch; a sendBeacon on unload may send more). */
export const MAX_EVENTS_PER_REQUEST = 1000;

/**
 * Events a workspace may send through the receiver per calendar month (UTC). Billing has no
 * analytics entitlement yet, so it's this one number for every plan; past it, the receiver answers
 * PostHog's `{quota_limited: ["events"]}`, which makes posthog-js hold that batch key for 60 s.
 */
export const MONTHLY_EVENT_QUOTA = 1_000_000;
/** The batch key posthog-js uses for events (its rate limiter's default). */
export const EVENTS_BATCH_KEY = "events";

/** How long the receiver keeps a token → workspace answer, and a workspace's month count, in memory. */
export const TOKEN_CACHE_MS = 60_000;
export const QUOTA_CACHE_MS = 10_000;
/** How long a workspace's flags and surveys are kept in memory for /flags/ and /api/surveys/ (a change made in the same process shows at once). */
export const DEFINITIONS_CACHE_MS = 5_000;

/** A project token: `phc_` and 43 url-safe characters, like PostHog's. */
export const PROJECT_TOKEN_PATTERN = /^phc_[A-Za-z0-9_-]{20,64}$/;

export const earlyAccessStages = ["concept", "alpha", "beta", "general-availability"] as const;
export type EarlyAccessStage = (typeof earlyAccessStages)[number];

export const surveyTypes = ["popover", "widget", "api"] as const;
export type SurveyType = (typeof surveyTypes)[number];

/** The events posthog-js sends about surveys, and the properties they carry. */
export const SURVEY_EVENTS = { shown: "survey shown", dismissed: "survey dismissed", sent: "survey sent" } as const;
