import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { ConflictError, NotFoundError } from "@/server/errors";
import type { WorkspaceSettings, WorkspaceSettingsInput } from "../contracts/workspace-settings.contracts";
import { workspaces } from "../db/workspaces.table";
import type { Tenant } from "../tenant";
import { recordAudit } from "./audit.service";

export type { WorkspaceSettings };

const settingsColumns = {
  name: workspaces.name,
  slug: workspaces.slug,
  timeZone: workspaces.timeZone,
  currency: workspaces.currency,
  locale: workspaces.locale,
  weekStart: workspaces.weekStart,
  dateFormat: workspaces.dateFormat,
};

const live = (workspaceId: string) => and(eq(workspaces.id, workspaceId), isNull(workspaces.deletionRequestedAt));

/**
 * A workspace's name, address and regional settings (time zone, currency, locale, week start, date
 * format). Other modules (reports, schedules) read them through the identity index.
 */
export async function getWorkspaceSettings(db: Db, tenant: Pick<Tenant, "workspaceId">): Promise<WorkspaceSettings> {
  const [row] = await db.select(settingsColumns).from(workspaces).where(live(tenant.workspaceId));
  if (!row) throw new NotFoundError("Workspace");
  return row;
}

/** Saves every setting at once. A slug another workspace uses is a conflict. */
export async function updateWorkspaceSettings(db: Db, tenant: Tenant, input: WorkspaceSettingsInput): Promise<WorkspaceSettings> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select(settingsColumns).from(workspaces).where(live(tenant.workspaceId)).for("update");
      if (!before) throw new NotFoundError("Workspace");
      const [after] = await tx.update(workspaces).set(input).where(live(tenant.workspaceId)).returning(settingsColumns);
      const changed = (Object.keys(settingsColumns) as (keyof WorkspaceSettings)[]).filter((key) => before[key] !== after![key]);
      if (changed.length > 0) {
        await recordAudit(tx, {
          workspaceId: tenant.workspaceId,
          actorId: tenant.userId,
          action: "workspace.settings_changed",
          details: Object.fromEntries(changed.map((key) => [key, { from: before[key], to: after![key] }])),
        });
      }
      return after!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ConflictError(`The address “${input.slug}” is already used by another workspace. Choose another one.`);
    }
    throw error;
  }
}
