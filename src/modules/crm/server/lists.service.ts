import "server-only";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { ConflictError, InvalidError, NotFoundError } from "@/server/errors";
import type { AddContactsInput, CreateListInput, ListListsInput, RemoveContactsInput, UpdateListInput } from "../contracts/lists.contracts";
import { emptyRules, segmentRules } from "../contracts/segments.contracts";
import { contacts } from "../db/contacts.table";
import { listMembers, lists } from "../db/lists.table";
import { contactScope } from "../segments/compile";
import { checkRules, findList, listColumns, type ListRow } from "./lists.access";
import { memberCounts, searchCondition } from "./lists.queries";

/**
 * Static lists and segments. A static list stores its members; a segment stores rules, and its
 * members are whoever the rules match when read. Everything is scoped to the tenant in the WHERE.
 */

/** A list as the UI shows it: its rules parsed (segments) and its member count. */
function present(row: ListRow, memberCount: number | null) {
  const parsed = row.kind === "segment" ? segmentRules.safeParse(row.rules ?? emptyRules) : null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    rules: parsed?.success ? parsed.data : row.kind === "segment" ? emptyRules : null,
    /** Null: a segment whose rules no longer work (a list or custom field it named is gone). */
    memberCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
export type ListView = ReturnType<typeof present>;

export async function listLists(db: Db, tenant: Tenant, input: ListListsInput = {}) {
  const rows = await db
    .select(listColumns)
    .from(lists)
    .where(and(eq(lists.workspaceId, tenant.workspaceId), input.kind ? eq(lists.kind, input.kind) : undefined))
    .orderBy(asc(sql`lower(${lists.name})`));
  const counts = await memberCounts(db, tenant, rows);
  return rows.map((r) => present(r, counts.get(r.id) ?? null));
}

export async function getList(db: Db, tenant: Tenant, id: string) {
  const row = await findList(db, tenant, id);
  const counts = await memberCounts(db, tenant, [row]);
  return present(row, counts.get(row.id) ?? null);
}

const nameTaken = (name: string) => new ConflictError(`A list or segment named “${name}” already exists. Choose another name.`);

export async function createList(db: Db, tenant: Tenant, input: CreateListInput) {
  const rules = input.kind === "segment" ? (input.rules ?? emptyRules) : null;
  if (rules) await checkRules(db, tenant, rules);
  try {
    const [row] = await db
      .insert(lists)
      .values({ workspaceId: tenant.workspaceId, name: input.name, description: input.description ?? null, kind: input.kind, rules, createdBy: tenant.userId })
      .returning(listColumns);
    return present(row!, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}

export async function updateList(db: Db, tenant: Tenant, input: UpdateListInput) {
  const current = await findList(db, tenant, input.id);
  if (input.rules && current.kind !== "segment") throw new InvalidError("Only segments have rules.", { rules: "Only segments have rules" });
  // Checked with the new rules standing in for the stored ones: naming itself, even through another segment, is refused.
  if (input.rules) await checkRules(db, tenant, input.rules, { id: current.id, name: input.name ?? current.name });
  try {
    const [row] = await db
      .update(lists)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.rules ? { rules: input.rules } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(lists.workspaceId, tenant.workspaceId), eq(lists.id, input.id)))
      .returning(listColumns);
    if (!row) throw new NotFoundError("List");
    return getList(db, tenant, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name ?? current.name);
    throw error;
  }
}

/** Segments of the workspace whose rules name this list. */
async function segmentsNaming(db: Db | Tx, tenant: Tenant, listId: string) {
  return db
    .select({ name: lists.name })
    .from(lists)
    .where(
      and(
        eq(lists.workspaceId, tenant.workspaceId),
        eq(lists.kind, "segment"),
        ne(lists.id, listId),
        sql`jsonb_path_exists(${lists.rules}, '$.groups[*].conditions[*] ? (@.type == "list" && @.listId == $id)', jsonb_build_object('id', ${listId}::text))`,
      ),
    )
    .orderBy(asc(lists.name));
}

/** Deletes a list or segment (not its contacts). Refused while a segment's rules name it. */
export async function deleteList(db: Db, tenant: Tenant, id: string) {
  const list = await findList(db, tenant, id);
  const users = await segmentsNaming(db, tenant, id);
  if (users.length > 0) {
    const names = users.map((u) => `“${u.name}”`).join(", ");
    throw new ConflictError(`“${list.name}” is used by the segment${users.length > 1 ? "s" : ""} ${names}. Remove those conditions first.`);
  }
  await db.delete(lists).where(and(eq(lists.workspaceId, tenant.workspaceId), eq(lists.id, id)));
  return { id };
}

async function staticList(db: Db | Tx, tenant: Tenant, listId: string) {
  const list = await findList(db, tenant, listId);
  if (list.kind !== "static") throw new InvalidError("A segment's members come from its rules: edit the rules instead.", { listId: "Choose a static list" });
  return list;
}

/**
 * Adds contacts to a static list: picked ids (every one must be a live contact of the workspace,
 * or nothing is written and the answer is NOT_FOUND) or everyone a filter matches. Contacts
 * already in the list stay as they were. Returns how many were added.
 */
export async function addContacts(db: Db, tenant: Tenant, input: AddContactsInput): Promise<{ added: number }> {
  return db.transaction(async (tx) => {
    const list = await staticList(tx, tenant, input.listId);
    let source;
    if ("contactIds" in input) {
      const found = await tx.$count(contacts, and(contactScope(tenant.workspaceId), inArray(contacts.id, input.contactIds)));
      if (found !== input.contactIds.length)
        throw new NotFoundError(input.contactIds.length === 1 ? "Contact" : `${input.contactIds.length - found} of the contacts`);
      source = and(contactScope(tenant.workspaceId), inArray(contacts.id, input.contactIds));
    } else {
      source = and(contactScope(tenant.workspaceId), await checkRules(tx, tenant, input.rules), searchCondition(input.search));
    }
    const result = await tx.execute<{ added: number }>(sql`
      with added as (
        insert into ${listMembers} (workspace_id, list_id, contact_id)
        select ${tenant.workspaceId}, ${list.id}, ${contacts.id} from ${contacts} where ${source}
        on conflict do nothing
        returning 1
      )
      select count(*)::int as added from added`);
    await tx.update(lists).set({ updatedAt: new Date() }).where(eq(lists.id, list.id));
    return { added: Number(result.rows[0]?.added ?? 0) };
  });
}

/** Takes contacts out of a static list (the contacts themselves stay). Returns how many were members. */
export async function removeContacts(db: Db, tenant: Tenant, input: RemoveContactsInput): Promise<{ removed: number }> {
  return db.transaction(async (tx) => {
    const list = await staticList(tx, tenant, input.listId);
    const removed = await tx
      .delete(listMembers)
      .where(and(eq(listMembers.workspaceId, tenant.workspaceId), eq(listMembers.listId, list.id), inArray(listMembers.contactId, input.contactIds)))
      .returning({ contactId: listMembers.contactId });
    if (removed.length > 0) await tx.update(lists).set({ updatedAt: new Date() }).where(eq(lists.id, list.id));
    return { removed: removed.length };
  });
}
