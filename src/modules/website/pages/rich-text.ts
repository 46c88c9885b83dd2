import sanitizeHtml from "sanitize-html";

/**
 * The text block's rich text is HTML, cleaned with sanitize-html when a draft is saved and again
 * when a page renders (a snapshot saved before a rule changed is still cleaned by today's rule).
 * Kept: paragraphs, headings, emphasis, lists, quotes and links (http, https, mailto, tel), which
 * open with rel="noopener nofollow ugc". Everything else (scripts, event handlers, styles, frames)
 * is dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "h2", "h3", "h4", "blockquote"],
  allowedAttributes: { a: ["href", "title", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener nofollow ugc" }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
