import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import { syncRuns } from "../db/connectors.table";

/** One run, for the live progress bar. */
export async function getRunFor(db: Db, tenant: Tenant, runId: string) {
  const [run] = await db
    .select()
    .from(syncRuns)
    .where(and(eq(syncRuns.workspaceId, tenant.workspaceId), eq(syncRuns.id, runId)));
  if (!run) throw new NotFoundError("Sync run");
  return run;
}
