import { bigint, boolean, date, index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { workspaceId } from "@/server/db/workspace-id";

/**
 * The metrics warehouse. Connectors write facts a window at a time (delete the window, insert what
 * the platform says now) and refresh the rollups of that window in the same transaction; reports
 * read rollups. Money is numeric with its currency beside it, never a float. Every `date` is a day
 * in the time zone the row names (the account's), as the platform reports it.
 */
const sourceId = () => uuid().notNull();
/**
 * Facts and rollups carry workspace_id and source_id, first in every key, without foreign keys: a
 * foreign key is checked per written row (the one to identity_workspaces measured ~50 µs a row on
 * PGlite, half of a 1,500-row window's time; on PostgreSQL the source's one costs as much as the
 * COPY itself). Instead a trigger on connectors_sources (migration wh_source_cleanup) deletes a
 * source's warehouse rows when the source goes, which it does with its workspace (cascade): the same
 * outcome as ON DELETE CASCADE, paid once per source instead of once per fact.
 */
const tenantId = () => uuid().notNull();
const count = () => bigint({ mode: "number" }).notNull().default(0);
const money = () => numeric({ precision: 20, scale: 6 }).notNull().default("0");
const day = () => date({ mode: "string" }).notNull();

/**
 * A day index of one source, for the tables of rows written a window at a time under
 * `lockSourceWrites` (ingest.ts), as the paid-media facts and campaign days are. Their grain (a row
 * per date, campaign and ad group; per date and campaign) is kept by that writer: each window is
 * cleared and written again in one transaction, one writer per source at a time, after checking that
 * the batch names each key once. No unique key: the index then holds each source's day once with
 * its rows' addresses (B-tree deduplication), about a tenth of a five-column key's size, and a
 * million-row backfill spends ~1.5 s less server time keeping it (bench/connectors-ingest.ts).
 * Reports read these tables by workspace, sources and a range of days: this index's order.
 */
const sourceDayIndex = (name: string, t: { workspaceId: AnyPgColumn; sourceId: AnyPgColumn; date: AnyPgColumn }) =>
  index(name).on(t.workspaceId, t.sourceId, t.date);

/** Paid media, daily. Grain: workspace, platform, account (the source), campaign, ad group, date (kept by the writer: sourceDayIndex). */
export const adDaily = pgTable(
  "wh_ad_daily",
  {
    workspaceId: tenantId(),
    sourceId: sourceId(),
    platform: text().notNull(),
    accountId: text().notNull(),
    campaignId: text().notNull(),
    /** "" when the platform reports at campaign level. */
    adGroupId: text().notNull().default(""),
    date: day(),
    currency: text().notNull(),
    timeZone: text().notNull(),
    impressions: count(),
    clicks: count(),
    spend: money(),
    conversions: numeric({ precision: 20, scale: 4 }).notNull().default("0"),
    conversionValue: money(),
    /** Platform extras (reach, leads, video views…), numbers by name. */
    extras: jsonb().$type<Record<string, number>>(),
  },
  (t) => [sourceDayIndex("wh_ad_daily_source_date_idx", t)],
);

/** Campaign names and statuses as each platform calls them. */
export const adCampaigns = pgTable(
  "wh_ad_campaigns",
  {
    workspaceId: tenantId(),
    sourceId: sourceId(),
    campaignId: text().notNull(),
    name: text().notNull(),
    status: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.sourceId, t.campaignId] })],
);

export const adGroups = pgTable(
  "wh_ad_groups",
  {
    workspaceId: tenantId(),
    sourceId: sourceId(),
    adGroupId: text().notNull(),
    campaignId: text().notNull(),
    name: text().notNull(),
    status: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.sourceId, t.adGroupId] })],
);

/** Organic search (Search Console, Bing): position kept impression-weighted so it re-aggregates. */
export const searchDaily = pgTable(
  "wh_search_daily",
  {
    workspaceId: tenantId(),
    sourceId: sourceId(),
    date: day(),
    query: text().notNull().default(""),
    page: text().notNull().default(""),
    country: text().notNull().default(""),
    device: text().notNull().default(""),
    clicks: count(),
    impressions: count(),
    /** Sum of position × impressions; average position = positionWeighted / impressions. */
    positionWeighted: numeric({ precision: 20, scale: 4 }).notNull().default("0"),
  },
  (t) => [index("wh_search_daily_ws_source_date_idx").on(t.workspaceId, t.sourceId, t.date)],
);

/** Web analytics (GA4) by day, channel, source/medium and landing page. */
export const webDaily = pgTable(
  "wh_web_daily",
  {
    workspaceId: tenantId(),
    sourceId: sourceId(),
    date: day(),
    channel: text().notNull().default(""),
    sourceMedium: text().notNull().default(""),
    landingPage: text().notNull().default(""),
    currency: text().notNull(),
    timeZone: text().notNull(),
    sessions: count(),
    users: count(),
    engagedSessions: count(),
    keyEvents: numeric({ precision: 20, scale: 4 }).notNull().default("0"),
    revenue: money(),
  },
  (t) => [index("wh_web_daily_ws_source_date_idx").on(t.workspaceId, t.sourceId, t.date)],
);

/** Social pages (Facebook Page, Instagram) by day. */
export const socialDaily = pgTable(
  "wh_social_daily",
  {
    workspaceId: tenantId(),
    sourceId: sourceId(),
    date: day(),
    reach: count(),
    views: count(),
    engagement: count(),
    follows: count(),
    posts: count(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.sourceId, t.date] })],
);

