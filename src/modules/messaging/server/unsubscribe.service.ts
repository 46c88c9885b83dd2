import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { writeConsent, contacts } from "@/modules/crm";
import { workspaceLogos, workspaces } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import type { Channel } from "../contracts/messaging-enums";
import { suppressions } from "../db/preferences.table";
import { verifyLink } from "./link-tokens";
import { addEvent, addToTimeline, afterChange, bumpSend, hasEvent, messageById, quoted, type ContactMessageRef } from "./message-events";
import { addressHashOf, suppressAddresses } from "./suppressions.service";

/**
 * Unsubscribing from a message's link (the hosted page, RFC 8058 one-click, a provider's event) and
 * the channel-wide switches the preference centre shares with it.
 */

type Who = { workspaceId: string; contactId: string };
export type SubscriptionMethod = "unsubscribe_link" | "preference_centre" | "complaint";

/**
 * The outbox row an unsubscribe or preference-centre link names. The two kinds of token open the
 * same pages: the unsubscribe page leads on to the preferences with the token it was opened with.
 */
export const outboxIdOfPageToken = (token: string): number | null => verifyLink("unsubscribe", token) ?? verifyLink("preferences", token);

export async function messageOfPageToken(db: Db, token: string): Promise<ContactMessageRef | null> {
  const outboxId = outboxIdOfPageToken(token);
  return outboxId ? messageById(db, outboxId) : null;
}

/** Where the pages say whose messages these are: the workspace's name, and whether it has a logo. */
export async function senderOf(db: Db, workspaceId: string): Promise<{ workspaceName: string; hasLogo: boolean }> {
  const [row] = await db
    .select({ name: workspaces.name, logo: workspaceLogos.workspaceId })
    .from(workspaces)
    .leftJoin(workspaceLogos, eq(workspaceLogos.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId));
  return { workspaceName: row?.name ?? "The sender", hasLogo: Boolean(row?.logo) };
}

const consentColumn = (channel: Channel) => (channel === "email" ? contacts.emailConsent : contacts.smsConsent);

export async function consentOf(db: Db | Tx, who: Who, channel: Channel): Promise<"subscribed" | "unsubscribed" | "unknown" | null> {
  const [row] = await db
    .select({ status: consentColumn(channel) })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, who.workspaceId), eq(contacts.id, who.contactId)));
  return row?.status ?? null;
}

/**
 * Turns a whole channel off or on for a contact, effective at once: the CRM consent (with its
 * history) and the suppression list. Turning it back on lifts an unsubscribe or complaint
 * suppression of the address (the person asked again), never a bounce or an erasure.
 * Answers whether anything changed.
 */
export async function setChannelSubscription(
  tx: Db | Tx,
  who: Who,
  change: { channel: Channel; address: string; subscribed: boolean; method: SubscriptionMethod; source: string },
): Promise<boolean> {
  const current = await consentOf(tx, who, change.channel);
  if (current === null) return false;
  const target = change.subscribed ? "subscribed" : "unsubscribed";
  const changed = change.subscribed ? current === "unsubscribed" : current !== "unsubscribed";
  if (changed)
    await writeConsent(
      tx,
      { workspaceId: who.workspaceId },
      { contactId: who.contactId, channel: change.channel, status: target, method: change.method, source: change.source },
    );
  if (change.subscribed) {
    await tx
      .delete(suppressions)
      .where(
        and(
          eq(suppressions.workspaceId, who.workspaceId),
          eq(suppressions.channel, change.channel),
          eq(suppressions.addressHash, addressHashOf(change.channel, change.address)),
          inArray(suppressions.reason, ["unsubscribed", "complained"]),
        ),
      );
  } else {
    await suppressAddresses(tx, who.workspaceId, [{ channel: change.channel, address: change.address, reason: "unsubscribed", source: change.source }]);
  }
  return changed;
}

/**
 * Unsubscribes the recipient of a message from its channel. The send counts one unsubscribe per
 * message and the timeline says so once, however often the link is used. Answers whether this call
 * was the message's first unsubscribe.
 */
export async function unsubscribeMessage(db: Db, ref: ContactMessageRef, method: SubscriptionMethod): Promise<boolean> {
  const first = await db.transaction((tx) => unsubscribeInTx(tx, ref, method));
  if (first) await afterChange(ref);
  return first;
}

/** `unsubscribeMessage` inside the caller's transaction; the caller calls `afterChange` once committed. */
export async function unsubscribeInTx(tx: Db | Tx, ref: ContactMessageRef, method: SubscriptionMethod): Promise<boolean> {
  await setChannelSubscription(tx, ref, { channel: ref.channel, address: ref.address, subscribed: false, method, source: ref.sendName });
  if (await hasEvent(tx, ref, "unsubscribe")) return false;
  await addEvent(tx, ref, "unsubscribe", { method });
  await bumpSend(tx, ref, { unsubscribed: 1 });
  await addToTimeline(tx, ref, `Unsubscribed from ${quoted(ref.sendName)}`, { data: { method } });
  return true;
}

export type UnsubscribePage = { workspaceName: string; hasLogo: boolean; address: string; channel: Channel; sendName: string; unsubscribed: boolean };

/** What the unsubscribe page shows for a token (reading only: link scanners open these pages too). */
export async function unsubscribePage(db: Db, token: string): Promise<UnsubscribePage | null> {
  const ref = await messageOfPageToken(db, token);
  if (!ref) return null;
  const [sender, consent] = await Promise.all([senderOf(db, ref.workspaceId), consentOf(db, ref, ref.channel)]);
  return { ...sender, address: ref.address, channel: ref.channel, sendName: ref.sendName, unsubscribed: consent === "unsubscribed" };
}

/** The unsubscribe of a token, from the page's button or a one-click POST; false for a bad token. */
export async function unsubscribeByToken(db: Db, token: string): Promise<boolean> {
  const ref = await messageOfPageToken(db, token);
  if (!ref) return false;
  await unsubscribeMessage(db, ref, "unsubscribe_link");
  return true;
}
