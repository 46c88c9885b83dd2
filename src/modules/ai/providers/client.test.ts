import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setEgressAllowHostsForTests } from "@/server/egress";
import type { ProviderKind } from "../contracts/providers.constants";
import { createModelClient } from "./client";
import { ProviderError } from "./errors";
import { startFakeLlmServer, type FakeLlmServer } from "./fake-server";
import type { ClientConfig, ModelClient, StreamEvent } from "./types";

let server: FakeLlmServer;
let waits: number[] = [];

beforeAll(async () => {
  server = await startFakeLlmServer({ apiKey: "sk-good", models: ["gpt-test", "claude-test", "llama3"] });
  setEgressAllowHostsForTests(server.allowHosts);
});
afterAll(async () => {
  setEgressAllowHostsForTests(null);
  await server.close();
});
afterEach(() => {
  server.requests.length = 0;
  server.options.vllmNullUsage = false;
  server.reply("Hello from the local stand-in.");
  waits = [];
});

const kinds: { kind: ProviderKind; model: string }[] = [
  { kind: "openai", model: "gpt-test" },
  { kind: "anthropic", model: "claude-test" },
  { kind: "openai-compatible", model: "llama3" },
];

function clientFor(kind: ProviderKind, model: string, over: Partial<ClientConfig> = {}): ModelClient {
  return createModelClient({
    kind,
    model,
    baseUrl: kind === "anthropic" ? server.anthropicBaseUrl : server.openAiBaseUrl,
    apiKey: "sk-good",
    timeoutMs: 2_000,
    hooks: { random: () => 0.5, wait: async (ms) => void waits.push(ms) },
    ...over,
  });
}

async function collect(iterable: AsyncIterable<StreamEvent>) {
  const texts: string[] = [];
  let done: Extract<StreamEvent, { type: "done" }> | null = null;
  for await (const event of iterable) {
    if (event.type === "text") texts.push(event.text);
    else done = event;
  }
  return { texts, done };
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }
  throw new Error("expected a ProviderError");
}

const schema = {
  name: "headlines",
  schema: { type: "object", properties: { headlines: { type: "array", items: { type: "string" } } }, required: ["headlines"], additionalProperties: false },
};

