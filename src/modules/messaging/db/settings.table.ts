import { boolean, integer, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";

/**
 * A workspace's sending settings, one row, made on first read with the defaults below. Secrets
 * (mailbox password, webhook signing key, SMS auth token) are sealed with the vault.
 */
export const messagingSettings = pgTable(
  "messaging_settings",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    /** The postal address every marketing message's footer carries (CAN-SPAM). */
    postalAddress: text().notNull().default(""),
    /** At most this many marketing messages per contact per `frequencyCapDays`, email and SMS together; null is off. */
    frequencyCapCount: integer(),
    frequencyCapDays: integer().notNull().default(7),
    /** Messages per second across the workspace, and per receiving domain (gmail.com…) per minute. */
    ratePerSecond: integer().notNull().default(100),
    perDomainPerMinute: integer().notNull().default(3000),
    /** New sends track opens and clicks unless turned off (privacy mode per send). */
    trackOpens: boolean().notNull().default(true),
    trackClicks: boolean().notNull().default(true),
    /** New sends leave out addresses that verification found invalid. */
    excludeInvalid: boolean().notNull().default(true),
    /** SMS quiet hours in the contact's time zone, as hours 0–23 (start inclusive, end exclusive); null is off. */
    quietHoursStart: smallint(),
    quietHoursEnd: smallint(),
    /** The inbound mailbox bounces and complaints arrive in (POP3). */
    inboundHost: text(),
    inboundPort: integer(),
    inboundTls: boolean().notNull().default(true),
    inboundUser: text(),
    inboundPasswordSealed: text(),
    /** The key a sending provider signs its bounce/complaint webhooks with. */
    webhookSigningKeySealed: text(),
    /** A Twilio-compatible SMS provider: account SID, auth token and API base URL. */
    smsAccountSid: text(),
    smsAuthTokenSealed: text(),
    smsBaseUrl: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex("messaging_settings_ws_uq").on(t.workspaceId)],
);
