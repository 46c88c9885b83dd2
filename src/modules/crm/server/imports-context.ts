import "server-only";
import { eq } from "drizzle-orm";
import { callingCodeOf } from "@/lib/phone";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { workspaces } from "@/modules/identity";
import type { CustomTarget } from "../import/fields";
import type { RowContext } from "../import/rows";
import { fieldDefs, getCrmSettings } from "./settings.service";

export type ImportContext = {
  rows: RowContext;
  custom: CustomTarget[];
  /** The workspace's duplicate rule: match existing contacts by email, or by email or phone. */
  contactMatch: "email" | "email_or_phone";
};

/** What reading rows needs from the workspace: custom fields, vocabularies, calling code, duplicate rule. */
export async function importContext(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">): Promise<ImportContext> {
  const [settings, custom, [workspace]] = await Promise.all([
    getCrmSettings(db, tenant),
    fieldDefs(db, tenant, "contact"),
    db.select({ locale: workspaces.locale }).from(workspaces).where(eq(workspaces.id, tenant.workspaceId)),
  ]);
  return {
    rows: { custom, lifecycleStages: settings.lifecycleStages, leadStatuses: settings.leadStatuses, callingCode: callingCodeOf(workspace?.locale) },
    custom,
    contactMatch: settings.duplicateRules.contactMatch,
  };
}
