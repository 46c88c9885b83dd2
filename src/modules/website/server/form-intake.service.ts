import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { capture, SITE_EVENTS } from "@/modules/analytics";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError, RateLimitedError } from "@/server/errors";
import { getLogger } from "@/server/log";
import {
  HONEYPOT_FIELD,
  MAX_FILL_MS,
  MIN_FILL_MS,
  PER_FORM_PER_MINUTE,
  PER_IP_PER_MINUTE,
  RENDER_TOKEN_FIELD,
  SUBMISSION_KEY_FIELD,
} from "../contracts/forms.constants";
import type { FormDefinition } from "../contracts/forms.contracts";
import { websiteFormSubmissions, websiteForms } from "../db/forms.table";
import { checkAnswers } from "../forms/form-answers";
import { MinuteCounter } from "../forms/form-rate-limit";
import { requestSubmissionsDrain } from "../jobs/form-submission.job";
import { ipHashOf, renderTimeOf } from "./form-tokens";

/** A published form as the public endpoints need it (cached a few seconds: a busy form is read once, not per submission). */
export type PublicForm = { id: string; workspaceId: string; name: string; definition: FormDefinition };

const CACHE_MS = 3_000;
const cache = new Map<string, { at: number; form: PublicForm | null }>();

export async function publishedForm(db: Db, formId: string, now = Date.now()): Promise<PublicForm | null> {
  if (!/^[0-9a-f-]{36}$/i.test(formId)) return null;
  const hit = cache.get(formId);
  if (hit && now - hit.at < CACHE_MS) return hit.form;
  const [row] = await db
    .select({ id: websiteForms.id, workspaceId: websiteForms.workspaceId, name: websiteForms.name, definition: websiteForms.definition })
    .from(websiteForms)
    .where(and(eq(websiteForms.id, formId), eq(websiteForms.status, "published")));
  if (cache.size > 10_000) cache.clear();
  cache.set(formId, { at: now, form: row ?? null });
  return row ?? null;
}

/** Forgets cached forms (a test that publishes then submits at once). */
export const forgetPublishedForms = () => cache.clear();

const perIp = new MinuteCounter(PER_IP_PER_MINUTE);
const perForm = new MinuteCounter(PER_FORM_PER_MINUTE);

/** Lets a test or the bench send from many addresses without the per-address limit (never in the app). */
export function resetFormRateLimits() {
  Object.assign(perIp, new MinuteCounter(PER_IP_PER_MINUTE));
  Object.assign(perForm, new MinuteCounter(PER_FORM_PER_MINUTE));
}

const CONTEXT_KEY = /^utm_[a-z_]{1,30}$/;
const shortText = (v: unknown, max = 200) => (typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, max) : undefined);

/** page_id, popup_id and the utm_* values a submission (or a form_start) carries. */
export function contextOf(body: Record<string, unknown>) {
  const utm: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    const value = shortText(v);
    if (CONTEXT_KEY.test(k) && value && Object.keys(utm).length < 10) utm[k] = value;
  }
  return { pageId: shortText(body.page_id, 100), popupId: shortText(body.popup_id, 100), utm };
}

export type Accepted = { submissionId: string | null; duplicate: boolean; form: PublicForm };

/**
 * Takes one submission from the public endpoint. Refusals throw: too many from the address or into
 * the form (RateLimitedError), an unknown or unpublished form (NotFoundError), a stale or forged
 * render time, a fill faster than a person can type, or answers the form refuses (InvalidError with
 * a message per field). A filled honeypot is answered as accepted and dropped. An accepted one is
 * stored in one insert (the same submission key again returns the first) and queued for the CRM.
 */
