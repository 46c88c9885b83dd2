import "server-only";
import { and, asc, eq, lte } from "drizzle-orm";
import { can, formatDateAs, getWorkspaceSettings, resolveMembership, users } from "@/modules/identity";
import { sendWorkspaceMail, workspaceMailEnabled } from "@/modules/messaging";
import { siteUrl } from "@/env";
import type { Db } from "@/server/db/client";
import { executeRun, type JobRun } from "@/server/jobs/runs.service";
import { getLogger } from "@/server/log";
import { MAIL_OFF_HINT } from "@/server/mail/mailer";
import { reportSchedules } from "../db/report-schedules.table";
import { pdfFilename } from "../pdf/pdf-request";
import type { RenderReportPdf } from "../pdf/render";
import { sessionCookiesAs } from "../pdf/session-cookies";
import { describeRule, nextRunAfter } from "../schedules/next-run";
import { renderScheduleMail } from "../schedules/schedule-mail";
import { scheduledRange } from "../schedules/scheduled-view";
import { ruleOf, SEND_KIND, type SendScheduleJob } from "./schedules.service";

/** The messaging engine's key of one run's mail: a retried run queues nothing new. */
export const scheduleMailKey = (runKey: string) => `scheduled_report:${runKey}`;

/** A send that can't happen (mail off, creator gone): recorded on the schedule, not retried. */
export class ScheduleNotSent extends Error {
  override name = "ScheduleNotSent";
}

/**
 * Claims every schedule due at `now`, each exactly once even when ticks overlap: its `next_run_at`
 * moves to the next send only if it still holds the value read (compare-and-set), and only the tick
 * whose UPDATE returns the row sends it. Returns the sends to enqueue, keyed by schedule and due time.
 */
export async function claimDueSchedules(db: Db, now = new Date(), limit = 500): Promise<SendScheduleJob[]> {
  const due = await db
    .select({
      id: reportSchedules.id,
      workspaceId: reportSchedules.workspaceId,
      nextRunAt: reportSchedules.nextRunAt,
      frequency: reportSchedules.frequency,
      weekday: reportSchedules.weekday,
      monthDay: reportSchedules.monthDay,
      hour: reportSchedules.hour,
      timeZone: reportSchedules.timeZone,
    })
    .from(reportSchedules)
    .where(lte(reportSchedules.nextRunAt, now))
    .orderBy(asc(reportSchedules.nextRunAt))
    .limit(limit);
  const claimed: SendScheduleJob[] = [];
  for (const s of due) {
    const [row] = await db
      .update(reportSchedules)
      .set({ nextRunAt: nextRunAfter(ruleOf(s), now) })
      .where(
        and(
          eq(reportSchedules.workspaceId, s.workspaceId),
          eq(reportSchedules.id, s.id),
          eq(reportSchedules.nextRunAt, s.nextRunAt),
          lte(reportSchedules.nextRunAt, now),
        ),
      )
      .returning({ id: reportSchedules.id });
    if (row) claimed.push({ workspaceId: s.workspaceId, scheduleId: s.id, key: `${s.id}:${s.nextRunAt.toISOString()}` });
  }
  return claimed;
}

const dayAsDate = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

export type SendDeps = { render: RenderReportPdf; origin?: string; now?: () => Date };

/**
 * Sends one scheduled report, once per key (a run that succeeded is not repeated): renders the PDF
 * as the schedule's creator, who must still be a member allowed to read reports, and queues one
 * mail with the PDF to every recipient through the messaging engine (keyed by the run, so a run
 * retried after a crash queues nothing new). The schedule keeps when it was last queued, or why it
 * wasn't, and the key of that mail: its delivery (sent, bounced, failed) shows with the schedule.
 */
export async function sendScheduledReport(db: Db, job: SendScheduleJob, deps: SendDeps): Promise<JobRun> {
  const scheduleWhere = and(eq(reportSchedules.workspaceId, job.workspaceId), eq(reportSchedules.id, job.scheduleId));
  const note = (values: { lastError: string | null; lastSentAt?: Date; lastMailKey?: string }) => db.update(reportSchedules).set(values).where(scheduleWhere);
  return executeRun(db, { workspaceId: job.workspaceId }, SEND_KIND, job.key, async (report) => {
    const [schedule] = await db.select().from(reportSchedules).where(scheduleWhere);
    if (!schedule) return { skipped: "The schedule was removed." };
    try {
      if (!(await workspaceMailEnabled(db, schedule.workspaceId))) throw new ScheduleNotSent(MAIL_OFF_HINT);
      const creator = schedule.createdBy ? (await db.select().from(users).where(eq(users.id, schedule.createdBy)))[0] : undefined;
      const membership = creator ? await resolveMembership(db, { userId: creator.id, sessionVersion: creator.sessionVersion }, schedule.workspaceId) : null;
      if (!creator || !membership || membership.tenant.workspaceId !== schedule.workspaceId || !can(membership.tenant.role, "reports.read")) {
        throw new ScheduleNotSent(
          "Not sent: the person who scheduled this report is no longer a member who can read reports. Schedule it again from your account.",
        );
      }
      const now = deps.now?.() ?? new Date();
      const settings = await getWorkspaceSettings(db, { workspaceId: schedule.workspaceId });
      const range = scheduledRange(schedule.query, schedule.timeZone, now);
      const rangeDates = `${formatDateAs(dayAsDate(range.days.start), settings.dateFormat)} – ${formatDateAs(dayAsDate(range.days.end), settings.dateFormat)}`;
      await report({ done: 0, total: 2, message: "Rendering the PDF…" });
      const pdf = await deps.render({
        path: schedule.path,
        search: schedule.query,
        cookies: await sessionCookiesAs(creator, schedule.workspaceId),
        origin: deps.origin,
        footer: `${settings.name} · ${schedule.title} · ${rangeDates}`,
      });
      const mail = renderScheduleMail({
        workspaceName: settings.name,
        title: schedule.title,
        rangeName: range.label,
        rangeDates,
        link: `${siteUrl()}${schedule.path}${schedule.query ? `?${schedule.query}` : ""}`,
        scheduledBy: creator.name?.trim() || creator.email,
        frequencyText: `${describeRule(ruleOf(schedule))} (${schedule.timeZone})`,
      });
      const attachment = { filename: pdfFilename(schedule.title, range.days), content: pdf, contentType: "application/pdf" };
      const mailKey = scheduleMailKey(job.key);
      const queued = await sendWorkspaceMail(db, schedule.workspaceId, {
        to: schedule.recipients,
        ...mail,
        attachments: [attachment],
        meta: { purpose: "scheduled_report", scheduleId: schedule.id, runKey: job.key },
        idempotencyKey: mailKey,
        createdBy: creator.id,
      });
      if (!queued.queued) throw new ScheduleNotSent(queued.reason);
      await report({ done: 2, message: `Queued for ${schedule.recipients.length} recipient${schedule.recipients.length === 1 ? "" : "s"}` });
      await note({ lastSentAt: now, lastError: null, lastMailKey: mailKey });
      return { queued: schedule.recipients.length, sendId: queued.sendId, bytes: pdf.length };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await note({ lastError: message.slice(0, 500) });
      if (!(error instanceof ScheduleNotSent)) getLogger().warn({ err: error, scheduleId: schedule.id }, "scheduled report not sent");
      throw error;
    }
  });
}
