import "server-only";
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import { emailSearchText } from "@/lib/email-address";
import type { Db, Tx } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import type { CountRulesInput, ListMembersInput, PreviewRulesInput } from "../contracts/lists.contracts";
import { segmentRules, type SegmentRules } from "../contracts/segments.contracts";
import { contacts } from "../db/contacts.table";
import { listMembers } from "../db/lists.table";
import { compileRules, contactScope, type RuleContext, type RuleList } from "../segments/compile";
import { compileRulesFor, contactCustomFields, listIdsOf, loadLists } from "../segments/context";
import { likeLiteral } from "../segments/values";
import { checkRules, findList, type ListRow } from "./lists.access";

/** How many live contacts rules match: the live count beside the rule builder. One query (plus the rule context). */
export async function countMatching(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, rules: SegmentRules, opts: { segmentId?: string } = {}): Promise<number> {
  const where = await compileRulesFor(db, tenant.workspaceId, rules, opts);
  return db.$count(contacts, and(contactScope(tenant.workspaceId), where));
}

/** The segment being edited, when one is named: the tenant's, checked so its name can't leak or be probed. */
async function editedSegment(db: Db, tenant: Tenant, segmentId: string | undefined) {
  return segmentId ? findList(db, tenant, segmentId) : undefined;
}

/** crm.lists.count: the live count while rules change (refusing rules that don't work, with field errors). */
export async function countRules(db: Db, tenant: Tenant, input: CountRulesInput) {
  const segment = await editedSegment(db, tenant, input.segmentId);
  const where = await checkRules(db, tenant, input.rules, segment);
  return { count: await db.$count(contacts, and(contactScope(tenant.workspaceId), where)) };
}

/** Newest first, in the exact order of the (workspace, …, created_at desc, id desc) indexes, so a first page reads 50 entries. */
const newestFirst = [desc(contacts.createdAt), desc(contacts.id)];

const memberColumns = {
  id: contacts.id,
  email: contacts.email,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  companyName: contacts.companyName,
  lifecycleStage: contacts.lifecycleStage,
  leadScore: contacts.leadScore,
  tags: contacts.tags,
  emailConsent: contacts.emailConsent,
  smsConsent: contacts.smsConsent,
  createdAt: contacts.createdAt,
};

/** crm.lists.preview: the newest few contacts rules match, beside the live count. */
export async function previewRules(db: Db, tenant: Tenant, input: PreviewRulesInput) {
  const segment = await editedSegment(db, tenant, input.segmentId);
  const where = await checkRules(db, tenant, input.rules, segment);
  return db
    .select(memberColumns)
    .from(contacts)
    .where(and(contactScope(tenant.workspaceId), where))
    .orderBy(...newestFirst)
    .limit(input.limit);
}

/** Words of a search box, each matching an email (as typed or with its domain in IDNA form, as stored), a name or the company (case-insensitive, literally). */
export function searchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? "").split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((w) => {
      const like = `%${likeLiteral(w)}%`;
      const ascii = emailSearchText(w);
      return or(
        ilike(contacts.email, like),
        ascii !== w.toLowerCase() ? ilike(contacts.email, `%${likeLiteral(ascii)}%`) : undefined,
        ilike(contacts.firstName, like),
        ilike(contacts.lastName, like),
        ilike(contacts.companyName, like),
      )!;
    }),
  );
}

const cursorPattern = /^(\d{4}-\d{2}-\d{2}T[0-9:.]+Z)\|([0-9a-f-]{36})$/;
const cursorOf = (row: { createdAt: Date; id: string }) => `${row.createdAt.toISOString()}|${row.id}`;

/**
 * crm.lists.members: a page of a list's or segment's contacts, newest first, keyset-paged on
 * (created_at, id) so every page costs the same; `nextCursor` is null on the last page.
 */
export async function listMembersPage(db: Db, tenant: Tenant, input: ListMembersInput) {
  const list = await findList(db, tenant, input.listId);
  const match = cursorPattern.exec(input.cursor ?? "");
  if (input.cursor && !match) throw new InvalidError("This page link has expired. Start from the first page.", { cursor: "Unknown page" });
  const after = match ? sql`(${contacts.createdAt}, ${contacts.id}) < (${match[1]}::timestamptz, ${match[2]}::uuid)` : undefined;
  const rows = await db
    .select(memberColumns)
    .from(contacts)
    .where(and(contactScope(tenant.workspaceId), await membershipOf(db, tenant, list), searchCondition(input.search), after))
    .orderBy(...newestFirst)
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  return { rows: page, nextCursor: rows.length > input.limit ? cursorOf(page.at(-1)!) : null };
}

