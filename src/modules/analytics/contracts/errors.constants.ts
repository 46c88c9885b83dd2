/**
 * Error reporting's fixed numbers and names (spec §9; zod-free: the browser's lazy SDK loader, the
 * receiver and the admin page import them). Option names are @sentry/nextjs 11.5.0's (11.6+ can't be
 * installed here: it needs @sentry/cloudflare 11.6+, which the registry doesn't have).
 */

/** The product's own envelope receiver: the SDK's `tunnel` in the browser posts the same body here. */
export const ERROR_TUNNEL_PATH = "/api/monitoring";

/**
 * The DSN the SDK runs with when no NEXT_PUBLIC_SENTRY_DSN is set: nothing listens at this host
 * (`.invalid` never resolves); it only names the product in each envelope's header, and the own
 * receiver accepts envelopes that carry it (or the configured DSN) and refuses every other.
 */
export const LOCAL_SENTRY_DSN = "https://aimtlocal@errors.aimt.invalid/1";

/** Spec §9. Traces go where a Sentry is configured; the own receiver keeps errors and replay metadata only. */
export const SENTRY_SAMPLE_RATES = { tracesSampleRate: 1.0, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1.0 } as const;
/** Spec §9, in the SDK's replay option names: all text and media masked, replays between 5 s and 1 hour. */
export const REPLAY_OPTIONS = { maskAllText: true, blockAllMedia: true, minReplayDuration: 5_000, maxReplayDuration: 3_600_000 } as const;

/** An envelope body as sent (compressed or not) and once inflated. Replay recordings are the large items. */
export const MAX_ENVELOPE_BYTES = 1024 * 1024;
export const MAX_INFLATED_ENVELOPE_BYTES = 4 * 1024 * 1024;
/** Envelopes one address may send a minute (a page in an error loop must not fill the database). */
export const ENVELOPES_PER_MINUTE = 120;

/** Error groups and their events are kept this many days after the last time they were seen. */
export const ERROR_RETENTION_DAYS = 90;

/** Frames of a stack that name a group (the top in-app ones), and how many the detail keeps. */
export const FINGERPRINT_FRAMES = 3;
export const MAX_STORED_FRAMES = 50;

export const errorStatuses = ["open", "resolved", "ignored"] as const;
export type ErrorStatus = (typeof errorStatuses)[number];
export const errorLevels = ["fatal", "error", "warning", "log", "info", "debug"] as const;
export type ErrorLevel = (typeof errorLevels)[number];
