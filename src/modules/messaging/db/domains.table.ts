import { boolean, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "@/server/db/timestamps";
import { workspaceId } from "@/server/db/workspace-id";
import { recordStatuses } from "../contracts/messaging-enums";

export const recordStatus = pgEnum("messaging_record_status", recordStatuses);

/**
 * A sending domain: its DKIM key pair (the private key sealed at rest), the status of each DNS record
 * it needs, and optionally its own SMTP server. Mail is sent only from a verified domain.
 */
export const sendingDomains = pgTable(
  "messaging_domains",
  {
    id: uuid().primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    /** Lower-case, no trailing dot: mail.example.com. */
    domain: text().notNull(),
    /** DKIM selector: the record lives at `<selector>._domainkey.<domain>`. */
    dkimSelector: text().notNull(),
    /** The public key as published (base64 of the SubjectPublicKeyInfo DER). */
    dkimPublicKey: text().notNull(),
    dkimPrivateKeySealed: text().notNull(),
    /** The bounce (Return-Path) host, a CNAME the workspace publishes: bounces.<domain>. */
    returnPathHost: text().notNull(),
    status: recordStatus().notNull().default("pending"),
    spfStatus: recordStatus().notNull().default("pending"),
    dkimStatus: recordStatus().notNull().default("pending"),
    dmarcStatus: recordStatus().notNull().default("pending"),
    returnPathStatus: recordStatus().notNull().default("pending"),
    /** What the last check found wrong, per record, in words. */
    lastCheckErrors: text().array(),
    lastCheckedAt: timestamp({ withTimezone: true }),
    verifiedAt: timestamp({ withTimezone: true }),
    /** Warm-up: a new domain's daily volume ramps up from the day it was verified. */
    warmup: boolean().notNull().default(true),
    /** This domain's own SMTP server; null uses the server's (SMTP_HOST). */
    smtpHost: text(),
    smtpPort: integer(),
    smtpSecure: boolean().notNull().default(false),
    smtpUser: text(),
    smtpPasswordSealed: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex("messaging_domains_ws_domain_uq").on(t.workspaceId, t.domain)],
);
