import { date, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Reference exchange rates, shared by every workspace: a row a day with how many units of each
 * currency one euro buys (the European Central Bank's daily reference rates), as exact decimal
 * strings, `{"USD": "1.1684", "JPY": "186.75", …}`. Every other pair is crossed through the euro.
 * A row a day (not a row a rate) keeps the first-start load and the read of the whole history to
 * about 3,000 rows. `source` is "reference" (shipped with the product, loaded at first start) or
 * "feed" (fetched since from FX_REFERENCE_URL). A workspace's own rates (wh_fx_rates) override these.
 */
export const fxReferenceDays = pgTable("reporting_fx_reference_days", {
  date: date({ mode: "string" }).primaryKey(),
  rates: jsonb().$type<Record<string, string>>().notNull(),
  source: text().$type<"reference" | "feed">().notNull(),
});

/**
 * One row (id 1): the version of the reference rates, bumped with every write, so a process reads
 * the whole table again only when it changed; and how the last fetch of the feed went.
 */
export const fxReferenceState = pgTable("reporting_fx_reference_state", {
  id: integer().primaryKey(),
  version: integer().notNull().default(0),
  /** The newest day of the file shipped with the product that has been loaded. */
  shippedThrough: date({ mode: "string" }),
  fetchedAt: timestamp({ withTimezone: true }),
  fetchError: text(),
});