/**
 * The condition for "is a member of this list": a static list's stored members, or whoever a
 * segment's rules match. The list row must be the tenant's (the caller read it scoped).
 */
export async function membershipOf(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, list: Pick<ListRow, "id" | "name" | "kind" | "rules">): Promise<SQL> {
  if (list.kind === "static") {
    return sql`exists (select 1 from ${listMembers} where ${listMembers.listId} = ${list.id} and ${listMembers.workspaceId} = ${tenant.workspaceId} and ${listMembers.contactId} = ${contacts.id})`;
  }
  const parsed = segmentRules.safeParse(list.rules ?? {});
  if (!parsed.success) throw new InvalidError(`The rules of “${list.name}” need fixing first.`, { rules: "Fix the rules" });
  return checkRules(db, tenant, parsed.data, list);
}

/** Up to this many segments are counted one indexed subquery each; past it, in one pass over the contacts. */
const FEW_SEGMENTS = 3;

/**
 * Member counts of many lists without a query per list: one grouped count for every static list,
 * and one statement for all segments. Tombstones never count. A segment whose rules no longer compile counts as null.
 */
export async function memberCounts(db: Db | Tx, tenant: Tenant, rows: ReadonlyArray<{ id: string; name: string; kind: "static" | "segment"; rules: unknown }>) {
  const out = new Map<string, number | null>();
  const staticIds = rows.filter((r) => r.kind === "static").map((r) => r.id);
  const segments = rows.filter((r) => r.kind === "segment");
  if (staticIds.length > 0) {
    for (const id of staticIds) out.set(id, 0);
    const counted = await db
      .select({ listId: listMembers.listId, n: count() })
      .from(listMembers)
      .innerJoin(contacts, eq(contacts.id, listMembers.contactId))
      .where(and(eq(listMembers.workspaceId, tenant.workspaceId), inArray(listMembers.listId, staticIds), contactScope(tenant.workspaceId)))
      .groupBy(listMembers.listId);
    for (const c of counted) out.set(c.listId, c.n);
  }
  if (segments.length === 0) return out;
  const known = new Map<string, RuleList>(rows.map((r) => [r.id, { kind: r.kind, name: r.name, rules: r.rules }]));
  const [lists, customFields] = await Promise.all([
    loadLists(
      db,
      tenant.workspaceId,
      segments.flatMap((s) => listIdsOf(s.rules)),
      known,
    ),
    contactCustomFields(db, tenant.workspaceId),
  ]);
  const conditions: SQL[] = [];
  const counted: string[] = [];
  for (const s of segments) {
    const where = compileStored(s, { workspaceId: tenant.workspaceId, customFields, lists });
    if (where) {
      conditions.push(where);
      counted.push(s.id);
    } else out.set(s.id, null);
  }
  if (conditions.length === 0) return out;
  const alias = (i: number) => sql.identifier(`c${i}`);
  // A few segments: a count subquery each, planned on its own indexes. Many: one pass over the
  // workspace's contacts evaluating every segment's condition, cheaper than a scan per segment.
  const statement =
    conditions.length <= FEW_SEGMENTS
      ? sql`select ${sql.join(
          conditions.map((where, i) => sql`(select count(*)::int from ${contacts} where ${contactScope(tenant.workspaceId)} and ${where}) as ${alias(i)}`),
          sql`, `,
        )}`
      : sql`select ${sql.join(
          conditions.map((where, i) => sql`(count(*) filter (where ${where}))::int as ${alias(i)}`),
          sql`, `,
        )} from ${contacts} where ${contactScope(tenant.workspaceId)}`;
  const result = await db.execute<Record<string, number>>(statement);
  const row = result.rows[0] ?? {};
  counted.forEach((id, i) => out.set(id, Number(row[`c${i}`] ?? 0)));
  return out;
}

/** A stored segment's condition, or null when its rules no longer parse or compile. */
function compileStored(segment: { id: string; rules: unknown }, ctx: RuleContext): SQL | null {
  const parsed = segmentRules.safeParse(segment.rules ?? {});
  if (!parsed.success) return null;
  try {
    return compileRules(parsed.data, { ...ctx, segmentId: segment.id });
  } catch (error) {
    if (error instanceof InvalidError) return null;
    throw error;
  }
}
