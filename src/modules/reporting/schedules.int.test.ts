import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { closeTestSmtpPools, deliverQueuedMail } from "~tests/support/messaging";
import { useLocalSmtp } from "~tests/support/smtp";
import { auditEvents, memberships } from "@/modules/identity";
import { readSession } from "@/server/auth/session";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { jobRuns } from "@/server/jobs/job-runs.table";
import { sends } from "@/modules/messaging/db/sends.table";
import { reportSchedules } from "./db/report-schedules.table";
import { SCHEDULE_SEND_JOB, tickSchedules } from "./jobs/report-schedule.job";
import { BrowserPool } from "./pdf/browser-pool";
import { renderPagePdf, type RenderReportPdf } from "./pdf/render";
import { claimDueSchedules, ScheduleNotSent, sendScheduledReport } from "./server/schedule-send.service";

const OVERVIEW = "/marketing-dashboard/data/marketing-reporting-tools";
const GOOGLE_ADS = "/marketing-dashboard/ppc-dashboard/google-ads";

let handle: DbHandle;
let boss: PgBoss;
let smtp: Awaited<ReturnType<typeof useLocalSmtp>>;
let app: Server;
let appOrigin: string;
/** Who the stand-in app saw open the report: the session's user and the workspace cookie. */
const visits: { userId: string | null; workspaceId: string | null; query: string }[] = [];
const pool = new BrowserPool({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });

const cookieJar = (header: string | undefined) => {
  const map = new Map(
    (header ?? "")
      .split(/;\s*/)
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf("=")), decodeURIComponent(p.slice(p.indexOf("=") + 1))] as const),
  );
  return { get: (name: string) => (map.has(name) ? { value: map.get(name)! } : undefined), getAll: () => [...map].map(([name, value]) => ({ name, value })) };
};

