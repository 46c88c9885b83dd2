import { encode } from "next-auth/jwt";
import { createParser } from "eventsource-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlmServer, type FakeLlmServer } from "@/modules/ai";
import { recordUsage } from "@/modules/billing";
import type { DbHandle } from "@/server/db/client";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { serveHandler } from "~tests/support/web-server";
import type { GenerateRequestInput, GenerationEvents } from "../contracts/generate.contracts";
import { demoBrandKit } from "./demo-brand-kit";
import { handleGenerate } from "./generate-http";

/** POST /api/assets/generate over real HTTP on 127.0.0.1: auth, the stream, metering, the model and a browser that leaves. */
let handle: DbHandle;
let fake: FakeLlmServer;
let app: { origin: string; close(): Promise<void> };

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startFakeLlmServer({ apiKey: "sk-local-key-1234" });
  setEgressAllowHostsForTests(fake.allowHosts);
  app = await serveHandler((req) => handleGenerate(req, { db: handle.db }));
});
afterAll(async () => {
  setEgressAllowHostsForTests(null);
  await app.close();
  await fake.close();
  await handle.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

async function cookieFor(userId: string, workspaceId: string) {
  const token = await encode({ token: { sub: userId, email: "someone@example.test", sv: 0 }, secret: process.env.NEXTAUTH_SECRET! });
  return `next-auth.session-token=${token}; amt.workspace=${workspaceId}`;
}

/** A workspace with the demo kit as its default, and its owner's cookie and caller. */
async function workspace() {
  const ws = await makeWorkspace(handle.db);
  const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  const blank = await caller.assets.brandKits.create({ from: "blank" });
  const kit = await caller.assets.brandKits.update({ ...demoBrandKit, name: "Demo", id: blank.id, expectedUpdatedAt: blank.updatedAt });
  return { ...ws, caller, kit, cookie: await cookieFor(ws.owner.id, ws.workspace.id) };
}

type Event = { [E in keyof GenerationEvents]: { event: E; data: GenerationEvents[E] } }[keyof GenerationEvents];

async function post(body: unknown, opts: { cookie?: string; origin?: string; signal?: AbortSignal; onEvent?: (e: Event) => void } = {}) {
  const res = await fetch(`${app.origin}/api/assets/generate`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: opts.origin ?? app.origin, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    body: JSON.stringify(body),
    signal: opts.signal,
  });
  const events: Event[] = [];
  if (!res.headers.get("content-type")?.startsWith("text/event-stream")) return { res, events, json: (await res.json()) as Record<string, unknown> };
  const parser = createParser({
    onEvent: (m) => {
      const e = { event: m.event, data: JSON.parse(m.data) } as Event;
      events.push(e);
      opts.onEvent?.(e);
    },
  });
  const decoder = new TextDecoder();
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
  } catch (error) {
    if (!opts.signal?.aborted) throw error;
  }
  return { res, events, json: null };
}

const request = (over: Partial<GenerateRequestInput> = {}): GenerateRequestInput => ({
  kind: "x-post",
  brandKitId: null,
  brief: { keywords: ["cold brew"] },
  n: 3,
  ...over,
});
const names = (events: Event[]) => events.map((e) => e.event);

