import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { ConflictError, NotFoundError } from "@/server/errors";
import { formDefinition, type CreateFormInput, type FormDefinition, type UpdateFormInput } from "../contracts/forms.contracts";
import { websiteFormSubmissions, websiteForms } from "../db/forms.table";

export type FormRow = typeof websiteForms.$inferSelect;

/** A new form's starting fields: an email, a first name and a consent box, ready to publish. */
export function starterDefinition(): FormDefinition {
  return formDefinition.parse({
    fields: [
      { key: "email", type: "email", label: "Email", required: true, mapping: "email", placeholder: "you@example.com" },
      { key: "first_name", type: "text", label: "First name", mapping: "firstName" },
      { key: "consent", type: "consent", label: "Keep me posted", consentText: "I agree to receive marketing emails. I can unsubscribe at any time." },
    ],
  });
}

/** One form of the workspace, or NOT_FOUND. */
export async function formOf(db: Db, workspaceId: string, id: string): Promise<FormRow> {
  const [row] = await db
    .select()
    .from(websiteForms)
    .where(and(eq(websiteForms.workspaceId, workspaceId), eq(websiteForms.id, id)));
  if (!row) throw new NotFoundError("Form");
  return row;
}

export const getForm = (db: Db, tenant: Tenant, id: string) => formOf(db, tenant.workspaceId, id);

/** The workspace's forms, last edited first, with their submission counts. */
export async function listForms(db: Db, tenant: Tenant) {
  const counts = db
    .select({ formId: websiteFormSubmissions.formId, submissions: sql<number>`count(*)::int`.as("submissions") })
    .from(websiteFormSubmissions)
    .where(eq(websiteFormSubmissions.workspaceId, tenant.workspaceId))
    .groupBy(websiteFormSubmissions.formId)
    .as("counts");
  return db
    .select({
      id: websiteForms.id,
      name: websiteForms.name,
      status: websiteForms.status,
      updatedAt: websiteForms.updatedAt,
      submissions: sql<number>`coalesce(${counts.submissions}, 0)::int`,
    })
    .from(websiteForms)
    .leftJoin(counts, eq(counts.formId, websiteForms.id))
    .where(eq(websiteForms.workspaceId, tenant.workspaceId))
    .orderBy(desc(websiteForms.updatedAt));
}

export async function createForm(db: Db, tenant: Tenant, input: CreateFormInput): Promise<FormRow> {
  const [row] = await db
    .insert(websiteForms)
    .values({ workspaceId: tenant.workspaceId, name: input.name, definition: starterDefinition(), createdBy: tenant.userId, updatedBy: tenant.userId })
    .returning();
  return row!;
}

/** Saves the editor's form; refused when someone saved since the editor opened it (nothing is lost: the editor keeps its text). */
export async function updateForm(db: Db, tenant: Tenant, input: UpdateFormInput): Promise<FormRow> {
  const [row] = await db
    .update(websiteForms)
    .set({ name: input.name, status: input.status, definition: input.definition, updatedBy: tenant.userId, updatedAt: new Date() })
    .where(
      and(
        eq(websiteForms.workspaceId, tenant.workspaceId),
        eq(websiteForms.id, input.id),
        sql`date_trunc('milliseconds', ${websiteForms.updatedAt}) = ${input.expectedUpdatedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (row) return row;
  await formOf(db, tenant.workspaceId, input.id);
  throw new ConflictError("Someone saved this form after you opened it. Copy your changes, reload the form and apply them again.");
}

export async function duplicateForm(db: Db, tenant: Tenant, id: string): Promise<FormRow> {
  const source = await formOf(db, tenant.workspaceId, id);
  const [row] = await db
    .insert(websiteForms)
    .values({
      workspaceId: tenant.workspaceId,
      name: `${source.name} (copy)`.slice(0, 120),
      definition: source.definition,
      createdBy: tenant.userId,
      updatedBy: tenant.userId,
    })
    .returning();
  return row!;
}

/** Deletes a form and its submissions (the contacts they made stay in the CRM). */
export async function deleteForm(db: Db, tenant: Tenant, id: string): Promise<{ id: string }> {
  const [row] = await db
    .delete(websiteForms)
    .where(and(eq(websiteForms.workspaceId, tenant.workspaceId), eq(websiteForms.id, id)))
    .returning({ id: websiteForms.id });
  if (!row) throw new NotFoundError("Form");
  return row;
}
