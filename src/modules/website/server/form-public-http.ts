import "server-only";
import { randomUUID } from "node:crypto";
import { workspaceBySlug } from "@/modules/identity";
import { clientIp } from "@/server/auth/client-ip";
import { getDb } from "@/server/db/client";
import { AppError, InvalidError, RateLimitedError } from "@/server/errors";
import { getLogger } from "@/server/log";
import { MAX_SUBMISSION_BYTES } from "../contracts/forms.constants";
import { escapeHtml, FORM_CSS, renderFormHtml } from "../forms/form-render";
import { EMBED_SCRIPT, FORM_SCRIPT } from "../forms/form-script";
import { CONSENT_STYLES, consentBannerHtml, type ConsentBannerContext } from "../site-consent/banner-html";
import { CONSENT_SCRIPT } from "../site-consent/consent-script";
import { getConsentBanner } from "./consent-settings.service";
import { submissionPath } from "../forms/form-urls";
import { publishedForm, receiveSubmission, recordFormStart, type PublicForm } from "./form-intake.service";
import { confirmSubmission } from "./form-process.service";
import { signRenderTime } from "./form-tokens";

/**
 * The public side of site forms (route handlers under /f and /api/public/forms): the hosted page
 * and its frame variant, the submission endpoint (JSON or a plain form POST), the form_start beacon,
 * the two scripts and the double opt-in link. Server-rendered HTML with its own strict policy: no
 * inline script, the one stylesheet by nonce, posting only to this site.
 */

const nonce = () => randomUUID().replace(/-/g, "");

function pagePolicy(styleNonce: string, embed: boolean): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'nonce-${styleNonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self' https: http:",
    "base-uri 'none'",
    `frame-ancestors ${embed ? "*" : "'none'"}`,
  ].join("; ");
}

function htmlResponse(body: string, status: number, styleNonce: string, embed: boolean): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": pagePolicy(styleNonce, embed),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      ...(embed ? {} : { "X-Frame-Options": "DENY" }),
    },
  });
}

/**
 * A hosted form's page. `consent` is the workspace's banner, drawn on the full page only: a frame
 * (`embed`) never shows its own, it lives inside the page that shows one (and a form stores nothing
 * in the browser whatever the choice: its visit id is made fresh for each view).
 */
function page(title: string, inner: string, styleNonce: string, embed: boolean, consent: ConsentBannerContext | null = null): string {
  const chrome = embed ? "" : `<h1 class="aimt-title">${escapeHtml(title)}</h1>`;
  const banner = !embed && consent?.banner.enabled ? consent : null;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style nonce="${styleNonce}">body{margin:0;padding:${embed ? "0.5rem" : "2rem 1rem"};background:#fff}.aimt-title{font:600 1.5rem system-ui,sans-serif;max-width:32rem;margin:0 auto 1.5rem}${FORM_CSS}${banner ? CONSENT_STYLES : ""}</style>` +
    `<script src="/api/public/forms/form.js" defer></script>${banner ? `<script src="/api/public/consent.js" defer></script>` : ""}</head>` +
    `<body>${chrome}<main>${inner}</main>${banner ? consentBannerHtml(banner) : ""}</body></html>`
  );
}

const CONTEXT_PARAM = /^(page_id|popup_id|utm_[a-z_]{1,30})$/;

function renderPage(
  form: PublicForm,
  opts: {
    embed: boolean;
    context: Record<string, string>;
    values?: Record<string, unknown>;
    errors?: Record<string, string>;
    formError?: string;
    consent?: ConsentBannerContext | null;
  },
  status = 200,
) {
  const styleNonce = nonce();
  const html = renderFormHtml(form, {
    action: submissionPath(form.id),
    renderToken: signRenderTime(form.id),
    submissionKey: randomUUID(),
    context: opts.context,
    values: opts.values,
    errors: opts.errors,
    formError: opts.formError,
    embed: opts.embed,
  });
  return htmlResponse(page(form.name, html, styleNonce, opts.embed, opts.consent), status, styleNonce, opts.embed);
}

function notFoundPage(): Response {
  const styleNonce = nonce();
  return htmlResponse(
    page("Form not found", `<p class="aimt-form">This form isn't available. It may have been taken down.</p>`, styleNonce, false),
    404,
    styleNonce,
    false,
  );
}

/** GET /f/<workspace-slug>/<form-id>[?embed=1]: the hosted form. */
export async function handleHostedForm(request: Request, params: { workspace: string; formId: string }): Promise<Response> {
  const db = getDb();
  const form = await publishedForm(db, params.formId);
  const workspace = form ? await workspaceBySlug(db, params.workspace) : null;
  if (!form || !workspace || workspace.id !== form.workspaceId) return notFoundPage();
  const url = new URL(request.url);
  const context: Record<string, string> = {};
  url.searchParams.forEach((value, key) => {
    if (CONTEXT_PARAM.test(key) && value.length <= 200) context[key] = value;
  });
  const embed = url.searchParams.get("embed") === "1";
  const consent: ConsentBannerContext | null = embed
    ? null
    : {
        banner: await getConsentBanner(db, workspace.id),
        workspaceSlug: workspace.slug,
        cookiePaths: [`/p/${workspace.slug}`, `/f/${workspace.slug}`],
        source: "form",
      };
  return renderPage(form, { embed, context, consent });
}

