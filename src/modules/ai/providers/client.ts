import "server-only";
/**
 * `createModelClient(config)`: the one client for OpenAI, Anthropic and OpenAI-compatible servers
 * (thin `fetch`-style HTTP through the egress guard + `eventsource-parser`; no SDK). `complete`
 * returns the whole answer (parsed JSON when a schema was asked for); `stream` yields text deltas,
 * then the usage. Retries (429, 5xx, network, timeouts) happen only before any text arrived;
 * afterwards a break is a ProviderError "cut" carrying the text so far. A 401/403 is "bad key".
 */
import type { Readable } from "node:stream";
import { defaultBaseUrl } from "../contracts/providers.constants";
import { ProviderError } from "./errors";
import { parseJsonAnswer, protocolFor, type StreamState } from "./protocols";
import { backoffMs, DEFAULT_RETRY, sleep, withRetries } from "./retry";
import { bodyFailure, MAX_ANSWER_BYTES, post, readText, sseEvents, type Call } from "./transport";
import type { ClientConfig, Completion, ModelClient, ModelRequest, StreamEvent } from "./types";

/** Waiting for a whole answer (a long JSON answer takes a while to write). */
const COMPLETE_TIMEOUT_MS = 120_000;
/** Waiting for the stream to start, and the longest pause between two chunks. */
const STREAM_TIMEOUT_MS = 30_000;

/** Finish reasons that mean the answer stopped at the token limit (its JSON is then incomplete). */
const TRUNCATED = new Set(["length", "max_tokens"]);

export function createModelClient(config: ClientConfig): ModelClient {
  const protocol = protocolFor(config.kind);
  const baseUrl = config.baseUrl || defaultBaseUrl[config.kind];
  if (!baseUrl) throw new ProviderError("wrong address", { message: "Enter the base URL of the model server." });
  const policy = config.retry ?? DEFAULT_RETRY;
  const hooks = config.hooks ?? {};
  const call = (request: ModelRequest, stream: boolean): Call => ({
    url: protocol.url(baseUrl),
    headers: protocol.headers(config.apiKey),
    body: protocol.body(config.model, request, stream),
    operatorHost: config.operatorHost === true,
    timeoutMs: config.timeoutMs ?? (stream ? STREAM_TIMEOUT_MS : COMPLETE_TIMEOUT_MS),
    signal: request.signal,
    ca: config.ca,
  });

  async function complete(request: ModelRequest): Promise<Completion> {
    return withRetries(
      async () => {
        const body = await post(call(request, false));
        let answer: { text: string; tooLarge: boolean };
        try {
          answer = await readText(body, MAX_ANSWER_BYTES);
        } catch (error) {
          throw bodyFailure(error, request.signal);
        }
        if (answer.tooLarge) throw new ProviderError("bad output", { message: "The model's answer was too large." });
        let json: unknown;
        try {
          json = JSON.parse(answer.text);
        } catch {
          throw new ProviderError("wrong address");
        }
        const reply = protocol.reply(json);
        if (!reply) throw new ProviderError("wrong address");
        if (!request.schema) return { ...reply, json: null };
        if (reply.stopReason && TRUNCATED.has(reply.stopReason))
          throw new ProviderError("bad output", { message: "The model's answer stopped at the length limit before it was complete." });
        return { ...reply, json: parseJsonAnswer(reply.text) };
      },
      policy,
      { ...hooks, signal: request.signal },
    );
  }

  async function* stream(request: ModelRequest): AsyncGenerator<StreamEvent, void, undefined> {
    let received = "";
    for (let attempt = 0; ; attempt++) {
      const state: StreamState = { usage: null, stopReason: null, done: false };
      let body: Readable | null = null;
      try {
        body = await post(call(request, true));
        try {
          for await (const event of sseEvents(body)) {
            const text = protocol.onEvent(event, state);
            if (text !== null) {
              received += text;
              yield { type: "text", text };
            }
            if (state.done) break;
          }
        } catch (error) {
          throw bodyFailure(error, request.signal);
        }
        // A body that ended without the protocol's last event (and without a finish reason) was cut.
        if (!state.done && !state.stopReason) throw bodyFailure(null, request.signal);
        yield { type: "done", text: received, usage: state.usage, stopReason: state.stopReason };
        return;
      } catch (caught) {
        const error = caught instanceof ProviderError ? caught : bodyFailure(caught, request.signal);
        if (received.length > 0)
          throw error.kind === "cancelled"
            ? new ProviderError("cancelled", { partial: received })
            : new ProviderError("cut", { partial: received, status: error.details.status });
        const asked = error.details.retryAfterMs;
        if (!error.retryable || attempt >= policy.retries || request.signal?.aborted || (asked !== undefined && asked > policy.maxWaitMs)) throw error;
        const waitMs = asked ?? backoffMs(attempt, policy, hooks.random);
        hooks.onRetry?.(waitMs, error);
        await (hooks.wait ?? sleep)(waitMs, request.signal);
      } finally {
        // Leaving early (the caller broke out, an error) closes the upstream request.
        body?.destroy();
      }
    }
  }

  return { kind: config.kind, model: config.model, complete, stream };
}