beforeAll(async () => {
  handle = await createTestDb();
  boss = await getBoss(handle, { work: false });
  smtp = await useLocalSmtp();
  // A stand-in for the app on 127.0.0.1: the report page is shown only to a valid session, as the app does.
  app = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://x");
      const jar = cookieJar(req.headers.cookie);
      const session = await readSession(jar, new Headers());
      visits.push({ userId: session?.userId ?? null, workspaceId: jar.get("amt.workspace")?.value ?? null, query: url.search.slice(1) });
      if (!session) {
        res.writeHead(302, { Location: "/auth/signin" });
        return res.end();
      }
      const rows = Array.from({ length: 80 }, (_, i) => `<tr><td>Campaign ${i}</td><td>${i * 3}</td></tr>`).join("");
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><body><main data-report-ready="true"><h1>Report for ${session.email}</h1><table>${rows}</table></main></body>`);
    })();
  });
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  appOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  closeTestSmtpPools();
  await pool.close();
  await new Promise<void>((resolve) => app.close(() => resolve()));
  await smtp.close();
  await boss.stop({ graceful: false, close: false, wait: true });
  await handle.close();
});

const db = () => handle.db;
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: unknown) => (e instanceof TRPCError ? e.code : `unexpected: ${String(e)}`),
  );
/** Every PDF rendered, newest last: the mailed attachment must be these very bytes. */
const rendered: Buffer[] = [];
const render: RenderReportPdf = async (req) => {
  const pdf = await renderPagePdf(pool, { ...req, origin: req.origin ?? appOrigin, wait: "report" });
  rendered.push(pdf);
  return pdf;
};

async function workspace() {
  const ws = await makeWorkspace(db());
  const caller = callerFor(db(), { userId: ws.owner.id, workspaceId: ws.workspace.id });
  await caller.identity.settings.update({ ...(await caller.identity.settings.get()), timeZone: "Europe/Paris", dateFormat: "DD/MM/YYYY" });
  const as = async (role: "member" | "viewer" | "client") => {
    const person = await addMember(db(), ws.workspace.id, role);
    return { ...person, caller: callerFor(db(), { userId: person.user.id, workspaceId: ws.workspace.id }) };
  };
  return { ...ws, caller, as };
}

const weekly = {
  path: GOOGLE_ADS,
  query: "range=custom&from=2026-01-01&to=2026-01-31&compare=year",
  frequency: "weekly" as const,
  weekday: 1,
  hour: 8,
  recipients: ["Client@Example.test", "boss@example.test"],
};

describe("scheduled reports: procedures", () => {
  it("creates a schedule of the report's view with the frequency's range, in the workspace's time zone", async () => {
    const ws = await workspace();
    const created = await ws.caller.reporting.schedules.create(weekly);
    expect(created).toMatchObject({
      path: GOOGLE_ADS,
      title: "Google Ads report",
      query: "range=last7&compare=year",
      timeZone: "Europe/Paris",
      recipients: ["client@example.test", "boss@example.test"],
      createdBy: ws.owner.id,
      description: "Every Monday at 08:00",
    });
    // Next Monday 08:00 in Paris.
    const parisWall = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", weekday: "long", hour: "2-digit", minute: "2-digit" }).format(
      created.nextRunAt,
    );
    expect(parisWall).toBe("Monday 08:00");
    expect(created.nextRunAt.getTime()).toBeGreaterThan(Date.now());

    const monthly = await ws.caller.reporting.schedules.create({
      path: OVERVIEW,
      query: "",
      frequency: "monthly",
      monthDay: 1,
      hour: 6,
      recipients: ["a@example.test"],
    });
    expect(monthly.query).toBe("range=lastMonth");
    expect((await ws.caller.reporting.schedules.list({ path: GOOGLE_ADS })).map((s) => s.id)).toEqual([created.id]);
    const all = await ws.caller.reporting.schedules.list({});
    expect(all.map((s) => s.id)).toEqual([created.id, monthly.id]);
    expect(all[0]).toMatchObject({ createdByEmail: ws.owner.email, lastSentAt: null, lastError: null });

    await ws.caller.reporting.schedules.remove({ id: created.id });
    expect((await ws.caller.reporting.schedules.list({})).map((s) => s.id)).toEqual([monthly.id]);
    const audit = await db()
      .select({ action: auditEvents.action, subject: auditEvents.subject })
      .from(auditEvents)
      .where(eq(auditEvents.workspaceId, ws.workspace.id));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: "reports.schedule_created", subject: "Google Ads report" },
        { action: "reports.schedule_removed", subject: "Google Ads report" },
      ]),
    );
  });

  it.each([
    [{ ...weekly, recipients: [] }, /Add at least one recipient/],
    [{ ...weekly, recipients: ["not-an-email"] }, /“not-an-email” isn't a valid email address/],
    [{ ...weekly, recipients: Array.from({ length: 21 }, (_, i) => `p${i}@example.test`) }, /at most 20 recipients/],
    [{ ...weekly, path: "/marketing-dashboard/home" }, /Only report pages can be scheduled/],
    [{ ...weekly, path: "http://169.254.169.254/" }, /Only report pages can be scheduled/],
    [{ ...weekly, weekday: null }, /Choose a day of the week/],
    [{ ...weekly, frequency: "monthly" as const, monthDay: 31 }, /from 1 to 28/],
    [{ ...weekly, hour: 24 }, /from 0 to 23/],
  ])("refuses a bad schedule with a sentence (%#)", async (input, message) => {
    const ws = await workspace();
    const error = await ws.caller.reporting.schedules.create(input as typeof weekly).then(
      () => null,
      (e: unknown) => e as TRPCError,
    );
    expect(error?.code).toBe("BAD_REQUEST");
    expect(JSON.stringify(error)).toMatch(message);
    expect(await ws.caller.reporting.schedules.list({})).toEqual([]);
  });

  it("lets viewers and clients read schedules but not make, remove or send them; members may", async () => {
    const ws = await workspace();
    const schedule = await ws.caller.reporting.schedules.create(weekly);
    for (const role of ["viewer", "client"] as const) {
      const { caller } = await ws.as(role);
      expect((await caller.reporting.schedules.list({})).length).toBe(1);
      expect(await codeOf(caller.reporting.schedules.create(weekly))).toBe("FORBIDDEN");
      expect(await codeOf(caller.reporting.schedules.remove({ id: schedule.id }))).toBe("FORBIDDEN");
      expect(await codeOf(caller.reporting.schedules.sendNow({ id: schedule.id }))).toBe("FORBIDDEN");
    }
    const member = await ws.as("member");
    expect(await codeOf(member.caller.reporting.schedules.create(weekly))).toBe("OK");
    expect((await ws.caller.reporting.schedules.list({})).length).toBe(2);
  });

  it("answers NOT_FOUND for another workspace's schedule and never lists it", async () => {
    const victim = await workspace();
    const attacker = await workspace();
    const schedule = await victim.caller.reporting.schedules.create(weekly);
    expect(await codeOf(attacker.caller.reporting.schedules.remove({ id: schedule.id }))).toBe("NOT_FOUND");
    expect(await codeOf(attacker.caller.reporting.schedules.sendNow({ id: schedule.id }))).toBe("NOT_FOUND");
    expect(await attacker.caller.reporting.schedules.list({})).toEqual([]);
    expect((await victim.caller.reporting.schedules.list({})).length).toBe(1);
  });

  it("queues a send now, shows its run, and refuses a second one within a minute", async () => {
    const ws = await workspace();
    const schedule = await ws.caller.reporting.schedules.create(weekly);
    const { runId } = await ws.caller.reporting.schedules.sendNow({ id: schedule.id });
    expect((await ws.caller.jobs.runs.get({ id: runId })).status).toBe("queued");
    const [queued] = await boss.fetch<{ scheduleId: string; key: string }>(SCHEDULE_SEND_JOB);
    expect(queued?.data).toMatchObject({ scheduleId: schedule.id, workspaceId: ws.workspace.id });
    expect(await codeOf(ws.caller.reporting.schedules.sendNow({ id: schedule.id }))).toBe("CONFLICT");
  });
});

describe("scheduled reports: the tick and the send", () => {
  async function dueSchedule(ws: Awaited<ReturnType<typeof workspace>>, input = weekly) {
    const schedule = await ws.caller.reporting.schedules.create(input);
    const due = new Date(Date.now() - 60_000);
    await db().update(reportSchedules).set({ nextRunAt: due }).where(eq(reportSchedules.id, schedule.id));
    return { ...schedule, due };
  }

  it("claims a due schedule once, even when two ticks run at the same moment, and moves it to its next send", async () => {
    const ws = await workspace();
    const schedule = await dueSchedule(ws);
    const now = new Date();
    const [a, b] = await Promise.all([claimDueSchedules(db(), now), claimDueSchedules(db(), now)]);
    const mine = [...a, ...b].filter((j) => j.scheduleId === schedule.id);
    expect(mine).toEqual([{ workspaceId: ws.workspace.id, scheduleId: schedule.id, key: `${schedule.id}:${schedule.due.toISOString()}` }]);
    const [row] = await db().select().from(reportSchedules).where(eq(reportSchedules.id, schedule.id));
    expect(row!.nextRunAt.getTime()).toBeGreaterThan(now.getTime());
    const queued: string[] = [];
    expect(await tickSchedules(db(), now, async (job) => void queued.push(job.scheduleId))).toBe(0);
    expect(queued).not.toContain(schedule.id);
  });

  it("mails the report as a PDF rendered as its creator, through the messaging engine, to each recipient, once", async () => {
    const ws = await workspace();
    const schedule = await dueSchedule(ws);
    const queued: { workspaceId: string; scheduleId: string; key: string }[] = [];
    await tickSchedules(db(), new Date(), async (job) => void queued.push(job));
    const job = queued.find((j) => j.scheduleId === schedule.id)!;
    const sentAt = new Date("2026-03-09T07:00:00Z"); // Monday 08:00 in Paris
    const run = await sendScheduledReport(db(), job, { render, now: () => sentAt });
    expect(run).toMatchObject({ status: "succeeded", done: 2, total: 2, result: { queued: 2 } });
    const pdfBytes = rendered.at(-1)!;
    expect((await ws.caller.reporting.schedules.list({})).find((s) => s.id === schedule.id)!.lastDelivery).toMatchObject({
      state: "queued",
      total: 2,
      sent: 0,
    });
    await deliverQueuedMail(db(), ws.workspace.id);
    expect((await ws.caller.reporting.schedules.list({})).find((s) => s.id === schedule.id)!.lastDelivery).toMatchObject({
      state: "sent",
      total: 2,
      sent: 2,
      problems: [],
    });

    const visit = visits.at(-1)!;
    expect(visit).toEqual({ userId: ws.owner.id, workspaceId: ws.workspace.id, query: "range=last7&compare=year" });
    const mail = await smtp.waitFor("client@example.test");
    await smtp.waitFor("boss@example.test");
    expect(decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(mail.raw)![1]!)).toBe(`${ws.workspace.name} · Google Ads report · 02/03/2026 – 08/03/2026`);
    expect(mail.text).toContain(`/marketing-dashboard/ppc-dashboard/google-ads?range=last7&compare=year`);
    expect(mail.text).toContain("(Last 7 days: 02/03/2026 – 08/03/2026)");
    const pdf = pdfAttachment(mail.raw);
    expect(pdf.name).toBe("Google Ads report-2026-03-02-2026-03-08.pdf");
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.bytes.equals(pdfBytes)).toBe(true);

    const [row] = await db().select().from(reportSchedules).where(eq(reportSchedules.id, schedule.id));
    expect(row).toMatchObject({ lastSentAt: sentAt, lastError: null });
    // Delivered again (a retry, a duplicate), the same send does nothing.
    const before = smtp.received.length;
    await sendScheduledReport(db(), job, { render, now: () => sentAt });
    expect(smtp.received.length).toBe(before);
  });

  it("queues no second mail when a run is retried after a crash lost its record", async () => {
    const ws = await workspace();
    const schedule = await dueSchedule(ws, { ...weekly, recipients: ["retried@example.test"] });
    const job = { workspaceId: ws.workspace.id, scheduleId: schedule.id, key: `${schedule.id}:crash` };
    const first = await sendScheduledReport(db(), job, { render });
    // The worker died after queuing the mail, before its run was recorded: the job runs it again.
    await db()
      .delete(jobRuns)
      .where(and(eq(jobRuns.workspaceId, ws.workspace.id), eq(jobRuns.key, job.key)));
    const second = await sendScheduledReport(db(), job, { render });
    expect(second.result).toMatchObject({ sendId: (first.result as { sendId: string }).sendId });
    const mine = await db().select().from(sends).where(eq(sends.workspaceId, ws.workspace.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: "transactional",
      marketing: false,
      system: true,
      meta: { purpose: "scheduled_report", scheduleId: schedule.id, runKey: job.key },
    });
    await deliverQueuedMail(db(), ws.workspace.id);
    expect(smtp.received.filter((m) => m.to.includes("retried@example.test"))).toHaveLength(1);
  });

  it("doesn't send when its creator is no longer a member, and says why on the schedule", async () => {
    const ws = await workspace();
    const member = await ws.as("member");
    const schedule = await member.caller.reporting.schedules.create({ ...weekly, recipients: ["left-behind@example.test"] });
    await db()
      .delete(memberships)
      .where(and(eq(memberships.workspaceId, ws.workspace.id), eq(memberships.userId, member.user.id)));
    const before = smtp.received.length;
    const key = `${schedule.id}:test`;
    await expect(sendScheduledReport(db(), { workspaceId: ws.workspace.id, scheduleId: schedule.id, key }, { render })).rejects.toBeInstanceOf(ScheduleNotSent);
    const [row] = await db().select().from(reportSchedules).where(eq(reportSchedules.id, schedule.id));
    expect(row!.lastError).toMatch(/no longer a member/);
    expect(row!.lastSentAt).toBeNull();
    expect(smtp.received.length).toBe(before);
    const [run] = await db()
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.workspaceId, ws.workspace.id), eq(jobRuns.key, key)));
    expect(run).toMatchObject({ status: "failed" });
  });

  it("records the renderer's sentence when the report can't be rendered", async () => {
    const ws = await workspace();
    const schedule = await ws.caller.reporting.schedules.create(weekly);
    const failing: RenderReportPdf = async () => {
      throw new Error("The report didn't finish loading within 30 seconds. Try again, or a shorter range.");
    };
    await expect(
      sendScheduledReport(db(), { workspaceId: ws.workspace.id, scheduleId: schedule.id, key: `${schedule.id}:fail` }, { render: failing }),
    ).rejects.toThrow(/didn't finish loading/);
    const [row] = await db().select().from(reportSchedules).where(eq(reportSchedules.id, schedule.id));
    expect(row!.lastError).toMatch(/didn't finish loading/);
  });
});

/** A MIME encoded-word header (=?UTF-8?Q?…?= or =?UTF-8?B?…?=, possibly folded) as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?UTF-8\?[QB]\?/gi, "")
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** The PDF part of a raw MIME message: its file name and decoded bytes (headers unfolded first). */
function pdfAttachment(raw: string): { name: string; bytes: Buffer } {
  const unfolded = raw.replace(/\r?\n(?=[ \t])/g, "");
  const part =
    /Content-Type: application\/pdf[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Disposition: attachment; filename="([^"]+)"\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(
      unfolded,
    );
  if (!part) throw new Error("no PDF attachment");
  return { name: part[1]!, bytes: Buffer.from(part[2]!.replace(/\s+/g, ""), "base64") };
}
