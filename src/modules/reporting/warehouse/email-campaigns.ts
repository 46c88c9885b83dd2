import "server-only";
import { sql } from "drizzle-orm";
import type { EmailRow } from "@/modules/connectors";
import type { Tx } from "@/server/db/client";
import { emailCampaigns } from "../db/warehouse.table";

/**
 * The email tool's campaigns of a source, written or replaced (by campaign id) with their current
 * counts, in the caller's transaction. Connectors check the rows and own the source; this is the
 * warehouse's half (connectors call it through their warehouse port).
 */
export async function writeEmailCampaigns(tx: Tx, workspaceId: string, sourceId: string, rows: EmailRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(emailCampaigns)
    .values(
      rows.map((r) => ({
        workspaceId,
        sourceId,
        campaignId: r.campaignId,
        name: r.name,
        sendDate: r.sendDate,
        sent: r.sent,
        delivered: r.delivered,
        opens: r.opens,
        clicks: r.clicks,
        bounces: r.bounces,
        unsubscribes: r.unsubscribes,
        revenue: r.revenue,
        currency: r.currency,
      })),
    )
    .onConflictDoUpdate({
      target: [emailCampaigns.workspaceId, emailCampaigns.sourceId, emailCampaigns.campaignId],
      set: {
        name: sql`excluded.name`,
        sendDate: sql`excluded.send_date`,
        sent: sql`excluded.sent`,
        delivered: sql`excluded.delivered`,
        opens: sql`excluded.opens`,
        clicks: sql`excluded.clicks`,
        bounces: sql`excluded.bounces`,
        unsubscribes: sql`excluded.unsubscribes`,
        revenue: sql`excluded.revenue`,
        currency: sql`excluded.currency`,
      },
    });
}
