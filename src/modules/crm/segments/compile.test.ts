import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { InvalidError } from "@/server/errors";
import type { Condition, SegmentRules } from "../contracts/segments.contracts";
import { compileRules, contactScope, type RuleList } from "./compile";

const dialect = new PgDialect({ casing: "snake_case" });
const WS = "00000000-0000-4000-8000-000000000001";
const ctx = {
  workspaceId: WS,
  customFields: [
    { key: "plan", type: "select" as const },
    { key: "seats", type: "number" as const },
  ],
};
const one = (c: Condition): SegmentRules => ({ combinator: "and", groups: [{ combinator: "and", conditions: [c] }] });
const render = (rules: SegmentRules, lists?: Map<string, RuleList>) => dialect.sqlToQuery(compileRules(rules, { ...ctx, lists }));
const fieldErrorsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof InvalidError) return error.fieldErrors;
    throw error;
  }
  throw new Error("expected an InvalidError");
};

describe("compileRules (SQL shape)", () => {
  it("compiles empty rules to true", () => {
    expect(render({ combinator: "and", groups: [] }).sql).toBe("true");
    expect(render({ combinator: "or", groups: [{ combinator: "and", conditions: [] }] }).sql).toBe("true");
  });

  it("scopes to the workspace's live contacts", () => {
    const q = dialect.sqlToQuery(contactScope(WS));
    expect(q.sql).toBe(`("crm_contacts"."workspace_id" = $1 and "crm_contacts"."erased_at" is null)`);
    expect(q.params).toEqual([WS]);
  });

  it("binds every value as a parameter, never in the SQL text", () => {
    const evil = "a'b%c_d\\e";
    const q = render({
      combinator: "or",
      groups: [
        {
          combinator: "and",
          conditions: [
            { type: "field", field: "firstName", op: "contains", value: evil },
            { type: "tag", op: "has", value: evil },
          ],
        },
        {
          combinator: "or",
          conditions: [
            { type: "custom", key: "plan", op: "eq", value: evil },
            { type: "field", field: "source", op: "in", value: [evil, "x"] },
          ],
        },
      ],
    });
    expect(q.sql).not.toContain("a'b");
    expect(q.params).toContain("%a'b\\%c\\_d\\\\e%");
    expect(q.params).toContain(evil);
    expect(q.params).toContain(JSON.stringify({ plan: evil }));
    expect(q.sql).toMatch(/^\(\(.+ and .+\) or \(.+ or .+\)\)$/);
  });

  it("uses the column itself for exact keys and the lead score, so their indexes serve", () => {
    expect(render(one({ type: "field", field: "lifecycleStage", op: "eq", value: "lead" })).sql).toBe(`"crm_contacts"."lifecycle_stage" = $1`);
    expect(render(one({ type: "field", field: "leadScore", op: "gt", value: 50 })).sql).toBe(`"crm_contacts"."lead_score" > $1::int`);
    expect(render(one({ type: "tag", op: "has", value: "vip" })).sql).toBe(`"crm_contacts"."tags" @> array[$1]::text[]`);
    expect(render(one({ type: "field", field: "email", op: "eq", value: "A@B.C" })).sql).toBe(`"crm_contacts"."email" = lower($1)`);
  });

  it("guards numeric custom values before casting them", () => {
    const q = render(one({ type: "custom", key: "seats", op: "gte", value: 3 }));
    expect(q.sql).toContain("case when");
    expect(q.sql).toContain("::numeric end");
  });

  it("says which condition is wrong and why", () => {
    const errors = fieldErrorsOf(() =>
      render({
        combinator: "and",
        groups: [
          { combinator: "and", conditions: [{ type: "field", field: "leadScore", op: "contains", value: "1" }] },
          {
            combinator: "and",
            conditions: [
              { type: "field", field: "email", op: "eq", value: "ok@x.y" },
              { type: "custom", key: "missing", op: "eq", value: "1" },
            ],
          },
          {
            combinator: "and",
            conditions: [
              { type: "field", field: "createdAt", op: "before", value: "2025-02-30" },
              { type: "field", field: "leadScore", op: "gt" },
            ],
          },
        ],
      }),
    );
    expect(errors).toEqual({
      "groups.0.conditions.0.op": "“contains” doesn't apply to a number",
      "groups.1.conditions.1.key": "This custom field doesn't exist (any more)",
      "groups.2.conditions.0.value": "Enter a date",
      "groups.2.conditions.1.value": "Enter a number",
    });
  });

  it("refuses empty values, and days that aren't whole numbers", () => {
    expect(fieldErrorsOf(() => render(one({ type: "field", field: "firstName", op: "eq", value: "  " })))).toEqual({
      "groups.0.conditions.0.value": "Enter a value",
    });
    expect(fieldErrorsOf(() => render(one({ type: "field", field: "source", op: "in", value: [] })))).toEqual({
      "groups.0.conditions.0.value": "Choose at least one value",
    });
    expect(Object.keys(fieldErrorsOf(() => render(one({ type: "field", field: "createdAt", op: "within_last_days", value: 1.5 }))))).toEqual([
      "groups.0.conditions.0.value",
    ]);
    expect(Object.keys(fieldErrorsOf(() => render(one({ type: "field", field: "ownerId", op: "eq", value: "not-a-uuid" }))))).toEqual([
      "groups.0.conditions.0.value",
    ]);
  });

  it("tests static membership when no lists are loaded, and refuses an unknown list when they are", () => {
    const listId = "00000000-0000-4000-8000-0000000000aa";
    const q = render(one({ type: "list", op: "in", listId }));
    expect(q.sql).toMatch(/^exists \(select 1 from "crm_list_members"/);
    expect(q.params).toEqual([listId, WS]);
    expect(fieldErrorsOf(() => render(one({ type: "list", op: "in", listId }), new Map()))).toEqual({
      "groups.0.conditions.0.listId": "This list doesn't exist (any more)",
    });
  });

  it("inlines a segment's rules and refuses cycles", () => {
    const a = "00000000-0000-4000-8000-00000000000a";
    const b = "00000000-0000-4000-8000-00000000000b";
    const lists = new Map<string, RuleList>([
      [a, { kind: "segment", name: "A", rules: one({ type: "field", field: "lifecycleStage", op: "eq", value: "lead" }) }],
      [b, { kind: "segment", name: "B", rules: one({ type: "list", op: "not_in", listId: a }) }],
    ]);
    expect(render(one({ type: "list", op: "in", listId: b }), lists).sql).toBe(`not ("crm_contacts"."lifecycle_stage" = $1)`);
    lists.set(a, { kind: "segment", name: "A", rules: one({ type: "list", op: "in", listId: b }) });
    expect(fieldErrorsOf(() => render(one({ type: "list", op: "in", listId: b }), lists))["groups.0.conditions.0.listId"]).toMatch(/can't include itself/);
    expect(() =>
      compileRules(one({ type: "list", op: "in", listId: a }), { ...ctx, lists: new Map([[a, { kind: "static", name: "A", rules: null }]]), segmentId: a }),
    ).not.toThrow();
    const selfRef = new Map<string, RuleList>([[a, { kind: "segment", name: "A", rules: one({ type: "tag", op: "has", value: "x" }) }]]);
    expect(() => compileRules(one({ type: "list", op: "in", listId: a }), { ...ctx, lists: selfRef, segmentId: a })).toThrow(/itself/);
  });
});
