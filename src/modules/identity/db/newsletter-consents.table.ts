import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.table";

/**
 * Every choice a person made about the product's own newsletter (spec §1), kept as consent: who,
 * the words they were shown next to the checkbox, yes or no, when, and where (sign-up or the account
 * menu). The newest row of a person is their current choice. `syncedAt` is set once Mailchimp's
 * audience has it; `syncError` says why it couldn't (after the job's retries). Not tenant data.
 */
export const newsletterConsents = pgTable(
  "identity_newsletter_consents",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    subscribed: boolean().notNull(),
    wording: text().notNull(),
    source: text({ enum: ["sign-up", "account-menu"] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    syncedAt: timestamp({ withTimezone: true }),
    syncError: text(),
  },
  (t) => [index("identity_newsletter_consents_user_idx").on(t.userId, t.createdAt)],
);
