import "server-only";
import { createHash } from "node:crypto";
import { emailHashOf } from "@/modules/crm";
import type { Db, Tx } from "@/server/db/client";
import type { Channel, SuppressionReason } from "../contracts/messaging-enums";
import { suppressions } from "../db/preferences.table";

/** The suppression key of an address: the CRM's email hash, or the SHA-256 of an E.164 phone number. */
export const addressHashOf = (channel: Channel, address: string): string =>
  channel === "email" ? emailHashOf(address) : createHash("sha256").update(address.trim()).digest("hex");

export type NewSuppression = { channel: Channel; address: string; reason: SuppressionReason; source?: string | null };

/**
 * Adds addresses to the workspace's suppression list. An address already there keeps its first
 * reason (a bounce stays a bounce when the person later unsubscribes too).
 */
export async function suppressAddresses(db: Db | Tx, workspaceId: string, entries: NewSuppression[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(suppressions)
    .values(
      entries.map((e) => ({
        workspaceId,
        channel: e.channel,
        addressHash: addressHashOf(e.channel, e.address),
        address: e.channel === "email" ? e.address.trim().toLowerCase() : e.address.trim(),
        reason: e.reason,
        source: e.source ?? null,
      })),
    )
    .onConflictDoNothing({ target: [suppressions.workspaceId, suppressions.channel, suppressions.addressHash] });
}
