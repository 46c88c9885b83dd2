/**
 * The website module (issue 27): landing pages, site forms and pop-ups that the product hosts
 * (`/p/…`, `/f/…`) and the site script that carries them onto a customer's own site. Visitors who
 * fill a form become CRM contacts (through crm's index); what they do is recorded through the
 * analytics module's capture(). Surveys join the forms later (issue 28).
 */
export { websiteRouter } from "./server/website.router";

// Landing pages (website.pages): the hosted /p/<workspace>/<page> response and its call-to-action beacon.
export { serveHostedPage } from "./server/pages.hosting";
export { handleCtaBeacon } from "./server/pages.beacon";
export { websitePages, websitePageVersions } from "./db/pages.table";
export { seedDemoLandingPage } from "./server/pages.demo";
