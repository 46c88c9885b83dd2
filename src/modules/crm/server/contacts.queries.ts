import "server-only";
import { and, asc, desc, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import { emailSearchText } from "@/lib/email-address";
import type { Db, Tx } from "@/server/db/client";
import type { ContactSelection, ListContactsInput } from "../contracts/contacts.contracts";
import type { SegmentRules } from "../contracts/segments.contracts";
import { contacts } from "../db/contacts.table";
import { contactScope } from "../segments/compile";
import { compileRulesFor } from "../segments/context";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Words of the search box, each matching an email, a name, the company or the phone. An address is
 * stored with its domain in IDNA form, so a word with a non-ASCII domain ("zoe@exämple") is also
 * looked for as stored ("zoe@xn--exmple-cua").
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? "").split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((w) => {
      const like = `%${escapeLike(w)}%`;
      const ascii = emailSearchText(w);
      return or(
        ilike(contacts.email, like),
        ascii !== w.toLowerCase() ? ilike(contacts.email, `%${escapeLike(ascii)}%`) : undefined,
        ilike(contacts.firstName, like),
        ilike(contacts.lastName, like),
        ilike(contacts.companyName, like),
        ilike(contacts.phone, like),
      );
    }),
  );
}

/** The WHERE of "these contacts": the workspace's contacts (erased people left out), the filter's rules and the search. */
export async function contactsWhere(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, rules: SegmentRules | undefined, search?: string): Promise<SQL> {
  const filter = rules && rules.groups.length > 0 ? await compileRulesFor(db, tenant.workspaceId, rules) : undefined;
  return and(contactScope(tenant.workspaceId), filter, searchCondition(search))!;
}

/** Where a bulk action applies: picked ids (the workspace's only) or the whole filter. */
export async function selectionWhere(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, selection: ContactSelection): Promise<SQL> {
  if ("ids" in selection) return and(contactScope(tenant.workspaceId), inArray(contacts.id, selection.ids))!;
  return contactsWhere(db, tenant, selection.rules, selection.search);
}

const sortColumns = {
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
  lastActivityAt: contacts.lastActivityAt,
  email: contacts.email,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  companyName: contacts.companyName,
  lifecycleStage: contacts.lifecycleStage,
  leadScore: contacts.leadScore,
} as const;

/**
 * A page of the contacts table: filtered, searched, sorted; `nextCursor` (the next page's offset)
 * asks for the next one. The first page also says how many contacts match (`count`, null on later
 * pages), from the same compiled filter: one request reads the lists and custom fields once.
 */
export async function listContacts(db: Db, tenant: Tenant, input: ListContactsInput) {
  const where = await contactsWhere(db, tenant, input.rules, input.search);
  const offset = input.cursor ?? 0;
  const [page, count] = await Promise.all([contactsPage(db, where, input, offset), offset === 0 ? countWhere(db, where) : null]);
  return { ...page, count };
}

async function countWhere(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contacts)
    .where(where);
  return Number(row?.count ?? 0);
}

async function contactsPage(db: Db, where: SQL, input: ListContactsInput, offset: number) {
  const column = sortColumns[input.sort.field];
  // Columns that are never null sort plainly, so their indexes (created_at desc…) serve the order.
  const nullable = !["createdAt", "updatedAt", "leadScore"].includes(input.sort.field);
  const order = input.sort.dir === "asc" ? sql`${column} asc${nullable ? sql` nulls last` : sql``}` : sql`${column} desc${nullable ? sql` nulls last` : sql``}`;
  const rows = await db
    .select({
      id: contacts.id,
      email: contacts.email,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      phone: contacts.phone,
      companyId: contacts.companyId,
      companyName: contacts.companyName,
      jobTitle: contacts.jobTitle,
      lifecycleStage: contacts.lifecycleStage,
      leadStatus: contacts.leadStatus,
      ownerId: contacts.ownerId,
      source: contacts.source,
      tags: contacts.tags,
      custom: contacts.custom,
      leadScore: contacts.leadScore,
      emailConsent: contacts.emailConsent,
      smsConsent: contacts.smsConsent,
      createdAt: contacts.createdAt,
      updatedAt: contacts.updatedAt,
      lastActivityAt: contacts.lastActivityAt,
    })
    .from(contacts)
    .where(where)
    .orderBy(order, input.sort.dir === "asc" ? asc(contacts.id) : desc(contacts.id))
    .limit(input.limit + 1)
    .offset(offset);
  return { rows: rows.slice(0, input.limit), nextCursor: rows.length > input.limit ? offset + input.limit : null };
}

/** How many contacts the filter matches (asked beside the first page, so the table never waits on it). */
export async function countContacts(db: Db, tenant: Tenant, rules: SegmentRules | undefined, search?: string): Promise<{ count: number }> {
  return { count: await countWhere(db, await contactsWhere(db, tenant, rules, search)) };
}

/** The distinct tags in use, most used first, for filters and the tag picker. */
export async function listTags(db: Db, tenant: Tenant) {
  const rows = await db.execute<{ tag: string; uses: number }>(
    sql`select tag, count(*)::int as uses from ${contacts}, unnest(${contacts.tags}) as tag where ${contacts.workspaceId} = ${tenant.workspaceId} and ${contacts.erasedAt} is null group by tag order by uses desc, tag limit 500`,
  );
  return (rows.rows as Array<{ tag: string; uses: number }>).map((r) => ({ tag: r.tag, uses: Number(r.uses) }));
}

/** The id of the workspace's (not erased) contact with this email, or null: how a survey answer finds its person (website). */
export async function contactIdByEmail(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(contactScope(tenant.workspaceId), sql`${contacts.email} = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row?.id ?? null;
}

/** Whether the workspace has any contact yet (the home checklist's "Import your contacts"). */
export async function hasContacts(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(contacts)
    .where(contactScope(tenant.workspaceId))
    .limit(1);
  return !!row;
}
