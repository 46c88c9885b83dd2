/**
 * Model streaming latency: the local stand-in (src/modules/ai/providers/fake-server.ts) streams N
 * tokens (OpenAI-compatible SSE, one token per event, BENCH_TOKEN_GAP_MS between them); for each
 * token, the time from the stand-in writing it to
 *   (a) the provider client's iterator yielding it (`createModelClient(...).stream`, through the
 *       egress guard and eventsource-parser), and
 *   (b) a reader on the far side of a browser-facing SSE relay (a minimal node:http endpoint that
 *       runs the same client and re-emits each delta as `data:`), read with fetch + eventsource-parser;
 * and, for comparison, (c) a bare fetch of the stand-in's stream with eventsource-parser (no client), and
 *   (d) a reader of the product's own route, POST /api/assets/generate (bench/support/generate-route.ts:
 *       auth, the kit, metering, generate() with the workspace's model = the stand-in, each token
 *       re-emitted as `event: token`), read with fetch + eventsource-parser as the browser's hook does.
 * The stand-in runs in a process of its own (bench/support/ai-stand-in.ts; write times as epoch
 * ms, comparable across processes); the client, the relay and the reader share this process's event
 * loop, so (b) carries two hops on one loop. BENCH_IN_PROCESS=1 runs the stand-in here too.
 *
 *   npx tsx --conditions=react-server --tsconfig tsconfig.json bench/ai-stream.ts
 *
 * Options: BENCH_TOKENS (default 2000), BENCH_ROUNDS (default 3), BENCH_TOKEN_GAP_MS (default 1).
 * Goal: (b) and (d) p99 ≤ 10 ms. Printed as JSON and kept in bench/results/ai-stream.json.
 */
import { fork } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createParser } from "eventsource-parser";

process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0000";
process.env.LOG_LEVEL ??= "silent";

