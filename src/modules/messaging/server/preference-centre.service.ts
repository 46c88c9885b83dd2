import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { recordActivity, contacts } from "@/modules/crm";
import type { Db, Tx } from "@/server/db/client";
import type { PreferenceForm } from "../contracts/preferences.contracts";
import type { Channel } from "../contracts/messaging-enums";
import { suppressions, topicPreferences, topics } from "../db/preferences.table";
import { afterChange, type ContactMessageRef } from "./message-events";
import { addressHashOf } from "./suppressions.service";
import { messageOfPageToken, senderOf, setChannelSubscription, unsubscribeInTx } from "./unsubscribe.service";

/**
 * The hosted preference centre: per channel (email, and SMS when the contact has a phone) and per
 * topic of the workspace, effective the moment it is saved. Reached from a message's link; the
 * token is the only key, no sign-in.
 */

const channelLabels: Record<Channel, string> = { email: "Email", sms: "Text messages (SMS)" };
const blockedNotes: Partial<Record<string, string>> = {
  bounced: "Messages to this address bounced, so none are sent to it.",
  manual: "The sender has stopped messages to this address.",
  erased: "This address was erased at your request.",
};

type ChannelRow = { channel: Channel; label: string; address: string; subscribed: boolean; note: string | null };
export type PreferenceCentre = {
  workspaceName: string;
  hasLogo: boolean;
  sendName: string;
  channels: ChannelRow[];
  topics: { id: string; name: string; description: string; subscribed: Partial<Record<Channel, boolean>> }[];
};

/** The channels the contact can be reached on, with their consent and any block on the address. */
async function channelsOf(db: Db | Tx, ref: ContactMessageRef): Promise<ChannelRow[]> {
  const [contact] = await db
    .select({ email: contacts.email, phone: contacts.phone, emailConsent: contacts.emailConsent, smsConsent: contacts.smsConsent })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, ref.workspaceId), eq(contacts.id, ref.contactId), isNull(contacts.erasedAt)));
  if (!contact) return [];
  const candidates: { channel: Channel; address: string | null; consent: string }[] = [
    { channel: "email", address: contact.email ?? (ref.channel === "email" ? ref.address : null), consent: contact.emailConsent },
    { channel: "sms", address: contact.phone ?? (ref.channel === "sms" ? ref.address : null), consent: contact.smsConsent },
  ];
  const present = candidates.filter((c): c is typeof c & { address: string } => Boolean(c.address));
  const blocks = present.length
    ? await db
        .select({ channel: suppressions.channel, hash: suppressions.addressHash, reason: suppressions.reason })
        .from(suppressions)
        .where(
          and(
            eq(suppressions.workspaceId, ref.workspaceId),
            inArray(
              suppressions.addressHash,
              present.map((c) => addressHashOf(c.channel, c.address)),
            ),
          ),
        )
    : [];
  return present.map((c) => {
    const block = blocks.find((b) => b.channel === c.channel && b.hash === addressHashOf(c.channel, c.address));
    return {
      channel: c.channel,
      label: channelLabels[c.channel],
      address: c.address,
      subscribed: c.consent !== "unsubscribed",
      note: (block && blockedNotes[block.reason]) ?? null,
    };
  });
}

const activeTopics = (db: Db | Tx, workspaceId: string) =>
  db
    .select({ id: topics.id, name: topics.name, description: topics.description })
    .from(topics)
    .where(and(eq(topics.workspaceId, workspaceId), isNull(topics.archivedAt)))
    .orderBy(asc(topics.name));

const preferencesOf = (db: Db | Tx, ref: ContactMessageRef) =>
  db
    .select({ topicId: topicPreferences.topicId, channel: topicPreferences.channel, subscribed: topicPreferences.subscribed })
    .from(topicPreferences)
    .where(and(eq(topicPreferences.workspaceId, ref.workspaceId), eq(topicPreferences.contactId, ref.contactId)));

