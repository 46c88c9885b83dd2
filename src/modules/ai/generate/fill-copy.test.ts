import { describe, expect, it } from "vitest";
import { fixtureKit } from "../ai.fixture";
import { fillCopy, keepToSpec, type CopySpec } from "./fill-copy";
import type { ModelClient } from "../providers/types";

const spec: CopySpec = [
  { name: "headline", label: "Headline", kind: "short", max: 60 },
  { name: "subheadline", label: "Subheadline", kind: "sentence", max: 200 },
  {
    name: "items",
    label: "Questions",
    items: 2,
    fields: [
      { name: "question", label: "Question", kind: "question", max: 120 },
      { name: "answer", label: "Answer", kind: "sentence", max: 300 },
    ],
  },
];

const answering = (json: unknown): ModelClient => ({
  kind: "openai",
  model: "test",
  complete: async () => ({ text: JSON.stringify(json), json, usage: null, stopReason: "stop" }),
  stream: async function* () {},
});

describe("fillCopy", () => {
  it("writes every field offline from the kit's facts, within each field's length", async () => {
    const result = await fillCopy({ kit: fixtureKit(), what: "Hero", brief: "", spec, client: null, seed: "s" });
    expect(result.source).toBe("offline");
    expect(typeof result.values.headline).toBe("string");
    expect((result.values.headline as string).length).toBeLessThanOrEqual(60);
    expect((result.values.subheadline as string).length).toBeGreaterThan(10);
    const items = result.values.items as Record<string, string>[];
    expect(items).toHaveLength(2);
    expect(items[0]!.question).toMatch(/\?$/);
    expect(items[0]!.answer).toBeTruthy();
    // The same seed writes the same copy.
    expect((await fillCopy({ kit: fixtureKit(), what: "Hero", brief: "", spec, client: null, seed: "s" })).values).toEqual(result.values);
  });

  it("keeps the model's answer to the spec: no HTML, no extra keys, lengths and list sizes bounded", async () => {
    const long = "word ".repeat(100);
    const result = await fillCopy({
      kit: fixtureKit(),
      what: "Hero",
      brief: "spring launch",
      spec,
      client: answering({
        headline: "<b>Fresh</b> beans",
        subheadline: long,
        extra: "x",
        items: [
          { question: "Q1?", answer: "A1" },
          { question: "Q2?", answer: "A2" },
          { question: "Q3?", answer: "A3" },
        ],
      }),
      seed: "s",
    });
    expect(result.source).toBe("model");
    expect(result.values.headline).toBe("Fresh beans");
    expect((result.values.subheadline as string).length).toBeLessThanOrEqual(200);
    expect(result.values).not.toHaveProperty("extra");
    expect(result.values.items).toEqual([
      { question: "Q1?", answer: "A1" },
      { question: "Q2?", answer: "A2" },
    ]);
  });

  it("falls back to the offline writer, saying so, when the model fails", async () => {
    const failing: ModelClient = { ...answering({}), complete: async () => Promise.reject(new Error("down")) };
    const result = await fillCopy({ kit: fixtureKit(), what: "Hero", brief: "", spec, client: failing, seed: "s" });
    expect(result.source).toBe("offline");
    expect(result.note).toMatch(/didn't answer/);
    expect(result.values.headline).toBeTruthy();
    expect(keepToSpec(null, spec)).toEqual({});
  });
});