/** Email campaigns (Mailchimp, the product's email tool), one row per send, dated by its send day. */
export const emailCampaigns = pgTable(
  "wh_email_campaigns",
  {
    workspaceId: tenantId(),
    sourceId: sourceId(),
    campaignId: text().notNull(),
    name: text().notNull(),
    sendDate: day(),
    sent: count(),
    delivered: count(),
    opens: count(),
    clicks: count(),
    bounces: count(),
    unsubscribes: count(),
    revenue: money(),
    currency: text(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.sourceId, t.campaignId] }), index("wh_email_campaigns_ws_date_idx").on(t.workspaceId, t.sendDate)],
);

/** Store orders by day in the shop's time zone. AOV = revenue / orders. */
export const storeDaily = pgTable(
  "wh_store_daily",
  {
    workspaceId: tenantId(),
    sourceId: sourceId(),
    date: day(),
    currency: text().notNull(),
    timeZone: text().notNull(),
    orders: count(),
    revenue: money(),
    newCustomers: count(),
    returningCustomers: count(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.sourceId, t.date] })],
);

/** Rollup: paid media per source and day (all campaigns). Kept current by the sync that writes the facts. */
export const adSourceDay = pgTable(
  "wh_ad_source_day",
  {
    workspaceId: tenantId(),
    sourceId: sourceId(),
    platform: text().notNull(),
    date: day(),
    currency: text().notNull(),
    impressions: count(),
    clicks: count(),
    spend: money(),
    conversions: numeric({ precision: 20, scale: 4 }).notNull().default("0"),
    conversionValue: money(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.sourceId, t.date] }), index("wh_ad_source_day_ws_date_idx").on(t.workspaceId, t.date)],
);

/** Rollup: paid media per campaign and day (ad groups summed), for top-campaign tables. One row per source, date and campaign (kept by the writer: sourceDayIndex). */
export const adCampaignDay = pgTable(
  "wh_ad_campaign_day",
  {
    workspaceId: tenantId(),
    sourceId: sourceId(),
    campaignId: text().notNull(),
    date: day(),
    currency: text().notNull(),
    impressions: count(),
    clicks: count(),
    spend: money(),
    conversions: numeric({ precision: 20, scale: 4 }).notNull().default("0"),
    conversionValue: money(),
  },
  (t) => [sourceDayIndex("wh_ad_campaign_day_source_date_idx", t)],
);

/**
 * Rollup: paid media per campaign and calendar month (`month` is its first day), summed from the
 * campaign-day rollup, one row per currency the days carry. Campaign tables over long ranges read
 * whole months here and only the edge days from the day rollup. Written with the day rollup of the
 * same window in the same transaction (ingest.ts), so the two always agree.
 */
export const adCampaignMonth = pgTable(
  "wh_ad_campaign_month",
  {
    workspaceId: tenantId(),
    sourceId: sourceId(),
    campaignId: text().notNull(),
    month: day(),
    currency: text().notNull(),
    impressions: count(),
    clicks: count(),
    spend: money(),
    conversions: numeric({ precision: 20, scale: 4 }).notNull().default("0"),
    conversionValue: money(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.sourceId, t.month, t.campaignId, t.currency] })],
);

/**
 * Rollup: the campaign-month rollup of sources in another currency, converted to a workspace
 * currency (`to_currency`) day by day with each day's rate and rounded to micros before summing, as
 * the Converter does. Per-day rounding means a month's converted total can't be made from its sum,
 * so it is kept here, filled when a report first asks for a month (converted-months.ts).
 *
 * A row is valid only while it still matches what it was made from: `version` is the xmin of the
 * wh_ad_campaign_month row it converted (any rewrite of that month gives a new one), `spend_src` and
 * `value_src` its amounts, and `rates_key` a digest of the rates chosen for each of the month's
 * days. So restated facts, new or corrected rates and a new workspace currency need no hook: a row
 * that no longer matches is not read, and is converted again.
 */
export const adCampaignMonthFx = pgTable(
  "wh_ad_campaign_month_fx",
  {
    workspaceId: tenantId(),
    toCurrency: text().notNull(),
    sourceId: sourceId(),
    month: day(),
    campaignId: text().notNull(),
    currency: text().notNull(),
    version: text().notNull(),
    spendSrc: money(),
    valueSrc: money(),
    ratesKey: text().notNull(),
    /** Micros of to_currency, whole numbers. */
    spendMicros: numeric({ precision: 30, scale: 0 }).notNull(),
    valueMicros: numeric({ precision: 30, scale: 0 }).notNull(),
    /** Some days had no rate: their amounts are left out. */
    unrated: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.toCurrency, t.sourceId, t.month, t.campaignId, t.currency] })],
);

/** Rollup: search per source and day. */
export const searchSourceDay = pgTable(
  "wh_search_source_day",
  {
    workspaceId: tenantId(),
    sourceId: sourceId(),
    date: day(),
    clicks: count(),
    impressions: count(),
    positionWeighted: numeric({ precision: 20, scale: 4 }).notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.sourceId, t.date] })],
);

/** Rollup: web analytics per source, day and channel. */
export const webSourceDay = pgTable(
  "wh_web_source_day",
  {
    workspaceId: tenantId(),
    sourceId: sourceId(),
    date: day(),
    channel: text().notNull(),
    currency: text().notNull(),
    sessions: count(),
    users: count(),
    engagedSessions: count(),
    keyEvents: numeric({ precision: 20, scale: 4 }).notNull().default("0"),
    revenue: money(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.sourceId, t.date, t.channel] })],
);

/**
 * Daily exchange rates a workspace's reports convert with: 1 `base` = `rate` `quote` on `date`.
 * Entered by hand here; rates from configuration (FX_RATES) are read beside them.
 */
export const fxRates = pgTable(
  "wh_fx_rates",
  {
    workspaceId: workspaceId(),
    date: day(),
    base: text().notNull(),
    quote: text().notNull(),
    rate: numeric({ precision: 24, scale: 10 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.base, t.quote, t.date] })],
);
