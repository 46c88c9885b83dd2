import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/modules/identity";
import { auditEvents } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { aiProviderSettings } from "../db/provider-settings.table";
import { startFakeLlmServer, type FakeLlmServer } from "../providers/fake-server";
import { modelClientFor } from "./provider-config";

let handle: DbHandle;
let fake: FakeLlmServer;

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startFakeLlmServer({ apiKey: "sk-local-key-1234", models: ["llama3", "claude-test"] });
  // The stand-in, and a closed port (an allowed server that can't be reached).
  setEgressAllowHostsForTests([...fake.allowHosts, "127.0.0.1:9"]);
});
afterAll(async () => {
  setEgressAllowHostsForTests(null);
  await fake.close();
  await handle.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

async function owner() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

async function codeOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return "OK";
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

const compatible = () => ({ kind: "openai-compatible" as const, baseUrl: fake.openAiBaseUrl, model: "llama3", apiKey: "sk-local-key-1234" });

describe("ai.providers", () => {
  it("starts offline: no provider of the workspace's or the server's", async () => {
    const o = await owner();
    expect(await o.caller.ai.providers.get()).toEqual({ source: "offline", workspace: null, server: null });
    expect(await o.caller.ai.providers.test()).toMatchObject({ outcome: "failed", message: expect.stringMatching(/offline generator/) });
    expect(await modelClientFor(handle.db, o.workspace.id)).toBeNull();
  });

  it("saves an OpenAI-compatible server, tests it with one tiny request, seals the key and shows only its last four characters", async () => {
    const o = await owner();
    const saved = await o.caller.ai.providers.save(compatible());
    expect(saved.test).toEqual({ outcome: "ok", message: "Connected: OpenAI-compatible server (Ollama, vLLM, LM Studio) answered with the model “llama3”." });
    expect(saved.settings).toMatchObject({
      source: "workspace",
      workspace: { kind: "openai-compatible", baseUrl: fake.openAiBaseUrl, model: "llama3", hasKey: true, keyHint: "1234" },
    });
    expect(JSON.stringify(saved)).not.toContain("sk-local");
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body).toMatchObject({ model: "llama3", max_tokens: 16 });
    const [row] = await handle.db.select().from(aiProviderSettings).where(eq(aiProviderSettings.workspaceId, o.workspace.id));
    expect(row!.apiKeySealed).toMatch(/^v1\./);
    expect(row!.apiKeySealed).not.toContain("sk-local");
    expect(row!.updatedBy).toBe(o.owner.id);
    const audit = await handle.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, o.workspace.id));
    expect(audit.map((e) => e.subject)).toContain("AI model provider");
    expect(JSON.stringify(audit)).not.toContain("sk-local");

    // The generators' client writes with it.
    const client = await modelClientFor(handle.db, o.workspace.id);
    expect((await client!.complete({ messages: [{ role: "user", content: "Hi" }], maxTokens: 10 })).text).toBe("Hello from the local stand-in.");
  });

  it("keeps the stored key when saving again without one, for the same provider only", async () => {
    const o = await owner();
    await o.caller.ai.providers.save(compatible());
    const again = await o.caller.ai.providers.save({ ...compatible(), apiKey: "" });
    expect(again.test.outcome).toBe("ok");
    expect(again.settings.workspace).toMatchObject({ hasKey: true, keyHint: "1234" });
    await expect(o.caller.ai.providers.save({ kind: "anthropic", baseUrl: fake.anthropicBaseUrl, model: "claude-test", apiKey: "" })).rejects.toThrow(
      /Enter the Anthropic API key/,
    );
  });

  it("reports a bad key, an unknown model and an unreachable server as such", async () => {
    const o = await owner();
    expect((await o.caller.ai.providers.save({ ...compatible(), apiKey: "sk-wrong-key-0000" })).test.outcome).toBe("bad key");
    expect((await o.caller.ai.providers.save({ ...compatible(), model: "no-such-model" })).test).toEqual({
      outcome: "wrong model",
      message: "The provider doesn't offer the model “no-such-model”. Check its name.",
    });
    const down = await o.caller.ai.providers.save({ ...compatible(), baseUrl: "http://127.0.0.1:9/v1" });
    expect(down.test.outcome).toBe("unreachable");
    expect(down.test.message).toMatch(/couldn't be reached/);
    expect(
      (await o.caller.ai.providers.save({ kind: "anthropic", baseUrl: fake.anthropicBaseUrl, model: "claude-test", apiKey: "sk-local-key-1234" })).test.outcome,
    ).toBe("ok");
    expect(await o.caller.ai.providers.test()).toMatchObject({ outcome: "ok" });
  });

  it("refuses a base URL on a private network or this machine that the administrator didn't allow, and an OpenAI-compatible server without one", async () => {
    const o = await owner();
    await expect(o.caller.ai.providers.save({ ...compatible(), baseUrl: "http://10.1.2.3:11434/v1" })).rejects.toThrow(/private network|https/);
    await expect(o.caller.ai.providers.save({ ...compatible(), baseUrl: "http://127.0.0.1:11434/v1" })).rejects.toThrow(TRPCError);
    expect(await codeOf(o.caller.ai.providers.save({ ...compatible(), baseUrl: "" }))).toBe("BAD_REQUEST");
    expect(await handle.db.select().from(aiProviderSettings).where(eq(aiProviderSettings.workspaceId, o.workspace.id))).toEqual([]);
  });

  it("removes the workspace's provider: generations go offline again", async () => {
    const o = await owner();
    await o.caller.ai.providers.save(compatible());
    expect(await o.caller.ai.providers.remove()).toEqual({ source: "offline", workspace: null, server: null });
    expect(await modelClientFor(handle.db, o.workspace.id)).toBeNull();
  });

  it.each<[Role, string]>([
    ["admin", "OK"],
    ["member", "FORBIDDEN"],
    ["viewer", "FORBIDDEN"],
    ["client", "FORBIDDEN"],
  ])("lets owners and admins manage it (every member reads it); a %s gets %s", async (role, expected) => {
    const o = await owner();
    const { tenant } = await addMember(handle.db, o.workspace.id, role);
    const caller = callerFor(handle.db, { userId: tenant.userId, workspaceId: o.workspace.id });
    expect(await codeOf(caller.ai.providers.get())).toBe("OK");
    expect(await codeOf(caller.ai.providers.save(compatible()))).toBe(expected);
    expect(await codeOf(caller.ai.providers.test())).toBe(expected);
    expect(await codeOf(caller.ai.providers.remove())).toBe(expected);
  });

  it("keeps each workspace's provider its own", async () => {
    const a = await owner();
    const b = await owner();
    await a.caller.ai.providers.save(compatible());
    expect((await b.caller.ai.providers.get()).source).toBe("offline");
    await b.caller.ai.providers.remove();
    expect((await a.caller.ai.providers.get()).source).toBe("workspace");
  });
});
