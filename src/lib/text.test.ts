import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createContactInput } from "@/modules/crm/contracts/contacts.contracts";
import { findNul, NUL_MESSAGE, text } from "./text";

describe("text(): the contracts' string type", () => {
  it("refuses a NUL character with a sentence for the field, and chains like z.string()", () => {
    const name = text({ error: "Name it" }).trim().min(1, { error: "Name it" }).max(10);
    expect(name.parse("  Ada ")).toBe("Ada");
    const refused = name.safeParse("A\u0000da");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([NUL_MESSAGE]);
    expect(name.safeParse(42).error?.issues[0]?.message).toBe("Name it");
  });

  it("is what the forms' contracts use: a contact's name with a NUL fails on that field", () => {
    const result = createContactInput.safeParse({ firstName: "Ada\u0000", lastName: "Lovelace" });
    expect(z.flattenError(result.error!).fieldErrors).toEqual({ firstName: [NUL_MESSAGE] });
  });
});

describe("findNul: a NUL anywhere in a request's input", () => {
  it("gives the path of the value or key that holds it", () => {
    expect(findNul({ name: "Ada", tags: ["a", "b"] })).toBeNull();
    expect(findNul("x\u0000")).toEqual([]);
    expect(findNul({ patch: { custom: { plan: "gold\u0000" } } })).toEqual(["patch", "custom", "plan"]);
    expect(findNul({ rows: [{ a: "ok" }, { a: "no\u0000" }] })).toEqual(["rows", 1, "a"]);
    expect(findNul({ custom: { "pl\u0000an": 1 } })).toEqual(["custom"]);
    expect(findNul({ m: new Map([["k", "v\u0000"]]) })).toEqual(["m", "k"]);
    expect(findNul({ s: new Set(["ok", "\u0000"]) })).toEqual(["s"]);
    expect(findNul({ at: new Date(), n: 1, b: true, nothing: null })).toBeNull();
  });

  it("walks a deeply nested or self-referencing value without overflowing the stack", () => {
    let deep: unknown = "end\u0000";
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    expect(findNul(deep)?.length).toBe(100_000);
    const loop: Record<string, unknown> = { name: "x" };
    loop.self = loop;
    expect(findNul(loop)).toBeNull();
  });
});
