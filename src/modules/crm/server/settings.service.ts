import "server-only";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { ConflictError, InvalidError, NotFoundError } from "@/server/errors";
import type { CrmObject } from "../contracts/crm-enums";
import { defaultLeadStatuses, defaultLifecycleStages } from "../contracts/crm-enums";
import type { CreateCustomFieldInput, CrmSettingsInput, SavedViewInput, UpdateCustomFieldInput } from "../contracts/settings.contracts";
import { checkCustomValues, keyFromLabel, type FieldDef } from "../custom-values";
import { companies } from "../db/companies.table";
import { contacts } from "../db/contacts.table";
import { deals } from "../db/deals.table";
import { crmSettings, customFields, savedViews, type DuplicateRules, type StageOption } from "../db/settings.table";

export type CrmSettings = { lifecycleStages: StageOption[]; leadStatuses: StageOption[]; duplicateRules: DuplicateRules };

export const defaultCrmSettings: CrmSettings = {
  lifecycleStages: defaultLifecycleStages.map((s) => ({ ...s })),
  leadStatuses: defaultLeadStatuses.map((s) => ({ ...s })),
  duplicateRules: { contactMatch: "email", companyMatch: "domain" },
};

/** The workspace's CRM vocabulary, or the defaults when it never changed them. */
export async function getCrmSettings(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">): Promise<CrmSettings> {
  const [row] = await db.select().from(crmSettings).where(eq(crmSettings.workspaceId, tenant.workspaceId));
  return row ? { lifecycleStages: row.lifecycleStages, leadStatuses: row.leadStatuses, duplicateRules: row.duplicateRules } : defaultCrmSettings;
}

export async function saveCrmSettings(db: Db, tenant: Tenant, input: CrmSettingsInput): Promise<CrmSettings> {
  await db
    .insert(crmSettings)
    .values({ workspaceId: tenant.workspaceId, ...input })
    .onConflictDoUpdate({ target: crmSettings.workspaceId, set: input });
  return input;
}

export async function listCustomFields(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, object?: CrmObject) {
  return db
    .select()
    .from(customFields)
    .where(and(eq(customFields.workspaceId, tenant.workspaceId), object ? eq(customFields.object, object) : undefined))
    .orderBy(asc(customFields.object), asc(customFields.position), asc(customFields.createdAt));
}

/** Definitions as the value checker takes them. */
export async function fieldDefs(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, object: CrmObject): Promise<FieldDef[]> {
  return (await listCustomFields(db, tenant, object)).map(({ key, label, type, options }) => ({ key, label, type, options }));
}

/** Checks and types custom values for a record; problems become field errors on the form. */
export async function validCustomValues(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, object: CrmObject, values: Record<string, unknown> | undefined) {
  if (!values || Object.keys(values).length === 0) return {};
  const checked = checkCustomValues(values, await fieldDefs(db, tenant, object));
  if (Object.keys(checked.errors).length > 0) throw new InvalidError(Object.values(checked.errors)[0]!, checked.errors);
  return checked.values;
}

export async function createCustomField(db: Db, tenant: Tenant, input: CreateCustomFieldInput) {
  const key = keyFromLabel(input.label);
  const [{ next }] = (await db
    .select({ next: sql<number>`coalesce(max(${customFields.position}), -1)::int + 1` })
    .from(customFields)
    .where(and(eq(customFields.workspaceId, tenant.workspaceId), eq(customFields.object, input.object)))) as [{ next: number }];
  try {
    const [row] = await db
      .insert(customFields)
      .values({ workspaceId: tenant.workspaceId, object: input.object, key, label: input.label, type: input.type, options: input.options, position: next })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`A ${input.object} field named like "${input.label}" already exists.`);
    throw error;
  }
}

async function fieldOf(db: Db, tenant: Tenant, id: string) {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.workspaceId, tenant.workspaceId), eq(customFields.id, id)));
  if (!row) throw new NotFoundError("Field");
  return row;
}

/** Renames a field or changes its options; its type and key never change (values stay readable). */
export async function updateCustomField(db: Db, tenant: Tenant, input: UpdateCustomFieldInput) {
  const field = await fieldOf(db, tenant, input.id);
  if (input.options && !["select", "multi_select"].includes(field.type))
    throw new InvalidError("Only select fields have options.", { options: "Only select fields have options." });
  const [row] = await db
    .update(customFields)
    .set({ label: input.label ?? field.label, options: input.options ?? field.options, position: input.position ?? field.position })
    .where(and(eq(customFields.workspaceId, tenant.workspaceId), eq(customFields.id, field.id)))
    .returning();
  return row!;
}

const tableOf = { contact: contacts, company: companies, deal: deals } as const;

/** Deletes a field and its values on every record of the workspace, in one transaction. */
export async function deleteCustomField(db: Db, tenant: Tenant, id: string) {
  const field = await fieldOf(db, tenant, id);
  const table = tableOf[field.object];
  return db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({ custom: sql`${table.custom} - ${field.key}::text` })
      .where(and(eq(table.workspaceId, tenant.workspaceId), sql`${table.custom} ? ${field.key}::text`));
    await tx.delete(customFields).where(and(eq(customFields.workspaceId, tenant.workspaceId), eq(customFields.id, field.id)));
    return { id: field.id };
  });
}

/** Views I made and views shared with the workspace. */
export function listSavedViews(db: Db, tenant: Tenant, object: CrmObject) {
  return db
    .select()
    .from(savedViews)
    .where(
      and(
        eq(savedViews.workspaceId, tenant.workspaceId),
        eq(savedViews.object, object),
        or(eq(savedViews.createdBy, tenant.userId), eq(savedViews.shared, true)),
      ),
    )
    .orderBy(asc(savedViews.name));
}

export async function createSavedView(db: Db, tenant: Tenant, input: SavedViewInput) {
  try {
    const [row] = await db
      .insert(savedViews)
      .values({ ...input, workspaceId: tenant.workspaceId, createdBy: tenant.userId })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`You already have a view named "${input.name}".`);
    throw error;
  }
}

/** Only its author changes or deletes a view. */
export async function updateSavedView(db: Db, tenant: Tenant, id: string, input: SavedViewInput) {
  const [row] = await db
    .update(savedViews)
    .set({ name: input.name, shared: input.shared, config: input.config })
    .where(and(eq(savedViews.workspaceId, tenant.workspaceId), eq(savedViews.id, id), eq(savedViews.createdBy, tenant.userId)))
    .returning();
  if (!row) throw new NotFoundError("View");
  return row;
}

export async function deleteSavedView(db: Db, tenant: Tenant, id: string) {
  const [row] = await db
    .delete(savedViews)
    .where(and(eq(savedViews.workspaceId, tenant.workspaceId), eq(savedViews.id, id), eq(savedViews.createdBy, tenant.userId)))
    .returning({ id: savedViews.id });
  if (!row) throw new NotFoundError("View");
  return row;
}
