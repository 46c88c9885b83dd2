import { createHash } from "node:crypto";
import { blockRegistry, isBlockType } from "./blocks/registry";
import { VIDEO_FRAME_HOSTS } from "./blocks/video-url";
import { escapeHtml, renderToHtml } from "./html";
import type { PageBlock, PageData } from "./page-data";
import { PAGE_SCRIPT } from "./page-script";
import { brandVariables, PAGE_STYLES, type PageTheme } from "./page-styles";
import { POPUP_CSS } from "../site-script/render";
import { safeImageSrc } from "./safe";
import { CONSENT_SCRIPT } from "../site-consent/consent-script";
import { CONSENT_STYLES, consentBannerHtml, consentLinkHtml, type ConsentBannerContext } from "../site-consent/banner-html";
import { SURVEY_CSS } from "../site-script/survey-styles";

export type HostedPageInput = {
  data: PageData;
  pageId: string;
  /** The page's workspace (a form block's frame is /f/<workspace>/<form>). */
  workspaceSlug: string;
  theme: PageTheme;
  logoUrl: string | null;
  /** The page's own absolute address (its canonical unless the head names another). */
  url: string;
  /** The link-preview image when the head names none (the product's /api/og card). */
  fallbackOgImage: string;
  beaconUrl: string;
  /** The demo workspace's pages say they are demo data. */
  isDemo: boolean;
  /** The workspace's site script (its pop-ups), at the product's own address: `<origin>/api/public/site.js`. */
  siteScriptUrl?: string;
  /** The workspace's consent banner (drawn when it is on). */
  consent?: ConsentBannerContext | null;
  now?: Date;
};

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const SCRIPT_HASHES = `${sha256(CONSENT_SCRIPT)} ${sha256(PAGE_SCRIPT)}`;
const STYLES_HASHES = `${sha256(PAGE_STYLES)} ${sha256(CONSENT_STYLES)}`;
/** The site script's Shadow DOM stylesheets (pop-ups and surveys), allowed by hash. */
const SITE_STYLES_HASHES = `${sha256(POPUP_CSS)} ${sha256(SURVEY_CSS)}`;

/**
 * The anchors a page's buttons can lead to (the templates' "Send me the checklist" goes to `#form`):
 * set before the first block of the type, so a page never has the same id twice.
 */
export const BLOCK_ANCHORS: Partial<Record<PageBlock["type"], string>> = { form: "form", pricing: "pricing" };

/**
 * The blocks of a document, each drawn by its registered component (an unknown type draws nothing).
 * `workspaceSlug` is the page's workspace, which a form block's frame address names.
 */
export function renderBlocks(blocks: PageBlock[], now = new Date(), workspaceSlug = ""): string {
  const anchored = new Set<string>();
  return blocks
    .map((block) => {
      if (!isBlockType(block.type)) return "";
      const Block = blockRegistry[block.type].render;
      const anchor = BLOCK_ANCHORS[block.type];
      const target = anchor && !anchored.has(anchor) ? (anchored.add(anchor), `<span id="${anchor}"></span>`) : "";
      return target + renderToHtml(<Block {...block.props} now={now} workspaceSlug={workspaceSlug} />);
    })
    .join("");
}

/**
 * The strict policy of a hosted page: no script or style but the page's own and its consent banner's (by hash), images from
 * https, frames from this product (its /f/ forms) and the privacy-friendly video hosts, forms posting
 * here only, never framed by another site. With the site script: that one file (by its full
 * address), its pop-ups' and surveys' stylesheets (by hash) and its three endpoints besides.
 */
export function hostedPagePolicy(brandStylesHash: string, siteScriptUrl?: string): string {
  const site = siteScriptUrl ? new URL(siteScriptUrl) : null;
  const endpoints = site ? ` ${site.origin}/api/public/popups ${site.origin}/api/public/events ${site.origin}/api/public/surveys/answers` : "";
  return [
    "default-src 'none'",
    `script-src ${SCRIPT_HASHES}${site ? ` ${site.origin}${site.pathname}` : ""}`,
    `style-src ${STYLES_HASHES} ${brandStylesHash}${site ? ` ${SITE_STYLES_HASHES}` : ""}`,
    "img-src 'self' https: data:",
    "media-src https:",
    "font-src 'self'",
    `frame-src 'self' ${VIDEO_FRAME_HOSTS.join(" ")}`,
    `connect-src 'self'${endpoints}`,
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** A published page as a complete HTML document, and the Content-Security-Policy it needs. */
export function renderHostedPage(input: HostedPageInput): { html: string; csp: string } {
  const head = input.data.root.props;
  const title = head.title?.trim() || "Untitled page";
  const description = head.description?.trim() ?? "";
  const canonical = head.canonical && /^https?:\/\//i.test(head.canonical) ? head.canonical : input.url;
  const ogImage = safeImageSrc(head.ogImage) ?? input.fallbackOgImage;
  const brandStyles = brandVariables(input.theme);
  const logo = input.logoUrl ? safeImageSrc(input.logoUrl) : null;
  const banner = input.consent?.banner.enabled ? input.consent : null;
  const meta = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : "",
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    head.noindex || input.isDemo ? `<meta name="robots" content="noindex, nofollow">` : "",
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : "",
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(ogImage)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<style>${PAGE_STYLES}</style>`,
    `<style>${brandStyles}</style>`,
    banner ? `<style>${CONSENT_STYLES}</style>` : "",
  ].join("");
  const body = [
    logo ? `<header class="aimt-header"><img src="${escapeHtml(logo)}" alt=""></header>` : "",
    `<main>${renderBlocks(input.data.content, input.now, input.workspaceSlug)}</main>`,
    input.isDemo ? `<footer class="aimt-footer">This is a demo page with made-up data.</footer>` : "",
    banner ? consentLinkHtml(banner.banner) : "",
  ].join("");
  // The page counts its own view on the server, so the site script only runs the pop-ups and surveys; with the
  // banner on, it waits for the visitor's choice (the aimt_consent cookie the banner writes) to store anything.
  const siteScript = input.siteScriptUrl
    ? `<script src="${escapeHtml(input.siteScriptUrl)}" data-workspace="${escapeHtml(input.workspaceSlug)}" data-pageview="off"${banner ? ' data-consent="required"' : ""} async></script>`
    : "";
  const consent = banner ? `${consentBannerHtml(banner)}<script>${CONSENT_SCRIPT}</script>` : "";
  const html = `<!doctype html><html lang="en"><head>${meta}</head><body data-page-id="${escapeHtml(input.pageId)}" data-beacon="${escapeHtml(input.beaconUrl)}"><div class="aimt-page">${body}</div>${consent}<script>${PAGE_SCRIPT}</script>${siteScript}</body></html>`;
  return { html, csp: hostedPagePolicy(sha256(brandStyles), input.siteScriptUrl) };
}