describe.each(kinds)("$kind client against the local stand-in", ({ kind, model }) => {
  it("completes with structured output and usage, sending the protocol's request", async () => {
    server.reply('{"headlines":["Fresh bread daily","Baked at dawn"]}');
    const answer = await clientFor(kind, model).complete({
      system: "Write headlines.",
      messages: [{ role: "user", content: "Bakery" }],
      schema,
      maxTokens: 200,
    });
    expect(answer.json).toEqual({ headlines: ["Fresh bread daily", "Baked at dawn"] });
    expect(answer.usage).toEqual({ inputTokens: 12, outputTokens: 5 });
    const sent = server.requests[0]!;
    if (kind === "anthropic") {
      expect(sent.path).toBe("/v1/messages");
      expect(sent.headers["x-api-key"]).toBe("sk-good");
      expect(sent.body).toMatchObject({
        model,
        max_tokens: 200,
        system: "Write headlines.",
        output_config: { format: { type: "json_schema", schema: schema.schema } },
      });
    } else {
      expect(sent.path).toBe("/v1/chat/completions");
      expect(sent.headers.authorization).toBe("Bearer sk-good");
      expect(sent.body).toMatchObject({
        model,
        messages: [
          { role: "system", content: "Write headlines." },
          { role: "user", content: "Bakery" },
        ],
        response_format: { type: "json_schema", json_schema: { name: "headlines", schema: schema.schema, strict: true } },
      });
      expect(sent.body[kind === "openai" ? "max_completion_tokens" : "max_tokens"]).toBe(200);
    }
  });

  it("says 'bad output' when the answer isn't the JSON asked for", async () => {
    server.reply("Sure! Here are some headlines.");
    const error = await failure(clientFor(kind, model).complete({ messages: [{ role: "user", content: "x" }], schema, maxTokens: 50 }));
    expect(error.kind).toBe("bad output");
  });

  it("streams text deltas, then the usage", async () => {
    const { texts, done } = await collect(clientFor(kind, model).stream({ messages: [{ role: "user", content: "Hi" }], maxTokens: 50 }));
    expect(texts.join("")).toBe("Hello from the local stand-in.");
    expect(texts.length).toBe(5);
    expect(done).toMatchObject({ text: "Hello from the local stand-in.", usage: { inputTokens: 12, outputTokens: 5 } });
  });

  it("retries a 429, waiting what retry-after asks (seconds, HTTP date or ms)", async () => {
    server.script(
      { kind: "status", status: 429, retryAfter: "2" },
      { kind: "status", status: 429, retryAfterMs: "150" },
      { kind: "status", status: 429, retryAfter: new Date(Date.now() + 3_000).toUTCString() },
    );
    const answer = await clientFor(kind, model).complete({ messages: [{ role: "user", content: "Hi" }], maxTokens: 20 });
    expect(answer.text).toBe("Hello from the local stand-in.");
    expect(waits[0]).toBe(2_000);
    expect(waits[1]).toBe(150);
    expect(waits[2]).toBeGreaterThan(1_000);
    expect(waits[2]).toBeLessThanOrEqual(3_000);
    expect(server.requests).toHaveLength(4);
  });

  it("retries a 500 and a stream error before any text with jittered backoff, then streams", async () => {
    server.script({ kind: "status", status: 500 }, { kind: "stream-error", afterTokens: 0 });
    const { texts } = await collect(clientFor(kind, model).stream({ messages: [{ role: "user", content: "Hi" }], maxTokens: 50 }));
    expect(texts.join("")).toBe("Hello from the local stand-in.");
    // Full jitter at 0.5: half of 500 ms, then half of 1,000 ms.
    expect(waits).toEqual([250, 500]);
  });

  it("gives up after the retries with 'unavailable', never quoting the provider", async () => {
    server.script(...Array.from({ length: 4 }, () => ({ kind: "status" as const, status: 500 })));
    const error = await failure(clientFor(kind, model).complete({ messages: [{ role: "user", content: "Hi" }], maxTokens: 20 }));
    expect(error.kind).toBe("unavailable");
    expect(error.message).not.toMatch(/stand-in|secret/);
    expect(server.requests).toHaveLength(4);
  });

  it("calls a 401 a bad key, without retrying", async () => {
    const error = await failure(clientFor(kind, model, { apiKey: "sk-wrong" }).complete({ messages: [{ role: "user", content: "Hi" }], maxTokens: 20 }));
    expect(error.kind).toBe("bad key");
    expect(error.message).not.toMatch(/secret|sk-/);
    expect(server.requests).toHaveLength(1);
    const streamed = await failure(
      collect(clientFor(kind, model, { apiKey: "sk-wrong" }).stream({ messages: [{ role: "user", content: "Hi" }], maxTokens: 20 })),
    );
    expect(streamed.kind).toBe("bad key");
  });

  it("calls an unknown model 'wrong model'", async () => {
    const error = await failure(clientFor(kind, "no-such-model").complete({ messages: [{ role: "user", content: "Hi" }], maxTokens: 20 }));
    expect(error.kind).toBe("wrong model");
  });

  it("keeps the text of a stream cut mid-way as a 'cut' error, without retrying", async () => {
    server.script({ kind: "cut", afterTokens: 3 });
    const texts: string[] = [];
    const error = await failure(
      (async () => {
        for await (const event of clientFor(kind, model).stream({ messages: [{ role: "user", content: "Hi" }], maxTokens: 50 }))
          if (event.type === "text") texts.push(event.text);
      })(),
    );
    expect(error.kind).toBe("cut");
    expect(error.details.partial).toBe("Hello from the ");
    expect(texts.join("")).toBe("Hello from the ");
    expect(server.requests).toHaveLength(1);
  });

  it("turns a mid-stream error event after text into 'cut' with the text so far", async () => {
    server.script({ kind: "stream-error", afterTokens: 2 });
    const error = await failure(collect(clientFor(kind, model).stream({ messages: [{ role: "user", content: "Hi" }], maxTokens: 50 })));
    expect(error.kind).toBe("cut");
    expect(error.details.partial).toBe("Hello from ");
  });

  it("stops the upstream request when the signal aborts", async () => {
    server.script({ kind: "hang" });
    const controller = new AbortController();
    const pending = clientFor(kind, model).complete({ messages: [{ role: "user", content: "Hi" }], maxTokens: 20, signal: controller.signal });
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort();
    expect((await failure(pending)).kind).toBe("cancelled");
    await expect.poll(() => server.requests[0]!.closedEarly).toBe(true);
  });

  it("closes the upstream stream when the reader stops early", async () => {
    server.script({ kind: "slow", delayMs: 20 });
    for await (const event of clientFor(kind, model).stream({ messages: [{ role: "user", content: "Hi" }], maxTokens: 50 })) {
      expect(event).toEqual({ type: "text", text: "Hello " });
      break;
    }
    await expect.poll(() => server.requests[0]!.closedEarly).toBe(true);
  });

  it("times out a provider that never answers", async () => {
    server.script({ kind: "hang" });
    const error = await failure(
      clientFor(kind, model, { timeoutMs: 200, retry: { retries: 0, baseMs: 1, capMs: 1, maxWaitMs: 1 } }).complete({
        messages: [{ role: "user", content: "Hi" }],
        maxTokens: 20,
      }),
    );
    expect(error.kind).toBe("timed out");
  });
});

