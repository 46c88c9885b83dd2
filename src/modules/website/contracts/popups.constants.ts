/**
 * Pop-ups' fixed words and numbers (zod-free: the site script, the preview, the receiver and the
 * builder import them).
 */

export const popupStatuses = ["draft", "live", "paused"] as const;
export type PopupStatus = (typeof popupStatuses)[number];
export const popupStatusLabel: Record<PopupStatus, string> = { draft: "Draft", live: "Live", paused: "Paused" };

export const popupStyles = ["modal", "slide-in", "bar", "full-screen"] as const;
export type PopupStyle = (typeof popupStyles)[number];
export const popupStyleLabel: Record<PopupStyle, string> = {
  modal: "Centred box",
  "slide-in": "Slide-in corner",
  bar: "Top bar",
  "full-screen": "Full screen",
};

/** What a pop-up offers. `form` embeds a site form (wired to the forms part at the merge; the builder doesn't offer it yet). */
export const popupContentKinds = ["cta", "offer-code", "form"] as const;
export type PopupContentKind = (typeof popupContentKinds)[number];
/** The kinds the builder offers (all of them: a form is one of the workspace's published site forms). */
export const offeredContentKinds = popupContentKinds;
export const popupContentKindLabel: Record<PopupContentKind, string> = { cta: "Call to action", "offer-code": "Offer code", form: "Form" };

export const popupTriggerTypes = ["delay", "scroll", "exit-intent", "click"] as const;
export type PopupTriggerType = (typeof popupTriggerTypes)[number];
export const popupTriggerLabel: Record<PopupTriggerType, string> = {
  delay: "After some seconds on the page",
  scroll: "After scrolling part of the page",
  "exit-intent": "When the visitor is about to leave",
  click: "When the visitor clicks an element",
};

export const popupFrequencies = ["every-page", "once", "days"] as const;
export type PopupFrequency = (typeof popupFrequencies)[number];
export const popupFrequencyLabel: Record<PopupFrequency, string> = {
  "every-page": "On every page view",
  once: "Once per visitor",
  days: "Once every few days",
};

export const urlMatchKinds = ["contains", "equals", "starts-with", "pattern"] as const;
export type UrlMatchKind = (typeof urlMatchKinds)[number];
export const urlMatchLabel: Record<UrlMatchKind, string> = {
  contains: "contains",
  equals: "is exactly",
  "starts-with": "starts with",
  pattern: "matches (use * for anything)",
};
export const urlRuleModes = ["include", "exclude"] as const;
export type UrlRuleMode = (typeof urlRuleModes)[number];

export const devices = ["desktop", "tablet", "mobile"] as const;
export type Device = (typeof devices)[number];
export const deviceLabel: Record<Device, string> = { desktop: "Desktop", tablet: "Tablet", mobile: "Mobile" };

export const visitorKinds = ["all", "new", "returning"] as const;
export type VisitorKind = (typeof visitorKinds)[number];
export const visitorKindLabel: Record<VisitorKind, string> = { all: "All visitors", new: "New visitors only", returning: "Returning visitors only" };

export const POPUP_LIMITS = {
  name: 80,
  headline: 120,
  body: 600,
  buttonText: 40,
  url: 2000,
  offerCode: 40,
  selector: 200,
  urlRules: 20,
  urlRuleValue: 300,
  maxDelaySeconds: 600,
  maxDays: 365,
  perWorkspace: 100,
} as const;

/** The public receiver's limits. */
export const PUBLIC_LIMITS = {
  /** Largest events batch body, in bytes. */
  eventsBodyBytes: 16 * 1024,
  /** Events in one batch. */
  eventsPerBatch: 20,
  /** Requests a minute from one address (events and config together). */
  perIpPerMinute: 120,
  /** Events a minute into one workspace. */
  perWorkspacePerMinute: 3000,
} as const;
