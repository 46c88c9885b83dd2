/**
 * The consent banner of a workspace's sites, zod-free (the settings form, the hosted pages and the
 * site script read these). The banner asks about two purposes, analytics and advertising, with
 * accept, reject and choose equally easy.
 */
export const CONSENT_BANNER_POSITIONS = ["bottom", "bottom-left", "bottom-right"] as const;
export type ConsentBannerPosition = (typeof CONSENT_BANNER_POSITIONS)[number];

export const consentBannerPositionLabel: Record<ConsentBannerPosition, string> = {
  bottom: "Bar along the bottom",
  "bottom-left": "Box, bottom left",
  "bottom-right": "Box, bottom right",
};

export const CONSENT_BANNER_LIMITS = { message: 600, label: 40, privacyUrl: 500 } as const;

/** What a workspace's banner says before anyone changes it. */
export const DEFAULT_CONSENT_BANNER = {
  enabled: true,
  message: "We use cookies to measure visits and improve our marketing. Nothing is stored until you choose.",
  acceptLabel: "Accept all",
  rejectLabel: "Reject all",
  chooseLabel: "Choose",
  privacyUrl: "",
  position: "bottom" as ConsentBannerPosition,
};

/** The banner's texts and look, as the hosted pages and the site script draw it. */
export type SiteConsentBanner = {
  enabled: boolean;
  message: string;
  acceptLabel: string;
  rejectLabel: string;
  chooseLabel: string;
  privacyUrl: string;
  position: ConsentBannerPosition;
  /** The text version a choice answers (`v<n>`, cookie-safe). */
  version: string;
};

export const bannerVersion = (n: number) => `v${n}`;

/** Where a site visitor's choice was made (recorded with it). */
export const SITE_CONSENT_SOURCES = ["page", "form", "site-script"] as const;
export type SiteConsentSource = (typeof SITE_CONSENT_SOURCES)[number];

export const siteConsentSourceLabel: Record<SiteConsentSource, string> = {
  page: "Landing page",
  form: "Hosted form",
  "site-script": "Your website (site script)",
};

/** The records list's choice filter. */
export const CONSENT_CHOICE_FILTERS = ["all", "accepted", "rejected", "custom"] as const;
export type ConsentChoiceFilter = (typeof CONSENT_CHOICE_FILTERS)[number];

export const consentChoiceFilterLabel: Record<ConsentChoiceFilter, string> = {
  all: "Every choice",
  accepted: "Accepted all",
  rejected: "Rejected all",
  custom: "Chose some",
};

export const CONSENT_SETTINGS_ANCHOR = "consent-banner";
/** Where the settings and the records live (linked from the pop-ups and forms pages). */
export const CONSENT_SETTINGS_HREF = `/marketing-dashboard/website/landing-pages#${CONSENT_SETTINGS_ANCHOR}`;

/** The public choice endpoint's guards. */
export const CONSENT_PUBLIC_LIMITS = { bodyBytes: 2048, perIpPerMinute: 20, perWorkspacePerMinute: 600 } as const;
