import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";

/** People who sign in. The columns next-auth's adapter reads keep its names. */
export const users = pgTable(
  "identity_users",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text(),
    /** Always stored lower-case (contracts normalise it). */
    email: text().notNull(),
    emailVerified: timestamp({ withTimezone: true, mode: "date" }),
    image: text(),
    passwordHash: text(),
    /** Bumped to invalidate every JWT issued before ("sign out everywhere"). */
    sessionVersion: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("identity_users_email_uq").on(t.email)],
);

/** Linked OAuth accounts (next-auth adapter table). */
export const accounts = pgTable(
  "identity_accounts",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().notNull(),
    provider: text().notNull(),
    providerAccountId: text().notNull(),
    refresh_token: text(),
    access_token: text(),
    expires_at: integer(),
    token_type: text(),
    scope: text(),
    id_token: text(),
    session_state: text(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] })],
);

/** Database sessions (next-auth adapter table; unused while sessions are JWTs). */
export const sessions = pgTable("identity_sessions", {
  sessionToken: text().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expires: timestamp({ withTimezone: true, mode: "date" }).notNull(),
});

/** One-time sign-in links (next-auth adapter table). */
export const verificationTokens = pgTable(
  "identity_verification_tokens",
  {
    identifier: text().notNull(),
    token: text().notNull(),
    expires: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);
