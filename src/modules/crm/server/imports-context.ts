import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { regionOfLocale } from "@/lib/phone";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { workspaces } from "@/modules/identity";
import { companies } from "../db/companies.table";
import type { CustomTarget } from "../import/fields";
import type { RowContext } from "../import/rows";
import { fieldDefs, getCrmSettings } from "./settings.service";

export type ImportContext = {
  rows: RowContext;
  custom: CustomTarget[];
  /** The workspace's duplicate rule: match existing contacts by email, or by email or phone. */
  contactMatch: "email" | "email_or_phone";
};

/** What reading rows needs from the workspace: custom fields, vocabularies, regions for phone numbers, duplicate rule. */
export async function importContext(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">): Promise<ImportContext> {
  const [settings, custom, [workspace], countries] = await Promise.all([
    getCrmSettings(db, tenant),
    fieldDefs(db, tenant, "contact"),
    db.select({ locale: workspaces.locale }).from(workspaces).where(eq(workspaces.id, tenant.workspaceId)),
    // Only companies with a country: they are what a row's company name can say about its phone.
    db
      .select({ name: companies.name, country: companies.country })
      .from(companies)
      .where(and(eq(companies.workspaceId, tenant.workspaceId), isNotNull(companies.country))),
  ]);
  const companyCountries = new Map<string, string>();
  for (const c of countries) if (!companyCountries.has(c.name.toLowerCase())) companyCountries.set(c.name.toLowerCase(), c.country!);
  return {
    rows: {
      custom,
      lifecycleStages: settings.lifecycleStages,
      leadStatuses: settings.leadStatuses,
      region: regionOfLocale(workspace?.locale),
      companyCountries,
    },
    custom,
    contactMatch: settings.duplicateRules.contactMatch,
  };
}
