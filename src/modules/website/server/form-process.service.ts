import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { confirmFormConsent, upsertContactFromSubmission } from "@/modules/crm";
import { sendWorkspaceMail } from "@/modules/messaging";
import { siteUrl } from "@/env";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { websiteFormSubmissions, websiteForms } from "../db/forms.table";
import { contactValuesOf } from "../forms/form-answers";
import { escapeHtml } from "../forms/form-render";
import { confirmationOf, signConfirmation } from "./form-tokens";

/** After this many failed runs a submission is marked failed (the queue stops retrying it too). */
export const MAX_ATTEMPTS = 6;

type Outcome = "processed" | "rejected" | "skipped";

/**
 * Carries one stored submission into the CRM, once: the submission row is locked for the
 * transaction and only a `received` one is worked, so a second delivery (or two workers at once)
 * changes nothing. The contact, its consent, the timeline entry and the list membership are written
 * in the same transaction as the status. The double opt-in mail goes after it, keyed by the
 * submission (sent once however often this runs).
 */
export async function processSubmission(db: Db, submissionId: string): Promise<Outcome> {
  let outcome: Outcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const [sub] = await tx.select().from(websiteFormSubmissions).where(eq(websiteFormSubmissions.id, submissionId)).for("update");
      if (!sub || sub.status !== "received") return "skipped";
      const [form] = await tx.select().from(websiteForms).where(eq(websiteForms.id, sub.formId));
      const tenant = { workspaceId: sub.workspaceId };
      const values = contactValuesOf(form!.definition, sub.answers);
      const finish = (patch: Partial<typeof websiteFormSubmissions.$inferInsert>) =>
        tx
          .update(websiteFormSubmissions)
          .set({ attempts: sub.attempts + 1, processedAt: new Date(), ...patch })
          .where(eq(websiteFormSubmissions.id, sub.id));
      if (!values.fields.email) {
        await finish({ status: "rejected", errorClass: "no_email" });
        return "rejected";
      }
      const { email, ...fields } = values.fields;
      const result = await upsertContactFromSubmission(tx, tenant, {
        email,
        fields,
        custom: values.custom,
        consents: values.consents,
        doubleOptIn: form!.definition.doubleOptIn.enabled,
        source: `form:${form!.name}`,
        formId: form!.id,
        submissionId: sub.id,
        answers: sub.answers,
        listId: form!.definition.listId || null,
        touch: {
          source: sub.utm.utm_source,
          medium: sub.utm.utm_medium,
          campaign: sub.utm.utm_campaign,
          term: sub.utm.utm_term,
          content: sub.utm.utm_content,
          landingPage: sub.referrer ?? undefined,
          at: sub.receivedAt.toISOString(),
        },
        occurredAt: sub.receivedAt,
      });
      if (result.outcome === "suppressed") {
        await finish({ status: "rejected", errorClass: "suppressed" });
        return "rejected";
      }
      await finish({ status: "processed", errorClass: null, contactId: result.contactId });
      return "processed";
    });
  } catch (error) {
    const [row] = await db
      .update(websiteFormSubmissions)
      .set({
        attempts: sql`${websiteFormSubmissions.attempts} + 1`,
        errorClass: "error",
        status: sql`case when ${websiteFormSubmissions.attempts} + 1 >= ${MAX_ATTEMPTS} then 'failed' else ${websiteFormSubmissions.status} end`,
      })
      .where(and(eq(websiteFormSubmissions.id, submissionId), eq(websiteFormSubmissions.status, "received")))
      .returning({ attempts: websiteFormSubmissions.attempts });
    getLogger().warn({ err: error, submissionId, attempts: row?.attempts }, "form submission not processed; the queue will try again");
    throw error;
  }
  if (outcome === "processed") await sendConfirmation(db, submissionId);
  return outcome;
}

