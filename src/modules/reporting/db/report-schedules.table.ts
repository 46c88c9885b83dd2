import { index, pgEnum, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/db/users.table";
import { workspaceId } from "@/server/db/workspace-id";

export const reportScheduleFrequency = pgEnum("reporting_schedule_frequency", ["weekly", "monthly"]);

/**
 * A report mailed as a PDF on a schedule: which report page (path) with which view (its query
 * string, the range preset set by the frequency), when (weekday or month day, hour, in the time zone
 * the workspace had when it was made), and to whom. It is rendered as the person who made it, while
 * they are still a member. The tick claims a due schedule by moving `next_run_at` on.
 */
export const reportSchedules = pgTable(
  "reporting_report_schedules",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    path: text().notNull(),
    /** URL query of the report's view, without "?" (e.g. `range=last7&compare=year`). */
    query: text().notNull().default(""),
    title: text().notNull(),
    frequency: reportScheduleFrequency().notNull(),
    /** Weekly: ISO weekday, 1 = Monday … 7 = Sunday. */
    weekday: smallint(),
    /** Monthly: day 1–28. */
    monthDay: smallint(),
    /** 0–23, in `time_zone`. */
    hour: smallint().notNull(),
    timeZone: text().notNull(),
    recipients: text().array().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    nextRunAt: timestamp({ withTimezone: true }).notNull(),
    lastSentAt: timestamp({ withTimezone: true }),
    lastError: text(),
    /** The messaging engine's key of the last send queued (its delivery state shows on the schedule). */
    lastMailKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reporting_report_schedules_ws_path_idx").on(t.workspaceId, t.path, t.createdAt),
    // The tick's scan across workspaces (like connectors_sources_due_idx): what is due, oldest first.
    index("reporting_report_schedules_due_idx").on(t.nextRunAt),
  ],
);
