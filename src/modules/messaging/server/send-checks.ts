import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import { MAIL_OFF_HINT, mailEnabled } from "@/server/mail/mailer";
import { sendingDomains } from "../db/domains.table";
import { topics } from "../db/preferences.table";
import { smsNumbers } from "../db/sms.table";
import { checkTemplate } from "../render/template";
import { getMessagingSettings } from "./settings.service";
import { smsProviderOf } from "./sms-settings.service";

export type DomainRow = typeof sendingDomains.$inferSelect;

/** The refusal of a send from a domain that isn't verified (shown as it is). */
export const unverifiedMessage = (domain: string) => `${domain} isn't verified yet: publish its DNS records on Settings → Sending domains and check again.`;

/**
 * The workspace's sending domain, verified, with a mail server to send through (its own or the
 * server's). Another workspace's domain is NOT_FOUND.
 */
export async function usableDomain(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, domainId: string): Promise<DomainRow> {
  const [domain] = await db
    .select()
    .from(sendingDomains)
    .where(and(eq(sendingDomains.workspaceId, tenant.workspaceId), eq(sendingDomains.id, domainId)));
  if (!domain) throw new NotFoundError("Sending domain");
  if (domain.status !== "verified" || !domain.verifiedAt) throw new InvalidError(unverifiedMessage(domain.domain), { domainId: "Verify this domain first" });
  if (!domain.smtpHost && !mailEnabled()) {
    throw new InvalidError(`${MAIL_OFF_HINT} Or give ${domain.domain} its own SMTP server on Settings → Sending domains.`, {
      domainId: "No mail server sends for this domain",
    });
  }
  return domain;
}

/** The topic must be the workspace's and not archived. */
export async function assertTopic(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, topicId: string | undefined | null) {
  if (!topicId) return;
  const [topic] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.workspaceId, tenant.workspaceId), eq(topics.id, topicId), isNull(topics.archivedAt)));
  if (!topic) throw new NotFoundError("Topic");
}

/**
 * The sender number: the one named (it must be the workspace's), or the default; a workspace with
 * no number of its own that sends through the server's account uses the server's number.
 */
export async function senderNumber(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, from: string | undefined): Promise<string> {
  const rows = await db
    .select({ phone: smsNumbers.phone, isDefault: smsNumbers.isDefault })
    .from(smsNumbers)
    .where(eq(smsNumbers.workspaceId, tenant.workspaceId));
  if (rows.length === 0) {
    const found = smsProviderOf(await getMessagingSettings(db, tenant.workspaceId));
    const serverNumber = found.ok && found.provider.source === "server" ? found.provider.defaultFrom : null;
    if (serverNumber && (!from || from === serverNumber)) return serverNumber;
  }
  if (from) {
    const named = rows.find((r) => r.phone === from);
    if (!named) throw new InvalidError(`${from} isn't one of this workspace's sender numbers.`, { from: "Choose one of your sender numbers" });
    return named.phone;
  }
  const chosen = rows.find((r) => r.isDefault) ?? rows[0];
  if (!chosen) throw new InvalidError("Add a sender number on Settings → Sending domains → SMS before sending a text.", { from: "No sender number yet" });
  return chosen.phone;
}

const fieldLabels: Record<string, string> = { subject: "The subject", html: "The message", text: "The plain-text version", body: "The text message" };

/** Every template must compile; the first problem is refused with its line and column, keyed by its field. */
export function assertTemplates(fields: Record<string, string | null | undefined>) {
  const errors: Record<string, string> = {};
  let first: string | null = null;
  for (const [field, source] of Object.entries(fields)) {
    if (!source) continue;
    const checked = checkTemplate(source);
    if (checked.ok) continue;
    errors[field] = checked.message;
    first ??= `${fieldLabels[field] ?? field}: ${checked.message}`;
  }
  if (first) throw new InvalidError(first, errors);
}
