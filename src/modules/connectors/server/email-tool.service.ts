import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { workspaces } from "@/modules/identity";
import { isDecimal, normalizeDecimal } from "@/lib/decimal";
import type { Db, Tx } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { isCurrencyCode } from "../contracts/csv.contracts";
import { isIsoDay } from "../csv/values";
import type { EmailRow } from "../core/types";
import { warehouse } from "../core/warehouse";
import { sources } from "../db/connectors.table";

export const EMAIL_TOOL = { platform: "email-tool", externalAccountId: "email-tool", name: "Email tool" } as const;

/**
 * The product's own email tool as a source of the workspace, made on first use and found after.
 * It does NOT count against the plan's sources: it is part of the product, not a connected account,
 * so neither `assertWithinLimit` nor `recordUsage` is called for it.
 */
export async function ensureEmailToolSource(db: Db | Tx, workspaceId: string): Promise<typeof sources.$inferSelect> {
  const [workspace] = await db.select({ currency: workspaces.currency, timeZone: workspaces.timeZone }).from(workspaces).where(eq(workspaces.id, workspaceId));
  await db
    .insert(sources)
    .values({ workspaceId, ...EMAIL_TOOL, currency: workspace?.currency ?? null, timeZone: workspace?.timeZone ?? null })
    .onConflictDoNothing({ target: [sources.workspaceId, sources.platform, sources.externalAccountId] });
  const [row] = await db
    .select()
    .from(sources)
    .where(and(eq(sources.workspaceId, workspaceId), eq(sources.platform, EMAIL_TOOL.platform), eq(sources.externalAccountId, EMAIL_TOOL.externalAccountId)));
  return row!;
}

const COUNTS = ["sent", "delivered", "opens", "clicks", "bounces", "unsubscribes"] as const;

function checkRow(row: EmailRow, i: number): EmailRow {
  const at = `Campaign ${i + 1}`;
  if (!row.campaignId || row.campaignId.length > 200) throw new InvalidError(`${at}: a campaign id of 1 to 200 characters is needed.`);
  if (!row.name) throw new InvalidError(`${at}: the campaign needs a name.`);
  if (!isIsoDay(row.sendDate)) throw new InvalidError(`${at}: the send day must be a date as YYYY-MM-DD.`);
  for (const key of COUNTS) if (!Number.isSafeInteger(row[key]) || row[key] < 0) throw new InvalidError(`${at}: ${key} must be a whole number, 0 or more.`);
  if (!isDecimal(row.revenue) || row.revenue.startsWith("-")) throw new InvalidError(`${at}: revenue must be a decimal such as 12.50.`);
  if (row.currency !== null && !isCurrencyCode(row.currency)) throw new InvalidError(`${at}: ${row.currency} isn't an ISO 4217 currency code.`);
  return { ...row, name: row.name.slice(0, 500), revenue: normalizeDecimal(row.revenue, { maxDp: 6 }) };
}

/**
 * What the messaging module reports of its campaigns: each campaign's row in the warehouse is
 * written, or replaced by a later call with its current counts, for the workspace's email-tool
 * source, in one transaction. Returns the source and how many campaigns were written.
 */
export async function recordEmailToolCampaigns(db: Db, workspaceId: string, rows: EmailRow[]): Promise<{ sourceId: string; written: number }> {
  // A campaign named twice in one call: its last row holds the latest counts.
  const latest = [...new Map(rows.map((r, i) => [r.campaignId, checkRow(r, i)])).values()];
  return db.transaction(async (tx) => {
    const source = await ensureEmailToolSource(tx, workspaceId);
    await warehouse().writeEmailCampaigns(tx, workspaceId, source.id, latest);
    const now = new Date();
    const first = latest.reduce<string | null>((min, r) => (min === null || r.sendDate < min ? r.sendDate : min), null);
    await tx
      .update(sources)
      .set({
        status: "active",
        lastError: null,
        lastSyncAt: now,
        lastSuccessAt: now,
        dataFrom: first ? sql`least(${sources.dataFrom}, ${first}::date)` : sources.dataFrom,
      })
      .where(eq(sources.id, source.id));
    return { sourceId: source.id, written: latest.length };
  });
}
