import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Failed password sign-ins, kept for the throttle's window (then pruned). Not tenant data: an
 * attempt names an email and an address, not a workspace.
 */
export const signInFailures = pgTable(
  "identity_sign_in_failures",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    ip: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("identity_sign_in_failures_email_at_idx").on(t.email, t.at), index("identity_sign_in_failures_ip_at_idx").on(t.ip, t.at)],
);
