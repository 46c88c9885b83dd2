/**
 * The one HTML renderer of a site form (pure, no React): the hosted page `/f/…`, its frame variant,
 * the builder's live preview and any host page (a landing page, a pop-up) render a form through it.
 * Everything a workspace or a visitor typed is escaped; the markup works without script (a plain
 * POST), and /api/public/forms/form.js adds steps, checks and an in-place answer when it loads.
 */
import type { FormDefinition, FormField } from "../contracts/forms.contracts";
import { HONEYPOT_FIELD, RENDER_TOKEN_FIELD, SUBMISSION_KEY_FIELD } from "../contracts/forms.constants";

export type RenderableForm = { id: string; name: string; definition: FormDefinition };

export type RenderFormOptions = {
  /** Where the form posts: `/api/public/forms/<id>/submissions` on the product's own site. */
  action: string;
  /** The signed render time (the minimum fill time starts here). */
  renderToken: string;
  /** A fresh id for this filling (the server keeps one submission per id). */
  submissionKey: string;
  /** Carried with the submission: `page_id`, `popup_id`, `utm_*`. */
  context?: Record<string, string>;
  /** After a refused plain POST: what the visitor typed, and the message per field. */
  values?: Record<string, unknown>;
  errors?: Record<string, string>;
  formError?: string;
  /** The frame variant (`?embed=1`): reports its height and the accepted submission to the parent page. */
  embed?: boolean;
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "`": "&#96;" };
/** Text and attribute values made inert. */
export const escapeHtml = (value: unknown): string => String(value ?? "").replace(/[&<>"'`]/g, (c) => ESCAPES[c]!);

const CONTEXT_KEY = /^(page_id|popup_id|utm_[a-z_]{1,30})$/;

const inputTypes: Partial<Record<FormField["type"], string>> = { text: "text", email: "email", phone: "tel", number: "number", date: "date" };

function fieldHtml(formId: string, field: FormField, value: unknown, error: string | undefined): string {
  const id = `f-${escapeHtml(formId.slice(0, 8))}-${escapeHtml(field.key)}`;
  const name = escapeHtml(field.key);
  const req = field.required ? " required" : "";
  const describedBy = [field.help ? `${id}-help` : "", `${id}-error`].filter(Boolean).join(" ");
  const aria = ` aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ""}`;
  const help = field.help ? `<p class="aimt-help" id="${id}-help">${escapeHtml(field.help)}</p>` : "";
  const err = `<p class="aimt-error" id="${id}-error" data-error-for="${name}"${error ? "" : " hidden"}>${escapeHtml(error ?? "")}</p>`;
  const mark = field.required ? ' <span class="aimt-req" aria-hidden="true">*</span>' : "";
  const label = `<label for="${id}">${escapeHtml(field.label)}${mark}</label>`;
  const text = typeof value === "string" ? value : "";
  switch (field.type) {
    case "hidden":
      return `<input type="hidden" name="${name}" value="${escapeHtml(field.defaultValue)}">`;
    case "checkbox":
    case "consent": {
      const checked = value === true || value === "on" || value === "true" ? " checked" : "";
      const wording = field.type === "consent" ? field.consentText : field.label;
      return `<div class="aimt-field aimt-check"><input type="checkbox" id="${id}" name="${name}" value="on"${checked}${req}${aria}><label for="${id}">${escapeHtml(wording)}${mark}</label>${help}${err}</div>`;
    }
    case "select": {
      const opts = field.options.map((o) => `<option value="${escapeHtml(o)}"${o === text ? " selected" : ""}>${escapeHtml(o)}</option>`).join("");
      const placeholder = `<option value="">${escapeHtml(field.placeholder || "Choose…")}</option>`;
      return `<div class="aimt-field">${label}<select id="${id}" name="${name}"${req}${aria}>${placeholder}${opts}</select>${help}${err}</div>`;
    }
    case "multi_select": {
      const chosen = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
      const boxes = field.options
        .map(
          (o, i) =>
            `<label class="aimt-option"><input type="checkbox" name="${name}" value="${escapeHtml(o)}" id="${id}-${i}"${chosen.includes(o) ? " checked" : ""}> ${escapeHtml(o)}</label>`,
        )
        .join("");
      return `<fieldset class="aimt-field" id="${id}"${aria}><legend>${escapeHtml(field.label)}${mark}</legend>${boxes}${help}${err}</fieldset>`;
    }
    default: {
      const type = inputTypes[field.type] ?? "text";
      const placeholder = field.placeholder ? ` placeholder="${escapeHtml(field.placeholder)}"` : "";
      const autocomplete = field.type === "email" ? ' autocomplete="email"' : field.type === "phone" ? ' autocomplete="tel"' : "";
      return `<div class="aimt-field">${label}<input type="${type}" id="${id}" name="${name}" value="${escapeHtml(text)}" maxlength="2000"${placeholder}${autocomplete}${req}${aria}>${help}${err}</div>`;
    }
  }
}

/** The `<form>` element of a form (no page around it): fields by step, the honeypot, the signed render time and the context. */
export function renderFormHtml(form: RenderableForm, options: RenderFormOptions): string {
  const def = form.definition;
  const values = options.values ?? {};
  const errors = options.errors ?? {};
  const steps = def.steps.length > 0 ? def.steps : [{ title: "" }];
  const stepsHtml = steps
    .map((step, index) => {
      const fields = def.fields
        .filter((f) => Math.min(f.step, steps.length - 1) === index)
        .map((f) => fieldHtml(form.id, f, values[f.key], errors[f.key]))
        .join("");
      const title = step.title ? `<h2 class="aimt-step-title">${escapeHtml(step.title)}</h2>` : "";
      return `<fieldset class="aimt-step" data-step="${index}">${title}${fields}</fieldset>`;
    })
    .join("");
  const context = Object.entries(options.context ?? {})
    .filter(([k, v]) => CONTEXT_KEY.test(k) && typeof v === "string" && v.length <= 200)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
  const honeypot = `<div class="aimt-hp" aria-hidden="true"><label>Leave this empty<input type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value=""></label></div>`;
  const after = def.afterSubmit.kind === "redirect" ? ` data-redirect="${escapeHtml(def.afterSubmit.redirectUrl)}"` : "";
  const nav =
    steps.length > 1 ? `<div class="aimt-nav" hidden><button type="button" data-back>Back</button><button type="button" data-next>Next</button></div>` : "";
  const formError = `<p class="aimt-form-error" role="alert" data-form-error${options.formError ? "" : " hidden"}>${escapeHtml(options.formError ?? "")}</p>`;
  return (
    `<form class="aimt-form" method="post" action="${escapeHtml(options.action)}" novalidate data-aimt-form="${escapeHtml(form.id)}"` +
    ` data-steps="${steps.length}" data-message="${escapeHtml(def.afterSubmit.message)}"${after}${options.embed ? ' data-embed="1"' : ""}>` +
    `<input type="hidden" name="${SUBMISSION_KEY_FIELD}" value="${escapeHtml(options.submissionKey)}">` +
    `<input type="hidden" name="${RENDER_TOKEN_FIELD}" value="${escapeHtml(options.renderToken)}">` +
    (options.embed ? `<input type="hidden" name="embed" value="1">` : "") +
    context +
    honeypot +
    stepsHtml +
    formError +
    nav +
    `<button type="submit" class="aimt-submit">${escapeHtml(def.submitLabel || "Send")}</button>` +
    `<div class="aimt-done" role="status" hidden></div>` +
    `</form>`
  );
}

/** The stylesheet of a form (a host page may include it once). */
export const FORM_CSS = `
.aimt-form{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:0 auto;color:#111}
.aimt-form fieldset{border:0;margin:0;padding:0}
.aimt-field{display:flex;flex-direction:column;gap:.25rem;margin:0 0 1rem}
.aimt-check{flex-direction:row;flex-wrap:wrap;align-items:flex-start;gap:.5rem}
.aimt-check .aimt-help,.aimt-check .aimt-error{flex-basis:100%}
.aimt-form input[type=text],.aimt-form input[type=email],.aimt-form input[type=tel],.aimt-form input[type=number],.aimt-form input[type=date],.aimt-form select{font:inherit;padding:.5rem .625rem;border:1px solid #999;border-radius:.375rem}
.aimt-form label{font-weight:500}
.aimt-option{display:block;font-weight:400}
.aimt-help{margin:0;color:#555;font-size:.875rem}
.aimt-error,.aimt-form-error{margin:0;color:#b00020;font-size:.875rem}
.aimt-req{color:#b00020}
.aimt-hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.aimt-nav{display:flex;gap:.5rem;margin:0 0 1rem}
.aimt-form button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #111;background:#111;color:#fff;cursor:pointer}
.aimt-form button[data-back]{background:#fff;color:#111}
.aimt-step-title{font-size:1.125rem;margin:0 0 .75rem}
.aimt-done{padding:1rem;border-radius:.375rem;background:#eef7ee}
`;