describe("cancelling and stalling mid-stream", () => {
  it("stops the upstream stream when the signal aborts after text arrived, keeping that text", async () => {
    server.script({ kind: "slow", delayMs: 30 });
    const controller = new AbortController();
    const texts: string[] = [];
    const error = await failure(
      (async () => {
        for await (const event of clientFor("anthropic", "claude-test").stream({
          messages: [{ role: "user", content: "Hi" }],
          maxTokens: 50,
          signal: controller.signal,
        }))
          if (event.type === "text") {
            texts.push(event.text);
            controller.abort();
          }
      })(),
    );
    expect(error.kind).toBe("cancelled");
    expect(error.details.partial).toBe("Hello ");
    expect(texts).toEqual(["Hello "]);
    await expect.poll(() => server.requests[0]!.closedEarly).toBe(true);
  });

  it("times out a stream that stalls between tokens", async () => {
    server.script({ kind: "slow", delayMs: 400 });
    const client = clientFor("openai", "gpt-test", { timeoutMs: 150, retry: { retries: 0, baseMs: 1, capMs: 1, maxWaitMs: 1 } });
    const error = await failure(collect(client.stream({ messages: [{ role: "user", content: "Hi" }], maxTokens: 50 })));
    expect(error.kind).toBe("timed out");
  });
});

describe("OpenAI-compatible quirks and the guard", () => {
  it("reads vLLM's usage chunk with choices: null", async () => {
    server.options.vllmNullUsage = true;
    const { texts, done } = await collect(clientFor("openai-compatible", "llama3").stream({ messages: [{ role: "user", content: "Hi" }], maxTokens: 50 }));
    expect(texts.join("")).toBe("Hello from the local stand-in.");
    expect(done?.usage).toEqual({ inputTokens: 12, outputTokens: 5 });
  });

  it("reads JSON a local model wrapped in a code fence", async () => {
    server.reply('```json\n{"headlines":["A"]}\n```');
    const answer = await clientFor("openai-compatible", "llama3").complete({ messages: [{ role: "user", content: "x" }], schema, maxTokens: 50 });
    expect(answer.json).toEqual({ headlines: ["A"] });
  });

  it("refuses a server on this machine that no one allowed, without retrying", async () => {
    setEgressAllowHostsForTests([]);
    try {
      const error = await failure(clientFor("openai-compatible", "llama3").complete({ messages: [{ role: "user", content: "Hi" }], maxTokens: 20 }));
      expect(error.kind).toBe("unreachable");
      expect(error.retryable).toBe(false);
      expect(server.requests).toHaveLength(0);
    } finally {
      setEgressAllowHostsForTests(server.allowHosts);
    }
  });

  it("reaches the server's own configured host (operator) without an allowlist entry", async () => {
    setEgressAllowHostsForTests([]);
    try {
      const answer = await clientFor("openai-compatible", "llama3", { operatorHost: true }).complete({
        messages: [{ role: "user", content: "Hi" }],
        maxTokens: 20,
      });
      expect(answer.text).toBe("Hello from the local stand-in.");
    } finally {
      setEgressAllowHostsForTests(server.allowHosts);
    }
  });

  it("doesn't wait a retry-after longer than the policy allows", async () => {
    server.script({ kind: "status", status: 429, retryAfter: "120" });
    const error = await failure(clientFor("openai", "gpt-test").complete({ messages: [{ role: "user", content: "Hi" }], maxTokens: 20 }));
    expect(error.kind).toBe("rate limited");
    expect(error.details.retryAfterMs).toBe(120_000);
    expect(waits).toEqual([]);
  });

  it("calls insufficient_quota 'quota', without retrying", async () => {
    server.script({ kind: "status", status: 429, errorCode: "insufficient_quota" });
    const error = await failure(clientFor("openai", "gpt-test").complete({ messages: [{ role: "user", content: "Hi" }], maxTokens: 20 }));
    expect(error.kind).toBe("quota");
    expect(server.requests).toHaveLength(1);
  });
});
