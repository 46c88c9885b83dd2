/**
 * The two wire protocols: OpenAI Chat Completions (also every OpenAI-compatible server: Ollama,
 * vLLM, LM Studio) and Anthropic Messages. Each builds its request and reads its answers, whole or
 * streamed; the transport and the retries are shared (client.ts). Pure.
 */
import type { EventSourceMessage } from "eventsource-parser";
import type { ProviderKind } from "../contracts/providers.constants";
import { classifyStreamError, ProviderError } from "./errors";
import type { ModelRequest, Usage } from "./types";

export type StreamState = { usage: Usage | null; stopReason: string | null; done: boolean };
export type Reply = { text: string; usage: Usage | null; stopReason: string | null };

export type Protocol = {
  url(baseUrl: string): string;
  headers(apiKey: string | null): Record<string, string>;
  body(model: string, request: ModelRequest, stream: boolean): Record<string, unknown>;
  /** A whole answer's JSON; null when it isn't shaped like one. */
  reply(json: unknown): Reply | null;
  /** One stream event: the text it carries (or null); updates the state; throws on an error event. */
  onEvent(event: EventSourceMessage, state: StreamState): string | null;
};

const trim = (url: string) => url.replace(/\/+$/, "");
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const parse = (data: string): Record<string, unknown> | null => {
  try {
    const json: unknown = JSON.parse(data);
    return json && typeof json === "object" ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};
const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === "object" ? (v as Record<string, unknown>) : null);

function openAiUsage(usage: unknown): Usage | null {
  const u = record(usage);
  return u ? { inputTokens: num(u.prompt_tokens), outputTokens: num(u.completion_tokens) } : null;
}

/** OpenAI Chat Completions; `compatible` servers get `max_tokens` (OpenAI's own newer models want `max_completion_tokens`). */
export function openAiProtocol(compatible: boolean): Protocol {
  return {
    url: (baseUrl) => `${trim(baseUrl)}/chat/completions`,
    headers: (apiKey) => ({ accept: "application/json, text/event-stream", ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) }),
    body: (model, request, stream) => ({
      model,
      messages: [...(request.system ? [{ role: "system", content: request.system }] : []), ...request.messages],
      [compatible ? "max_tokens" : "max_completion_tokens"]: request.maxTokens,
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.schema
        ? { response_format: { type: "json_schema", json_schema: { name: request.schema.name, schema: request.schema.schema, strict: true } } }
        : {}),
      ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
    }),
    reply: (json) => {
      const choices = record(json)?.choices;
      const first = Array.isArray(choices) ? record(choices[0]) : null;
      const message = record(first?.message);
      if (!message) return null;
      return {
        text: typeof message.content === "string" ? message.content : "",
        usage: openAiUsage(record(json)?.usage),
        stopReason: typeof first?.finish_reason === "string" ? first.finish_reason : null,
      };
    },
    onEvent: (event, state) => {
      if (event.data.trim() === "[DONE]") {
        state.done = true;
        return null;
      }
      const chunk = parse(event.data);
      if (!chunk) return null;
      if (chunk.error) throw classifyStreamError(chunk);
      // The usage chunk has `choices: []`, or `choices: null` on vLLM.
      if (chunk.usage) state.usage = openAiUsage(chunk.usage);
      const first = Array.isArray(chunk.choices) ? record(chunk.choices[0]) : null;
      if (typeof first?.finish_reason === "string") state.stopReason = first.finish_reason;
      const content = record(first?.delta)?.content;
      return typeof content === "string" && content.length > 0 ? content : null;
    },
  };
}

export const ANTHROPIC_VERSION = "2023-06-01";

/** Anthropic Messages; structured output through `output_config.format` (a JSON schema). */
export const anthropicProtocol: Protocol = {
  url: (baseUrl) => {
    const base = trim(baseUrl);
    return base.endsWith("/v1") ? `${base}/messages` : `${base}/v1/messages`;
  },
  headers: (apiKey) => ({ accept: "application/json, text/event-stream", "anthropic-version": ANTHROPIC_VERSION, ...(apiKey ? { "x-api-key": apiKey } : {}) }),
  body: (model, request, stream) => ({
    model,
    max_tokens: request.maxTokens,
    ...(request.system ? { system: request.system } : {}),
    messages: request.messages,
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    ...(request.schema ? { output_config: { format: { type: "json_schema", schema: request.schema.schema } } } : {}),
    ...(stream ? { stream: true } : {}),
  }),
  reply: (json) => {
    const message = record(json);
    if (!message || !Array.isArray(message.content)) return null;
    const text = message.content
      .map((block) => record(block))
      .filter((block) => block?.type === "text" && typeof block.text === "string")
      .map((block) => block!.text as string)
      .join("");
    const usage = record(message.usage);
    return {
      text,
      usage: usage ? { inputTokens: num(usage.input_tokens), outputTokens: num(usage.output_tokens) } : null,
      stopReason: typeof message.stop_reason === "string" ? message.stop_reason : null,
    };
  },
  onEvent: (event, state) => {
    const data = parse(event.data);
    const type = event.event ?? (typeof data?.type === "string" ? data.type : "");
    switch (type) {
      case "message_start": {
        const usage = record(record(data?.message)?.usage);
        if (usage) state.usage = { inputTokens: num(usage.input_tokens), outputTokens: num(usage.output_tokens) };
        return null;
      }
      case "content_block_delta": {
        const delta = record(data?.delta);
        return delta?.type === "text_delta" && typeof delta.text === "string" && delta.text.length > 0 ? delta.text : null;
      }
      case "message_delta": {
        const stop = record(data?.delta)?.stop_reason;
        if (typeof stop === "string") state.stopReason = stop;
        const usage = record(data?.usage);
        if (usage) state.usage = { inputTokens: state.usage?.inputTokens ?? num(usage.input_tokens), outputTokens: num(usage.output_tokens) };
        return null;
      }
      case "message_stop":
        state.done = true;
        return null;
      case "error":
        throw classifyStreamError(data);
      default:
        // ping, content_block_start, content_block_stop, and event types added later.
        return null;
    }
  },
};

export const protocolFor = (kind: ProviderKind): Protocol => (kind === "anthropic" ? anthropicProtocol : openAiProtocol(kind === "openai-compatible"));

/** The JSON of an answer that should be JSON; local models sometimes wrap it in a ```json fence. */
export function parseJsonAnswer(text: string): unknown {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/i.exec(text);
  try {
    return JSON.parse(fenced ? fenced[1]! : text);
  } catch {
    throw new ProviderError("bad output");
  }
}

/** An answer's JSON when it is an object (a field per key), or null when it isn't JSON or isn't an object. */
export function parseJsonObjectAnswer(text: string): Record<string, unknown> | null {
  try {
    const json = parseJsonAnswer(text);
    return json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
