import "server-only";
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { recordAudit, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { ConflictError, NotFoundError } from "@/server/errors";
import type { SuppressionReason } from "../contracts/messaging-enums";
import {
  addSuppressionInput,
  listSuppressionsInput,
  SUPPRESSIONS_PAGE,
  type AddSuppressionInput,
  type ListSuppressionsInput,
} from "../contracts/preferences.contracts";
import { suppressions } from "../db/preferences.table";
import { addressHashOf } from "./suppressions.service";

/** The suppression list as the settings page shows and edits it. */

export const suppressionReasonLabels: Record<SuppressionReason, string> = {
  bounced: "bounced",
  complained: "marked as spam",
  unsubscribed: "unsubscribed",
  erased: "erased on request",
  manual: "added by hand",
};

const normalised = (channel: "email" | "sms", address: string) => (channel === "email" ? address.trim().toLowerCase() : address.replace(/[\s()-]/g, ""));

/**
 * How the audit log names a suppressed address: enough to recognise it ("j…@example.com",
 * "…4567"), not the whole of it (the log outlives an erasure request).
 */
export const maskedAddress = (channel: "email" | "sms", address: string) => {
  if (channel === "sms") return `…${address.slice(-4)}`;
  const at = address.lastIndexOf("@");
  return at > 0 ? `${address[0]}…${address.slice(at)}` : "…";
};

/**
 * Newest first, 50 a page. The search matches part of an address, or a whole address by its hash
 * (an erased person's address is kept only as a hash and is still found).
 */
export async function listSuppressions(db: Db, tenant: Tenant, raw: ListSuppressionsInput) {
  const input = listSuppressionsInput.parse(raw);
  const filters: (SQL | undefined)[] = [eq(suppressions.workspaceId, tenant.workspaceId)];
  if (input.channel) filters.push(eq(suppressions.channel, input.channel));
  if (input.reason) filters.push(eq(suppressions.reason, input.reason));
  if (input.search) {
    const like = `%${input.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(suppressions.address, like),
        eq(suppressions.addressHash, addressHashOf("email", input.search)),
        eq(suppressions.addressHash, addressHashOf("sms", normalised("sms", input.search))),
      ),
    );
  }
  const where = and(...filters);
  // Keyset on (time, id) at the millisecond a Date holds: PostgreSQL keeps microseconds, and a cursor
  // rounded down would otherwise skip the rest of its millisecond.
  const at = sql`date_trunc('milliseconds', ${suppressions.createdAt})`;
  const page = input.cursor
    ? and(where, sql`(${at}, ${suppressions.id}) < (${input.cursor.createdAt.toISOString()}::timestamptz, ${input.cursor.id}::uuid)`)
    : where;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: suppressions.id,
        channel: suppressions.channel,
        address: suppressions.address,
        reason: suppressions.reason,
        source: suppressions.source,
        createdAt: suppressions.createdAt,
      })
      .from(suppressions)
      .where(page)
      .orderBy(sql`${at} desc`, desc(suppressions.id))
      .limit(SUPPRESSIONS_PAGE + 1),
    db.select({ n: count() }).from(suppressions).where(where),
  ]);
  const shown = rows.slice(0, SUPPRESSIONS_PAGE);
  const last = shown.at(-1);
  return { rows: shown, total: total?.n ?? 0, nextCursor: rows.length > SUPPRESSIONS_PAGE && last ? { createdAt: last.createdAt, id: last.id } : null };
}

/** Adds an address by hand (reason "manual"); an address already on the list keeps its reason. */
export async function addSuppression(db: Db, tenant: Tenant, raw: AddSuppressionInput) {
  const input = addSuppressionInput.parse(raw);
  const address = normalised(input.channel, input.address);
  const hash = addressHashOf(input.channel, address);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(suppressions)
      .values({ workspaceId: tenant.workspaceId, channel: input.channel, address, addressHash: hash, reason: "manual", source: input.note || "Added by hand" })
      .onConflictDoNothing({ target: [suppressions.workspaceId, suppressions.channel, suppressions.addressHash] })
      .returning();
    if (created) {
      await recordAudit(tx, {
        workspaceId: tenant.workspaceId,
        actorId: tenant.userId,
        action: "messaging.suppression_added",
        subject: maskedAddress(input.channel, address),
        details: { summary: `${input.channel === "email" ? "Email" : "SMS"}: no messages to this address` },
      });
    }
    return created;
  });
  if (row) return row;
  const [existing] = await db
    .select({ reason: suppressions.reason })
    .from(suppressions)
    .where(and(eq(suppressions.workspaceId, tenant.workspaceId), eq(suppressions.channel, input.channel), eq(suppressions.addressHash, hash)));
  throw new ConflictError(`This address is already on the list (${suppressionReasonLabels[existing?.reason ?? "manual"]}).`);
}

/**
 * Takes an address off the list: messages may reach it again (consent still applies). An erased
 * person's address stays, whatever anyone asks.
 */
export async function removeSuppression(db: Db, tenant: Tenant, id: string) {
  const [row] = await db
    .select({ reason: suppressions.reason, channel: suppressions.channel, address: suppressions.address })
    .from(suppressions)
    .where(and(eq(suppressions.workspaceId, tenant.workspaceId), eq(suppressions.id, id)));
  if (!row) throw new NotFoundError("Suppressed address");
  if (row.reason === "erased") throw new ConflictError("This person asked to be erased: their address stays suppressed.");
  await db.transaction(async (tx) => {
    await tx.delete(suppressions).where(and(eq(suppressions.workspaceId, tenant.workspaceId), eq(suppressions.id, id)));
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "messaging.suppression_removed",
      subject: row.address ? maskedAddress(row.channel, row.address) : undefined,
      details: { summary: `Was ${suppressionReasonLabels[row.reason]}; messages may reach it again` },
    });
  });
  return { id };
}
