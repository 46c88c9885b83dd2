import type { SiteConsentBanner, SiteConsentSource } from "../contracts/consent.constants";
import { escapeHtml } from "../pages/html";

/**
 * The consent banner of a hosted page or form, as server-rendered HTML (every text the workspace
 * typed goes through escapeHtml, so it can only ever be text). It is `hidden` in the markup:
 * CONSENT_SCRIPT shows it when the visitor hasn't chosen on this banner version yet, so a returning
 * visitor never sees it flash. Fixed at the bottom (it covers, it pushes nothing: no layout shift);
 * accept and reject are the same size and weight, and "Choose" opens the two purposes in place.
 */
export const CONSENT_STYLES = `.aimt-consent{position:fixed;z-index:2147483000;bottom:0;left:0;right:0;background:var(--aimt-bg,#fff);color:var(--aimt-text,#1f2937);border-top:1px solid var(--aimt-surface,#e5e7eb);box-shadow:0 -4px 24px rgba(0,0,0,.12);padding:14px 16px;font:14px/1.45 var(--aimt-body-font,system-ui,sans-serif)}
.aimt-consent[hidden]{display:none}.aimt-consent-box{bottom:16px;max-width:380px;border:1px solid var(--aimt-surface,#e5e7eb);border-radius:12px}.aimt-consent-bottom-left{right:auto;left:16px}.aimt-consent-bottom-right{left:auto;right:16px}
.aimt-consent p{margin:0 0 10px;max-width:none}.aimt-consent a{color:var(--aimt-primary,#2563eb)}.aimt-consent fieldset{border:0;margin:0 0 10px;padding:0}.aimt-consent label{display:block;margin:4px 0}
.aimt-consent-actions{display:flex;flex-wrap:wrap;gap:8px}.aimt-consent button{flex:1 1 auto;min-width:96px;min-height:40px;border-radius:8px;border:2px solid var(--aimt-primary,#2563eb);background:var(--aimt-primary,#2563eb);color:var(--aimt-on-primary,#fff);font:600 14px/1 var(--aimt-body-font,system-ui,sans-serif);padding:8px 14px;cursor:pointer}
.aimt-consent button.aimt-consent-secondary{background:transparent;color:var(--aimt-primary,#2563eb)}.aimt-consent button:focus-visible,.aimt-consent-open:focus-visible{outline:3px solid var(--aimt-text,#1f2937);outline-offset:2px}
.aimt-consent-open{background:none;border:0;padding:0;font:inherit;color:inherit;text-decoration:underline;cursor:pointer}.aimt-consent-links{font-size:.8rem;text-align:center;padding:16px 0}`;

export type ConsentBannerContext = {
  banner: SiteConsentBanner;
  /** The workspace's slug (where the choice is recorded). */
  workspaceSlug: string;
  /** The cookie paths the choice is kept on ("/p/<slug>,/f/<slug>" on the product's host, "/" on a custom domain). */
  cookiePaths: string[];
  source: SiteConsentSource;
};

/** The banner's markup (empty when the workspace turned it off). */
export function consentBannerHtml({ banner, workspaceSlug, cookiePaths, source }: ConsentBannerContext): string {
  if (!banner.enabled) return "";
  const place = banner.position === "bottom" ? "" : ` aimt-consent-box aimt-consent-${banner.position}`;
  const privacy = banner.privacyUrl ? ` <a href="${escapeHtml(banner.privacyUrl)}" target="_blank" rel="noopener noreferrer">Privacy policy</a>` : "";
  return (
    `<section id="aimt-consent" class="aimt-consent${place}" aria-label="Cookie choices" hidden` +
    ` data-ws="${escapeHtml(workspaceSlug)}" data-version="${escapeHtml(banner.version)}" data-paths="${escapeHtml(cookiePaths.join(","))}" data-source="${source}">` +
    `<p id="aimt-consent-text">${escapeHtml(banner.message)}${privacy}</p>` +
    `<fieldset data-consent-purposes hidden><legend class="aimt-consent-legend">Choose what you allow</legend>` +
    `<label><input type="checkbox" name="analytics"> Analytics: count visits and see which pages work</label>` +
    `<label><input type="checkbox" name="advertising"> Advertising: measure ads and show relevant ones</label></fieldset>` +
    `<div class="aimt-consent-actions">` +
    `<button type="button" data-consent="reject">${escapeHtml(banner.rejectLabel)}</button>` +
    `<button type="button" class="aimt-consent-secondary" data-consent="choose" aria-expanded="false">${escapeHtml(banner.chooseLabel)}</button>` +
    `<button type="button" class="aimt-consent-secondary" data-consent="save" hidden>Save my choices</button>` +
    `<button type="button" data-consent="accept">${escapeHtml(banner.acceptLabel)}</button>` +
    `</div></section>`
  );
}

/** The link that opens the banner again (a page's footer), to change one's mind later. */
export function consentLinkHtml(banner: SiteConsentBanner): string {
  return banner.enabled ? `<p class="aimt-consent-links"><button type="button" class="aimt-consent-open" data-consent="open">Cookie choices</button></p>` : "";
}
