import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { mediaUsages } from "../db/media.table";
import { mediaRow } from "./media.service";

/**
 * Where each media file is used: other modules (landing pages, pop-ups, emails) and the creative sets
 * report a use when they save, and forget it when the use ends. The file's details list them.
 */
export type MediaUsage = {
  mediaId: string;
  module: string;
  refId: string;
  label: string;
  href?: string | null;
  /** Anyone may see the file through this use (a published page): its public address serves it while the use stands. */
  public?: boolean;
};

/** Notes that `module`'s row `refId` uses a file (idempotent: the label and link are refreshed). Other modules call this. */
export async function recordMediaUsage(db: Db, tenant: Pick<Tenant, "workspaceId">, usage: MediaUsage): Promise<void> {
  await mediaRow(db, tenant, usage.mediaId);
  await db
    .insert(mediaUsages)
    .values({ workspaceId: tenant.workspaceId, ...usage, href: usage.href ?? null, public: usage.public ?? false })
    .onConflictDoUpdate({
      target: [mediaUsages.workspaceId, mediaUsages.mediaId, mediaUsages.module, mediaUsages.refId],
      set: { label: usage.label, href: usage.href ?? null, public: usage.public ?? false },
    });
}

/** Forgets what `module`'s row `refId` uses: every file, or only `mediaId`. Call it when the row is deleted or stops using a file. */
export async function clearMediaUsage(db: Db, tenant: Pick<Tenant, "workspaceId">, ref: { module: string; refId: string; mediaId?: string }): Promise<void> {
  const where = [eq(mediaUsages.workspaceId, tenant.workspaceId), eq(mediaUsages.module, ref.module), eq(mediaUsages.refId, ref.refId)];
  if (ref.mediaId) where.push(eq(mediaUsages.mediaId, ref.mediaId));
  await db.delete(mediaUsages).where(and(...where));
}
