import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fixtureAsset } from "../ai.fixture";
import { assetSchemas } from "./assets";
import { assetKinds } from "./assets.constants";

describe("the asset shapes (task output schemas)", () => {
  it("accept each kind's fixture", () => {
    for (const kind of assetKinds) expect(assetSchemas[kind].safeParse(fixtureAsset(kind)).success, kind).toBe(true);
  });

  it("become JSON schemas a model's strict structured output takes: objects closed, every property required", () => {
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== "object") return;
      const n = node as { type?: string; properties?: Record<string, unknown>; required?: string[]; additionalProperties?: unknown };
      if (n.type === "object") {
        expect(n.additionalProperties, where).toBe(false);
        expect([...(n.required ?? [])].sort(), where).toEqual(Object.keys(n.properties ?? {}).sort());
      }
      for (const [k, v] of Object.entries(n)) walk(v, `${where}.${k}`);
    };
    for (const kind of assetKinds) walk(z.toJSONSchema(assetSchemas[kind]), kind);
  });

  it("save a draft over a platform's limits (16 headlines of 40 characters) but not an unbounded one", () => {
    const draft = fixtureAsset("google-rsa");
    draft.headlines = Array.from({ length: 16 }, (_, i) => ({ text: `${"x".repeat(38)}${i}`, pin: null }));
    expect(assetSchemas["google-rsa"].safeParse(draft).success).toBe(true);
    draft.headlines.push(...draft.headlines);
    expect(assetSchemas["google-rsa"].safeParse(draft).success).toBe(false);
    expect(assetSchemas.sms.safeParse({ text: "Hi\u0000" }).success).toBe(false);
  });
});
