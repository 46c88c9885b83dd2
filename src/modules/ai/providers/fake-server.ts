/**
 * Local stand-in for model providers on 127.0.0.1 (port 0 unless given): OpenAI Chat Completions
 * (`POST /v1/chat/completions`, what every OpenAI-compatible server speaks) and Anthropic Messages
 * (`POST /v1/messages`, with `x-api-key` and `anthropic-version`), whole answers and server-sent
 * events, shaped as reference §5.3 describes. Scripted faults, one per request in order: a status
 * (429 with retry-after / retry-after-ms, 401, 500, 529), a mid-stream error event, a stream cut
 * mid-way (socket destroyed), slow tokens, or no answer at all. vLLM's `choices: null` usage chunk
 * is a switch. Tests, the bench and the e2e demo point the real clients at it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeFault =
  | { kind: "status"; status: number; retryAfter?: string; retryAfterMs?: string; errorCode?: string }
  /** Streams `afterTokens` tokens, then an error event and the end. */
  | { kind: "stream-error"; afterTokens: number }
  /** Streams `afterTokens` tokens, then destroys the socket. */
  | { kind: "cut"; afterTokens: number }
  /** Waits `delayMs` before each token. */
  | { kind: "slow"; delayMs: number }
  /** Accepts the request and never answers (until the client goes away). */
  | { kind: "hang" };

export type FakeRequest = { path: string; headers: IncomingMessage["headers"]; body: Record<string, unknown>; closedEarly: boolean };

export type FakeLlmOptions = {
  port?: number;
  /** When set, only this key is accepted (else any non-empty key; an OpenAI-compatible request may send none). */
  apiKey?: string;
  /** Models it knows (default: any). */
  models?: string[];
  /** Usage chunk with `choices: null` (vLLM) instead of `choices: []`. */
  vllmNullUsage?: boolean;
  /** Pause before each streamed token (default 0: tokens written back to back). */
  tokenDelayMs?: number;
};

export type FakeLlmServer = {
  origin: string;
  /** Base URLs the clients take: `${origin}/v1` for OpenAI(-compatible), the origin for Anthropic. */
  openAiBaseUrl: string;
  anthropicBaseUrl: string;
  /** The host:port to allow through the egress guard. */
  allowHosts: string[];
  requests: FakeRequest[];
  /** Faults for the next requests, one each, in order. */
  script(...faults: FakeFault[]): void;
  /** What the next answers say: text, split into tokens at word boundaries (or given as tokens). */
  reply(answer: string | string[] | ((body: Record<string, unknown>) => string | string[])): void;
  /** Called as each streamed token is written (the bench's clock starts here). */
  onToken: ((index: number) => void) | null;
  options: FakeLlmOptions;
  close(): Promise<void>;
};

