import { index, pgEnum, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import { roles } from "../permissions";
import { users } from "./users.table";

export const memberRole = pgEnum("identity_member_role", roles);

/** Who belongs to which workspace, with what role. */
export const memberships = pgTable(
  "identity_memberships",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: memberRole().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("identity_memberships_ws_user_uq").on(t.workspaceId, t.userId), index("identity_memberships_user_idx").on(t.userId)],
);
