import "server-only";
import { eq } from "drizzle-orm";
import { siteUrl } from "@/env";
import type { Tenant } from "@/modules/identity";
import { seal } from "@/server/crypto/vault";
import type { Db, Tx } from "@/server/db/client";
import type { SendingSettingsInput } from "../contracts/settings.contracts";
import { messagingSettings } from "../db/settings.table";

export type MessagingSettingsRow = typeof messagingSettings.$inferSelect;

/** The workspace's sending settings, made with the defaults on first read. */
export async function getMessagingSettings(db: Db | Tx, workspaceId: string): Promise<MessagingSettingsRow> {
  const [found] = await db.select().from(messagingSettings).where(eq(messagingSettings.workspaceId, workspaceId));
  if (found) return found;
  await db.insert(messagingSettings).values({ workspaceId }).onConflictDoNothing({ target: messagingSettings.workspaceId });
  const [row] = await db.select().from(messagingSettings).where(eq(messagingSettings.workspaceId, workspaceId));
  return row!;
}

/** What the Sending tab shows. Secrets (mailbox password, webhook key) never leave the server. */
export type SendingSettingsView = {
  postalAddress: string;
  frequencyCap: { count: number; days: number } | null;
  ratePerSecond: number;
  perDomainPerMinute: number;
  trackOpens: boolean;
  trackClicks: boolean;
  excludeInvalid: boolean;
  inbound: { host: string | null; port: number | null; tls: boolean; user: string | null; hasPassword: boolean };
  webhook: { url: string; hasKey: boolean };
};

/** Where a sending provider posts this workspace's bounces and complaints. */
export const mailWebhookUrl = (workspaceId: string) => `${siteUrl()}/api/webhooks/mail/${workspaceId}`;

export function sendingSettingsView(row: MessagingSettingsRow): SendingSettingsView {
  return {
    postalAddress: row.postalAddress,
    frequencyCap: row.frequencyCapCount === null ? null : { count: row.frequencyCapCount, days: row.frequencyCapDays },
    ratePerSecond: row.ratePerSecond,
    perDomainPerMinute: row.perDomainPerMinute,
    trackOpens: row.trackOpens,
    trackClicks: row.trackClicks,
    excludeInvalid: row.excludeInvalid,
    inbound: { host: row.inboundHost, port: row.inboundPort, tls: row.inboundTls, user: row.inboundUser, hasPassword: Boolean(row.inboundPasswordSealed) },
    webhook: { url: mailWebhookUrl(row.workspaceId), hasKey: Boolean(row.webhookSigningKeySealed) },
  };
}

export async function getSendingSettings(db: Db, tenant: Pick<Tenant, "workspaceId">): Promise<SendingSettingsView> {
  return sendingSettingsView(await getMessagingSettings(db, tenant.workspaceId));
}

/** Saves the Sending tab. The mailbox password is kept when left out, and cleared with the mailbox. */
export async function updateSendingSettings(db: Db, tenant: Pick<Tenant, "workspaceId">, input: SendingSettingsInput): Promise<SendingSettingsView> {
  const current = await getMessagingSettings(db, tenant.workspaceId);
  const { inbound } = input;
  const [row] = await db
    .update(messagingSettings)
    .set({
      postalAddress: input.postalAddress,
      frequencyCapCount: input.frequencyCap?.count ?? null,
      frequencyCapDays: input.frequencyCap?.days ?? current.frequencyCapDays,
      ratePerSecond: input.ratePerSecond,
      perDomainPerMinute: input.perDomainPerMinute,
      trackOpens: input.trackOpens,
      trackClicks: input.trackClicks,
      excludeInvalid: input.excludeInvalid,
      ...(inbound.host
        ? {
            inboundHost: inbound.host,
            inboundPort: inbound.port,
            inboundTls: inbound.tls,
            inboundUser: inbound.user,
            inboundPasswordSealed: inbound.password === undefined ? current.inboundPasswordSealed : inbound.password === "" ? null : seal(inbound.password),
          }
        : { inboundHost: null, inboundPort: null, inboundTls: true, inboundUser: null, inboundPasswordSealed: null }),
    })
    .where(eq(messagingSettings.workspaceId, tenant.workspaceId))
    .returning();
  return sendingSettingsView(row!);
}
