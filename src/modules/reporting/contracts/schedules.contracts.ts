import { z } from "zod";
import { isReportPath } from "../report-paths";
import { text } from "@/lib/text";

export const MAX_RECIPIENTS = 20;
export const MAX_SCHEDULE_QUERY = 2000;

const isEmail = (value: string) => z.email().safeParse(value).success;

/** Addresses typed in one box, separated by commas, semicolons, spaces or new lines. */
export const splitRecipients = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

export const recipientsField = z
  .array(text().trim().toLowerCase(), { error: "Add at least one recipient" })
  .transform((list) => [...new Set(list.filter((e) => e !== ""))])
  .superRefine((list, ctx) => {
    if (list.length === 0) ctx.addIssue({ code: "custom", message: "Add at least one recipient" });
    if (list.length > MAX_RECIPIENTS)
      ctx.addIssue({ code: "custom", message: `A report goes to at most ${MAX_RECIPIENTS} recipients; this list has ${list.length}` });
    const bad = list.find((e) => !isEmail(e) || e.length > 254);
    if (bad) ctx.addIssue({ code: "custom", message: `“${bad.slice(0, 60)}” isn't a valid email address` });
  });

export const reportPathField = text({ error: "Choose a report" }).refine(isReportPath, { error: "Only report pages can be scheduled" });

export const createScheduleInput = z
  .object({
    path: reportPathField,
    /** The report's current view (URL query); its range is replaced by the frequency's. */
    query: text().max(MAX_SCHEDULE_QUERY, { error: "The report's view is too long to schedule; remove some filters" }).default(""),
    frequency: z.enum(["weekly", "monthly"], { error: "Choose weekly or monthly" }),
    /** Weekly: 1 = Monday … 7 = Sunday. */
    weekday: z.number().int().min(1).max(7).nullish(),
    /** Monthly: 1–28, so every month has it. */
    monthDay: z
      .number({ error: "Choose a day of the month" })
      .int()
      .min(1, { error: "Choose a day from 1 to 28" })
      .max(28, { error: "Choose a day from 1 to 28 (every month has those)" })
      .nullish(),
    hour: z.number({ error: "Choose an hour" }).int().min(0, { error: "Choose an hour from 0 to 23" }).max(23, { error: "Choose an hour from 0 to 23" }),
    recipients: recipientsField,
  })
  .superRefine((v, ctx) => {
    if (v.frequency === "weekly" && !v.weekday) ctx.addIssue({ code: "custom", path: ["weekday"], message: "Choose a day of the week" });
    if (v.frequency === "monthly" && !v.monthDay) ctx.addIssue({ code: "custom", path: ["monthDay"], message: "Choose a day of the month" });
  });
export type CreateScheduleInput = z.infer<typeof createScheduleInput>;

/**
 * The schedule form's shape (choices as the Select's strings, recipients as typed in one box),
 * parsed into `createScheduleInput`: the day that doesn't apply to the frequency is dropped, and
 * the messages land on the same fields the procedure names.
 */
export const scheduleFormInput = z
  .object({
    path: text(),
    query: text(),
    frequency: z.enum(["weekly", "monthly"], { error: "Choose weekly or monthly" }),
    weekday: text(),
    monthDay: text(),
    hour: text(),
    recipients: text(),
  })
  .transform((v): z.input<typeof createScheduleInput> => ({
    path: v.path,
    query: v.query,
    frequency: v.frequency,
    weekday: v.frequency === "weekly" ? Number(v.weekday) : null,
    monthDay: v.frequency === "monthly" ? Number(v.monthDay) : null,
    hour: Number(v.hour),
    recipients: splitRecipients(v.recipients),
  }))
  .pipe(createScheduleInput);
export type ScheduleFormInput = z.input<typeof scheduleFormInput>;

export const listSchedulesInput = z.object({ path: text().max(300).optional() }).default({});
export type ListSchedulesInput = z.infer<typeof listSchedulesInput>;

export const scheduleIdInput = z.object({ id: z.uuid({ error: "Choose a schedule" }) });
