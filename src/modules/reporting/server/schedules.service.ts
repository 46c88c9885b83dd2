import "server-only";
import { and, asc, count, eq, gt, like } from "drizzle-orm";
import { getWorkspaceSettings, recordAudit, users, type Tenant } from "@/modules/identity";
import { workspaceMailDelivery } from "@/modules/messaging";
import type { Db } from "@/server/db/client";
import { ConflictError, InvalidError, NotFoundError } from "@/server/errors";
import { jobRuns } from "@/server/jobs/job-runs.table";
import { openRun } from "@/server/jobs/runs.service";
import type { CreateScheduleInput, ListSchedulesInput } from "../contracts/schedules.contracts";
import { reportSchedules } from "../db/report-schedules.table";
import { reportAt } from "../report-paths";
import { describeRule, nextRunAfter, type ScheduleRule } from "../schedules/next-run";
import { scheduledQuery } from "../schedules/scheduled-view";

export const MAX_SCHEDULES = 100;
export const SEND_KIND = "reporting.schedule.send";

/** What the send job is given: the schedule, and the due time that names this send (its idempotency key). */
export type SendScheduleJob = { workspaceId: string; scheduleId: string; key: string };
export type EnqueueSend = (job: SendScheduleJob) => Promise<void>;

export type ScheduleRow = typeof reportSchedules.$inferSelect;

export const ruleOf = (s: Pick<ScheduleRow, "frequency" | "weekday" | "monthDay" | "hour" | "timeZone">): ScheduleRule =>
  s.frequency === "weekly"
    ? { frequency: "weekly", weekday: s.weekday ?? 1, hour: s.hour, timeZone: s.timeZone }
    : { frequency: "monthly", monthDay: s.monthDay ?? 1, hour: s.hour, timeZone: s.timeZone };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The workspace's schedules (of one report when `path` is given), oldest first, with who made them. */
export async function listSchedules(db: Db, tenant: Tenant, input: ListSchedulesInput) {
  const rows = await db
    .select({
      id: reportSchedules.id,
      path: reportSchedules.path,
      query: reportSchedules.query,
      title: reportSchedules.title,
      frequency: reportSchedules.frequency,
      weekday: reportSchedules.weekday,
      monthDay: reportSchedules.monthDay,
      hour: reportSchedules.hour,
      timeZone: reportSchedules.timeZone,
      recipients: reportSchedules.recipients,
      nextRunAt: reportSchedules.nextRunAt,
      lastSentAt: reportSchedules.lastSentAt,
      lastError: reportSchedules.lastError,
      lastMailKey: reportSchedules.lastMailKey,
      createdAt: reportSchedules.createdAt,
      createdByName: users.name,
      createdByEmail: users.email,
    })
    .from(reportSchedules)
    .leftJoin(users, eq(users.id, reportSchedules.createdBy))
    .where(and(eq(reportSchedules.workspaceId, tenant.workspaceId), input.path ? eq(reportSchedules.path, input.path) : undefined))
    .orderBy(asc(reportSchedules.createdAt));
  // The last queued mail's delivery, as the messaging engine reports it.
  const deliveries = await workspaceMailDelivery(
    db,
    tenant.workspaceId,
    rows.flatMap((r) => (r.lastMailKey ? [r.lastMailKey] : [])),
  );
  return rows.map(({ lastMailKey, ...r }) => {
    const d = lastMailKey ? deliveries.get(lastMailKey) : undefined;
    const lastDelivery = d ? { state: d.state, total: d.total, sent: d.sent, sentAt: d.sentAt, error: d.error, problems: d.problems } : null;
    return { ...r, lastDelivery, description: describeRule(r) };
  });
}

/**
 * Schedules a report: its path and current view, the range set by the frequency, sent at the hour
 * in the workspace's time zone, rendered as the person who schedules it.
 */
export async function createSchedule(db: Db, tenant: Tenant, input: CreateScheduleInput, now = new Date()) {
  const report = reportAt(input.path);
  if (!report) throw new InvalidError("Only report pages can be scheduled.", { path: "Only report pages can be scheduled" });
  const { timeZone } = await getWorkspaceSettings(db, tenant);
  const when = input.frequency === "weekly" ? { weekday: input.weekday!, monthDay: null } : { weekday: null, monthDay: input.monthDay! };
  const rule = ruleOf({ frequency: input.frequency, ...when, hour: input.hour, timeZone });
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(reportSchedules).where(eq(reportSchedules.workspaceId, tenant.workspaceId));
    if ((existing?.n ?? 0) >= MAX_SCHEDULES)
      throw new InvalidError(`A workspace keeps at most ${MAX_SCHEDULES} scheduled reports. Remove one you no longer need first.`);
    const [row] = await tx
      .insert(reportSchedules)
      .values({
        workspaceId: tenant.workspaceId,
        path: report.path,
        query: scheduledQuery(input.query, input.frequency),
        title: report.title,
        frequency: input.frequency,
        ...when,
        hour: input.hour,
        timeZone,
        recipients: input.recipients,
        createdBy: tenant.userId,
        nextRunAt: nextRunAfter(rule, now),
      })
      .returning();
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "reports.schedule_created",
      subject: report.title,
      details: { summary: `${describeRule(rule)} (${timeZone}) to ${plural(input.recipients.length, "recipient")}` },
    });
    return { ...row!, description: describeRule(rule) };
  });
}

export async function removeSchedule(db: Db, tenant: Tenant, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(reportSchedules)
      .where(and(eq(reportSchedules.workspaceId, tenant.workspaceId), eq(reportSchedules.id, id)))
      .returning({ id: reportSchedules.id, title: reportSchedules.title, recipients: reportSchedules.recipients });
    if (!row) throw new NotFoundError("Scheduled report");
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "reports.schedule_removed",
      subject: row.title,
      details: { summary: `No longer sent to ${plural(row.recipients.length, "recipient")}` },
    });
    return { id: row.id };
  });
}

/**
 * Sends a schedule's report now (as its creator, like a scheduled send), once a minute at most. The
 * returned run shows the send's progress (`jobs.runs.get`).
 */
export async function sendScheduleNow(db: Db, tenant: Tenant, id: string, enqueue: EnqueueSend, now = new Date()) {
  const [schedule] = await db
    .select({ id: reportSchedules.id, title: reportSchedules.title, recipients: reportSchedules.recipients })
    .from(reportSchedules)
    .where(and(eq(reportSchedules.workspaceId, tenant.workspaceId), eq(reportSchedules.id, id)));
  if (!schedule) throw new NotFoundError("Scheduled report");
  const [recent] = await db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.workspaceId, tenant.workspaceId),
        eq(jobRuns.kind, SEND_KIND),
        like(jobRuns.key, `${id}:%`),
        gt(jobRuns.createdAt, new Date(now.getTime() - 60_000)),
      ),
    )
    .limit(1);
  if (recent) throw new ConflictError("This report was sent less than a minute ago. Wait a moment before sending it again.");
  const key = `${id}:now:${now.toISOString()}`;
  const { run } = await openRun(db, tenant, SEND_KIND, key, schedule.recipients.length + 1);
  await recordAudit(db, {
    workspaceId: tenant.workspaceId,
    actorId: tenant.userId,
    action: "reports.schedule_sent",
    subject: schedule.title,
    details: { summary: `Sent now to ${plural(schedule.recipients.length, "recipient")}` },
  });
  await enqueue({ workspaceId: tenant.workspaceId, scheduleId: id, key });
  return { runId: run.id };
}