const root = path.resolve(import.meta.dirname, "..");
const TOKENS = Number(process.env.BENCH_TOKENS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GAP_MS = Number(process.env.BENCH_TOKEN_GAP_MS ?? 1);
const IN_PROCESS = process.env.BENCH_IN_PROCESS === "1";
/** Now, as epoch ms with sub-millisecond precision (the stand-in's clock, in its own process too). */
const now = () => performance.timeOrigin + performance.now();

type StandIn = { baseUrl: string; allowHosts: string[]; reply(tokens: string[]): Promise<void>; take(): Promise<number[]>; close(): Promise<void> };

async function inProcessStandIn(): Promise<StandIn> {
  const { startFakeLlmServer } = await import("../src/modules/ai/providers/fake-server");
  const fake = await startFakeLlmServer({ tokenDelayMs: GAP_MS });
  let written: number[] = [];
  fake.onToken = (i) => {
    written[i] = now();
  };
  return {
    baseUrl: fake.openAiBaseUrl,
    allowHosts: fake.allowHosts,
    reply: async (tokens) => fake.reply(tokens),
    take: async () => {
      const taken = written;
      written = [];
      return taken;
    },
    close: () => fake.close(),
  };
}

async function childStandIn(): Promise<StandIn> {
  const child = fork(path.join(root, "bench/support/ai-stand-in.ts"), [String(GAP_MS)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve) => {
      const on = (message: { type: string }) => {
        if (message.type !== type) return;
        child.off("message", on);
        resolve(message as T);
      };
      child.on("message", on);
    });
  const ready = await next<{ baseUrl: string; allowHosts: string[] }>("ready");
  return {
    baseUrl: ready.baseUrl,
    allowHosts: ready.allowHosts,
    reply: async (tokens) => {
      const ok = next("ok");
      child.send({ type: "reply", tokens });
      await ok;
    },
    take: async () => {
      const answer = next<{ written: number[] }>("written");
      child.send({ type: "take" });
      return (await answer).written;
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send({ type: "close" });
      await exited;
    },
  };
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
const figures = (xs: number[]) => ({
  samples: xs.length,
  p50Ms: Number(quantile(xs, 0.5).toFixed(3)),
  p95Ms: Number(quantile(xs, 0.95).toFixed(3)),
  p99Ms: Number(quantile(xs, 0.99).toFixed(3)),
  maxMs: Number(Math.max(...xs).toFixed(3)),
});

async function main() {
  const { createModelClient } = await import("../src/modules/ai/providers/client");
  const { fixedHostFetch, setEgressAllowHostsForTests } = await import("../src/server/egress");

  const standIn = IN_PROCESS ? await inProcessStandIn() : await childStandIn();
  setEgressAllowHostsForTests(standIn.allowHosts);
  const tokens = Array.from({ length: TOKENS }, (_, i) => `t${i} `);
  const client = createModelClient({ kind: "openai-compatible", baseUrl: standIn.baseUrl, apiKey: null, model: "bench" });
  const request = { messages: [{ role: "user" as const, content: "Stream." }], maxTokens: TOKENS + 10 };

  // The browser-facing relay: each delta re-emitted as an SSE event as it arrives.
  const relay = createServer(async (req, res) => {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.flushHeaders();
    const controller = new AbortController();
    req.on("close", () => controller.abort());
    for await (const event of client.stream({ ...request, signal: controller.signal })) {
      if (event.type === "text") res.write(`data: ${JSON.stringify({ text: event.text })}\n\n`);
    }
    res.end("event: done\ndata: {}\n\n");
  });
  relay.on("connection", (socket) => socket.setNoDelay(true));
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/stream`;

  /** Reads an SSE stream with fetch, calling `each` with every data event's arrival time. */
  async function readSse(url: string, init: RequestInit, each: (data: string, at: number) => void) {
    const response = await fixedHostFetch(url, init);
    const parser = createParser({ onEvent: (e) => each(e.data, now()) });
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(chunk, { stream: true }));
  }

  const latencies = async (got: number[]) => {
    const written = await standIn.take();
    return got.map((at, i) => at - written[i]!);
  };

  async function viaClient(): Promise<number[]> {
    const got: number[] = [];
    for await (const event of client.stream(request)) if (event.type === "text") got.push(now());
    return latencies(got);
  }

  async function viaRelay(): Promise<number[]> {
    const got: number[] = [];
    await readSse(relayUrl, {}, (data, at) => {
      if (data.startsWith('{"text"')) got.push(at);
    });
    return latencies(got);
  }

  async function bare(): Promise<number[]> {
    const got: number[] = [];
    await readSse(
      `${standIn.baseUrl}/chat/completions`,
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ model: "bench", stream: true, messages: request.messages }) },
      (data, at) => {
        if (data.includes('"content":"t')) got.push(at);
      },
    );
    return latencies(got);
  }

  // The route's model answers an email as JSON (the same number of tokens), so its checks pass first time.
  const { generateRoute } = await import("./support/generate-route");
  const route = await generateRoute(standIn.baseUrl);
  const emailTokens = (n: number) => ['{"subject": "Fresh coffee", "preheader": "Roasted this week", "body": "', ...tokens.slice(0, n - 2), '"}'];
  let routeTokens = emailTokens(200);
  async function viaRoute(): Promise<number[]> {
    await standIn.reply(routeTokens);
    const got: number[] = [];
    await readSse(route.url, route.init({ kind: "email", brandKitId: null, brief: { keywords: [] }, n: 1 }), (data, at) => {
      if (data.startsWith('{"text"')) got.push(at);
    });
    const out = await latencies(got);
    await standIn.reply(tokens);
    return out;
  }

  const paths = { client: viaClient, relay: viaRelay, bareFetch: bare, route: viaRoute } as const;
  // Warm-up: JIT and sockets.
  await standIn.reply(tokens.slice(0, 200));
  for (const run of Object.values(paths)) await run();
  await standIn.reply(tokens);
  routeTokens = emailTokens(TOKENS);

  const samples: Record<keyof typeof paths, number[]> = { client: [], relay: [], bareFetch: [], route: [] };
  const perRound: Record<keyof typeof paths, number[]> = { client: [], relay: [], bareFetch: [], route: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, run] of Object.entries(paths) as [keyof typeof paths, () => Promise<number[]>][]) {
      const latencies = await run();
      if (latencies.length !== TOKENS) throw new Error(`${name}: ${latencies.length} of ${TOKENS} tokens arrived`);
      samples[name].push(...latencies);
      perRound[name].push(figures(latencies).p99Ms);
    }
  }
  relay.close();
  await route.close();
  await standIn.close();

  const out = {
    bench: "ai-stream",
    at: new Date().toISOString(),
    tokens: TOKENS,
    rounds: ROUNDS,
    tokenGapMs: GAP_MS,
    standIn: IN_PROCESS ? "this process" : "its own process",
    goal: "relay and generateRoute p99 ≤ 10 ms (stand-in write → browser-side SSE reader)",
    clientIterator: { ...figures(samples.client), p99PerRoundMs: perRound.client },
    sseRelay: { ...figures(samples.relay), p99PerRoundMs: perRound.relay },
    bareFetch: { ...figures(samples.bareFetch), p99PerRoundMs: perRound.bareFetch },
    generateRoute: { ...figures(samples.route), p99PerRoundMs: perRound.route },
    pass: figures(samples.relay).p99Ms <= 10 && figures(samples.route).p99Ms <= 10,
  };
  console.log(JSON.stringify(out, null, 2));
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(path.join(root, "bench", "results", "ai-stream.json"), JSON.stringify(out, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