describe("POST /api/assets/generate", () => {
  it("offline: streams status, the candidates each followed by its usage, and done; the allowance counts them", async () => {
    const w = await workspace();
    const before = await w.caller.assets.generate.allowance();
    expect(before).toMatchObject({ used: 0, remaining: before.limit });
    const { res, events } = await post(request({ seed: "same" }), { cookie: w.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    // Usage is recorded in order behind the candidates, so a candidate may arrive before the previous
    // one's usage (on PostgreSQL it often does); each usage follows its own candidate.
    const order = names(events);
    expect([order[0], order.at(-1)]).toEqual(["status", "done"]);
    expect(order.filter((n) => n === "candidate")).toHaveLength(3);
    order.forEach((name, i) => {
      if (name === "usage")
        expect(order.slice(0, i).filter((n) => n === "candidate").length).toBeGreaterThanOrEqual(order.slice(0, i + 1).filter((n) => n === "usage").length);
    });
    expect(events[0]).toEqual({ event: "status", data: { source: "offline", provider: null } });
    expect(events.filter((e) => e.event === "usage").map((e) => e.data)).toEqual([1, 2, 3].map((used) => ({ used, limit: before.limit })));
    const candidate = events[1]!.data as GenerationEvents["candidate"];
    expect(candidate.fields.text).toEqual(expect.any(String));
    expect(candidate.provenance[0]).toMatchObject({ field: "text", source: "kit" });
    expect(events.at(-1)).toEqual({ event: "done", data: { count: 3, seed: "same" } });
    expect(await w.caller.assets.generate.allowance()).toEqual({ used: 3, limit: before.limit, remaining: before.limit - 3 });
  });

  it("a request past the month's AI generations is refused before it starts, saying how many are left", async () => {
    const w = await workspace();
    const { limit } = await w.caller.assets.generate.allowance();
    await recordUsage(handle.db, { workspaceId: w.workspace.id }, "aiGenerations", limit - 2);
    const { res, json, events } = await post(request({ n: 5 }), { cookie: w.cookie });
    expect(res.status).toBe(412);
    expect(events).toEqual([]);
    expect(json).toMatchObject({ code: "limit", remaining: 2, message: expect.stringMatching(/This needs 5 and 2 are left/) });
    expect((await post(request({ n: 2 }), { cookie: w.cookie })).res.status).toBe(200);
    expect(await w.caller.assets.generate.allowance()).toMatchObject({ remaining: 0 });
  });

  it("refuses without a session, from another site, for a viewer, and a bad body with the field's message", async () => {
    const w = await workspace();
    expect((await post(request())).res.status).toBe(401);
    expect((await post(request(), { cookie: w.cookie, origin: "https://evil.example" })).res.status).toBe(403);
    const { user: viewer } = await addMember(handle.db, w.workspace.id, "viewer");
    expect((await post(request(), { cookie: await cookieFor(viewer.id, w.workspace.id) })).res.status).toBe(403);
    const bad = await post(request({ n: 21 }), { cookie: w.cookie });
    expect(bad.res.status).toBe(400);
    expect(bad.json).toMatchObject({ message: "Write up to 20 at a time", fields: { n: "Write up to 20 at a time" } });
    // Another workspace's kit is not found.
    const other = await workspace();
    expect((await post(request({ brandKitId: other.kit.id }), { cookie: w.cookie })).res.status).toBe(404);
  });

  it("rewrites one line of an asset", async () => {
    const w = await workspace();
    const fields = { text: "Cold brew season is here." };
    const { events } = await post(request({ n: 1, field: { name: "text", index: 0 }, fields }), { cookie: w.cookie });
    const candidate = events.find((e) => e.event === "candidate")!.data as GenerationEvents["candidate"];
    expect(candidate.fields.text).not.toBe(fields.text);
    expect((await post(request({ field: { name: "nope", index: 0 }, fields }), { cookie: w.cookie })).res.status).toBe(400);
  });

  describe("with the workspace's model (OpenAI-compatible, the stand-in)", () => {
    const post1 = { text: "Cold brew season is here. Try the Coffee subscription and never run out." };
    async function withModel() {
      const w = await workspace();
      fake.reply("OK");
      await w.caller.ai.providers.save({ kind: "openai-compatible", baseUrl: fake.openAiBaseUrl, model: "llama3", apiKey: "sk-local-key-1234" });
      fake.requests.length = 0;
      fake.reply(JSON.stringify(post1));
      return w;
    }

    it("streams the model's tokens as they arrive, then the candidate and its usage", async () => {
      const w = await withModel();
      const { events } = await post(request({ n: 1 }), { cookie: w.cookie });
      expect(events[0]).toEqual({ event: "status", data: { source: "model", provider: "OpenAI-compatible server (Ollama, vLLM, LM Studio), llama3" } });
      const tokens = events.filter((e) => e.event === "token").map((e) => (e.data as { text: string }).text);
      expect(tokens.length).toBeGreaterThan(5);
      expect(tokens.join("")).toBe(JSON.stringify(post1));
      expect(names(events).slice(-3)).toEqual(["candidate", "usage", "done"]);
      expect((events.at(-3)!.data as GenerationEvents["candidate"]).fields).toEqual(post1);
      expect(fake.requests[0]!.body).toMatchObject({ model: "llama3", stream: true, response_format: { type: "json_schema" } });
    });

    it("a provider refusal is an error event (what arrived stays), and nothing is counted for it", async () => {
      const w = await withModel();
      fake.script({ kind: "status", status: 429, retryAfter: "120" });
      const { events } = await post(request({ n: 2 }), { cookie: w.cookie });
      expect(names(events)).toEqual(["status", "error", "done"]);
      expect(events[1]!.data).toMatchObject({ code: "rate limited", retryAfterSeconds: 120 });
      expect(await w.caller.assets.generate.allowance()).toMatchObject({ used: 0 });
    });

    it("the browser leaving aborts the model call", async () => {
      const w = await withModel();
      fake.script({ kind: "slow", delayMs: 100 });
      const controller = new AbortController();
      await post(request({ n: 1 }), { cookie: w.cookie, signal: controller.signal, onEvent: (e) => e.event === "token" && controller.abort() });
      await expect.poll(() => fake.requests[0]?.closedEarly, { timeout: 5_000 }).toBe(true);
    });
  });
});