export async function receiveSubmission(
  db: Db,
  input: { formId: string; body: Record<string, unknown>; ip: string | null; referrer: string | null; now?: number },
): Promise<Accepted> {
  const now = input.now ?? Date.now();
  if (input.ip && !perIp.hit(input.ip, now))
    throw new RateLimitedError("Too many submissions from your network. Wait a minute and try again.", perIp.retryAfter(now));
  const form = await publishedForm(db, input.formId, now);
  if (!form) throw new NotFoundError("Form");
  if (!perForm.hit(form.id, now))
    throw new RateLimitedError("This form is receiving too many submissions right now. Wait a minute and try again.", perForm.retryAfter(now));
  const { body } = input;
  if (typeof body[HONEYPOT_FIELD] === "string" && body[HONEYPOT_FIELD] !== "") return { submissionId: null, duplicate: false, form };
  const renderedAt = renderTimeOf(form.id, body[RENDER_TOKEN_FIELD]);
  if (renderedAt === null || now - renderedAt > MAX_FILL_MS) throw new InvalidError("This form has expired. Reload the page and fill it in again.");
  if (now - renderedAt < MIN_FILL_MS) throw new InvalidError("That was quicker than we expected. Wait a moment, then send the form again.");
  const checked = checkAnswers(form.definition, body);
  if (!checked.ok) throw new InvalidError("Some answers need another look.", checked.fieldErrors);

  const rawKey = body[SUBMISSION_KEY_FIELD];
  const submissionKey = typeof rawKey === "string" && /^[A-Za-z0-9_-]{8,100}$/.test(rawKey) ? rawKey : randomUUID();
  const context = contextOf(body);
  const [inserted] = await db
    .insert(websiteFormSubmissions)
    .values({
      workspaceId: form.workspaceId,
      formId: form.id,
      submissionKey,
      receivedAt: new Date(now),
      answers: checked.answers,
      pageId: context.pageId ?? null,
      popupId: context.popupId ?? null,
      utm: context.utm,
      referrer: shortText(input.referrer, 500) ?? null,
      ipHash: ipHashOf(input.ip),
    })
    .onConflictDoNothing({ target: [websiteFormSubmissions.formId, websiteFormSubmissions.submissionKey] })
    .returning({ id: websiteFormSubmissions.id });
  if (!inserted) {
    const [first] = await db
      .select({ id: websiteFormSubmissions.id })
      .from(websiteFormSubmissions)
      .where(and(eq(websiteFormSubmissions.formId, form.id), eq(websiteFormSubmissions.submissionKey, submissionKey)));
    return { submissionId: first?.id ?? null, duplicate: true, form };
  }
  requestSubmissionsDrain();
  try {
    capture({
      workspaceId: form.workspaceId,
      event: SITE_EVENTS.formSubmit,
      distinctId: submissionKey,
      source: "form",
      properties: {
        form_id: form.id,
        ...(context.pageId && { page_id: context.pageId }),
        ...(context.popupId && { popup_id: context.popupId }),
        ...context.utm,
      },
    });
  } catch (error) {
    // The submission is stored and queued; a full event buffer only loses the count.
    getLogger().warn({ err: error, formId: form.id }, "form_submit event not recorded");
  }
  return { submissionId: inserted.id, duplicate: false, form };
}

/** A visitor's first interaction with a form (the beacon): recorded as `form_start`. */
export async function recordFormStart(db: Db, input: { formId: string; body: Record<string, unknown>; ip: string | null }) {
  const now = Date.now();
  if (input.ip && !perIp.hit(`start:${input.ip}`, now)) throw new RateLimitedError("Too many requests from your network.", perIp.retryAfter(now));
  const form = await publishedForm(db, input.formId, now);
  if (!form) throw new NotFoundError("Form");
  const visitor = shortText(input.body[SUBMISSION_KEY_FIELD], 100);
  if (!visitor || !/^[A-Za-z0-9_-]{8,100}$/.test(visitor)) throw new InvalidError("The form's visit id is missing.");
  const context = contextOf(input.body);
  capture({
    workspaceId: form.workspaceId,
    event: SITE_EVENTS.formStart,
    distinctId: visitor,
    source: "form",
    properties: { form_id: form.id, ...(context.pageId && { page_id: context.pageId }), ...(context.popupId && { popup_id: context.popupId }), ...context.utm },
  });
}
