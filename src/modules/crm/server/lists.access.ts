import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import type { ListKind } from "../contracts/crm-enums";
import type { SegmentRules } from "../contracts/segments.contracts";
import { lists } from "../db/lists.table";
import { compileRules, type RuleList } from "../segments/compile";
import { loadRuleContext } from "../segments/context";

/** Reading one of the tenant's lists, and checking rules before they are used or stored. */

export const listColumns = {
  id: lists.id,
  name: lists.name,
  description: lists.description,
  kind: lists.kind,
  rules: lists.rules,
  createdAt: lists.createdAt,
  updatedAt: lists.updatedAt,
};
export type ListRow = { id: string; name: string; description: string | null; kind: ListKind; rules: unknown; createdAt: Date; updatedAt: Date };

/** The tenant's list, or NOT_FOUND (another workspace's id is the same as no id). */
export async function findList(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, id: string): Promise<ListRow> {
  const [row] = await db
    .select(listColumns)
    .from(lists)
    .where(and(eq(lists.workspaceId, tenant.workspaceId), eq(lists.id, id)));
  if (!row) throw new NotFoundError("List");
  return row;
}

/** Field errors of the rules, keyed as the procedure's input ("rules.groups.0.conditions.1.value"). */
export function withRulesPrefix(error: InvalidError): InvalidError {
  return new InvalidError(error.message, Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [`rules.${k}`, v])));
}

/** Refuses rules that don't compile: a wrong value, an unknown field or list, a cycle through `segmentId`. */
export async function checkRules(db: Db | Tx, tenant: Pick<Tenant, "workspaceId">, rules: SegmentRules, segment?: { id: string; name: string }) {
  const extra = segment ? new Map<string, RuleList>([[segment.id, { kind: "segment", name: segment.name, rules }]]) : undefined;
  const ctx = await loadRuleContext(db, tenant.workspaceId, rules, { segmentId: segment?.id, extra });
  try {
    return compileRules(rules, ctx);
  } catch (error) {
    throw error instanceof InvalidError ? withRulesPrefix(error) : error;
  }
}
