import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { recordEmailToolCampaigns } from "@/modules/connectors";
import { workspaces } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { sends } from "../db/sends.table";

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
const dayIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

/**
 * Writes email campaigns' current counts to the warehouse, where the own-email-tool report reads them
 * (one row per send, keyed by its id, replaced on every call). Sends that haven't started, SMS and
 * transactional messages aren't campaigns and are skipped.
 */
export async function recordSendStats(db: Db, workspaceId: string, sendIds: string[]): Promise<number> {
  if (sendIds.length === 0) return 0;
  const [workspace] = await db.select({ timeZone: workspaces.timeZone }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const rows = await db
    .select()
    .from(sends)
    .where(and(eq(sends.workspaceId, workspaceId), inArray(sends.id, sendIds), eq(sends.channel, "email")));
  const campaigns = rows
    .filter((s) => s.kind !== "transactional" && s.startedAt !== null)
    .map((s) => ({
      campaignId: s.id,
      name: s.name,
      sendDate: dayIn(s.startedAt!, workspace?.timeZone ?? "UTC"),
      sent: s.sent + s.bounced,
      delivered: s.sent,
      opens: s.opened,
      clicks: s.clicked,
      bounces: s.bounced,
      unsubscribes: s.unsubscribed,
      revenue: "0",
      currency: null,
    }));
  if (campaigns.length === 0) return 0;
  await recordEmailToolCampaigns(db, workspaceId, campaigns);
  return campaigns.length;
}
