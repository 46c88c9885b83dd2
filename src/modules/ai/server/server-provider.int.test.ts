import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { startFakeLlmServer, type FakeLlmServer } from "../providers/fake-server";
import { modelClientFor } from "./provider-config";

// The server's own provider (AI_*): settings are read once per process, so they are set before
// anything reads them, pointing at a stand-in started first.
let handle: DbHandle;
let fake: FakeLlmServer;

beforeAll(async () => {
  fake = await startFakeLlmServer({ apiKey: "sk-server-key-9876", models: ["llama3"] });
  process.env.AI_PROVIDER = "openai-compatible";
  process.env.AI_BASE_URL = fake.openAiBaseUrl;
  process.env.AI_API_KEY = "sk-server-key-9876";
  process.env.AI_MODEL = "llama3";
  // No allowlist entry: the operator's own host is reachable without one.
  setEgressAllowHostsForTests([]);
  handle = await createTestDb();
});
afterAll(async () => {
  setEgressAllowHostsForTests(null);
  await fake.close();
  await handle.close();
});

describe("the server's model provider", () => {
  it("serves a workspace that set none: settings name it without its address or key, the test connects, generations stream from it", async () => {
    const ws = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
    const settings = await caller.ai.providers.get();
    expect(settings).toEqual({
      source: "server",
      workspace: null,
      server: { kind: "openai-compatible", kindLabel: "OpenAI-compatible server (Ollama, vLLM, LM Studio)", model: "llama3" },
    });
    expect(JSON.stringify(settings)).not.toMatch(/127\.0\.0\.1|sk-server/);
    expect(await caller.ai.providers.test()).toMatchObject({ outcome: "ok" });
    const client = await modelClientFor(handle.db, ws.workspace.id);
    const texts: string[] = [];
    for await (const event of client!.stream({ messages: [{ role: "user", content: "Hi" }], maxTokens: 20 })) if (event.type === "text") texts.push(event.text);
    expect(texts.join("")).toBe("Hello from the local stand-in.");
    expect(fake.requests.at(-1)!.headers.authorization).toBe("Bearer sk-server-key-9876");
  });
});
