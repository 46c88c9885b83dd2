import "server-only";
import {
  activeSiteSurveys,
  capture,
  MAX_SURVEY_ANSWER_BYTES,
  recordSurveyAnswer,
  SURVEY_ANSWERS_PER_MINUTE,
  SURVEY_EVENTS,
  type StoredSurveyAnswer,
} from "@/modules/analytics";
import { contactIdByEmail, recordActivity } from "@/modules/crm";
import { listMembers, workspaceBySlug } from "@/modules/identity";
import { sendWorkspaceMail } from "@/modules/messaging";
import { siteUrl } from "@/env";
import { clientIp } from "@/server/auth/client-ip";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { escapeHtml } from "../forms/form-render";
import { json, readLimited } from "./popups-public";
import { WindowLimiter } from "@/server/http/window-limiter";

let perIp = new WindowLimiter(SURVEY_ANSWERS_PER_MINUTE);

/** Tests start each case with an empty window. */
export function resetSurveyAnswerLimits() {
  perIp = new WindowLimiter(SURVEY_ANSWERS_PER_MINUTE);
}

type Body = { ws?: unknown; surveyId?: unknown; submissionId?: unknown; distinctId?: unknown; email?: unknown; answers?: unknown; url?: unknown };

const str = (v: unknown, max: number) => (typeof v === "string" && v.length > 0 && v.length <= max ? v : null);

/**
 * POST /api/public/surveys/answers: a visitor's answers to a running site survey, sent by the site
 * script as `{ ws, surveyId, submissionId, distinctId?, email?, answers: { <question id>: answer } }`
 * (text, so no preflight). Limited in size and per address; checked and stored by analytics' one
 * answer path (once per submission id: sending it again replaces the answers, nothing else happens
 * twice). A first answer also becomes a `survey sent` event, an entry on the timeline of the contact
 * the email names (when the workspace has one), and, for a low rating, the follow-up email.
 */
export async function handleSurveyAnswer(db: Db, request: Request): Promise<Response> {
  const ip = clientIp(request.headers);
  const taken = ip ? perIp.take(ip) : { ok: true as const };
  if (!taken.ok) return json(429, { error: "Too many answers from your network. Try again in a minute." }, { "Retry-After": String(taken.retryAfterSeconds) });
  const text = await readLimited(request, MAX_SURVEY_ANSWER_BYTES);
  if (text === null) return json(413, { error: "These answers are too long." });
  let body: Body;
  try {
    body = JSON.parse(text) as Body;
  } catch {
    return json(400, { error: "The body isn't JSON." });
  }
  const slug = str(body?.ws, 100);
  const surveyId = str(body?.surveyId, 36);
  const submissionId = str(body?.submissionId, 100);
  if (!slug || !surveyId || !submissionId || typeof body.answers !== "object" || body.answers === null || Array.isArray(body.answers))
    return json(400, { error: "Send { ws, surveyId, submissionId, answers }." });
  const workspace = await workspaceBySlug(db, slug);
  if (!workspace) return json(404, { error: "No workspace has this address." });
  if (!(await activeSiteSurveys(db, workspace.id)).some((s) => s.id === surveyId)) return json(404, { error: "This survey isn't running any more." });
  const distinctId = str(body.distinctId, 100) ?? `anon-${submissionId}`;
  const given = body.answers as Record<string, unknown>;
  const result = await recordSurveyAnswer(db, workspace.id, { surveyId, submissionId, distinctId, given, completed: true });
  if (!result.ok) return json(422, { error: result.message });
  if (result.created) {
    const url = str(body.url, 1000);
    capture({
      workspaceId: workspace.id,
      event: SURVEY_EVENTS.sent,
      distinctId,
      source: "survey",
      properties: {
        $survey_id: surveyId,
        $survey_submission_id: submissionId,
        $survey_completed: true,
        ...(url && { $current_url: url }),
        ...Object.fromEntries(Object.entries(given).map(([id, answer]) => [`$survey_response_${id}`, answer])),
      },
    });
    const email = str(body.email, 200);
    await followUp(db, workspace.id, submissionId, result, email && email.includes("@") ? email : null).catch((error: unknown) =>
      getLogger().warn({ err: error, surveyId }, "survey answer's follow-up not done"),
    );
  }
  return json(201, { ok: true });
}

/** The contact's timeline entry (when the email is one of the workspace's contacts) and a low rating's email to the chosen member. */
async function followUp(db: Db, workspaceId: string, submissionId: string, answer: StoredSurveyAnswer, email: string | null) {
  const tenant = { workspaceId };
  const contactId = email ? await contactIdByEmail(db, tenant, email) : null;
  const summary = answer.lines.map((l) => `${l.question}: ${l.answer}`).join("\n");
  if (contactId)
    await recordActivity(db, tenant, {
      kind: "survey_response",
      contactId,
      title: `Answered the survey “${answer.survey.name}”`,
      body: summary,
      data: { surveyId: answer.survey.id, detractor: answer.detractor },
    });
  const assignee = answer.survey.followUp?.assigneeUserId;
  if (!answer.detractor || !assignee) return;
  const members = await listMembers(db, { workspaceId, userId: assignee, role: "viewer" });
  const to = members.find((m) => m.userId === assignee)?.email;
  if (!to) return;
  const who = email ? (contactId ? `your contact ${email}` : email) : "an anonymous visitor";
  const link = contactId ? `${siteUrl().replace(/\/$/, "")}/marketing-dashboard/data/crm-lists?tab=contacts&contact=${contactId}` : null;
  const lines = answer.lines.map((l) => `<li><strong>${escapeHtml(l.question)}</strong><br>${escapeHtml(l.answer)}</li>`).join("");
  await sendWorkspaceMail(db, workspaceId, {
    to: [to],
    subject: `Low rating on “${answer.survey.name}”: follow up`,
    html: `<p>${escapeHtml(who)} gave a low rating in the survey “${escapeHtml(answer.survey.name)}”.</p><ul>${lines}</ul>${link ? `<p><a href="${escapeHtml(link)}">Open the contact</a></p>` : ""}`,
    text: `${who} gave a low rating in the survey “${answer.survey.name}”.\n\n${summary}${link ? `\n\nOpen the contact: ${link}` : ""}`,
    meta: { purpose: "survey-follow-up", surveyId: answer.survey.id },
    idempotencyKey: `survey-follow-up:${answer.survey.id}:${submissionId}`,
  });
}
