import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { recordActivity, writeConsent, contacts } from "@/modules/crm";
import type { Db, Tx } from "@/server/db/client";
import { suppressions } from "../db/preferences.table";
import { smsKeywordOf, twiml, type SmsKeyword } from "../sms/keywords";
import { addressHashOf, suppressAddresses } from "./suppressions.service";
import { guarded, verifiedWebhook, type SmsWebhookAnswer } from "./sms-webhook";

const E164 = /^\+[1-9]\d{6,14}$/;

const replies = {
  stop: (name: string) => `You're unsubscribed from ${name} and will get no more messages. Reply START to subscribe again.`,
  start: (name: string) => `You're subscribed to ${name} messages again. Reply STOP to opt out.`,
  help: (name: string) => `${name}: reply STOP to opt out of these messages, START to opt back in.`,
};

const xml = (status: number, body: string): SmsWebhookAnswer => ({ status, body, contentType: "text/xml; charset=utf-8" });

/** The live contacts of the workspace with this phone number. */
const contactsWithPhone = (tx: Db | Tx, workspaceId: string, phone: string) =>
  tx
    .select({ id: contacts.id, smsConsent: contacts.smsConsent })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.phone, phone), isNull(contacts.erasedAt)));

/** STOP and START: every contact with the number changes consent, and the suppression list follows. */
async function applyConsentKeyword(db: Db, workspaceId: string, phone: string, keyword: SmsKeyword & { kind: "stop" | "start" }) {
  const tenant = { workspaceId };
  const source = `Inbound SMS: ${keyword.word}`;
  const status = keyword.kind === "stop" ? "unsubscribed" : "subscribed";
  await db.transaction(async (tx) => {
    for (const contact of await contactsWithPhone(tx, workspaceId, phone)) {
      await writeConsent(tx, tenant, { contactId: contact.id, channel: "sms", status, method: "sms_keyword", source });
      if (contact.smsConsent !== status) {
        await recordActivity(tx, tenant, {
          kind: "consent_change",
          contactId: contact.id,
          title: keyword.kind === "stop" ? `Unsubscribed from SMS (replied ${keyword.word})` : `Subscribed to SMS again (replied ${keyword.word})`,
          data: { channel: "sms", from: contact.smsConsent, to: status, method: "sms_keyword" },
        });
      }
    }
    if (keyword.kind === "stop") {
      await suppressAddresses(tx, workspaceId, [{ channel: "sms", address: phone, reason: "unsubscribed", source }]);
    } else {
      // Only an unsubscribe is lifted; a number suppressed for another reason stays suppressed.
      await tx
        .delete(suppressions)
        .where(
          and(
            eq(suppressions.workspaceId, workspaceId),
            eq(suppressions.channel, "sms"),
            eq(suppressions.addressHash, addressHashOf("sms", phone)),
            eq(suppressions.reason, "unsubscribed"),
          ),
        );
    }
  });
}

/** Any other message lands on the timeline of each contact with the number. */
async function recordReceived(db: Db, workspaceId: string, message: { from: string; to: string; body: string; sid: string | null }) {
  await db.transaction(async (tx) => {
    for (const contact of await contactsWithPhone(tx, workspaceId, message.from)) {
      await recordActivity(
        tx,
        { workspaceId },
        {
          kind: "note",
          contactId: contact.id,
          title: "SMS received",
          body: message.body,
          data: { channel: "sms", from: message.from, to: message.to, providerId: message.sid },
        },
      );
    }
  });
}

/**
 * POST /api/webhooks/sms/{workspace}/inbound: someone texted one of the workspace's numbers.
 * STOP-type words unsubscribe the number (consent in the CRM and the suppression list), START-type
 * words subscribe it again, HELP gets the instructions; each is confirmed with a TwiML reply. Other
 * messages are recorded on the sender's timeline and answered with an empty TwiML response.
 */
export async function handleSmsInboundRequest(db: Db, workspaceId: string, request: Request): Promise<SmsWebhookAnswer> {
  return guarded("inbound message", async () => {
    const verified = await verifiedWebhook(db, workspaceId, request);
    if (!verified.ok) return verified.answer;
    const { params, workspaceName } = verified.webhook;
    const from = params.get("From")?.trim() ?? "";
    const body = params.get("Body") ?? "";
    if (!E164.test(from)) return xml(200, twiml([]));
    const keyword = smsKeywordOf(body);
    if (keyword?.kind === "stop" || keyword?.kind === "start") {
      await applyConsentKeyword(db, workspaceId, from, keyword as SmsKeyword & { kind: "stop" | "start" });
      return xml(200, twiml([replies[keyword.kind](workspaceName)]));
    }
    if (keyword?.kind === "help") return xml(200, twiml([replies.help(workspaceName)]));
    await recordReceived(db, workspaceId, { from, to: params.get("To") ?? "", body, sid: params.get("MessageSid") });
    return xml(200, twiml([]));
  });
}
