/**
 * What browser code may take from the website module. Site forms: the builder's pieces, and for
 * host pages the pure renderer `renderFormHtml` (the live preview uses it too) and the address
 * builders (`formFrameUrl` for a frame, `embedSnippets` for the three ways to put a form on a site).
 */
export { renderFormHtml, FORM_CSS, escapeHtml, type RenderableForm, type RenderFormOptions } from "./forms/form-render";
export { embedSnippets, formFrameUrl, hostedFormUrl, submissionPath } from "./forms/form-urls";
