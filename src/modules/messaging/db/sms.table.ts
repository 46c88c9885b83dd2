import { boolean, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";

/** The workspace's SMS sender numbers (E.164), one of them the default. */
export const smsNumbers = pgTable(
  "messaging_sms_numbers",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    phone: text().notNull(),
    label: text().notNull().default(""),
    isDefault: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex("messaging_sms_numbers_ws_phone_uq").on(t.workspaceId, t.phone)],
);
