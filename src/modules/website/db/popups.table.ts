import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";
import { userRef } from "@/server/db/user-ref";
import { workspaceId } from "@/server/db/workspace-id";
import type { PopupContent, PopupFrequencyRule, PopupTargeting, PopupTrigger } from "../contracts/popups.contracts";
import type { PopupStatus, PopupStyle } from "../contracts/popups.constants";

/**
 * A workspace's site pop-ups. What it shows, when, how often and to whom are each one jsonb document
 * in the contract's shape (validated before every write); the status and the schedule are columns,
 * since the public config endpoint filters on them. `brand_kit_id` names an assets brand kit (its
 * colours style the pop-up) without a foreign key: a deleted kit falls back to the default colours.
 */
export const popups = pgTable(
  "website_popups",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text().notNull(),
    status: text().$type<PopupStatus>().notNull().default("draft"),
    style: text().$type<PopupStyle>().notNull(),
    content: jsonb().$type<PopupContent>().notNull(),
    brandKitId: uuid(),
    trigger: jsonb().$type<PopupTrigger>().notNull(),
    frequency: jsonb().$type<PopupFrequencyRule>().notNull(),
    targeting: jsonb().$type<PopupTargeting>().notNull(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    createdBy: userRef(),
    updatedBy: userRef(),
    ...timestamps,
  },
  (t) => [index("website_popups_ws_status_idx").on(t.workspaceId, t.status), index("website_popups_ws_created_idx").on(t.workspaceId, t.createdAt)],
);