/** The body as fields: JSON or form-encoded, at most MAX_SUBMISSION_BYTES (larger is refused before parsing). */
async function readBody(request: Request): Promise<{ body: Record<string, unknown>; json: boolean }> {
  const type = request.headers.get("content-type") ?? "";
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_SUBMISSION_BYTES) throw new InvalidError("The answers are too long to send.");
  const raw = await request.arrayBuffer();
  if (raw.byteLength > MAX_SUBMISSION_BYTES) throw new InvalidError("The answers are too long to send.");
  const text = new TextDecoder().decode(raw);
  if (type.includes("application/json")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new InvalidError("The answers couldn't be read.");
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new InvalidError("The answers couldn't be read.");
    return { body: parsed as Record<string, unknown>, json: true };
  }
  if (type.includes("application/x-www-form-urlencoded")) {
    const body: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const prev = body[key];
      body[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev as string, value];
    }
    return { body, json: false };
  }
  throw new InvalidError("Send the answers as JSON or as a form.");
}

const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...extra } });

function errorStatus(error: AppError): number {
  return error.kind === "not_found" ? 404 : error.kind === "rate_limited" ? 429 : error.kind === "invalid" ? 422 : 400;
}

/** POST /api/public/forms/<form-id>/submissions. */
export async function handleSubmission(request: Request, formId: string): Promise<Response> {
  const db = getDb();
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json") || (request.headers.get("content-type") ?? "").includes("json");
  let body: Record<string, unknown> = {};
  try {
    body = (await readBody(request)).body;
    const accepted = await receiveSubmission(db, { formId, body, ip: clientIp(request.headers), referrer: request.headers.get("referer") });
    const after = accepted.form.definition.afterSubmit;
    if (wantsJson)
      return json(200, {
        ok: true,
        submissionId: accepted.submissionId,
        ...(after.kind === "redirect" ? { redirect: after.redirectUrl } : { message: after.message }),
      });
    if (after.kind === "redirect") return new Response(null, { status: 303, headers: { Location: after.redirectUrl, "Cache-Control": "no-store" } });
    const styleNonce = nonce();
    const embed = body.embed === "1";
    return htmlResponse(
      page(accepted.form.name, `<div class="aimt-form"><p class="aimt-done" role="status">${escapeHtml(after.message)}</p></div>`, styleNonce, embed),
      200,
      styleNonce,
      embed,
    );
  } catch (error) {
    if (!(error instanceof AppError)) {
      getLogger().error({ err: error, formId }, "form submission failed");
      return json(500, { message: "Something went wrong on our side. Try again in a moment." });
    }
    const status = errorStatus(error);
    const retry: Record<string, string> = error instanceof RateLimitedError ? { "Retry-After": String(error.retryAfterSeconds) } : {};
    const fieldErrors = error instanceof InvalidError ? error.fieldErrors : {};
    if (wantsJson || status === 404 || status === 429) return json(status, { message: error.message, fieldErrors }, retry);
    // A plain POST: the form again with what was typed and the messages on their fields.
    const form = await publishedForm(db, formId);
    if (!form) return notFoundPage();
    const context = Object.fromEntries(Object.entries(body).filter(([k, v]) => CONTEXT_PARAM.test(k) && typeof v === "string")) as Record<string, string>;
    return renderPage(form, { embed: body.embed === "1", context, values: body, errors: fieldErrors, formError: error.message }, status);
  }
}

/** POST /api/public/forms/<form-id>/start: the first interaction's beacon. */
export async function handleFormStart(request: Request, formId: string): Promise<Response> {
  try {
    const { body } = await readBody(request);
    await recordFormStart(getDb(), { formId, body, ip: clientIp(request.headers) });
    return new Response(null, { status: 204 });
  } catch (error) {
    if (error instanceof AppError) return json(errorStatus(error), { message: error.message });
    throw error;
  }
}

const script = (source: string) => () =>
  new Response(source, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=300, stale-while-revalidate=86400",
      "Access-Control-Allow-Origin": "*",
      "X-Content-Type-Options": "nosniff",
    },
  });

/** GET /api/public/forms/embed.js (customers' sites) and /api/public/forms/form.js (inside the form). */
export const handleEmbedScript = script(EMBED_SCRIPT);
export const handleFormScript = script(FORM_SCRIPT);
/** GET /api/public/consent.js: the consent banner's script on hosted forms (hosted pages carry it inline). */
export const handleConsentScript = script(CONSENT_SCRIPT);

/**
 * GET /api/public/forms/confirm?token=…: the double opt-in link shows a button; its POST confirms
 * (a mail scanner that follows links doesn't confirm for the person).
 */
export async function handleConfirm(request: Request): Promise<Response> {
  const styleNonce = nonce();
  if (request.method === "GET") {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const inner =
      `<form class="aimt-form" method="post" action="/api/public/forms/confirm"><p>Confirm that you want to receive our emails.</p>` +
      `<input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Confirm my subscription</button></form>`;
    return htmlResponse(page("Confirm your subscription", inner, styleNonce, false), 200, styleNonce, false);
  }
  let token: unknown = null;
  try {
    token = (await readBody(request)).body.token;
  } catch {
    token = null;
  }
  return confirmAnswer(await confirmSubmission(getDb(), token), styleNonce);
}

function confirmAnswer(outcome: "confirmed" | "already" | "invalid", styleNonce: string): Response {
  const message =
    outcome === "invalid"
      ? "This confirmation link isn't valid. Copy the whole link from the email, or fill in the form again."
      : "Thank you, your subscription is confirmed.";
  return htmlResponse(
    page("Subscription", `<div class="aimt-form"><p role="status">${escapeHtml(message)}</p></div>`, styleNonce, false),
    outcome === "invalid" ? 400 : 200,
    styleNonce,
    false,
  );
}
