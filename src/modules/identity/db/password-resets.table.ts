import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.table";

/**
 * Password reset links. Only the sha256 of the link's random token is kept, so a copy of this table
 * opens nothing. A link works once (`usedAt`), for an hour (`expiresAt`), and only while it is the
 * newest one of its account (`supersededAt`). Not tenant data: it belongs to a person.
 */
export const passwordResetTokens = pgTable(
  "identity_password_reset_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    supersededAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("identity_password_reset_tokens_hash_uq").on(t.tokenHash), index("identity_password_reset_tokens_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Every "forgot password" request, kept for the throttle's window (then pruned), whether or not
 * the email has an account: the throttle must answer the same for both.
 */
export const passwordResetRequests = pgTable(
  "identity_password_reset_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    ip: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("identity_password_reset_requests_email_at_idx").on(t.email, t.at), index("identity_password_reset_requests_ip_at_idx").on(t.ip, t.at)],
);
