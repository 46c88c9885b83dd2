/** Public addresses of a site form (pure: the builder's embed section and host pages build them). */

export const submissionPath = (formId: string) => `/api/public/forms/${encodeURIComponent(formId)}/submissions`;

/** The hosted form `/f/<workspace-slug>/<form-id>` on `origin` (the product's own site). */
export function hostedFormUrl(origin: string, workspaceSlug: string, formId: string): string {
  return `${origin.replace(/\/$/, "")}/f/${encodeURIComponent(workspaceSlug)}/${encodeURIComponent(formId)}`;
}

/**
 * The frame variant (`?embed=1`), carrying the host's ids and campaign: what a landing page or a
 * pop-up puts in an iframe. Only `page_id`, `popup_id` and `utm_*` are passed on.
 */
export function formFrameUrl(origin: string, workspaceSlug: string, formId: string, context: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams({ embed: "1" });
  for (const [key, value] of Object.entries(context))
    if (value && (key === "page_id" || key === "popup_id" || /^utm_[a-z_]{1,30}$/.test(key))) params.set(key, value.slice(0, 200));
  return `${hostedFormUrl(origin, workspaceSlug, formId)}?${params.toString()}`;
}

/** The three ways to put a form on a site, as the builder shows them. */
export function embedSnippets(origin: string, workspaceSlug: string, formId: string) {
  const base = origin.replace(/\/$/, "");
  return {
    link: hostedFormUrl(base, workspaceSlug, formId),
    frame: `<iframe src="${formFrameUrl(base, workspaceSlug, formId)}" title="Form" style="width:100%;border:0;min-height:320px" loading="lazy"></iframe>`,
    script: `<script src="${base}/api/public/forms/embed.js" data-form="${formId}" data-workspace="${workspaceSlug}" async></script>`,
  };
}
