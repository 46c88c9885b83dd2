import { numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { workspaceId } from "@/server/db/workspace-id";

/**
 * Monthly paid-media budgets pacing is read against: one for all paid media (`scope` "all") and
 * optionally one per ad platform. The amount is in the workspace's currency when it was set.
 */
export const budgets = pgTable(
  "reporting_budgets",
  {
    workspaceId: workspaceId(),
    /** YYYY-MM. */
    month: text().notNull(),
    scope: text().notNull(),
    amount: numeric({ precision: 16, scale: 2 }).notNull(),
    currency: text().notNull(),
    updatedBy: uuid(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.month, t.scope] })],
);
