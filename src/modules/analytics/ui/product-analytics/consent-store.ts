import { applyConsent, consentCookie, readConsentCookie, type ConsentAction, type ConsentSource, type ConsentState } from "../../consent/consent";
import { PRODUCT_BANNER_VERSION, PRODUCT_CONSENT_PATH, type ProductConsentChoice } from "../../contracts/product-analytics.constants";

/**
 * The product visitor's consent in this browser: the first-party cookie (read on the server for the
 * first render, in the browser after), the listeners the banner and the sinks subscribe with, and the
 * record of each choice (POST PRODUCT_CONSENT_PATH; the server adds who is signed in).
 */

type Listener = (state: ConsentState | null) => void;
const listeners = new Set<Listener>();
let known: ConsentState | null | undefined;

/** The current state (null: never chosen, or a cookie that can't be read). */
export function currentConsent(): ConsentState | null {
  if (known === undefined) known = typeof document === "undefined" ? null : readConsentCookie(document.cookie);
  return known;
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** An anonymous id for the record of choices, kept with the choice (it names no one). */
const VISITOR_KEY = "aimt_consent_visitor";
function visitorId(): string {
  try {
    const kept = localStorage.getItem(VISITOR_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(VISITOR_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/** Applies a choice: keeps it in the cookie, tells the sinks and the banner, and records it. */
export function chooseConsent(action: ConsentAction, source: ConsentSource): ConsentState {
  const next = applyConsent(currentConsent(), action, PRODUCT_BANNER_VERSION);
  document.cookie = consentCookie(next, { secure: location.protocol === "https:" });
  known = next;
  for (const listener of listeners) listener(next);
  const body: ProductConsentChoice = {
    visitorId: visitorId(),
    analytics: next.analytics,
    advertising: next.advertising,
    bannerVersion: next.version,
    source,
    pageUrl: `${location.origin}${location.pathname}`,
  };
  void fetch(PRODUCT_CONSENT_PATH, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), keepalive: true }).catch(
    () => {
      // The choice holds in this browser either way; a lost record is not worth bothering the visitor with.
    },
  );
  return next;
}
