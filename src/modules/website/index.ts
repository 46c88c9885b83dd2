/**
 * The website module (issue 27): landing pages, site forms and pop-ups that the product hosts
 * (`/p/…`, `/f/…`) and the site script that carries them onto a customer's own site. Visitors who
 * fill a form become CRM contacts (through crm's index); what they do is recorded through the
 * analytics module's capture(). Surveys join the forms later (issue 28).
 */
// Background jobs: each registers itself with the queue when loaded (src/server/jobs/all-jobs.ts loads this file).
import "./jobs/form-submission.job";
export { websiteRouter } from "./server/website.router";

// Pop-ups (website/site-pop-up) and the site script's public endpoints.
export { handlePopupsConfig, handleSiteEvents, handleSiteScript, installSnippet, liveSiteConfig, publicPreflight } from "./server/popups-public";
export { seedDemoPopup } from "./server/popups-demo";
// Site surveys (issue 28): the site script's answers endpoint.
export { handleSurveyAnswer } from "./server/surveys-public";
// Site forms. Public route handlers: the hosted form /f/<slug>/<id> (and ?embed=1), the submission
// endpoint, the form_start beacon, the scripts and the double opt-in link.
export { handleSubmissionsCsv } from "./server/form-submissions-csv";
export { handleHostedForm, handleSubmission, handleFormStart, handleEmbedScript, handleFormScript, handleConfirm } from "./server/form-public-http";
/**
 * For host pages (a landing page's form block, a pop-up's form): `publishedForm(db, id)` reads a
 * published form, `renderFormHtml(form, { action: submissionPath(id), renderToken: signRenderTime(id),
 * submissionKey, context: { page_id } })` gives its `<form>` markup (pure; include FORM_CSS once and
 * the script /api/public/forms/form.js), or `formFrameUrl(origin, slug, id, { page_id })` its frame.
 */
export { publishedForm, type PublicForm } from "./server/form-intake.service";
export { signRenderTime } from "./server/form-tokens";
export { renderFormHtml, FORM_CSS, type RenderableForm, type RenderFormOptions } from "./forms/form-render";
export { formFrameUrl, hostedFormUrl, submissionPath } from "./forms/form-urls";
export { seedDemoForms } from "./server/forms-demo.service";
export { websiteForms, websiteFormSubmissions } from "./db/forms.table";
// Landing pages (website.pages): the hosted /p/<workspace>/<page> response and its call-to-action beacon.
export { serveHostedPage } from "./server/pages.hosting";
export { handleCtaBeacon } from "./server/pages.beacon";
export { websitePages, websitePageVersions } from "./db/pages.table";
export { seedDemoLandingPage } from "./server/pages.demo";
// Consent on the workspace's sites: the public choice endpoint, the hosted forms' banner script and the records' CSV.
export { consentPreflight, handleConsentChoice } from "./server/consent-public";
export { handleConsentScript } from "./server/form-public-http";
export { handleConsentRecordsCsv } from "./server/consent-records-csv";
