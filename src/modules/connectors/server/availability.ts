import "server-only";
import { eq } from "drizzle-orm";
import { workspaces } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import type { PlatformId } from "../catalog";
import { isEnabled, platformConfig } from "../core/config";
import { connectorFor } from "../core/registry";

/**
 * Which platforms a workspace may connect: those configured with an OAuth client. A demo stand-in
 * (started for the demo when the platform has no client) is offered to demo workspaces only, so a
 * real workspace never fills its reports with generated numbers.
 */
export async function availability(db: Db, workspaceId: string): Promise<(platform: PlatformId) => boolean> {
  const [ws] = await db.select({ isDemo: workspaces.isDemo }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const demoWorkspace = ws?.isDemo === true;
  return (platform) => isEnabled(platform) && connectorFor(platform) !== undefined && (!platformConfig(platform).demo || demoWorkspace);
}
