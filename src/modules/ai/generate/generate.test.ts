import { describe, expect, it } from "vitest";
import { coffeeKit } from "../offline/kits.fixture";
import { ProviderError } from "../providers/errors";
import type { ModelClient, ModelRequest, StreamEvent } from "../providers/types";
import { generate } from "./generate";
import type { GenerateEvent } from "./types";

/** A model that answers each request with the next scripted text (streamed in three pieces) or error. */
function scripted(...answers: (string | ProviderError)[]): ModelClient & { requests: ModelRequest[] } {
  const requests: ModelRequest[] = [];
  return {
    kind: "openai-compatible",
    model: "scripted",
    requests,
    complete: () => Promise.reject(new Error("not used")),
    async *stream(request): AsyncGenerator<StreamEvent, void, undefined> {
      requests.push(request);
      const answer = answers.shift() ?? "{}";
      if (answer instanceof ProviderError) throw answer;
      const third = Math.ceil(answer.length / 3);
      for (let i = 0; i < answer.length; i += third) yield { type: "text", text: answer.slice(i, i + third) };
      yield { type: "done", text: answer, usage: null, stopReason: "stop" };
    },
  };
}

const kit = coffeeKit();
const task = { kind: "linkedin-ad" as const, brief: { keywords: ["coffee subscription"] } };
const good = {
  introText: "Fresh beans at your door every two weeks. Try the Coffee subscription.",
  headline: "Coffee, roasted to order",
  description: "Order today",
  finalUrl: "https://evil.example",
};

