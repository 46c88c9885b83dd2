/**
 * The website module (issue 27): landing pages, site forms and pop-ups that the product hosts
 * (`/p/…`, `/f/…`) and the site script that carries them onto a customer's own site. Visitors who
 * fill a form become CRM contacts (through crm's index); what they do is recorded through the
 * analytics module's capture(). Surveys join the forms later (issue 28).
 */
export { websiteRouter } from "./server/website.router";

// Pop-ups (website/site-pop-up) and the site script's public endpoints.
export { handlePopupsConfig, handleSiteEvents, handleSiteScript, installSnippet, liveSiteConfig, publicPreflight } from "./server/popups-public";
export { seedDemoPopup } from "./server/popups-demo";
