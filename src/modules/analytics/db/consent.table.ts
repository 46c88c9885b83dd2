import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "@/modules/identity/db/users.table";
import { optionalWorkspaceId } from "@/server/db/workspace-id";
import type { ConsentCode, ConsentScope, ConsentSource } from "../consent/consent";

/**
 * Every consent choice, as made (spec §4: when, what, which banner text version): by visitors of a
 * workspace's sites (scope `site`, the workspace's) and by people using the product (scope
 * `product`: the workspace they were in when signed in, none on the public pages). Append-only: the
 * visitor's current state is their cookie; this is the record that they chose it.
 */
export const analyticsConsentChoices = pgTable(
  "analytics_consent_choices",
  {
    id: uuid().primaryKey().defaultRandom(),
    scope: text().$type<ConsentScope>().notNull(),
    workspaceId: optionalWorkspaceId(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** The visitor's anonymous id (the first-party one of the site or product), never an address. */
    visitorId: text().notNull(),
    analytics: smallint().$type<ConsentCode>().notNull(),
    advertising: smallint().$type<ConsentCode>().notNull(),
    bannerVersion: text().notNull(),
    source: text().$type<ConsentSource>().notNull(),
    /** The page it was made on, without its query string. */
    pageUrl: text(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_consent_choices_workspace_idx").on(t.workspaceId, t.recordedAt),
    index("analytics_consent_choices_visitor_idx").on(t.visitorId),
    check("analytics_consent_choices_scope_ck", sql`${t.scope} in ('product', 'site')`),
    check("analytics_consent_choices_site_ck", sql`${t.scope} = 'product' or ${t.workspaceId} is not null`),
    check("analytics_consent_choices_codes_ck", sql`${t.analytics} in (-1, 0, 1) and ${t.advertising} in (-1, 0, 1)`),
  ],
);
