import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { InvalidError } from "@/server/errors";
import type { CustomFieldType, ListKind } from "../contracts/crm-enums";
import { segmentRules, type Condition, type ConditionGroup, type SegmentRules } from "../contracts/segments.contracts";
import { activities } from "../db/activities.table";
import { contacts } from "../db/contacts.table";
import { listMembers } from "../db/lists.table";
import { compileCustomCondition, compileFieldCondition } from "./field-conditions";
import { Problem, type Issues } from "./values";

/**
 * Segment rules → one SQL boolean over `crm_contacts` (the drizzle `contacts` table), for
 * `db.select().from(contacts).where(and(contactScope(ws), compileRules(rules, ctx)))`.
 * Rules are data: every value is a bound parameter. Nothing is evaluated per contact in JavaScript.
 */

/** A list the rules name. A segment's rules are inlined where it is named (up to 3 levels deep). */
export type RuleList = { kind: ListKind; name: string; rules: unknown };

export type RuleContext = {
  workspaceId: string;
  /** The workspace's contact custom fields: a custom rule must name one of these, with an operator its type takes. */
  customFields: ReadonlyArray<{ key: string; type: CustomFieldType }>;
  /**
   * The lists the rules name, by id, and those their segments name (`loadRuleContext` gathers them).
   * Without it, a list rule tests static membership only (a segment has no stored members); with it,
   * a list it doesn't hold is refused as unknown.
   */
  lists?: ReadonlyMap<string, RuleList>;
  /** The segment these rules belong to, when saving one: naming itself, even through another segment, is refused. */
  segmentId?: string;
};

/** How deep segments may name segments. */
export const MAX_SEGMENT_DEPTH = 3;

/** The workspace's live contacts: its own, without the tombstones of erased people. */
export function contactScope(workspaceId: string): SQL {
  return sql`(${contacts.workspaceId} = ${workspaceId} and ${contacts.erasedAt} is null)`;
}

/**
 * Compiles rules to a boolean SQL expression over `contacts`. Empty rules match everyone (`true`).
 * Throws InvalidError with one message per faulty condition, keyed by its path
 * ("groups.0.conditions.2.value"), when a value, an operator, a custom field or a list is wrong.
 */
export function compileRules(rules: SegmentRules, ctx: RuleContext): SQL {
  const issues: Issues = {};
  const compiled = compileTree(rules, ctx, { issues, chain: ctx.segmentId ? [ctx.segmentId] : [] });
  const paths = Object.keys(issues);
  if (paths.length > 0) {
    const first = paths[0]!;
    const [, g, , c] = first.split(".");
    throw new InvalidError(`Group ${Number(g) + 1}, condition ${Number(c) + 1}: ${issues[first]}`, issues);
  }
  return compiled;
}

type State = { issues: Issues; chain: string[] };

const joined = (parts: SQL[], combinator: "and" | "or") =>
  parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, combinator === "and" ? sql` and ` : sql` or `)})`;

function compileTree(rules: SegmentRules, ctx: RuleContext, state: State): SQL {
  const groups = rules.groups.flatMap((group, g) => (group.conditions.length > 0 ? [compileGroup(group, ctx, state, `groups.${g}`)] : []));
  return groups.length === 0 ? sql`true` : joined(groups, rules.combinator);
}

function compileGroup(group: ConditionGroup, ctx: RuleContext, state: State, path: string): SQL {
  return joined(
    group.conditions.map((condition, i) => {
      const where = `${path}.conditions.${i}`;
      try {
        return compileCondition(condition, ctx, state);
      } catch (error) {
        if (!(error instanceof Problem)) throw error;
        state.issues[`${where}.${error.where}`] = error.message;
        return sql`false`;
      }
    }),
    group.combinator,
  );
}

function compileCondition(c: Condition, ctx: RuleContext, state: State): SQL {
  switch (c.type) {
    case "field":
      return compileFieldCondition(c);
    case "custom": {
      const field = ctx.customFields.find((f) => f.key === c.key);
      if (!field) throw new Problem("key", "This custom field doesn't exist (any more)");
      return compileCustomCondition(c, field.type);
    }
    case "tag": {
      const has = sql`${contacts.tags} @> array[${c.value}]::text[]`;
      return c.op === "has" ? has : sql`not (${has})`;
    }
    case "consent": {
      const column = c.channel === "email" ? contacts.emailConsent : contacts.smsConsent;
      return c.op === "is" ? sql`${column} = ${c.value}` : sql`${column} <> ${c.value}`;
    }
    case "activity": {
      const done = sql`exists (select 1 from ${activities} where ${activities.workspaceId} = ${ctx.workspaceId} and ${activities.contactId} = ${contacts.id} and ${activities.kind} = ${c.kind} and ${activities.occurredAt} > now() - make_interval(days => ${c.days}::int))`;
      return c.op === "has" ? done : sql`not ${done}`;
    }
    case "list": {
      const inList = listMembership(c.listId, ctx, state);
      return c.op === "in" ? inList : sql`not (${inList})`;
    }
  }
}

function staticMembership(listId: string, workspaceId: string): SQL {
  return sql`exists (select 1 from ${listMembers} where ${listMembers.listId} = ${listId} and ${listMembers.workspaceId} = ${workspaceId} and ${listMembers.contactId} = ${contacts.id})`;
}

function listMembership(listId: string, ctx: RuleContext, state: State): SQL {
  if (!ctx.lists) return staticMembership(listId, ctx.workspaceId);
  const list = ctx.lists.get(listId);
  if (!list) throw new Problem("listId", "This list doesn't exist (any more)");
  if (list.kind === "static") return staticMembership(listId, ctx.workspaceId);
  if (state.chain.includes(listId)) throw new Problem("listId", `“${list.name}” can't include itself, directly or through another segment`);
  if (state.chain.length - (ctx.segmentId ? 1 : 0) >= MAX_SEGMENT_DEPTH) {
    throw new Problem("listId", `Segments can name other segments at most ${MAX_SEGMENT_DEPTH} levels deep`);
  }
  const parsed = segmentRules.safeParse(list.rules ?? {});
  if (!parsed.success) throw new Problem("listId", `The rules of “${list.name}” need fixing first`);
  const inner: State = { issues: {}, chain: [...state.chain, listId] };
  const compiled = compileTree(parsed.data, ctx, inner);
  const problem = Object.values(inner.issues)[0];
  if (problem) throw new Problem("listId", `“${list.name}”: ${problem}`);
  return compiled;
}
