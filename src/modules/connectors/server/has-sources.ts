import "server-only";
import { eq } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { sources } from "../db/connectors.table";

/** Whether the workspace reads from at least one source (the home checklist's "Connect your sources"). */
export async function hasSources(db: Db, tenant: Pick<Tenant, "workspaceId">): Promise<boolean> {
  const [row] = await db.select({ id: sources.id }).from(sources).where(eq(sources.workspaceId, tenant.workspaceId)).limit(1);
  return row !== undefined;
}
