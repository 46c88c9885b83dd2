/**
 * "Cookie settings" links (the account menu, the public pages' footer) reopen the product's consent
 * banner through a browser event, so any module may offer the link without importing analytics. The
 * banner (analytics' ProductAnalytics) says it is there, so a link shows only when something listens:
 * with no analytics or ad tag configured there is no banner and no link.
 */
export const CONSENT_SETTINGS_EVENT = "aimt:consent-settings";

/** Where the link was: recorded with the choice made after it. */
export type ConsentSettingsLink = "footer" | "account-menu";

let available = false;
const listeners = new Set<() => void>();

/** Called by the banner when it mounts (true) and unmounts (false). */
export function setConsentSettingsAvailable(value: boolean): void {
  if (available === value) return;
  available = value;
  for (const listener of listeners) listener();
}

export const consentSettingsAvailable = (): boolean => available;

export function subscribeConsentSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Reopens the consent banner (with the current choices ticked). */
export function openConsentSettings(from: ConsentSettingsLink): void {
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent<ConsentSettingsLink>(CONSENT_SETTINGS_EVENT, { detail: from }));
}
