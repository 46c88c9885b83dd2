import { describe, expect, it } from "vitest";
import type { Condition, SegmentRules } from "../../contracts/segments.contracts";
import { completeRules, conditionErrors, conditionFor, subjectOf, valueShape, withOp } from "./rule-state";

const fields = [
  { key: "plan", type: "select" as const },
  { key: "seats", type: "number" as const },
  { key: "interests", type: "multi_select" as const },
];

describe("rule builder state", () => {
  it("starts a picked subject with its first operator and no value", () => {
    expect(conditionFor("field:leadScore", fields)).toEqual({ type: "field", field: "leadScore", op: "eq", value: undefined });
    expect(conditionFor("custom:plan", fields)).toEqual({ type: "custom", key: "plan", op: "eq", value: undefined });
    expect(conditionFor("consent:sms", fields)).toEqual({ type: "consent", channel: "sms", op: "is", value: "subscribed" });
    expect(conditionFor("list", fields)).toEqual({ type: "list", op: "in", listId: "" });
    expect(subjectOf(conditionFor("custom:seats", fields))).toBe("custom:seats");
  });

  it("asks for the value each operator needs", () => {
    expect(valueShape({ type: "field", field: "lifecycleStage", op: "in" })).toBe("choices");
    expect(valueShape({ type: "field", field: "createdAt", op: "within_last_days" })).toBe("days");
    expect(valueShape({ type: "field", field: "createdAt", op: "before" })).toBe("date");
    expect(valueShape({ type: "field", field: "ownerId", op: "eq" })).toBe("owner");
    expect(valueShape({ type: "field", field: "email", op: "is_empty" })).toBe("none");
    expect(valueShape({ type: "custom", key: "interests", op: "contains" }, "multi_select")).toBe("choice");
    expect(valueShape({ type: "custom", key: "vip", op: "eq" }, "boolean")).toBe("boolean");
  });

  it("keeps the value when the new operator takes the same kind, and clears it otherwise", () => {
    const c: Condition = { type: "field", field: "firstName", op: "eq", value: "Ada" };
    expect(withOp(c, "contains")).toMatchObject({ op: "contains", value: "Ada" });
    expect(withOp(c, "in")).toMatchObject({ op: "in", value: undefined });
  });

  it("sends only complete conditions and drops emptied groups", () => {
    const draft: SegmentRules = {
      combinator: "or",
      groups: [
        {
          combinator: "and",
          conditions: [
            { type: "field", field: "firstName", op: "eq", value: "  " },
            { type: "tag", op: "has", value: "vip" },
          ],
        },
        {
          combinator: "and",
          conditions: [
            { type: "list", op: "in", listId: "" },
            { type: "custom", key: "gone", op: "eq", value: "x" },
          ],
        },
        {
          combinator: "or",
          conditions: [
            { type: "field", field: "email", op: "is_empty" },
            { type: "activity", op: "has", kind: "call", days: Number.NaN },
          ],
        },
      ],
    };
    expect(completeRules(draft, fields)).toEqual({
      combinator: "or",
      groups: [
        { combinator: "and", conditions: [{ type: "tag", op: "has", value: "vip" }] },
        { combinator: "or", conditions: [{ type: "field", field: "email", op: "is_empty" }] },
      ],
    });
  });

  it("finds the server's message for a condition, with or without the rules. prefix", () => {
    expect(conditionErrors({ "rules.groups.1.conditions.0.value": ["Enter a number"] }, 1, 0)).toBe("Enter a number");
    expect(conditionErrors({ "groups.0.conditions.2.op": "Wrong" }, 0, 2)).toBe("Wrong");
    expect(conditionErrors({ "groups.0.conditions.2.op": "Wrong" }, 0, 1)).toBeNull();
  });
});
