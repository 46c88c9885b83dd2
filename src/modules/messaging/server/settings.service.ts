import "server-only";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
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