describe("generate", () => {
  it("offline without a client: n candidates from the kit, same seed same output, each line with its kit facts", async () => {
    const a = await generate({ task, kit, n: 3, seed: "s1" });
    const b = await generate({ task, kit, n: 3, seed: "s1" });
    expect(a.source).toBe("offline");
    expect(a.candidates).toHaveLength(3);
    expect(a.candidates.map((c) => c.fields)).toEqual(b.candidates.map((c) => c.fields));
    expect(a.candidates[0]!.provenance.every((p) => p.source === "kit" && p.framework)).toBe(true);
    expect(a.candidates[0]!.provenance.some((p) => p.facts.length > 0)).toBe(true);
  });

  it("takes a clean model answer as it is (but keeps the kit's URL), streaming its tokens", async () => {
    const client = scripted(JSON.stringify(good));
    const events: GenerateEvent[] = [];
    const result = await generate({ task, kit, n: 1, seed: "s", client, onEvent: (e) => events.push(e) });
    expect(result.error).toBeNull();
    const [candidate] = result.candidates;
    expect(candidate!.source).toBe("model");
    expect(candidate!.fields).toMatchObject({ introText: good.introText, headline: good.headline, finalUrl: kit.website });
    expect(candidate!.fallbackFields).toEqual([]);
    expect(
      events
        .filter((e) => e.type === "token")
        .map((e) => (e as { text: string }).text)
        .join(""),
    ).toBe(JSON.stringify(good));
    expect(events[0]).toEqual({ type: "status", source: "model", provider: "OpenAI-compatible server (Ollama, vLLM, LM Studio), scripted" });
    // The facts seen in the model's lines.
    expect(candidate!.provenance.find((p) => p.field === "introText")!.facts).toEqual(
      expect.arrayContaining([
        { kind: "product", id: "p-sub", part: "name" },
        { kind: "cta", verb: "Try" },
        { kind: "keyword", text: "coffee subscription" },
      ]),
    );
    expect(client.requests).toHaveLength(1);
    expect(client.requests[0]!.schema?.schema).toMatchObject({ type: "object" });
  });

  it("asks once more with the findings, then writes the fields that still fail offline", async () => {
    const bad = { ...good, headline: "The cheap coffee everyone loves and talks about all day long, every day" };
    const client = scripted(JSON.stringify(bad), JSON.stringify({ ...bad, description: "Brew better" }));
    const events: GenerateEvent[] = [];
    const result = await generate({ task, kit, n: 1, seed: "s", client, onEvent: (e) => events.push(e) });
    expect(client.requests).toHaveLength(2);
    const retry = client.requests[1]!.messages;
    expect(retry.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(retry[2]!.content).toMatch(/cheap/);
    const [candidate] = result.candidates;
    expect(candidate!.fallbackFields).toEqual(["headline"]);
    expect(candidate!.fields.introText).toBe(good.introText);
    expect(candidate!.fields.description).toBe("Brew better");
    expect(candidate!.fields.headline).not.toMatch(/cheap/);
    expect(events).toContainEqual({ type: "fallback", index: 0, fields: ["headline"] });
    expect(candidate!.provenance.find((p) => p.field === "headline")!.source).toBe("kit");
    expect([...candidate!.findings.limits, ...candidate!.findings.lint].filter((f) => f.severity === "error")).toEqual([]);
  });

  it("falls back entirely when neither answer is JSON", async () => {
    const result = await generate({ task, kit, n: 1, seed: "s", client: scripted("Sure! Here is your ad.", "```json\nnot json\n```") });
    expect(result.candidates[0]!.fallbackFields).toEqual(["introText", "headline", "description"]);
  });

  it("stops at a provider error, keeping the candidates and the text already received", async () => {
    const cut = new ProviderError("cut", { partial: '{"introText":"Fre' });
    const client = scripted(JSON.stringify(good), cut);
    const result = await generate({ task, kit, n: 3, seed: "s", client });
    expect(result.candidates).toHaveLength(1);
    expect(result.error).toMatchObject({ code: "cut" });
    expect(result.received).toBe(JSON.stringify(good));
    const limited = await generate({ task, kit, n: 2, client: scripted(new ProviderError("rate limited", { retryAfterMs: 42_000 })) });
    expect(limited.error).toEqual({ code: "rate limited", message: expect.stringMatching(/too many requests/), retryAfterSeconds: 42 });
  });

  it("stops before the next candidate once cancelled", async () => {
    const controller = new AbortController();
    const result = await generate({
      task,
      kit,
      n: 5,
      signal: controller.signal,
      onEvent: (e) => e.type === "candidate" && e.candidate.index === 1 && controller.abort(),
    });
    expect(result.candidates).toHaveLength(2);
    expect(result.error?.code).toBe("cancelled");
  });

  it("regenerates one line: offline a new line in place, with a model its answer, checked on that line", async () => {
    const current = {
      headlines: [
        { text: "Coffee, roasted to order", pin: 1 },
        { text: "Order fresh beans", pin: null },
        { text: "Try Northwind", pin: null },
      ],
      descriptions: [],
      path1: "",
      path2: "",
      finalUrl: "",
    };
    const lineTask = { kind: "google-rsa" as const, brief: { keywords: [] }, field: { name: "headlines", index: 0 }, current };
    const offline = await generate({ task: lineTask, kit, n: 4, seed: "l" });
    expect(offline.candidates).toHaveLength(1);
    const headlines = offline.candidates[0]!.fields.headlines as { text: string; pin: number | null }[];
    expect(headlines[0]!.pin).toBe(1);
    expect(headlines[0]!.text).not.toBe("Coffee, roasted to order");
    expect(headlines.slice(1)).toEqual(current.headlines.slice(1));

    const model = await generate({ task: lineTask, kit, n: 1, client: scripted('{"text":"A cheap cup"}', '{"text":"Brew it your way"}') });
    expect((model.candidates[0]!.fields.headlines as { text: string }[])[0]!.text).toBe("Brew it your way");
    expect(model.candidates[0]!.fallbackFields).toEqual([]);
    const fellBack = await generate({ task: lineTask, kit, n: 1, client: scripted('{"text":"A cheap cup"}', '{"nope":1}') });
    expect(fellBack.candidates[0]!.fallbackFields).toEqual(["headlines"]);
    expect((fellBack.candidates[0]!.fields.headlines as { text: string }[])[0]!.text).not.toMatch(/cheap/);
  });
});