/** What the preference centre shows for a token; null when the link is broken. */
export async function preferenceCentre(db: Db, token: string): Promise<PreferenceCentre | null> {
  const ref = await messageOfPageToken(db, token);
  if (!ref) return null;
  const [sender, channels, topicRows, prefs] = await Promise.all([
    senderOf(db, ref.workspaceId),
    channelsOf(db, ref),
    activeTopics(db, ref.workspaceId),
    preferencesOf(db, ref),
  ]);
  return {
    ...sender,
    sendName: ref.sendName,
    channels,
    topics: topicRows.map((t) => ({
      ...t,
      // No row means subscribed (while the channel itself is on).
      subscribed: Object.fromEntries(channels.map((c) => [c.channel, prefs.find((p) => p.topicId === t.id && p.channel === c.channel)?.subscribed ?? true])),
    })),
  };
}

/**
 * Saves the preference centre's form. Channels switched off are unsubscribed (consent and
 * suppression); switched on, subscribed again. Topics are saved for the topics the page showed.
 * "Unsubscribe from everything" turns every channel and topic off. One timeline entry lists the
 * changes. Answers null for a broken link.
 */
export async function savePreferences(db: Db, token: string, form: PreferenceForm): Promise<{ changes: string[] } | null> {
  const ref = await messageOfPageToken(db, token);
  if (!ref) return null;
  const everything = form.intent === "unsubscribe_all";
  let unsubscribedHere = false;
  const changes = await db.transaction(async (tx) => {
    const out: string[] = [];
    const channels = await channelsOf(tx, ref);
    for (const c of channels) {
      const wanted = !everything && form.channels.includes(c.channel);
      if (wanted === c.subscribed) {
        // Saving an unchanged "off" still makes sure the address is on the suppression list.
        if (!wanted)
          await setChannelSubscription(tx, ref, {
            channel: c.channel,
            address: c.address,
            subscribed: false,
            method: "preference_centre",
            source: ref.sendName,
          });
        continue;
      }
      if (!wanted && c.channel === ref.channel) unsubscribedHere = await unsubscribeInTx(tx, ref, "preference_centre");
      else
        await setChannelSubscription(tx, ref, {
          channel: c.channel,
          address: c.address,
          subscribed: wanted,
          method: "preference_centre",
          source: ref.sendName,
        });
      out.push(`${c.label}: ${wanted ? "subscribed" : "unsubscribed"}`);
    }
    const shown = (await activeTopics(tx, ref.workspaceId)).filter((t) => form.shown.includes(t.id));
    const before = await preferencesOf(tx, ref);
    for (const t of shown) {
      for (const c of channels) {
        const subscribed = !everything && form.topics.some((p) => p.topicId === t.id && p.channel === c.channel);
        const was = before.find((p) => p.topicId === t.id && p.channel === c.channel)?.subscribed ?? true;
        if (subscribed === was) continue;
        await tx
          .insert(topicPreferences)
          .values({ workspaceId: ref.workspaceId, contactId: ref.contactId, topicId: t.id, channel: c.channel, subscribed })
          .onConflictDoUpdate({
            target: [topicPreferences.workspaceId, topicPreferences.contactId, topicPreferences.topicId, topicPreferences.channel],
            set: { subscribed, updatedAt: new Date() },
          });
        out.push(`${t.name} (${c.label}): ${subscribed ? "subscribed" : "unsubscribed"}`);
      }
    }
    if (out.length > 0) {
      await recordActivity(
        tx,
        { workspaceId: ref.workspaceId },
        {
          kind: "consent_change",
          contactId: ref.contactId,
          title: everything ? "Unsubscribed from everything in the preference centre" : "Changed subscription preferences",
          body: out.join("\n"),
          data: { sendId: ref.sendId, outboxId: ref.id, changes: out },
        },
      );
    }
    return out;
  });
  if (unsubscribedHere) await afterChange(ref);
  return { changes };
}
