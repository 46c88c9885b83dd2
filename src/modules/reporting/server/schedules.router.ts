import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { createScheduleInput, listSchedulesInput, scheduleIdInput } from "../contracts/schedules.contracts";
import { enqueueScheduleSend } from "../jobs/report-schedule.job";
import { createSchedule, listSchedules, removeSchedule, sendScheduleNow } from "./schedules.service";

/** `reporting.schedules`: reports mailed as PDF, weekly or monthly. */
export const schedulesRouter = router({
  list: requires("reports.read")
    .input(listSchedulesInput)
    .query(({ ctx, input }) => listSchedules(ctx.db, ctx.tenant, input)),
  create: requires("reports.manage")
    .input(createScheduleInput)
    .mutation(({ ctx, input }) => createSchedule(ctx.db, ctx.tenant, input)),
  remove: requires("reports.manage")
    .input(scheduleIdInput)
    .mutation(({ ctx, input }) => removeSchedule(ctx.db, ctx.tenant, input.id)),
  sendNow: requires("reports.manage")
    .input(scheduleIdInput)
    .mutation(({ ctx, input }) => sendScheduleNow(ctx.db, ctx.tenant, input.id, enqueueScheduleSend)),
});