const tokensOf = (answer: string | string[]) => (Array.isArray(answer) ? answer : (answer.match(/\S+\s*|\s+/g) ?? []));
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeLlmServer(options: FakeLlmOptions = {}): Promise<FakeLlmServer> {
  const faults: FakeFault[] = [];
  let answer: string | string[] | ((body: Record<string, unknown>) => string | string[]) = "Hello from the local stand-in.";
  const requests: FakeRequest[] = [];

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    });

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };

  const openAiError = (status: number, code: string) => ({
    error: { message: `stand-in error ${code} (sk-secret-in-body)`, type: status === 401 ? "invalid_request_error" : "server_error", code },
  });
  const anthropicError = (type: string) => ({ type: "error", error: { type, message: `stand-in ${type} (sk-ant-secret-in-body)` } });
  const anthropicType = (status: number) =>
    status === 401
      ? "authentication_error"
      : status === 429
        ? "rate_limit_error"
        : status === 529
          ? "overloaded_error"
          : status === 404
            ? "not_found_error"
            : "api_error";

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? "").split("?")[0]!;
    const text = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Answered as a bad request below.
    }
    const record: FakeRequest = { path, headers: req.headers, body, closedEarly: false };
    requests.push(record);
    res.on("close", () => {
      if (!res.writableFinished) record.closedEarly = true;
    });
    const anthropic = path === "/v1/messages";
    if (!anthropic && path !== "/v1/chat/completions") return json(res, 404, { error: { message: "no such route", type: "invalid_request_error" } });
    if (req.method !== "POST") return json(res, 405, {});

    const key = anthropic ? req.headers["x-api-key"] : /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1];
    const keyOk = options.apiKey ? key === options.apiKey : anthropic ? Boolean(key) : true;
    if (!keyOk) return anthropic ? json(res, 401, anthropicError("authentication_error")) : json(res, 401, openAiError(401, "invalid_api_key"));
    if (anthropic && req.headers["anthropic-version"] !== "2023-06-01") return json(res, 400, anthropicError("invalid_request_error"));
    const model = String(body.model ?? "");
    if (options.models && !options.models.includes(model))
      return anthropic
        ? json(res, 404, { type: "error", error: { type: "not_found_error", message: `model: ${model}` } })
        : json(res, 404, { error: { message: `The model \`${model}\` does not exist`, type: "invalid_request_error", code: "model_not_found" } });

    const fault = faults.shift();
    if (fault?.kind === "hang") return;
    if (fault?.kind === "status") {
      const headers: Record<string, string> = {};
      if (fault.retryAfter !== undefined) headers["retry-after"] = fault.retryAfter;
      if (fault.retryAfterMs !== undefined) headers["retry-after-ms"] = fault.retryAfterMs;
      const code = fault.errorCode ?? (fault.status === 429 ? "rate_limit_exceeded" : fault.status === 401 ? "invalid_api_key" : "server_error");
      return anthropic
        ? json(res, fault.status, anthropicError(anthropicType(fault.status)), headers)
        : json(res, fault.status, openAiError(fault.status, code), headers);
    }

    const produced = typeof answer === "function" ? answer(body) : answer;
    const tokens = tokensOf(produced);
    const full = tokens.join("");
    const usage = { input: 12, output: tokens.length };
    const created = Math.floor(Date.now() / 1000);

    if (body.stream !== true) {
      if (anthropic)
        return json(res, 200, {
          id: "msg_stand_in",
          type: "message",
          role: "assistant",
          model,
          content: [{ type: "text", text: full }],
          stop_reason: "end_turn",
          stop_sequence: null,
          usage: { input_tokens: usage.input, output_tokens: usage.output },
        });
      return json(res, 200, {
        id: "chatcmpl-stand-in",
        object: "chat.completion",
        created,
        model,
        choices: [{ index: 0, message: { role: "assistant", content: full }, finish_reason: "stop" }],
        usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
      });
    }

    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    res.flushHeaders();
    const send = (event: string | null, data: unknown) =>
      res.write(`${event ? `event: ${event}\n` : ""}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
      id: "chatcmpl-stand-in",
      object: "chat.completion.chunk",
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    const pause = fault?.kind === "slow" ? fault.delayMs : (options.tokenDelayMs ?? 0);
    const stopAt = fault?.kind === "cut" || fault?.kind === "stream-error" ? fault.afterTokens : Infinity;

    if (anthropic) {
      send("message_start", {
        type: "message_start",
        message: {
          id: "msg_stand_in",
          type: "message",
          role: "assistant",
          model,
          content: [],
          stop_reason: null,
          usage: { input_tokens: usage.input, output_tokens: 1 },
        },
      });
      send("content_block_start", { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } });
      send("ping", { type: "ping" });
    } else send(null, chunk({ role: "assistant", content: "" }, null));

    for (let i = 0; i < tokens.length; i++) {
      if (i === stopAt) break;
      if (pause > 0) await delay(pause);
      if (res.destroyed) return;
      if (anthropic) send("content_block_delta", { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: tokens[i] } });
      else send(null, chunk({ content: tokens[i] }, null));
      server.onToken?.(i);
    }
    if (fault?.kind === "cut") {
      // Once what was written has left, the socket goes without the stream's end.
      res.write("", () => res.socket?.destroy());
      return;
    }
    if (fault?.kind === "stream-error") {
      if (anthropic) send("error", anthropicError("overloaded_error"));
      else send(null, { error: { message: "stand-in overloaded (sk-secret-in-body)", type: "server_error", code: "server_error" } });
      res.end();
      return;
    }
    if (anthropic) {
      send("content_block_stop", { type: "content_block_stop", index: 0 });
      send("message_delta", { type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: usage.output } });
      send("message_stop", { type: "message_stop" });
    } else {
      send(null, chunk({}, "stop"));
      if ((body.stream_options as { include_usage?: boolean } | undefined)?.include_usage)
        send(null, {
          id: "chatcmpl-stand-in",
          object: "chat.completion.chunk",
          created,
          model,
          choices: options.vllmNullUsage ? null : [],
          usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
        });
      send(null, "[DONE]");
    }
    res.end();
  }

  const http = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  // A streamed token goes out at once, not after Nagle's delay.
  http.on("connection", (socket) => socket.setNoDelay(true));
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const server: FakeLlmServer = {
    origin,
    openAiBaseUrl: `${origin}/v1`,
    anthropicBaseUrl: origin,
    allowHosts: [`127.0.0.1:${port}`],
    requests,
    script: (...next) => void faults.push(...next),
    reply: (next) => void (answer = next),
    onToken: null,
    options,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
  return server;
}