/** The double opt-in mail of a processed submission (once per submission: the mail's key is the submission). */
async function sendConfirmation(db: Db, submissionId: string) {
  const [row] = await db
    .select({ sub: websiteFormSubmissions, form: websiteForms })
    .from(websiteFormSubmissions)
    .innerJoin(websiteForms, eq(websiteForms.id, websiteFormSubmissions.formId))
    .where(eq(websiteFormSubmissions.id, submissionId));
  if (!row || row.sub.confirmationSentAt || !row.form.definition.doubleOptIn.enabled) return;
  const values = contactValuesOf(row.form.definition, row.sub.answers);
  if (values.consents.length === 0 || !values.fields.email) return;
  const link = `${siteUrl()}/api/public/forms/confirm?token=${encodeURIComponent(signConfirmation(submissionId))}`;
  const wording = values.consents.map((c) => c.text);
  const { fromName, replyTo } = row.form.definition.doubleOptIn;
  const result = await sendWorkspaceMail(db, row.sub.workspaceId, {
    to: [values.fields.email],
    subject: "Please confirm your subscription",
    html:
      `<p>Thanks for filling in “${escapeHtml(row.form.name)}”. Please confirm that you agreed to:</p>` +
      wording.map((w) => `<blockquote>${escapeHtml(w)}</blockquote>`).join("") +
      `<p><a href="${escapeHtml(link)}">Yes, confirm my subscription</a></p><p>If you didn't fill in this form, ignore this email.</p>`,
    text: `Thanks for filling in “${row.form.name}”. Please confirm that you agreed to:\n\n${wording.join("\n\n")}\n\nConfirm: ${link}\n\nIf you didn't fill in this form, ignore this email.`,
    meta: { purpose: "form-double-opt-in", formId: row.form.id, submissionId },
    idempotencyKey: `website-form-confirm:${submissionId}`,
    ...(fromName && { fromName }),
    ...(replyTo && { replyTo }),
  });
  if (result.queued) await db.update(websiteFormSubmissions).set({ confirmationSentAt: new Date() }).where(eq(websiteFormSubmissions.id, submissionId));
  else getLogger().warn({ submissionId, reason: result.reason }, "double opt-in mail not sent");
}

/** The person clicked the double opt-in link: their consent is recorded as confirmed (once). */
export async function confirmSubmission(db: Db, token: unknown): Promise<"confirmed" | "already" | "invalid"> {
  const submissionId = confirmationOf(token);
  if (!submissionId) return "invalid";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sub: websiteFormSubmissions, form: websiteForms })
      .from(websiteFormSubmissions)
      .innerJoin(websiteForms, eq(websiteForms.id, websiteFormSubmissions.formId))
      .where(eq(websiteFormSubmissions.id, submissionId))
      .for("update", { of: websiteFormSubmissions });
    if (!row || !row.sub.contactId) return "invalid";
    if (row.sub.confirmedAt) return "already";
    const values = contactValuesOf(row.form.definition, row.sub.answers);
    for (const consent of values.consents)
      await confirmFormConsent(
        tx,
        { workspaceId: row.sub.workspaceId },
        { contactId: row.sub.contactId, source: `form:${row.form.name}`, wording: consent.text },
      );
    await tx.update(websiteFormSubmissions).set({ confirmedAt: new Date() }).where(eq(websiteFormSubmissions.id, submissionId));
    return "confirmed";
  });
}

/**
 * Works the submissions waiting, oldest first, until none is left (at most `limit` a round): the
 * queue's job, and a test's or the bench's drain. One that failed waits longer after each try (20 s,
 * 40 s, 80 s… after it arrived). Returns how many were worked and how many failed this time.
 */
export async function processPending(db: Db, limit = 500): Promise<{ done: number; failed: number }> {
  let done = 0;
  let failed = 0;
  for (;;) {
    const rows = await db
      .select({ id: websiteFormSubmissions.id })
      .from(websiteFormSubmissions)
      .where(
        and(
          eq(websiteFormSubmissions.status, "received"),
          sql`(${websiteFormSubmissions.attempts} = 0 or ${websiteFormSubmissions.receivedAt} + interval '10 seconds' * power(2, ${websiteFormSubmissions.attempts}) <= now())`,
        ),
      )
      .orderBy(asc(websiteFormSubmissions.receivedAt))
      .limit(limit);
    let progressed = 0;
    for (const row of rows) {
      try {
        if ((await processSubmission(db, row.id)) !== "skipped") progressed += 1;
        done += 1;
      } catch {
        failed += 1;
      }
    }
    if (rows.length < limit || progressed === 0) return { done, failed };
  }
}
