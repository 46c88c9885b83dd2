/**
 * Consent (spec §4): pending (-1), denied (0) and granted (1) for each purpose, kept per visitor in a
 * first-party cookie, for the product and for the workspaces' own sites alike. Pure and zod-free: the
 * product's banner, the hosted pages, the site script and the server share it. Storing the choice
 * itself needs no consent (it is what makes the choice stick); everything that measures or
 * advertises asks `mayMeasure`/`mayAdvertise` first.
 */

/** posthog-js's own ConsentStatus codes. */
export const CONSENT = { PENDING: -1, DENIED: 0, GRANTED: 1 } as const;
export type ConsentCode = (typeof CONSENT)[keyof typeof CONSENT];
export const CONSENT_CODES: readonly ConsentCode[] = [CONSENT.PENDING, CONSENT.DENIED, CONSENT.GRANTED];

/** What a visitor is asked about: measuring (web and product analytics) and advertising (pixels, ad storage). */
export const CONSENT_PURPOSES = ["analytics", "advertising"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Where a choice was made (recorded with it). */
export const CONSENT_SOURCES = ["banner", "footer", "account-menu", "settings", "site-script", "page", "form"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** Whose choice it is: a visitor of the product itself, or of a workspace's site. */
export const CONSENT_SCOPES = ["product", "site"] as const;
export type ConsentScope = (typeof CONSENT_SCOPES)[number];

/** The cookie that keeps the choice, first-party, for a year (what posthog-js keeps its own for). */
export const CONSENT_COOKIE = "aimt_consent";
export const CONSENT_COOKIE_MAX_AGE_DAYS = 365;
/** Google consent mode's `wait_for_update`: how long tags wait for the banner's answer on a page that was just opened. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;
/** A banner text version: a change of wording asks again. Cookie-safe. */
export const BANNER_VERSION_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export type ConsentState = {
  analytics: ConsentCode;
  advertising: ConsentCode;
  /** The banner text version the choice answered. */
  version: string;
  /** When it was chosen (ISO), null while pending. */
  decidedAt: string | null;
};

export type ConsentAction =
  | { type: "accept_all" }
  | { type: "reject_all" }
  | { type: "choose"; analytics: boolean; advertising: boolean }
  /** Changing one's mind later: the same as rejecting everything. */
  | { type: "withdraw" };

export function pendingConsent(version: string): ConsentState {
  return { analytics: CONSENT.PENDING, advertising: CONSENT.PENDING, version, decidedAt: null };
}

const code = (granted: boolean): ConsentCode => (granted ? CONSENT.GRANTED : CONSENT.DENIED);

/** The state after a choice on the banner of text version `version`. */
export function applyConsent(state: ConsentState | null, action: ConsentAction, version: string, now: Date = new Date()): ConsentState {
  const decidedAt = now.toISOString();
  switch (action.type) {
    case "accept_all":
      return { analytics: CONSENT.GRANTED, advertising: CONSENT.GRANTED, version, decidedAt };
    case "reject_all":
    case "withdraw":
      return { analytics: CONSENT.DENIED, advertising: CONSENT.DENIED, version, decidedAt };
    case "choose":
      return { analytics: code(action.analytics), advertising: code(action.advertising), version, decidedAt };
    default:
      return state ?? pendingConsent(version);
  }
}

/** Whether the banner must ask: nothing chosen yet, a purpose still pending, or the wording changed since. */
export function needsBanner(state: ConsentState | null, currentVersion: string): boolean {
  return !state || state.version !== currentVersion || state.analytics === CONSENT.PENDING || state.advertising === CONSENT.PENDING;
}

/** Pending counts as denied: nothing measures until a yes. */
export const mayMeasure = (state: ConsentState | null): boolean => state?.analytics === CONSENT.GRANTED;
export const mayAdvertise = (state: ConsentState | null): boolean => state?.advertising === CONSENT.GRANTED;

type GoogleValue = "granted" | "denied";
export type GoogleConsent = { ad_storage: GoogleValue; ad_user_data: GoogleValue; ad_personalization: GoogleValue; analytics_storage: GoogleValue };

/** Google consent mode v2's four signals for a state (`gtag('consent', 'update', …)`). */
export function googleConsent(state: ConsentState | null): GoogleConsent {
  const ads: GoogleValue = mayAdvertise(state) ? "granted" : "denied";
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: mayMeasure(state) ? "granted" : "denied" };
}

/** What `gtag('consent', 'default', …)` is given before any tag loads: everything denied, waiting for the banner. */
export function googleConsentDefaults(waitForUpdateMs: number = CONSENT_WAIT_FOR_UPDATE_MS): GoogleConsent & { wait_for_update: number } {
  return { ...googleConsent(null), wait_for_update: waitForUpdateMs };
}

/** posthog-js's view: opt in, opt out, or keep waiting (which it treats as out). */
export function posthogConsent(state: ConsentState | null): "granted" | "denied" | "pending" {
  if (!state || state.analytics === CONSENT.PENDING) return "pending";
  return state.analytics === CONSENT.GRANTED ? "granted" : "denied";
}

/** The Meta pixel's call for a state: `fbq('consent', 'grant' | 'revoke')` (revoke also goes before `init` on every page). */
export const pixelConsent = (state: ConsentState | null): "grant" | "revoke" => (mayAdvertise(state) ? "grant" : "revoke");

/**
 * The cookie's value: `1.<analytics>.<advertising>.<version>.<seconds since 1970 or 0>`, e.g.
 * `1.1.0.v3.1795800000` (cookie-safe, no encoding needed). The leading 1 is the format's version.
 */
export function serializeConsent(state: ConsentState): string {
  const seconds = state.decidedAt ? Math.floor(Date.parse(state.decidedAt) / 1000) : 0;
  return ["1", state.analytics, state.advertising, state.version, Number.isFinite(seconds) ? seconds : 0].join(".");
}

const CODE_TEXT: Record<string, ConsentCode> = { "-1": CONSENT.PENDING, "0": CONSENT.DENIED, "1": CONSENT.GRANTED };

/** The state a cookie value holds; null for anything else (a visitor with a mangled cookie is asked again). */
export function parseConsent(raw: string | null | undefined): ConsentState | null {
  if (!raw || raw.length > 80) return null;
  const parts = raw.split(".");
  if (parts.length !== 5 || parts[0] !== "1") return null;
  const [, a, d, version, seconds] = parts as [string, string, string, string, string];
  const analytics = CODE_TEXT[a];
  const advertising = CODE_TEXT[d];
  if (analytics === undefined || advertising === undefined || !BANNER_VERSION_PATTERN.test(version) || !/^\d{1,12}$/.test(seconds)) return null;
  const at = Number(seconds);
  return { analytics, advertising, version, decidedAt: at > 0 ? new Date(at * 1000).toISOString() : null };
}

/** The state in a Cookie header (or `document.cookie`), null when there is none or it can't be read. */
export function readConsentCookie(cookieHeader: string | null | undefined): ConsentState | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === CONSENT_COOKIE) return parseConsent(part.slice(eq + 1).trim());
  }
  return null;
}

/** A Set-Cookie / `document.cookie` string that keeps the state for a year, first-party, on every path. */
export function consentCookie(state: ConsentState, options: { secure?: boolean; domain?: string } = {}): string {
  const attributes = [`${CONSENT_COOKIE}=${serializeConsent(state)}`, "Path=/", `Max-Age=${CONSENT_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60}`, "SameSite=Lax"];
  if (options.domain) attributes.push(`Domain=${options.domain}`);
  if (options.secure) attributes.push("Secure");
  return attributes.join("; ");
}
