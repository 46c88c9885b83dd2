import "server-only";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/server/db/client";
import { segmentRules, type SegmentRules } from "../contracts/segments.contracts";
import { lists } from "../db/lists.table";
import { customFields } from "../db/settings.table";
import { compileRules, MAX_SEGMENT_DEPTH, type RuleContext, type RuleList } from "./compile";

/** The list ids rules name directly. */
export function listIdsOf(rules: unknown): string[] {
  const parsed = segmentRules.safeParse(rules ?? {});
  if (!parsed.success) return [];
  return [...new Set(parsed.data.groups.flatMap((g) => g.conditions.flatMap((c) => (c.type === "list" ? [c.listId] : []))))];
}

/** The workspace's contact custom fields, as the compiler needs them. */
export async function contactCustomFields(db: Db | Tx, workspaceId: string) {
  return db
    .select({ key: customFields.key, type: customFields.type })
    .from(customFields)
    .where(and(eq(customFields.workspaceId, workspaceId), eq(customFields.object, "contact")));
}

/**
 * The lists these ids name, and those their segments name, one query per level (the compiler
 * refuses past its depth limit, so one level more is read to be able to say so). Other workspaces'
 * lists are never read: naming one is the same as naming a list that doesn't exist.
 */
export async function loadLists(db: Db | Tx, workspaceId: string, ids: string[], known: ReadonlyMap<string, RuleList> = new Map()) {
  const found = new Map<string, RuleList>(known);
  let wanted = [...new Set(ids)].filter((id) => !found.has(id));
  for (let level = 0; wanted.length > 0 && level <= MAX_SEGMENT_DEPTH + 1; level++) {
    const rows = await db
      .select({ id: lists.id, kind: lists.kind, name: lists.name, rules: lists.rules })
      .from(lists)
      .where(and(eq(lists.workspaceId, workspaceId), inArray(lists.id, wanted)));
    for (const row of rows) found.set(row.id, { kind: row.kind, name: row.name, rules: row.rules });
    wanted = [...new Set(rows.flatMap((r) => (r.kind === "segment" ? listIdsOf(r.rules) : [])))].filter((id) => !found.has(id));
  }
  return found;
}

/**
 * Everything `compileRules` needs for these rules: the contact custom fields and every list the
 * rules name, with what those segments name in turn. `extra`: lists already known (a segment being
 * saved, with its new rules), used instead of their stored rows.
 */
export async function loadRuleContext(
  db: Db | Tx,
  workspaceId: string,
  rules: SegmentRules,
  opts: { segmentId?: string; extra?: ReadonlyMap<string, RuleList> } = {},
): Promise<RuleContext & { lists: Map<string, RuleList> }> {
  const [found, fields] = await Promise.all([loadLists(db, workspaceId, listIdsOf(rules), opts.extra), contactCustomFields(db, workspaceId)]);
  return { workspaceId, customFields: fields, lists: found, segmentId: opts.segmentId };
}

/** Loads the context and compiles: the one call most readers need. */
export async function compileRulesFor(db: Db | Tx, workspaceId: string, rules: SegmentRules, opts: { segmentId?: string } = {}): Promise<SQL> {
  return compileRules(rules, await loadRuleContext(db, workspaceId, rules, opts));
}
